// Token.swift: the tokens of the `.scene` language (a subset of Swift's), each with its source range and the
// whitespace around it.
// Rule: The Swift Programming Language, "Lexical Structure" (operators are binary when whitespace is on both sides or
// neither, prefix when only before, postfix when only after). Status: complete for issue #2.

/// Swift keywords the scene language knows. Any of them may still be used as an argument label (`in:`).
enum Keyword: String, Sendable, CaseIterable {
    case `let`, `var`, `func`, `struct`, `return`, `if`, `else`, `true`, `false`, `nil`, `in`, `some`, `self`
    case `import`, `for`, `private`, `fileprivate`, `public`, `internal`, `static`, `init`
}

/// One piece of a string literal: literal text (escapes already resolved) or an interpolated expression's tokens.
enum StringSegment: Sendable {
    case text(String)
    /// The tokens between `\(` and its `)`, ending with an `.eof` token placed at the `)`.
    case interpolation([Token], SourceRange)
}

struct Token: Sendable, CustomStringConvertible {
    enum Kind: Sendable, Equatable {
        case identifier
        case keyword(Keyword)
        case integer
        case float
        case string
        /// An operator: `+`, `==`, `..<`, `->`, `=` …
        case `operator`
        /// `( ) { } [ ] , : ; . ? \`
        case punctuation
        /// `@ViewBuilder` (text is the name without `@`).
        case attribute
        case eof
    }

    var kind: Kind
    /// Identifier name (without backticks), operator or punctuation spelling, or literal digits without `_`.
    var text: String
    var range: SourceRange
    /// The literal's pieces, for `.string`.
    var segments: [StringSegment] = []
    /// A line break (or the file start) comes before this token, counting comments as whitespace.
    var newlineBefore = false
    /// Whitespace, a comment or an opening bracket/separator comes right before (Swift's "left-bound" test).
    var spaceBefore = false
    /// Whitespace, a comment, a closing bracket/separator or the end of file comes right after.
    var spaceAfter = false
    /// The lexer already reported this token as malformed; later passes stay quiet about it.
    var isMalformed = false

    func isPunctuation(_ spelling: String) -> Bool { kind == .punctuation && text == spelling }
    func isOperator(_ spelling: String) -> Bool { kind == .operator && text == spelling }
    func isKeyword(_ keyword: Keyword) -> Bool { kind == .keyword(keyword) }

    /// An identifier, or a keyword spelled as one: what may stand as an argument label or member name.
    var labelText: String? {
        switch kind {
        case .identifier: text
        case .keyword(let k): k.rawValue
        default: nil
        }
    }

    /// A binary operator by Swift's whitespace rule: whitespace on both sides, or on neither.
    var isBinaryOperatorPosition: Bool { spaceBefore == spaceAfter }

    var description: String {
        switch kind {
        case .eof: "end of file"
        case .string: "string literal"
        default: "'\(text)'"
        }
    }
}
