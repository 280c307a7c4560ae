// Parser+Selector.swift: `#selector(tick)`, `#selector(self.tick)`, `#selector(tick(_:))`: the method a timer's
// target–selector form calls (Checker+TimerSelector). The argument is a method's compound name, not an expression,
// so it is read here: the base name, and whether the name has argument labels (then the method takes the timer).
// Rule: SE-0022 "Referencing the Objective-C selector of a method"
// (github.com/swiftlang/swift-evolution/blob/main/proposals/0022-objc-selectors.md).

extension Parser {
    /// `#selector( … )` from its `#selector` token: a call of `#selector` with the method's name, or that name
    /// called with one argument when the compound name has labels.
    mutating func parseSelector() -> Expr {
        let start = advance().range
        advance()  // (
        var name: Token?
        var labelled = false
        var depth = 1
        while current.kind != .eof {
            if current.isPunctuation("(") {
                depth += 1
            } else if current.isPunctuation(")") {
                depth -= 1
                if depth == 0 { break }
            } else if current.isPunctuation(":") {
                labelled = true
            } else if current.kind == .identifier, depth == 1 {
                name = current
            }
            advance()
        }
        let end = current.range
        if current.isPunctuation(")") { advance() }
        let range = start.union(end)
        guard let name else {
            diagnostics.error("expected the name of a method in '#selector'", at: range)
            return Expr(.error, range)
        }
        var method = Expr(.identifier(name.text), name.range)
        if labelled {
            method = Expr(
                .call(
                    method, [Argument(label: nil, value: Expr(.identifier("_"), name.range), range: name.range)],
                    trailingClosure: nil, closeParen: nil), name.range)
        }
        return Expr(
            .call(
                Expr(.identifier("#selector"), start), [Argument(label: nil, value: method, range: method.range)],
                trailingClosure: nil, closeParen: end), range)
    }
}
