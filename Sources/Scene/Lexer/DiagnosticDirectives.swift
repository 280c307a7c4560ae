// DiagnosticDirectives.swift: `#warning("…")` and `#error("…")` in pasted Swift, at the top level or inside a type
// or function, resolved on tokens after conditional compilation.
// Rule: The Swift Programming Language, "Statements", "Compile-Time Diagnostic Statement" (SE-0196,
// github.com/apple/swift-evolution/blob/main/proposals/0196-diagnostic-directives.md): `#warning(message)` makes the
// compiler emit a warning and `#error(message)` an error, with the static string literal as the message, wherever
// the directive stands in an active branch; it is no expression or declaration and leaves nothing in the program.
// So a `#warning` is a located warning and is otherwise removed, and an `#error` is a located error (exit 2).
// Status: complete.

enum DiagnosticDirectives {
    /// The directives the lexer spells as one identifier token with its `#`.
    static let names: Set<String> = ["#warning", "#error"]

    /// `tokens` without their diagnostic directives, each reported in `diagnostics`.
    static func resolve(_ tokens: [Token], _ diagnostics: inout DiagnosticLog) -> [Token] {
        guard tokens.contains(where: { $0.kind == .identifier && names.contains($0.text) }) else { return tokens }
        var kept: [Token] = []
        kept.reserveCapacity(tokens.count)
        var i = 0
        // A directive that began a line leaves its line break to the token after it.
        var newline = false
        while i < tokens.count {
            let token = tokens[i]
            guard token.kind == .identifier, names.contains(token.text) else {
                kept.append(token)
                if newline { kept[kept.count - 1].newlineBefore = true }
                newline = false
                i += 1
                continue
            }
            newline = newline || token.newlineBefore
            let isError = token.text == "#error"
            // `#warning("text")`: the directive, `(`, one string literal without interpolation, `)`.
            guard i + 3 < tokens.count, tokens[i + 1].isPunctuation("("), tokens[i + 2].kind == .string,
                tokens[i + 3].isPunctuation(")"),
                case let texts = tokens[i + 2].segments.compactMap({ s -> String? in
                    if case .text(let t) = s { return t } else { return nil }
                }), texts.count == tokens[i + 2].segments.count
            else {
                diagnostics.error(
                    "'\(token.text)' takes one string literal", at: token.range,
                    hint: "write '\(token.text)(\"message\")'")
                i += 1
                continue
            }
            let range = SourceRange(start: token.range.start, end: tokens[i + 3].range.end)
            let message = texts.joined()
            if isError {
                diagnostics.error(message, at: range, hint: "the file stops its own build with '#error'")
            } else {
                diagnostics.warning(message, at: range)
            }
            i += 4
        }
        return kept
    }
}
