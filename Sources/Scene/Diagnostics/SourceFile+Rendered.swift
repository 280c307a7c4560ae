// SourceFile+Rendered.swift: diagnostics printed against their file, as the Swift compiler prints them.
// Rule: swiftc/clang's layout (`path:line:col: warning: message`, the source line, a caret under the span, then
// anim's `hint: …` line); a diagnostic without a place prints `path: error: message`, and swiftc's closing
// `error: too many errors emitted; stopping now` prints without a path. Output is bounded (issue #22): a quoted
// line longer than `quotedWidth` scalars is cut to a window around the caret, marked with `…`, and messages and
// hints are cut at `messageLimit` scalars, so one diagnostic prints a few hundred bytes whatever the input.
// Status: complete.

extension SourceFile {
    /// Each diagnostic as a block, in the given order. Tabs in the quoted line are kept in the caret line so
    /// columns agree.
    public func rendered(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// Scalars of the source line quoted around the caret.
    static let quotedWidth = 160
    /// Scalars of a message or hint printed.
    static let messageLimit = 400

    private func render(_ diagnostic: Diagnostic) -> String {
        var diagnostic = diagnostic
        diagnostic.message = SourceFile.capped(diagnostic.message)
        diagnostic.hint = diagnostic.hint.map(SourceFile.capped)
        if diagnostic == .tooManyErrors { return "\(diagnostic.severity): \(diagnostic.message)\n" }
        let start = diagnostic.range.start
        let path = diagnostic.elsewhere?.path ?? self.path
        guard start.line > 0 else {
            return "\(path): \(diagnostic.severity): \(diagnostic.message)\n" + hintLine(diagnostic)
        }
        var scalars = Array((diagnostic.elsewhere?.line ?? self.line(start.line)).unicodeScalars)
        // 0. A long line is quoted as a window that starts a little before the caret.
        let first = scalars.count > SourceFile.quotedWidth ? max(0, min(start.column - 1 - 40, scalars.count - 1)) : 0
        var prefix = ""
        var suffix = ""
        if scalars.count > SourceFile.quotedWidth {
            let last = min(scalars.count, first + SourceFile.quotedWidth)
            prefix = first > 0 ? "…" : ""
            suffix = last < scalars.count ? "…" : ""
            scalars = Array(scalars[first..<last])
        }
        let line = prefix + String(String.UnicodeScalarView(scalars)) + suffix
        // 1. Pad to the start column, copying tabs so the caret lands under the same glyph.
        var caret = prefix.isEmpty ? "" : " "
        for index in 0..<max(0, start.column - 1 - first) {
            caret.append(index < scalars.count && scalars[index] == "\t" ? "\t" : " ")
        }
        // 2. Underline to the end of the span, or to the end of the line (or window) when the span runs on.
        let end = diagnostic.range.end
        let lastColumn = end.line == start.line ? min(end.column, first + scalars.count + 1) : first + scalars.count + 1
        let width = max(1, lastColumn - start.column)
        caret += "^" + String(repeating: "~", count: width - 1)
        return "\(path):\(start.line):\(start.column): \(diagnostic.severity): \(diagnostic.message)\n"
            + "\(line)\n\(caret)\n" + hintLine(diagnostic)
    }

    /// `text` cut to `messageLimit` scalars, with `…` where it was cut.
    static func capped(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > messageLimit else { return text }
        return String(String.UnicodeScalarView(scalars.prefix(messageLimit))) + "…"
    }

    private func hintLine(_ diagnostic: Diagnostic) -> String {
        diagnostic.hint.map { "hint: \($0)\n" } ?? ""
    }
}
