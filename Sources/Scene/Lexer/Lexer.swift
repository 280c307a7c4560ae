// Lexer.swift: turns `.scene` text into tokens, skipping whitespace and comments (block comments nest, as in Swift).
// Rule: The Swift Programming Language, "Lexical Structure"; literals are in Lexer+Literals.swift.
// Problems (unexpected character, unterminated comment or string, unknown operator) are collected, never thrown,
// and lexing goes on after each. Status: complete for issue #2.

/// Scans a whole file into tokens, the last of which is `.eof`.
struct Lexer {
    let scalars: [Unicode.Scalar]
    var index = 0
    var location = SourceLocation(line: 1, column: 1, offset: 0)
    var diagnostics = DiagnosticLog()
    /// String interpolations open around the current position (`"\("\(…)")"` lexes recursively): SceneLimits.
    var interpolationDepth = 0
    /// The nesting limit was passed in this line: the strings around it are not reported as unterminated too.
    var interpolationLimitPassed = false

    /// Every operator the language defines; anything else made of operator characters is diagnosed.
    static let knownOperators: Set<String> = [
        "+", "-", "*", "/", "%", "=", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "!", "..<", "...",
        "+=", "-=", "*=", "/=", "%=", "->",
        // Bitwise operators on integers (The Swift Programming Language, "Advanced Operators"): hex colour codes
        // are unpacked with `(rgb >> 16) & 0xFF`; `&x` also marks an in-out argument.
        "&", "|", "^", "~", "<<", ">>", "&=", "|=", "^=", "<<=", ">>=",
        // The pattern-match operator, over ranges (Checker+ClosedRange).
        "~=",
    ]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Lexes `text` completely.
    static func tokenize(_ text: String) -> (tokens: [Token], diagnostics: DiagnosticLog) {
        var lexer = Lexer(text)
        var tokens: [Token] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .eof { break }
        }
        var diagnostics = lexer.diagnostics
        let resolved = ConditionalCompilation.resolve(tokens, &diagnostics)
        return (DiagnosticDirectives.resolve(resolved, &diagnostics), diagnostics)
    }

    // MARK: - Scanning

    /// The next token, with its whitespace flags.
    mutating func next() -> Token {
        var newline = index == 0
        while true {
            let previous: Unicode.Scalar? = index > 0 ? scalars[index - 1] : nil
            let (sawSpace, sawNewline) = skipTrivia()
            newline = newline || sawNewline
            let leftBound = sawSpace || previous.map(Lexer.opensOrSeparates) ?? true
            // A character that starts no token is reported and skipped; the next token gets its whitespace.
            guard var token = scanToken() else { continue }
            token.newlineBefore = newline
            token.spaceBefore = leftBound
            token.spaceAfter = atTriviaOrClosing()
            return token
        }
    }

    /// The token at the current position, or nil after reporting and skipping a character that starts none.
    private mutating func scanToken() -> Token? {
        let start = location
        guard let c = peek() else { return Token(kind: .eof, text: "", range: SourceRange(start: start, end: start)) }
        if c == "\"" { return scanString() }
        if Lexer.isDigit(c) { return scanNumber() }
        if Lexer.isIdentifierStart(c) { return scanIdentifier() }
        switch c {
        case "`":
            return scanBacktickIdentifier()
        case "$" where peek(1).map(Lexer.isIdentifierStart) ?? false:
            // `$name`: a binding to state (Checker+Binding).
            advance()
            while let d = peek(), Lexer.isIdentifierContinue(d) { advance() }
            return Token(kind: .identifier, text: text(from: start), range: range(from: start))
        case "$" where peek(1).map(Lexer.isDigit) ?? false:
            advance()
            while let d = peek(), Lexer.isDigit(d) { advance() }
            return Token(kind: .identifier, text: text(from: start), range: range(from: start))
        case "@" where peek(1).map(Lexer.isIdentifierStart) ?? false:
            advance()
            let name = scanIdentifier()
            return Token(kind: .attribute, text: name.text, range: range(from: start))
        case "#" where startsPreviewMacro:
            // The `#Preview` macro (Apple: Preview(_:body:) — developer.apple.com/documentation/swiftui/
            // preview(_:body:)); The Swift Programming Language, "Expressions" (macro-expansion-expression). Lexed as
            // one identifier spelled with its `#`; other directives stay lexical errors.
            advance()
            _ = scanIdentifier()
            return Token(kind: .identifier, text: text(from: start), range: range(from: start))
        case "?" where peek(1) == "?":
            // `??`, the nil-coalescing operator.
            advance(2)
            return Token(kind: .operator, text: "??", range: range(from: start))
        case "(", ")", "{", "}", "[", "]", ",", ":", ";", "?", "\\":
            advance()
            return Token(kind: .punctuation, text: String(c), range: range(from: start))
        case ".":
            if peek(1) == "." { return scanOperator(dotted: true) }
            advance()
            return Token(kind: .punctuation, text: ".", range: range(from: start))
        default:
            if Lexer.isOperatorCharacter(c) { return scanOperator(dotted: false) }
            advance()
            diagnostics.error(
                "unexpected character '\(c.escaped(asASCII: false))' in source", at: range(from: start),
                hint: c == "#" ? "directives and raw strings are not part of the scene language" : nil)
            return nil
        }
    }

    private mutating func scanIdentifier() -> Token {
        let start = location
        while let c = peek(), Lexer.isIdentifierContinue(c) { advance() }
        let name = text(from: start)
        let kind: Token.Kind = Keyword(rawValue: name).map { .keyword($0) } ?? .identifier
        var token = Token(kind: kind, text: name, range: range(from: start))
        if location.column - start.column > SceneLimits.maximumIdentifierLength {
            // SceneLimits: a longer name is no name a scene can mean; later stages see a short stand-in.
            diagnostics.error(
                "identifier is \(location.column - start.column) characters long; the limit is "
                    + "\(SceneLimits.maximumIdentifierLength)", at: token.range, hint: "use a shorter name")
            token.text = "_"
            token.isMalformed = true
        }
        return token
    }

    private mutating func scanBacktickIdentifier() -> Token {
        let start = location
        advance()
        let nameStart = location
        while let c = peek(), Lexer.isIdentifierContinue(c) { advance() }
        let name = text(from: nameStart)
        if peek() == "`", !name.isEmpty {
            advance()
            return Token(kind: .identifier, text: name, range: range(from: start))
        }
        diagnostics.error("expected '`' to close the escaped identifier", at: range(from: start))
        var token = Token(kind: .identifier, text: name.isEmpty ? "_" : name, range: range(from: start))
        token.isMalformed = true
        return token
    }

    /// Maximal munch over operator characters, stopping before a comment; `dotted` operators start with `.`.
    private mutating func scanOperator(dotted: Bool) -> Token {
        let start = location
        while let c = peek() {
            if c == "/", peek(1) == "/" || peek(1) == "*", location != start { break }
            guard Lexer.isOperatorCharacter(c) || (dotted && c == ".") else { break }
            advance()
        }
        let spelling = text(from: start)
        var token = Token(kind: .operator, text: spelling, range: range(from: start))
        if !Lexer.knownOperators.contains(spelling) {
            diagnostics.error("cannot find operator '\(spelling)' in scope", at: token.range)
            token.isMalformed = true
        }
        return token
    }

    // MARK: - Whitespace and comments

    /// Skips whitespace and comments; reports whether any was skipped and whether it held a line break.
    mutating func skipTrivia() -> (space: Bool, newline: Bool) {
        var space = false
        var newline = false
        while let c = peek() {
            if c == "\n" {
                newline = true
            } else if c == "/" && peek(1) == "/" {
                while let d = peek(), d != "\n" { advance() }
                space = true
                continue
            } else if c == "/" && peek(1) == "*" {
                newline = skipBlockComment() || newline
                space = true
                continue
            } else if c == "\u{A0}" {
                // Swift reads a non-breaking space (pasted from a web page) as a space, with a warning.
                let start = location
                advance()
                diagnostics.warning(
                    "non-breaking space (U+00A0) used instead of regular space", at: range(from: start),
                    hint: "replace it with a space")
                space = true
                continue
            } else if !(c == " " || c == "\t" || c == "\r" || c == "\u{0B}" || c == "\u{0C}") {
                break
            }
            space = true
            advance()
        }
        return (space, newline)
    }

    /// Skips a `/* … */` comment, nesting like Swift; reports whether it spanned a line break.
    private mutating func skipBlockComment() -> Bool {
        let start = location
        var openers = [start]
        var nested = false
        var newline = false
        advance(2)
        while !openers.isEmpty {
            guard let c = peek() else {
                let opener = openers[0]
                let end = SourceLocation(line: opener.line, column: opener.column + 2, offset: opener.offset + 2)
                diagnostics.error(
                    "unterminated '/*' comment", at: SourceRange(start: opener, end: end),
                    hint: nested
                        ? "block comments nest: each '/*' inside needs its own '*/'" : "add '*/' to close the comment")
                return newline
            }
            if c == "*" && peek(1) == "/" {
                openers.removeLast()
                advance(2)
            } else if c == "/" && peek(1) == "*" {
                openers.append(location)
                nested = true
                advance(2)
            } else {
                if c == "\n" { newline = true }
                advance()
            }
        }
        return newline
    }

    /// Whether what follows the current position counts as whitespace for the operator rule.
    private func atTriviaOrClosing() -> Bool {
        guard let c = peek() else { return true }
        if c == " " || c == "\t" || c == "\n" || c == "\r" { return true }
        if c == "/" && (peek(1) == "/" || peek(1) == "*") { return true }
        return [")", "]", "}", ",", ";", ":"].contains(c)
    }

    // MARK: - Characters

    /// `#Preview` not followed by more identifier characters.
    var startsPreviewMacro: Bool {
        // `#available`/`#unavailable` are lexed the same way (Parser+ControlFlow parseAvailability).
        // `#if`/`#elseif`/`#else`/`#endif` too (ConditionalCompilation), and `#colorLiteral` (a Color).
        // `#selector(tick)` names a timer's target method (Checker+TimerSelector); `#warning`/`#error`
        // (DiagnosticDirectives).
        [
            "Preview", "available", "unavailable", "if", "elseif", "else", "endif", "colorLiteral", "selector",
            "warning", "error",
        ].contains {
            name in
            let word = Array(name.unicodeScalars)
            for (i, c) in word.enumerated() where peek(1 + i) != c { return false }
            return !(peek(1 + word.count).map(Lexer.isIdentifierContinue) ?? false)
        }
    }

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        index + ahead < scalars.count ? scalars[index + ahead] : nil
    }

    /// Moves past one scalar, keeping the location in step.
    mutating func advance() {
        guard index < scalars.count else { return }
        let c = scalars[index]
        index += 1
        location.offset += c.utf8.count
        if c == "\n" {
            location.line += 1
            location.column = 1
        } else {
            location.column += 1
        }
    }

    /// Moves past `count` scalars. Kept apart from `advance()`: with the step written inside a `for` loop with an
    /// early `return`, swiftc 6.3.1 -O read a stale `location` right after a one-step call (LexerTests catches it).
    mutating func advance(_ count: Int) {
        for _ in 0..<count { advance() }
    }

    func range(from start: SourceLocation) -> SourceRange { SourceRange(start: start, end: location) }

    func text(from start: SourceLocation) -> String {
        var s = String.UnicodeScalarView()
        let startIndex = index - (location.column - start.column)
        if location.line == start.line, startIndex >= 0 {
            s.append(contentsOf: scalars[startIndex..<index])
        }
        return String(s)
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || (c.isASCII ? (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") : c.properties.isAlphabetic)
    }

    static func isIdentifierContinue(_ c: Unicode.Scalar) -> Bool { isIdentifierStart(c) || isDigit(c) }

    static func isOperatorCharacter(_ c: Unicode.Scalar) -> Bool { "/=-+!*%<>&|^~".unicodeScalars.contains(c) }

    /// Characters after which an operator counts as having whitespace on its left (Swift's left-bound rule).
    static func opensOrSeparates(_ c: Unicode.Scalar) -> Bool {
        [" ", "\t", "\n", "\r", "(", "[", "{", ",", ";", ":"].contains(c)
    }
}
