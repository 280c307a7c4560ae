// LexerTests.swift: tokens, their ranges and the whitespace around them.
// Rule: The Swift Programming Language, "Lexical Structure" (literals, nested comments, operator whitespace).

import Testing

@testable import Scene

struct LexerTests {
    private func kinds(_ text: String) -> [String] {
        Lexer.tokenize(text).tokens.dropLast().map(\.text)
    }

    @Test("identifiers, keywords (a backquoted one is a name), punctuation and operators")
    func basicTokens() {
        let (tokens, diagnostics) = Lexer.tokenize("let x = a..<b + 1 -> `in` $0 @ViewBuilder")
        #expect(diagnostics.count == 0)
        #expect(
            tokens.map(\.text) == ["let", "x", "=", "a", "..<", "b", "+", "1", "->", "in", "$0", "ViewBuilder", ""])
        #expect(tokens[0].kind == .keyword(.let))
        #expect(tokens[9].kind == .identifier)
        #expect(tokens[11].kind == .attribute)
        #expect(tokens.last?.kind == .eof)
    }

    @Test("numbers: separators, radix prefixes, exponents; a dot not followed by a digit is member access")
    func numbers() {
        let tokens = Lexer.tokenize("1_000 0x1F 0b101 0o17 2.5 1e3 1.5e-2 3.foo").tokens
        #expect(tokens.map(\.text).prefix(9) == ["1000", "0x1F", "0b101", "0o17", "2.5", "1e3", "1.5e-2", "3", "."])
        #expect(tokens.map(\.kind).prefix(7) == [.integer, .integer, .integer, .integer, .float, .float, .float])
        #expect(Lexer.integerValue("0x1F") == 31)
        #expect(Lexer.integerValue("0b101") == 5)
        #expect(Lexer.integerValue("99999999999999999999") == nil)
        #expect(Lexer.doubleValue("0x10") == 16)
    }

    @Test("ranges are 1-based line and column with UTF-8 offsets; columns count scalars")
    func ranges() {
        let tokens = Lexer.tokenize("é = 1\n  foo").tokens
        #expect(
            tokens[0].range
                == SourceRange(
                    start: SourceLocation(line: 1, column: 1, offset: 0),
                    end: SourceLocation(line: 1, column: 2, offset: 2)))
        #expect(tokens[2].range.start == SourceLocation(line: 1, column: 5, offset: 5))
        #expect(tokens[3].range.start == SourceLocation(line: 2, column: 3, offset: 9))
        #expect(tokens[3].newlineBefore)
        #expect(!tokens[2].newlineBefore)
    }

    @Test("block comments nest; line comments end at the line; both count as whitespace")
    func comments() {
        let (tokens, diagnostics) = Lexer.tokenize("a /* x /* y */ z */ b // c\nd")
        #expect(diagnostics.count == 0)
        #expect(tokens.map(\.text) == ["a", "b", "d", ""])
        #expect(tokens[1].spaceBefore)
        #expect(tokens[2].newlineBefore)
    }

    @Test("operator whitespace decides binary, prefix or postfix position")
    func operatorPositions() {
        let tokens = Lexer.tokenize("a - b\na-b\nf(-x)\na -b").tokens
        let minus = tokens.filter { $0.text == "-" }
        #expect(minus.map(\.isBinaryOperatorPosition) == [true, true, false, false])
        #expect(minus[2].spaceBefore && !minus[2].spaceAfter)
    }

    @Test("string literals resolve escapes and keep interpolations as token lists")
    func strings() throws {
        let (tokens, diagnostics) = Lexer.tokenize(#""a\tb \(x + f(1)) \"q\" \u{1F600}""#)
        #expect(diagnostics.count == 0)
        let segments = tokens[0].segments
        #expect(segments.count == 3)
        guard case .text(let first) = segments[0], case .interpolation(let inner, _) = segments[1],
            case .text(let last) = segments[2]
        else {
            Issue.record("unexpected segments \(segments)")
            return
        }
        #expect(first == "a\tb ")
        #expect(inner.map(\.text) == ["x", "+", "f", "(", "1", ")", ""])
        #expect(last == " \"q\" 😀")
    }

    @Test(
        "lexical errors are collected and lexing goes on",
        arguments: [
            ("\"abc", "unterminated string literal", 1),
            ("a # b", "unexpected character '#' in source", 3),
            ("/* a", "unterminated '/*' comment", 1),
            ("\"a\\qb\"", "invalid escape sequence in literal", 3),
            ("1e", "expected a digit in floating point exponent", 1),
            ("0x", "expected a digit after integer literal prefix", 1),
            ("a +++ b", "cannot find operator '+++' in scope", 3),
            ("\"\"\"x\n\"\"\"", "multi-line string literal content must begin on a new line", 1),
        ])
    func lexicalErrors(_ text: String, _ message: String, _ column: Int) {
        let (tokens, diagnostics) = Lexer.tokenize(text)
        #expect(diagnostics.entries.first?.message == message)
        #expect(diagnostics.entries.first?.range.start.column == column)
        #expect(tokens.last?.kind == .eof)
    }
}
