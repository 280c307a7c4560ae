// ParsedArguments.swift: a command line checked against its command's table. Unknown options, missing values and
// values of the wrong kind are usage errors (exit 2) with a did-you-mean where one is close.

import AnimKit
import Scene

/// The positionals and typed option values of one command line.
struct ParsedArguments {
    private(set) var positionals: [String] = []
    private var values: [String: any Sendable] = [:]
    private var given: Set<String> = []

    /// Scans `args`, then checks the positional count, required options and each value's kind (in that order, so
    /// the first problem reported is the one a reader sees first). Deprecated spellings go through `warn`.
    init(_ args: [String], table: CommandTable, warn: (String) -> Void) throws(CommandFailure) {
        var raw: [(Option, String?)] = []
        var i = 0
        while i < args.count {
            let a = args[i]
            if a == "--" {
                positionals.append(contentsOf: args[(i + 1)...])
                break
            }
            guard a.hasPrefix("-"), a.count > 1, Double(a) == nil else {
                positionals.append(a)
                i += 1
                continue
            }
            var name = a
            var inline: String?
            if a.hasPrefix("--"), let eq = a.firstIndex(of: "=") {
                name = String(a[..<eq])
                inline = String(a[a.index(after: eq)...])
            }
            guard var option = table.option(named: name) else {
                let names = table.listed.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
                throw Self.usage("unknown option '\(name)'", hint: nearest(name, in: names), table)
            }
            if let replacement = option.replacedBy, let current = table.option(named: replacement) {
                warn("'\(option.name)' is deprecated; use '\(replacement)'")
                option = current
            }
            if option.kind.isFlag {
                raw.append((option, nil))
            } else if let inline {
                raw.append((option, inline))
            } else {
                guard i + 1 < args.count else {
                    throw Self.usage("option '\(name)' needs a value (\(option.kind.placeholder))", hint: nil, table)
                }
                raw.append((option, args[i + 1]))
                i += 1
            }
            i += 1
        }
        let fixed = table.positionals.filter { !$0.repeats }.count
        let repeats = table.positionals.contains { $0.repeats }
        if repeats ? positionals.count < fixed : positionals.count != fixed {
            let names = table.positionals.map(\.name)
            let arity = table.arity ?? (names.count == 1 ? "one \(names[0])" : names.joined(separator: " and "))
            throw Self.usage("expected \(arity), got \(positionals.count)", hint: nil, table)
        }
        for option in table.listed where option.required && !raw.contains(where: { $0.0.name == option.name }) {
            throw Self.usage(
                "missing \(option.short ?? option.name) \(option.kind.placeholder)", hint: nil, table)
        }
        for (option, text) in raw {
            given.insert(option.name)
            guard let text else {
                values[option.name] = true
                continue
            }
            guard let value = option.kind.parse(text) else {
                throw Self.usage(
                    "invalid value '\(text)' for \(option.name): expected \(option.kind.expected)",
                    hint: option.kind.choices.isEmpty ? nil : nearest(text, in: option.kind.choices), nil)
            }
            values[option.name] = value
        }
        for option in table.options where values[option.name] == nil {
            if case .value(let text) = option.defaultValue { values[option.name] = option.kind.parse(text) }
        }
    }

    /// The typed value of an option (given, or its `.value` default).
    func value<T>(_ name: String, as type: T.Type = T.self) -> T? { values[name] as? T }
    func flag(_ name: String) -> Bool { values[name] as? Bool ?? false }
    /// Whether the command line gave the option (defaults do not count).
    func gave(_ name: String) -> Bool { given.contains(name) }

    /// A usage error: the message, a hint line, and the command's usage line.
    private static func usage(_ message: String, hint: String?, _ table: CommandTable?) -> CommandFailure {
        var text = "anim: error: \(message)\n"
        if let hint { text += "hint: did you mean '\(hint)'?\n" }
        if let table { text += "usage: \(table.synopsis)\n" }
        return CommandFailure(status: .badInput, message: message, rendered: text)
    }
}

/// The candidate closest to `word` by edit distance, if it is close enough to be a plausible typo (the scene
/// language's rule, so options and commands are corrected the way scene names are).
func nearest(_ word: String, in candidates: some Collection<String>) -> String? {
    Suggestion.nearest(to: word, in: candidates.sorted())
}
