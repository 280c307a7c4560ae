// Lexer+Literals.swift: number and string literals.
// Rule: The Swift Programming Language, "Lexical Structure" → "Literals": `_` separators, `0x`/`0o`/`0b` integers,
// decimal floats with fraction and/or exponent, single-line strings with escapes and `\(…)` interpolation.
// Multi-line strings follow "Strings and Characters": Multiline String Literals. Status: complete for issue #2 (no
// hex floats or raw strings: those are diagnosed).

extension Lexer {
    /// An integer or floating-point literal. The token text keeps a radix prefix and drops `_`.
    mutating func scanNumber() -> Token {
        let start = location
        var spelling = ""
        var kind = Token.Kind.integer
        var malformed = false
        if peek() == "0", let p = peek(1), p == "x" || p == "o" || p == "b" {
            advance(2)
            spelling = "0" + String(p)
            let radix = p == "x" ? 16 : p == "o" ? 8 : 2
            while let c = peek(), c == "_" || Int(String(c), radix: radix) != nil {
                if c != "_" { spelling.unicodeScalars.append(c) }
                advance()
            }
            if spelling.count == 2 {
                diagnostics.error("expected a digit after integer literal prefix", at: range(from: start))
                malformed = true
            }
        } else {
            scanDigits(into: &spelling)
            if peek() == ".", let d = peek(1), Lexer.isDigit(d) {
                kind = .float
                spelling += "."
                advance()
                scanDigits(into: &spelling)
            }
            if peek() == "e" || peek() == "E" {
                kind = .float
                spelling += "e"
                advance()
                if let sign = peek(), sign == "+" || sign == "-" {
                    spelling.unicodeScalars.append(sign)
                    advance()
                }
                if let d = peek(), Lexer.isDigit(d) {
                    scanDigits(into: &spelling)
                } else {
                    diagnostics.error("expected a digit in floating point exponent", at: range(from: start))
                    malformed = true
                }
            }
        }
        if !malformed, let c = peek(), Lexer.isIdentifierContinue(c) {
            let badStart = location
            while let d = peek(), Lexer.isIdentifierContinue(d) { advance() }
            diagnostics.error(
                "'\(c)' is not a valid digit in \(kind == .float ? "floating point" : "integer") literal",
                at: SourceRange(start: badStart, end: location))
            malformed = true
        }
        var token = Token(kind: kind, text: spelling, range: range(from: start))
        token.isMalformed = malformed
        return token
    }

    private mutating func scanDigits(into spelling: inout String) {
        while let c = peek(), c == "_" || Lexer.isDigit(c) {
            if c != "_" { spelling.unicodeScalars.append(c) }
            advance()
        }
    }

    /// The value of an integer token's text (`"42"`, `"0x2A"`), or nil when it does not fit in `Int`.
    static func integerValue(_ spelling: String) -> Int? {
        if spelling.count > 2, spelling.hasPrefix("0") {
            let radix = ["x": 16, "o": 8, "b": 2][spelling.dropFirst().first.map(String.init) ?? ""]
            if let radix { return Int(spelling.dropFirst(2), radix: radix) }
        }
        return Int(spelling)
    }

    /// The value of a numeric token's text as a `Double` (an integer literal used where a Double is expected).
    static func doubleValue(_ spelling: String) -> Double? {
        if let i = integerValue(spelling),
            spelling.hasPrefix("0x") || spelling.hasPrefix("0o") || spelling.hasPrefix("0b")
        {
            return Double(i)
        }
        return Double(spelling)
    }

