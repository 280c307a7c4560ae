// MetalSource.swift: a `.metal` file's text and the located errors the compiler reports about it.
// Rule: errors print like the Swift compiler (`file:line:col: error: …`, the line, a caret run, a hint) —
// docs/ARCHITECTURE.md "One diagnostics channel"; at most 20 are kept. Status: complete.

/// One `.metal` source file: its path (as printed in diagnostics and used to resolve `#include "x.metal"`) and text.
public struct MetalSourceFile: Sendable {
    public var path: String
    public var text: String
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A located compile error in a .metal file (1-based line/column; `length` ≥ 1 for the caret run).
public struct MetalDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var length: Int
    public var message: String
    public var hint: String?
    public var sourceLine: String

    public init(
        path: String, line: Int, column: Int, length: Int, message: String, hint: String?, sourceLine: String
    ) {
        self.path = path
        self.line = line
        self.column = column
        self.length = max(1, length)
        self.message = message
        self.hint = hint
        self.sourceLine = sourceLine
    }

    /// `file:line:col: error: message`, the source line, a caret run under the range, and `hint: …`.
    public var description: String {
        var s = "\(path):\(line):\(column): error: \(message)\n\(sourceLine)\n"
        s += String(repeating: " ", count: max(0, column - 1)) + String(repeating: "^", count: length)
        if let hint { s += "\nhint: \(hint)" }
        return s
    }
}

/// Every error found in a library's sources (at least one, at most `MetalCompileError.limit`).
public struct MetalCompileError: Error, Sendable, CustomStringConvertible {
    /// The cap on collected errors (docs/ARCHITECTURE.md "One diagnostics channel": capped at 20).
    public static let limit = 20
    public var diagnostics: [MetalDiagnostic]
    public init(diagnostics: [MetalDiagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Where a token came from: a file of the compilation (index into `SourceMap.files`) and a 1-based line and column.
struct SourceLocation: Sendable, Equatable {
    var file: Int
    var line: Int
    var column: Int
    var length: Int
    static let none = SourceLocation(file: -1, line: 0, column: 0, length: 1)
}

/// The texts of every file read in one compilation, to print a diagnostic's source line.
struct SourceMap: Sendable {
    var paths: [String] = []
    var lines: [[Substring]] = []

    mutating func add(path: String, text: String) -> Int {
        paths.append(path)
        lines.append(text.split(separator: "\n", omittingEmptySubsequences: false))
        return paths.count - 1
    }

    func diagnostic(_ at: SourceLocation, _ message: String, hint: String? = nil) -> MetalDiagnostic {
        guard at.file >= 0 && at.file < paths.count else {
            return MetalDiagnostic(
                path: "<shader>", line: 1, column: 1, length: 1, message: message, hint: hint, sourceLine: "")
        }
        let text = at.line >= 1 && at.line <= lines[at.file].count ? String(lines[at.file][at.line - 1]) : ""
        return MetalDiagnostic(
            path: paths[at.file], line: at.line, column: at.column, length: at.length, message: message,
            hint: hint, sourceLine: text.replacingTabs())
    }
}

extension String {
    fileprivate func replacingTabs() -> String {
        var s = ""
        for c in self { s.append(c == "\t" ? " " : c) }
        if s.hasSuffix("\r") { s.removeLast() }
        return s
    }
}

/// A located error raised inside the compiler's passes, turned into a `MetalDiagnostic` by the source map.
struct CompileFailure: Error {
    var at: SourceLocation
    var message: String
    var hint: String?
    init(_ at: SourceLocation, _ message: String, hint: String? = nil) {
        self.at = at
        self.message = message
        self.hint = hint
    }
}
