// Checker+WithAnimationValue.swift: `withAnimation` called for its body's value outside an event
// (`func scale(…) -> CGFloat { withAnimation(.easeOut) { …; return scale } }`, called from a view's body): the body
// runs and its value is the call's, with no animation, as nothing in it changes state.
// Rule: Apple: withAnimation(_:_:) — developer.apple.com/documentation/swiftui/withanimation(_:_:)
// (`func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result`:
// "Returns the result of recomputing the view's body with the provided animation"; the transaction it opens only
// tags the state changes made inside, and a body that returns a value without changing state has none to tag).
// A body that returns nothing is a state change, which belongs in an event: that keeps the "belongs in an event"
// error (Checker+Calls). Status: complete for value-returning bodies.

extension Checker {
    /// The value of `withAnimation(animation) { …; return v }` when its closure returns a value; nil otherwise.
    mutating func checkWithAnimationValue(_ call: CallSite, expected: SceneType?) -> Typed? {
        var closure = call.trailing
        var animation: Argument?
        for argument in call.arguments {
            switch (argument.label, argument.value.kind) {
            case (nil, .closure(let c)) where closure == nil: closure = c
            case (nil, _) where animation == nil: animation = argument
            default: return nil
            }
        }
        guard let closure, closure.parameters.isEmpty, Checker.returnsValue(closure.body) else { return nil }
        if let animation {
            let typed = check(animation.value, expected: .optional(.animation))
            if typed.type == .error { return .error }
        }
        let single = Checker.closureExpression(closure.body)
        return checkClosureBody(
            single ?? Expr(.closure(closure), closure.range), single == nil ? (closure.body, closure.range) : nil,
            expected: expected == .void ? nil : expected)
    }

    /// Whether `body` or one of its `if` branches holds `return v`.
    private static func returnsValueSomewhere(_ body: [Stmt]) -> Bool {
        body.contains { statement in
            switch statement.kind {
            case .return(.some): return true
            case .if(let statement): return returnsValueSomewhere(statement)
            default: return false
            }
        }
    }

    private static func returnsValueSomewhere(_ statement: IfStmt) -> Bool {
        if returnsValueSomewhere(statement.then) { return true }
        switch statement.otherwise {
        case .block(let body)?: return returnsValueSomewhere(body)
        case .elseIf(let nested)?: return returnsValueSomewhere(nested)
        case nil: return false
        }
    }

    /// Whether a closure body gives a value: `return v` in it (or its `if` branches), or a single expression that is not a
    /// state change (a call such as `x.toggle()`; an assignment is a statement, not an expression).
    private static func returnsValue(_ body: [Stmt]) -> Bool {
        if returnsValueSomewhere(body) { return true }
        guard body.count == 1, case .expression(let e) = body[0].kind else { return false }
        if case .call = e.kind { return false }
        return true
    }
}