    /// A `"…"` literal. Segments alternate text and interpolations; an unterminated literal is reported at its quote.
    mutating func scanString() -> Token {
        let start = location
        let multiline = peek(1) == "\"" && peek(2) == "\""
        if multiline {
            // `"""` then a line break: the literal's lines follow (The Swift Programming Language, "Strings and
            // Characters": Multiline String Literals).
            advance(3)
            while let c = peek(), c == " " || c == "\t" { advance() }
            guard peek() == "\n" else {
                diagnostics.error(
                    "multi-line string literal content must begin on a new line", at: range(from: start),
                    hint: "start a new line after '\"\"\"'")
                while peek() != nil && !(peek() == "\"" && peek(1) == "\"" && peek(2) == "\"") { advance() }
                advance(3)
                var token = Token(kind: .string, text: "", range: range(from: start), segments: [.text("")])
                token.isMalformed = true
                return token
            }
        }
        advance()
        let quote = range(from: start)
        var segments: [StringSegment] = []
        // A multi-line literal's text starts with the line break just passed (strippingIndentation removes it).
        var current = multiline ? "\n" : ""
        var malformed = false
        scanning: while true {
            if multiline, peek() == "\"", peek(1) == "\"", peek(2) == "\"" {
                advance(3)
                segments.append(.text(current))
                current = ""
                segments = Lexer.strippingIndentation(segments).map { segment in
                    guard case .text(let text) = segment, text.unicodeScalars.contains(Lexer.escapedNewlineMarker)
                    else { return segment }
                    var joined = String.UnicodeScalarView()
                    var skipBreak = false
                    for scalar in text.unicodeScalars {
                        if scalar == Lexer.escapedNewlineMarker {
                            skipBreak = true
                        } else if !(skipBreak && scalar == "\n") {
                            joined.append(scalar)
                            skipBreak = false
                        } else {
                            skipBreak = false
                        }
                    }
                    return .text(String(joined))
                }
                break scanning
            }
            guard let c = peek(), c != "\n" || multiline else {
                if !interpolationLimitPassed {
                    diagnostics.error("unterminated string literal", at: quote, hint: "add '\"' to close the string")
                }
                malformed = true
                break
            }
            switch c {
            case "\"" where !multiline:
                advance()
                break scanning
            case "\\" where peek(1) == "(":
                segments.append(.text(current))
                current = ""
                guard let interpolation = scanInterpolation() else {
                    malformed = true
                    if interpolationLimitPassed { break scanning }
                    diagnostics.error(
                        "unterminated string literal", at: quote,
                        hint: "close the '\\(' with ')' and the string with '\"'")
                    malformed = true
                    break scanning
                }
                segments.append(interpolation)
            case "\\" where multiline && isEscapedNewline():
                // `\` before a line break (SE-0182, "Escaping newlines"): the break is left out; the next line's
                // indentation is still stripped, so the break is kept with a marker until then.
                while peek() != "\n" { advance() }
                current.unicodeScalars.append(Lexer.escapedNewlineMarker)
            case "\\":
                if let resolved = scanEscape() { current.unicodeScalars.append(resolved) } else { malformed = true }
            default:
                current.unicodeScalars.append(c)
                advance()
            }
        }
        if !multiline || malformed { segments.append(.text(current)) }
        let length = segments.reduce(0) { n, s in if case .text(let t) = s { n + t.unicodeScalars.count } else { n } }
        if length > SceneLimits.maximumStringLength {
            diagnostics.error(
                "string literal is \(length) characters long; the limit is \(SceneLimits.maximumStringLength)",
                at: quote, hint: "shorten the text")
            malformed = true
            segments = [.text("")]
        }
        var token = Token(kind: .string, text: "", range: range(from: start), segments: segments)
        token.isMalformed = malformed
        return token
    }

    /// A multi-line literal's text as Swift reads it: without the line break after the opening `"""` and the one
    /// before the closing `"""`, and with the closing delimiter's indentation removed from the start of every line.
    static func strippingIndentation(_ segments: [StringSegment]) -> [StringSegment] {
        guard case .text(let last) = segments.last, let lastBreak = last.lastIndex(of: "\n") else { return segments }
        let indentation = String(last[last.index(after: lastBreak)...])
        guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return segments }
        var result = segments
        result[result.count - 1] = .text(String(last[..<lastBreak]))
        for i in result.indices {
            guard case .text(let text) = result[i] else { continue }
            // Each line starts after a break: drop the indentation there (the first line's break was the opening's).
            var lines = text.components(separatedBy: "\n")
            for j in lines.indices where j > 0 && lines[j].hasPrefix(indentation) {
                lines[j].removeFirst(indentation.count)
            }
            if i == 0, lines.first == "" { lines.removeFirst() }
            result[i] = .text(lines.joined(separator: "\n"))
        }
        return result
    }

    /// Marks an escaped line break in a multi-line literal until indentation is stripped (a noncharacter, so no
    /// source text can contain it: Unicode 15, §23.7 "Noncharacters").
    static let escapedNewlineMarker = Unicode.Scalar(UInt32(0xFDD0))!

    /// Whether the `\` at the cursor is followed by nothing but spaces or tabs up to a line break.
    private func isEscapedNewline() -> Bool {
        var offset = 1
        while let c = peek(offset), c == " " || c == "\t" { offset += 1 }
        return peek(offset) == "\n"
    }

    /// `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`, `\u{…}`; reports anything else.
    private mutating func scanEscape() -> Unicode.Scalar? {
        let start = location
        advance()
        let c = peek()
        advance()
        switch c {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "\\": return "\\"
        case "\"": return "\""
        case "'": return "'"
        case "u" where peek() == "{":
            advance()
            var hex = ""
            while let d = peek(), d != "}", d != "\"", d != "\n" {
                hex.unicodeScalars.append(d)
                advance()
            }
            if peek() == "}" { advance() }
            if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { return scalar }
            diagnostics.error("invalid unicode scalar in '\\u{…}' escape", at: range(from: start))
            return nil
        default:
            diagnostics.error("invalid escape sequence in literal", at: range(from: start))
            return nil
        }
    }

    /// The tokens of `\( … )`, or nil when the line or file ends first.
    private mutating func scanInterpolation() -> StringSegment? {
        let start = location
        guard interpolationDepth < SceneLimits.maximumNesting else {
            // A string inside an interpolation lexes recursively: the nesting limit keeps that off the stack.
            diagnostics.error(
                "string interpolations nested more than \(SceneLimits.maximumNesting) deep", at: range(from: start),
                hint: "compute the inner strings with 'let' first")
            interpolationLimitPassed = true
            while let c = peek(), c != "\n" { advance() }
            return nil
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        advance(2)
        var tokens: [Token] = []
        var depth = 0
        while true {
            while peek() == " " || peek() == "\t" { advance() }
            guard let c = peek(), c != "\n" else { return nil }
            let token = next()
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") {
                if depth == 0 {
                    tokens.append(Token(kind: .eof, text: "", range: token.range))
                    return .interpolation(tokens, range(from: start))
                }
                depth -= 1
            }
            if token.kind == .eof { return nil }
            tokens.append(token)
        }
    }
}
