// AnimationExpression.swift: reads an animation written as Swift (`.bouncy.delay(0.1)`,
// `Animation.spring(response: 0.5, dampingFraction: 0.5)`, `.interpolatingSpring(.bouncy)`).
// Rule: issue #4 (the spellings a scene writes); overloads and defaults: AnimationExpression+Catalog.swift, which
// resolves them as Swift does (first matching overload in preference order, disfavoured ones last).
// Status: complete for the catalog's names; no variables or arithmetic.

import Geometry

/// The parser for animation expressions.
public enum AnimationExpression {
    /// A syntax or name error: what is wrong, at which column (1-based, in characters), and a suggestion if any.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// What is wrong, e.g. "unknown animation '.bouncey'".
        public var message: String
        /// Where, counting characters of the expression from 1.
        public var column: Int
        /// A known name close to a misspelt one.
        public var suggestion: String?

        public var description: String {
            "column \(column): \(message)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        }
    }

    /// The animation `text` spells: `[Animation].base[(arguments)]` followed by `.delay(_:)`, `.speed(_:)`,
    /// `.repeatCount(_:autoreverses:)` and `.repeatForever(autoreverses:)` in any number and order.
    public static func parse(_ text: String) throws(ParseError) -> Animation {
        var parser = try Parser(tokens: Lexer.tokens(of: text))
        return try parser.expression()
    }
}

// MARK: - Lexer

/// A token with the column where it starts.
struct ExpressionToken: Equatable {
    enum Kind: Equatable { case identifier, number, dot, open, close, comma, colon, end }
    var kind: Kind
    var text: String
    var column: Int
}

enum Lexer {
    static func tokens(of text: String) throws(AnimationExpression.ParseError) -> [ExpressionToken] {
        let chars = Array(text)
        var tokens: [ExpressionToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let column = i + 1
            let single: ExpressionToken.Kind? =
                switch c {
                case ".": .dot
                case "(": .open
                case ")": .close
                case ",": .comma
                case ":": .colon
                default: nil
                }
            if c.isWhitespace {
                i += 1
            } else if let single {
                tokens.append(ExpressionToken(kind: single, text: String(c), column: column))
                i += 1
            } else if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                tokens.append(ExpressionToken(kind: .identifier, text: String(chars[i..<j]), column: column))
                i = j
            } else if c.isNumber || c == "-" || c == "+" {
                // [sign] digits [. digits] [e [sign] digits], with Swift's `_` separators.
                var j = i + (c.isNumber ? 0 : 1)
                func digits() { while j < chars.count, chars[j].isNumber || chars[j] == "_" { j += 1 } }
                let start = j
                digits()
                if j < chars.count - 1, chars[j] == ".", chars[j + 1].isNumber {
                    j += 1
                    digits()
                }
                if j > start, j < chars.count, chars[j] == "e" || chars[j] == "E" {
                    var k = j + 1
                    if k < chars.count, chars[k] == "-" || chars[k] == "+" { k += 1 }
                    if k < chars.count, chars[k].isNumber {
                        j = k
                        digits()
                    }
                }
                let literal = String(chars[i..<j].filter { $0 != "_" })
                guard j > start, Double(literal) != nil else {
                    throw .init(message: "expected a number", column: column)
                }
                tokens.append(ExpressionToken(kind: .number, text: literal, column: column))
                i = j
            } else {
                throw .init(message: "unexpected character '\(c)'", column: column)
            }
        }
        tokens.append(ExpressionToken(kind: .end, text: "", column: chars.count + 1))
        return tokens
    }
}

// MARK: - Parser

/// An argument as written: optional label, value, and where each starts.
struct ExpressionArgument: Sendable {
    indirect enum Value: Sendable {
        case number(Double)
        case bool(Bool)
        /// `.name`, `.name(…)`, `Type.name`, `Type.name(…)` or `Type(…)`: resolved by the parameter's kind.
        case member(typeName: String?, call: ExpressionCall)
        // Resolved members.
        case spring(Spring)
        case curve(UnitCurve)
        case point(UnitPoint)
    }
    var label: String?
    var labelColumn: Int
    var value: Value
    var valueColumn: Int
}

