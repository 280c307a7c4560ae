// SceneError.swift: the error a scene throws, carrying every diagnostic and the file to quote them against.
// Rule: swiftc/clang's diagnostic layout (`path:line:col: error: message`, the line, a caret under the span).
// Status: complete.

/// A scene that cannot be loaded or evaluated: all its diagnostics (errors, warnings and notes) in source order.
public struct SceneError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic, sorted by where it starts, each note right after the diagnostic it explains.
    public let diagnostics: [Diagnostic]
    /// The file the ranges point into.
    public let file: SourceFile

    /// Diagnostics about `file`, in the order they should print.
    public init(diagnostics: [Diagnostic], file: SourceFile) {
        self.diagnostics = diagnostics
        self.file = file
    }

    /// The diagnostics with `severity == .error`.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// `path:line:col: error: message`, the source line, a caret line under the span (`^~~~`), and `hint: …` — one
    /// block per diagnostic, like swiftc/clang. Tabs in the quoted line are kept in the caret line so columns agree.
    public var rendered: String {
        diagnostics.map(render).joined()
    }

    /// The same as `rendered`.
    public var description: String { rendered }

    private func render(_ diagnostic: Diagnostic) -> String {
        let start = diagnostic.range.start
        guard start.line > 0 else {
            return "\(file.path): \(diagnostic.severity): \(diagnostic.message)\n" + hintLine(diagnostic)
        }
        let line = file.line(start.line)
        let scalars = Array(line.unicodeScalars)
        // 1. Pad to the start column, copying tabs so the caret lands under the same glyph.
        var caret = ""
        for index in 0..<max(0, start.column - 1) {
            caret.append(index < scalars.count && scalars[index] == "\t" ? "\t" : " ")
        }
        // 2. Underline to the end of the span, or to the end of the line when the span runs on.
        let end = diagnostic.range.end
        let lastColumn = end.line == start.line ? end.column : scalars.count + 1
        let width = max(1, lastColumn - start.column)
        caret += "^" + String(repeating: "~", count: width - 1)
        return "\(file.path):\(start.line):\(start.column): \(diagnostic.severity): \(diagnostic.message)\n"
            + "\(line)\n\(caret)\n" + hintLine(diagnostic)
    }

    private func hintLine(_ diagnostic: Diagnostic) -> String {
        diagnostic.hint.map { "hint: \($0)\n" } ?? ""
    }
}
