// OptionTable.swift: each command declares its arguments once, in a table (name, value kind, default, help); the
// parser (ParsedArguments), `anim <command> --help`, the usage line and README's Commands block come from it.

import AnimKit
import Foundation
import Geometry
import Measure
import Timeline

/// The kind of value an option takes: its placeholder in usage, what an error says was expected, and its parser.
struct ValueKind: Sendable {
    var placeholder: String
    var expected: String
    var parse: @Sendable (String) -> (any Sendable)?
    /// Candidates for a did-you-mean when a value is not one of them.
    var choices: [String] = []

    var isFlag: Bool { placeholder.isEmpty }

    static let flag = ValueKind(placeholder: "", expected: "", parse: { _ in true })

    static func text(_ placeholder: String) -> ValueKind {
        ValueKind(placeholder: placeholder, expected: "text", parse: { $0 })
    }

    static func integer(_ placeholder: String, _ range: ClosedRange<Int>, expected: String) -> ValueKind {
        ValueKind(
            placeholder: placeholder, expected: expected, parse: { Int($0).flatMap { range.contains($0) ? $0 : nil } })
    }

    static func number(_ placeholder: String, expected: String, where ok: @escaping @Sendable (Double) -> Bool)
        -> ValueKind
    {
        ValueKind(
            placeholder: placeholder, expected: expected,
            parse: { Double($0).flatMap { $0.isFinite && ok($0) ? $0 : nil } })
    }

    /// One of `names`, parsed to a value by `value`; the placeholder lists them unless one is given.
    static func choice<T: Sendable>(
        _ names: [String], placeholder: String? = nil, _ value: @escaping @Sendable (String) -> T?
    ) -> ValueKind {
        ValueKind(
            placeholder: placeholder ?? names.joined(separator: "|"),
            expected: names.count == 2 ? names.joined(separator: " or ") : "one of " + names.joined(separator: ", "),
            parse: { value($0) }, choices: names)
    }

    static let threads = integer("N", 1...Int.max, expected: "a positive integer")
    static let seconds = number("S", expected: "seconds, 0 or more") { $0 >= 0 }
    static let positive = number("S", expected: "a positive number") { $0 > 0 }
    static let frameRate = ValueKind(
        placeholder: "R", expected: "a positive rate such as 30 or 30000/1001", parse: { OptionParsing.frameRate($0) })
    static let size = ValueKind(
        placeholder: "WxH", expected: "WIDTHxHEIGHT in points, e.g. 800x450", parse: { OptionParsing.size($0) })
    static let frames = ValueKind(
        placeholder: "A..B", expected: "A..B (inclusive) or A..<B", parse: { OptionParsing.frames($0) })
    static let tolerance = ValueKind(
        placeholder: "T", expected: "exact, fuzzy:D,N or edge:D,N[,T]", parse: { Tolerance($0) })
}

/// An option's default: filled in when the option is absent, or only described in help.
enum OptionDefault: Sendable {
    case none
    /// Parsed with the option's kind when the option is absent.
    case value(String)
    /// Help text only ("the scene's", "all cores"); the value stays absent.
    case described(String)
}

/// One option of a command.
struct Option: Sendable {
    var name: String
    var short: String? = nil
    var kind: ValueKind
    var defaultValue: OptionDefault = .none
    var required = false
    var help: String
    /// A deprecated spelling: accepted with a warning, stored under this name, never listed.
    var replacedBy: String? = nil