/// A member as written: `.name` or `.name(arguments)`; an initialiser `Type(arguments)` has the name "init".
struct ExpressionCall: Sendable {
    var name: String
    var column: Int
    /// nil without parentheses.
    var arguments: [ExpressionArgument]?
}

struct Parser {
    var tokens: [ExpressionToken]
    var index = 0

    init(tokens: [ExpressionToken]) { self.tokens = tokens }

    var current: ExpressionToken { tokens[index] }

    mutating func expression() throws(AnimationExpression.ParseError) -> Animation {
        if current.kind == .identifier, current.text == "Animation" { index += 1 }
        guard current.kind == .dot else {
            if current.kind == .identifier {
                let near = nearestName(current.text, in: ExpressionCatalog.baseNames + ["Animation"])
                throw .init(
                    message: "expected '.' before '\(current.text)' (an animation starts with '.', e.g. '.easeInOut')",
                    column: current.column, suggestion: near.map { $0 == "Animation" ? $0 : ".\($0)" })
            }
            throw unexpected("'.' and an animation name, e.g. '.easeInOut'")
        }
        index += 1
        var animation = try ExpressionCatalog.base(call())
        while current.kind == .dot {
            index += 1
            animation = try ExpressionCatalog.modify(animation, with: call())
        }
        guard current.kind == .end else { throw unexpected("'.' and a modifier, or the end") }
        return animation
    }

    mutating func call() throws(AnimationExpression.ParseError) -> ExpressionCall {
        guard current.kind == .identifier else { throw unexpected("a name") }
        let name = current
        index += 1
        guard current.kind == .open else { return ExpressionCall(name: name.text, column: name.column, arguments: nil) }
        index += 1
        var arguments: [ExpressionArgument] = []
        if current.kind != .close {
            while true {
                arguments.append(try argument())
                if current.kind == .comma {
                    index += 1
                } else {
                    break
                }
            }
        }
        guard current.kind == .close else { throw unexpected("',' or ')'") }
        index += 1
        return ExpressionCall(name: name.text, column: name.column, arguments: arguments)
    }

    mutating func argument() throws(AnimationExpression.ParseError) -> ExpressionArgument {
        var label: String?
        let labelColumn = current.column
        let next = tokens[index + 1]
        if current.kind == .identifier, next.kind == .colon {
            label = current.text
            index += 2
        } else if current.kind == .identifier, next.kind == .number || next.kind == .identifier {
            throw .init(message: "expected ':' after '\(current.text)', found '\(next.text)'", column: next.column)
        }
        let column = current.column
        let value: ExpressionArgument.Value
        switch current.kind {
        case .number:
            value = .number(Double(current.text)!)
            index += 1
        case .identifier where current.text == "true" || current.text == "false":
            value = .bool(current.text == "true")
            index += 1
        case .identifier:
            // `Type.member…` or `Type(…)`.
            let type = current
            index += 1
            if current.kind == .dot {
                index += 1
                value = .member(typeName: type.text, call: try call())
            } else if current.kind == .open {
                index -= 1
                var initializer = try call()
                initializer.name = "init"
                value = .member(typeName: type.text, call: initializer)
            } else {
                throw unexpected("'(' or '.' after '\(type.text)'")
            }
        case .dot:
            index += 1
            value = .member(typeName: nil, call: try call())
        default:
            throw unexpected("a number, 'true', 'false' or a value such as '.bouncy'")
        }
        return ExpressionArgument(label: label, labelColumn: labelColumn, value: value, valueColumn: column)
    }

    func unexpected(_ expected: String) -> AnimationExpression.ParseError {
        let found = current.kind == .end ? "the end" : "'\(current.text)'"
        return .init(message: "expected \(expected), found \(found)", column: current.column)
    }
}

/// The candidate closest to `word` by edit distance, if close enough to be a typo (at most 2 edits, or a third of
/// the word); ties go to the alphabetically first.
func nearestName(_ word: String, in candidates: [String]) -> String? {
    let w = Array(word.lowercased())
    func distance(_ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for i in 1...max(w.count, 1) where !w.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let old = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (w[i - 1] == b[j - 1] ? 0 : 1))
                previous = old
            }
        }
        return row[b.count]
    }
    let best = candidates.map { ($0, distance(Array($0.lowercased()))) }
        .min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
    guard let best, best.1 <= max(2, w.count / 3) else { return nil }
    return best.0
}
