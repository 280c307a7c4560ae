// ConditionalCompilation.swift: `#if … #elseif … #else … #endif` blocks in pasted Swift, resolved on tokens.
// Rule: The Swift Programming Language, "Statements", "Compiler Control Statements": a conditional compilation block
// keeps the tokens of its first branch whose condition holds. anim compiles as a debug build for iOS would, the way
// Xcode previews run: `DEBUG` is set, `os(iOS)` holds, `canImport(SwiftUI)`/`canImport(UIKit)` hold, `swift(>=…)`
// and `compiler(>=…)` hold, `targetEnvironment(simulator)` holds; any other flag is unset, as an undefined flag is in
// Swift. Conditions use `!`, `&&`, `||` and parentheses. A file written for one other platform only (all of it inside
// `#if os(macOS) … #endif`, as a Mac target's file is) would keep nothing as iOS; it is compiled for that platform, as
// its own Xcode target would build it. Status: complete.

enum ConditionalCompilation {
    /// The directives the lexer spells as one identifier token with its `#`.
    static let directives: Set<String> = ["#if", "#elseif", "#else", "#endif"]

    /// `tokens` with every conditional block replaced by its active branch; unbalanced or malformed directives are
    /// reported in `diagnostics`.
    static func resolve(_ tokens: [Token], _ diagnostics: inout DiagnosticLog) -> [Token] {
        guard tokens.contains(where: { $0.kind == .identifier && directives.contains($0.text) }) else { return tokens }
        let forIOS = resolve(tokens, platform: "iOS", &diagnostics)
        guard keepsNoDeclaration(forIOS), let other = onlyOtherPlatform(tokens) else { return forIOS }
        var ignored = DiagnosticLog()
        return resolve(tokens, platform: other, &ignored)
    }

    /// Whether resolved tokens hold nothing but `import` lines.
    static func keepsNoDeclaration(_ tokens: [Token]) -> Bool {
        var i = 0
        while i < tokens.count, tokens[i].kind != .eof {
            guard tokens[i].kind == .keyword(.import) || tokens[i].text == "import" else { return false }
            i += 1
            while i < tokens.count, tokens[i].kind != .eof, !tokens[i].newlineBefore { i += 1 }
        }
        return true
    }

    /// The one platform other than iOS that the file's `os(…)` conditions name, if exactly one is named.
    static func onlyOtherPlatform(_ tokens: [Token]) -> String? {
        var named: Set<String> = []
        for i in tokens.indices.dropLast(3) where tokens[i].kind == .identifier && tokens[i].text == "os"
            && tokens[i + 1].isPunctuation("(") && tokens[i + 3].isPunctuation(")")
        {
            named.insert(tokens[i + 2].text)
        }
        named.remove("iOS")
        return named.count == 1 ? named.first : nil
    }

    private static func resolve(_ tokens: [Token], platform: String, _ diagnostics: inout DiagnosticLog) -> [Token] {
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        // One entry per open `#if`: whether its tokens are kept now, and whether a branch was already taken.
        var stack: [(active: Bool, taken: Bool, opener: SourceRange)] = []
        var i = 0
        func keeping() -> Bool { stack.allSatisfy(\.active) }
        while i < tokens.count {
            let token = tokens[i]
            guard token.kind == .identifier, directives.contains(token.text) else {
                if keeping() || token.kind == .eof { out.append(token) }
                i += 1
                continue
            }
            i += 1
            switch token.text {
            case "#if", "#elseif":
                // The condition runs to the end of the line.
                var condition: [Token] = []
                while i < tokens.count, tokens[i].kind != .eof, !tokens[i].newlineBefore {
                    condition.append(tokens[i])
                    i += 1
                }
                let value = evaluate(condition, platform: platform, at: token.range, &diagnostics)
                if token.text == "#if" {
                    stack.append((value, value, token.range))
                } else if let last = stack.popLast() {
                    stack.append((!last.taken && value, last.taken || value, last.opener))
                } else {
                    diagnostics.error("'#elseif' without '#if'", at: token.range)
                }
            case "#else":
                if let last = stack.popLast() {
                    stack.append((!last.taken, true, last.opener))
                } else {
                    diagnostics.error("'#else' without '#if'", at: token.range)
                }
            default:
                if stack.popLast() == nil { diagnostics.error("'#endif' without '#if'", at: token.range) }
            }
        }
        if let open = stack.last {
            diagnostics.error("'#if' without '#endif'", at: open.opener, hint: "close the block with '#endif'")
        }
        return out
    }

    /// The value of a compilation condition; an empty or malformed one is reported and false.
    static func evaluate(
        _ tokens: [Token], platform: String = "iOS", at range: SourceRange, _ diagnostics: inout DiagnosticLog
    ) -> Bool {
        var parser = ConditionParser(tokens: tokens, platform: platform)
        guard let value = parser.disjunction(), parser.index == tokens.count else {
            diagnostics.error(
                "cannot read this '#if' condition", at: tokens.first?.range ?? range,
                hint: "write flags (DEBUG), os(iOS), canImport(UIKit), swift(>=5.9) with !, && and ||")
            return false
        }
        return value
    }

    /// A recursive-descent reader of `a || b && !(c)`.
    private struct ConditionParser {
        let tokens: [Token]
        /// The platform `os(…)` holds for.
        let platform: String
        var index = 0
        /// Parentheses inside one another; a condition deeper than this is malformed (SceneLimits-style bound).
        var depth = 0

        mutating func disjunction() -> Bool? {
            guard var value = conjunction() else { return nil }
            while index < tokens.count, tokens[index].isOperator("||") {
                index += 1
                guard let rhs = conjunction() else { return nil }
                value = value || rhs
            }
            return value
        }

        mutating func conjunction() -> Bool? {
            guard var value = unary() else { return nil }
            while index < tokens.count, tokens[index].isOperator("&&") {
                index += 1
                guard let rhs = unary() else { return nil }
                value = value && rhs
            }
            return value
        }

        mutating func unary() -> Bool? {
            guard index < tokens.count else { return nil }
            let token = tokens[index]
            if token.isOperator("!") {
                index += 1
                return unary().map { !$0 }
            }
            if token.isPunctuation("(") {
                guard depth < 64 else { return nil }
                depth += 1
                index += 1
                let value = disjunction()
                guard index < tokens.count, tokens[index].isPunctuation(")") else { return nil }
                index += 1
                depth -= 1
                return value
            }
            if token.kind == .keyword(.true) || token.kind == .keyword(.false) {
                index += 1
                return token.kind == .keyword(.true)
            }
            guard token.kind == .identifier else { return nil }
            index += 1
            guard index < tokens.count, tokens[index].isPunctuation("(") else {
                return token.text == "DEBUG"
            }
            // A platform condition: its argument tokens up to the closing parenthesis.
            index += 1
            var argument = ""
            while index < tokens.count, !tokens[index].isPunctuation(")") {
                argument += tokens[index].text
                index += 1
            }
            guard index < tokens.count else { return nil }
            index += 1
            switch token.text {
            case "os": return argument == platform
            case "canImport": return ["SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics"].contains(argument)
            case "swift", "compiler": return argument.hasPrefix(">=")
            case "targetEnvironment": return argument == "simulator"
            case "arch": return argument == "arm64"
            default: return false
            }
        }
    }
}
