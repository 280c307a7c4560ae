// Parser+Limits.swift: the parser's nesting, chain and operator counters (SceneLimits).
// Rule: docs/ARCHITECTURE.md "Limits are counters"; swift-syntax bounds its recursive descent the same way
// (`Parser.maximumNestingLevel`, github.com/swiftlang/swift-syntax, Sources/SwiftParser/Parser.swift). Past a limit
// the file is abandoned: one located error naming the limit replaces whatever the unwinding levels would report,
// and no statements reach the checker. Status: complete for issue #22.

extension Parser {
    /// Enters one level of recursion (a statement, an expression, a prefix operator, a type, an `else if`); false
    /// past `SceneLimits.maximumNesting`, after abandoning the file.
    mutating func enterNesting(_ what: String) -> Bool {
        guard abandoned == nil else { return false }
        guard nesting < SceneLimits.maximumNesting else {
            abandon(
                "\(what) nested more than \(SceneLimits.maximumNesting) levels deep", at: current.range,
                hint: "split the nesting with 'let' constants or functions; the limit is SceneLimits.maximumNesting")
            return false
        }
        nesting += 1
        return true
    }

    /// Leaves a level entered with `enterNesting`.
    mutating func leaveNesting() { nesting -= 1 }

    /// Checks the length of a postfix chain or an operator sequence as it grows; false (after abandoning the file)
    /// once `count` passes `limit`.
    mutating func withinLimit(_ count: Int, _ limit: Int, _ what: String, at range: SourceRange) -> Bool {
        guard abandoned == nil else { return false }
        guard count <= limit else {
            abandon(
                "\(what) has more than \(limit) links", at: range,
                hint: "split it with 'let' constants or functions")
            return false
        }
        return true
    }

    /// Reports `message` once, remembering how many diagnostics came before it, and skips to the end of the file
    /// so every level unwinds at once.
    mutating func abandon(_ message: String, at range: SourceRange, hint: String) {
        if abandoned == nil {
            abandoned = (diagnostics.count, Diagnostic.error(message, at: range, hint: hint))
        }
        position = tokens.count - 1
    }

    /// After an abandoned parse: the diagnostics before the limit, then the limit's own.
    mutating func finishAbandoned() -> Bool {
        guard let (count, diagnostic) = abandoned else { return false }
        diagnostics.truncate(to: min(count, diagnostics.count))
        diagnostics.append(diagnostic)
        return true
    }
}
