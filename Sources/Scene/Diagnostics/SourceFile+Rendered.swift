// SourceFile+Rendered.swift: diagnostics printed against their file, as the Swift compiler prints them.
// Rule: swiftc/clang's layout (`path:line:col: warning: message`, the source line, a caret under the span, then
// anim's `hint: …` line); a diagnostic without a place prints `path: error: message`, and swiftc's closing
// `error: too many errors emitted; stopping now` prints without a path. Status: complete.

extension SourceFile {
    /// Each diagnostic as a block, in the given order. Tabs in the quoted line are kept in the caret line so
    /// columns agree.
    public func rendered(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func render(_ diagnostic: Diagnostic) -> String {
        if diagnostic == .tooManyErrors { return "\(diagnostic.severity): \(diagnostic.message)\n" }
        let start = diagnostic.range.start
        guard start.line > 0 else {
            return "\(path): \(diagnostic.severity): \(diagnostic.message)\n" + hintLine(diagnostic)
        }
        let line = self.line(start.line)
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
        return "\(path):\(start.line):\(start.column): \(diagnostic.severity): \(diagnostic.message)\n"
            + "\(line)\n\(caret)\n" + hintLine(diagnostic)
    }

    private func hintLine(_ diagnostic: Diagnostic) -> String {
        diagnostic.hint.map { "hint: \($0)\n" } ?? ""
    }
}
