// MetalLexer.swift: the tokens of a `.metal` file — Metal Shading Language Specification §2.1 (literal suffixes
// f/F, h/H, u/U), C++ punctuators and comments. Backslash-newline joins lines for the preprocessor. Status: complete.

enum TokenKind: Sendable, Equatable {
    case identifier, integer, floating, punct, string, angledHeader
}

struct Token: Sendable {
    var kind: TokenKind
    var text: String
    var at: SourceLocation
    /// True for the first token of a logical line (where a `#` starts a directive).
    var startsLine = false
    /// Macro names this token was produced by (kept from re-expansion, C11 §6.10.3.4).
    var hidden: Set<String> = []

    func isPunct(_ p: String) -> Bool { kind == .punct && text == p }
    func isIdent(_ s: String) -> Bool { kind == .identifier && text == s }
}

/// Splits one file into tokens. Unknown characters are located errors.
struct MetalLexer {
    static let punctuators: [String] = [
        "<<=", ">>=", "...", "::", "->", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>",
        "<=", ">=", "==", "!=", "&&", "||", "##", "{", "}", "[", "]", "(", ")", ";", ",", ".", "+", "-", "*", "/",
        "%", "&", "|", "^", "~", "!", "<", ">", "=", "?", ":", "#",
    ]

    static func tokenize(_ text: String, file: Int) throws(CompileFailure) -> [Token] {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var i = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        var inInclude = false  // after `#include`, `<…>` is one header-name token
        func loc(_ start: Int, _ len: Int) -> SourceLocation {
            SourceLocation(file: file, line: line, column: start - lineStart + 1, length: max(1, len))
        }
        func isIdentStart(_ c: UInt8) -> Bool { (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95 }
        func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
        while i < bytes.count {
            let c = bytes[i]
            if c == 10 {
                line += 1
                i += 1
                lineStart = i
                atLineStart = true
                inInclude = false
                continue
            }
            if c == 92 && i + 1 < bytes.count && (bytes[i + 1] == 10 || bytes[i + 1] == 13) {  // line splice
                i += bytes[i + 1] == 13 && i + 2 < bytes.count && bytes[i + 2] == 10 ? 3 : 2
                line += 1
                lineStart = i
                continue
            }
            if c == 32 || c == 9 || c == 13 || c == 12 || c == 11 {
                i += 1
                continue
            }
            if c == 47 && i + 1 < bytes.count && bytes[i + 1] == 47 {
                while i < bytes.count && bytes[i] != 10 { i += 1 }
                continue
            }
            if c == 47 && i + 1 < bytes.count && bytes[i + 1] == 42 {
                let start = loc(i, 2)
                i += 2
                while i + 1 < bytes.count && !(bytes[i] == 42 && bytes[i + 1] == 47) {
                    if bytes[i] == 10 {
                        line += 1
                        lineStart = i + 1
                    }
                    i += 1
                }
                if i + 1 >= bytes.count {
                    throw CompileFailure(start, "unterminated comment", hint: "close it with '*/'")
                }
                i += 2
                continue
            }
            let start = i
            var tok: Token
            if isIdentStart(c) {
                while i < bytes.count && (isIdentStart(bytes[i]) || isDigit(bytes[i])) { i += 1 }
                tok = Token(
                    kind: .identifier, text: String(decoding: bytes[start..<i], as: UTF8.self),
                    at: loc(start, i - start))
            } else if isDigit(c) || (c == 46 && i + 1 < bytes.count && isDigit(bytes[i + 1])) {
                var isFloat = false
                if c == 48 && i + 1 < bytes.count && (bytes[i + 1] | 0x20) == 120 {
                    i += 2
                    while i < bytes.count
                        && (isDigit(bytes[i]) || ((bytes[i] | 0x20) >= 97 && (bytes[i] | 0x20) <= 102))
                    { i += 1 }
                } else {
                    while i < bytes.count && isDigit(bytes[i]) { i += 1 }
                    if i < bytes.count && bytes[i] == 46 {
                        isFloat = true
                        i += 1
                        while i < bytes.count && isDigit(bytes[i]) { i += 1 }
                    }
                    if i < bytes.count && (bytes[i] | 0x20) == 101 {
                        var j = i + 1
                        if j < bytes.count && (bytes[j] == 43 || bytes[j] == 45) { j += 1 }
                        if j < bytes.count && isDigit(bytes[j]) {
                            isFloat = true
                            i = j
                            while i < bytes.count && isDigit(bytes[i]) { i += 1 }
                        }
                    }
                }
                // Suffixes: f/F/h/H make a float; u/U/l/L an integer (MSL §2.1).
                while i < bytes.count && isIdentStart(bytes[i]) {
                    let s = bytes[i] | 0x20
                    if s == 102 || s == 104 { isFloat = true } else if s != 117 && s != 108 { break }
                    i += 1
                }
                if i < bytes.count && (isIdentStart(bytes[i]) || isDigit(bytes[i])) {
                    var j = i
                    while j < bytes.count && (isIdentStart(bytes[j]) || isDigit(bytes[j])) { j += 1 }
                    throw CompileFailure(
                        loc(start, j - start), "invalid suffix on numeric literal",
                        hint: "float literals take 'f' or 'h', integers 'u'")
                }
                tok = Token(
                    kind: isFloat ? .floating : .integer, text: String(decoding: bytes[start..<i], as: UTF8.self),
                    at: loc(start, i - start))
            } else if c == 34 {
                i += 1
                while i < bytes.count && bytes[i] != 34 && bytes[i] != 10 { i += 1 }
                if i >= bytes.count || bytes[i] != 34 {
                    throw CompileFailure(loc(start, 1), "unterminated string", hint: "close it with '\"'")
                }
                i += 1
                tok = Token(
                    kind: .string, text: String(decoding: bytes[(start + 1)..<(i - 1)], as: UTF8.self),
                    at: loc(start, i - start))
            } else if c == 60 && inInclude {
                while i < bytes.count && bytes[i] != 62 && bytes[i] != 10 { i += 1 }
                if i >= bytes.count || bytes[i] != 62 {
                    throw CompileFailure(
                        loc(start, 1), "expected '>' after header name", hint: "write #include <metal_stdlib>")
                }
                i += 1
                tok = Token(
                    kind: .angledHeader, text: String(decoding: bytes[(start + 1)..<(i - 1)], as: UTF8.self),
                    at: loc(start, i - start))
            } else {
                var matched: String?
                for p in punctuators where p.utf8.count <= bytes.count - i {
                    if zip(p.utf8, bytes[i...]).allSatisfy({ $0 == $1 }) {
                        matched = p
                        break
                    }
                }
                guard let p = matched else {
                    let scalar = String(decoding: bytes[i..<min(bytes.count, i + 1)], as: UTF8.self)
                    throw CompileFailure(loc(start, 1), "unexpected character '\(scalar)'", hint: "remove it")
                }
                i += p.utf8.count
                tok = Token(kind: .punct, text: p, at: loc(start, p.utf8.count))
            }
            tok.startsLine = atLineStart
            if tok.kind == .identifier && tok.text == "include", let last = tokens.last, last.isPunct("#"),
                last.startsLine
            {
                inInclude = true
            }
            atLineStart = false
            tokens.append(tok)
        }
        return tokens
    }
}