    /// `--png-compression N` with the command's default level.
    static func pngCompression(default level: String) -> Option {
        Option(
            name: "--png-compression", kind: .integer("N", 0...9, expected: "an integer 0…9"),
            defaultValue: .described(level),
            help: "zlib level of PNG output: 0 stored, 1 fastest (Up filter, runs), 2–3 Up filter,\n"
                + "4–9 adaptive filters (smaller, several times slower)")
    }
    static let threads = Option(
        name: "--threads", kind: .threads, defaultValue: .described("all cores"), help: "render threads")
    static let seed = Option(
        name: "--seed", kind: .integer("N", 0...Int.max, expected: "an integer, 0 or more"),
        defaultValue: .described("the scene's, else 0"), help: "seed of the scene's random draws (Double.random(in:) …)"
    )
    static let warningsAsErrors = Option(
        name: "--warnings-as-errors", kind: .flag, help: "exit 2 when the scene has any warning (for CI)")
    static let scale = Option(
        name: "--scale", kind: .positive, defaultValue: .described("the scene's"), help: "pixels per point")
    static let fps = Option(
        name: "--fps", kind: .frameRate, defaultValue: .described("the scene's"),
        help: "frame rate: 30, 24, 30000/1001")
    static let size = Option(
        name: "--size", kind: .size, defaultValue: .described("the scene's"), help: "canvas in points")
    static let allowPath = Option(
        name: "--allow-path", kind: .text("DIR"), defaultValue: .described("the scene's folder"),
        help: "also read fonts the scene names from DIR")
    static let frames = Option(
        name: "--frames", kind: .frames, defaultValue: .described("all"),
        help: "only frames A through B (A..<B: B excluded)")
}

/// A positional argument.
struct Positional: Sendable {
    var name: String
    var help: String
    /// Zero or more (`[SCENE…]`).
    var repeats = false
}

/// A command's arguments, and the usage and help generated from them.
struct CommandTable: Sendable {
    var name: String
    var abstract: String
    var positionals: [Positional]
    var options: [Option]
    /// How the positionals are named in a count error ("two inputs A and B"); default from their names.
    var arity: String? = nil
    /// Lines after the options (exit status, value notes).
    var notes: String? = nil

    /// The listed options (deprecated spellings hidden).
    var listed: [Option] { options.filter { $0.replacedBy == nil } }

    /// `anim render SCENE -o OUT [--fps R] … [--quiet]`.
    var synopsis: String {
        var parts = ["anim", name]
        parts += positionals.map { $0.repeats ? "[\($0.name)…]" : $0.name }
        for o in listed {
            // A required option by its short name (`-o OUT`), optional ones by their long names.
            let spelled = (o.required ? o.short ?? o.name : o.name) + (o.kind.isFlag ? "" : " " + o.kind.placeholder)
            parts.append(o.required ? spelled : "[\(spelled)]")
        }
        return parts.joined(separator: " ")
    }

    /// `anim <command> --help`.
    var help: String {
        func rows(_ items: [(String, String)]) -> [String] {
            let width = min(30, (items.map(\.0.count).max() ?? 0) + 2)
            return items.flatMap { left, right -> [String] in
                let lines = right.split(separator: "\n", omittingEmptySubsequences: false)
                let first = "  " + left.padding(toLength: max(width, left.count + 2), withPad: " ", startingAt: 0)
                return [first + lines[0]] + lines.dropFirst().map { String(repeating: " ", count: width + 2) + $0 }
            }
        }
        var text = ["usage: \(synopsis)", "", abstract]
        if !positionals.isEmpty {
            text += ["", "arguments:"] + rows(positionals.map { ($0.name, $0.help) })
        }
        text += ["", "options:"]
        text += rows(
            listed.map { o in
                let names = (o.short.map { $0 + ", " } ?? "") + o.name + (o.kind.isFlag ? "" : " " + o.kind.placeholder)
                let fallback: String? =
                    switch o.defaultValue {
                    case .none: nil
                    case .value(let v), .described(let v): v
                    }
                return (
                    names, o.help + (o.required ? " (required)" : "") + (fallback.map { " (default: \($0))" } ?? "")
                )
            })
        if let notes { text += ["", notes] }
        return text.joined(separator: "\n")
    }

    func option(named name: String) -> Option? { options.first { $0.name == name || $0.short == name } }
}
