// Checker+Transaction.swift: `withTransaction(_:_:)` and the `transaction(_:)` view modifier, with SwiftUI's
// `Transaction` value (Parser+Transaction).
// Rule: Apple: Transaction — developer.apple.com/documentation/swiftui/transaction ("The context of the current state-
// processing update"); withTransaction(_:_:) and withTransaction(_:_:_:) (the changes in the body take the
// transaction's animation, as `withAnimation` gives its own); View.transaction(_:) —
// developer.apple.com/documentation/swiftui/view/transaction(_:) (the closure edits the transaction of every change
// that reaches the view, so `{ $0.animation = nil }` makes the changes below jump and `{ $0.animation = .default }`
// animates them). The closure is run on a transaction without animation and on one with the default animation: when it
// gives each back unchanged it changes nothing, otherwise the changes below take the animation it gives the animated
// one (as the deprecated `animation(_:)` does, AnimationModifier). Status: `disablesAnimations` and `isContinuous`
// are kept but change nothing; a closure that keeps some animations and replaces others is read by the animated case.

extension Checker {
    /// `withTransaction(transaction) { body }` or `withTransaction(\.animation, value) { body }`: the body's
    /// writes in one update with the transaction's animation; nil for any other expression.
    mutating func checkWithTransaction(_ e: Expr, in kind: StatementContext) -> Statement? {
        guard case .call(let callee, let arguments, let trailing, _) = e.kind,
            callee.identifierName == "withTransaction"
        else { return nil }
        var body = trailing
        var values = arguments
        if body == nil, let last = arguments.last, case .closure(let c) = last.value.kind, last.label == "body" || last.label == nil {
            body = c
            values.removeLast()
        }
        guard let body else {
            diagnostics.error(
                "'withTransaction' needs its changes in a closure", at: e.range,
                hint: "write 'withTransaction(Transaction(animation: .default)) { x.toggle() }'")
            return .evaluate(.constant(.void))
        }
        let animationType = SceneType.optional(.animation)
        var animation = IR.constant(.absent)
        switch values.count {
        case 1 where values[0].label == nil:
            let transaction = values[0].value
            let member = Expr(
                .member(transaction, "animation", nameRange: transaction.range, dot: transaction.range.end),
                transaction.range)
            animation = coerce(check(member, expected: animationType), to: animationType, at: transaction.range, .argument)
        case 2 where values[0].label == nil && values[1].label == nil:
            guard case .keyPath(let path) = values[0].value.kind, path.count == 1 else {
                diagnostics.error(
                    "anim reads 'withTransaction' with a key path of Transaction", at: values[0].range,
                    hint: "write 'withTransaction(\\.animation, .spring()) { … }'")
                return .evaluate(.constant(.void))
            }
            switch path[0] {
            case "animation":
                animation = coerce(
                    check(values[1].value, expected: animationType), to: animationType, at: values[1].range, .argument)
            case "disablesAnimations", "isContinuous":
                // The changes keep the transaction they are in: as written, outside any `withAnimation`, none.
                _ = check(values[1].value, expected: .bool)
            default:
                if !checkCustomTransactionValue(path[0], values[0], values[1]) {
                    diagnostics.error("value of type 'Transaction' has no member '\(path[0])'", at: values[0].range)
                }
            }
        default:
            diagnostics.error(
                "'withTransaction' takes a transaction, or a key path and a value, and a closure", at: e.range,
                hint: "write 'withTransaction(Transaction(animation: .default)) { x.toggle() }'")
            return .evaluate(.constant(.void))
        }
        return .transaction(animation, checkStatements(body.body, in: kind))
    }

    /// `views.transaction { t in … }` (and `transaction(value:_:)`): the views with the animation the closure gives
    /// the changes that reach them (AnimationModifier); the views alone when it changes no animation.
    mutating func checkTransactionModifier(_ views: IR, nameRange: SourceRange, _ call: CallSite) -> Typed {
        var closure = call.trailing
        var watched: Argument?
        for argument in call.arguments {
            if argument.label == "value" {
                watched = argument
            } else if case .closure(let c) = argument.value.kind, closure == nil {
                closure = c
            }
        }
        guard let closure, closure.parameters.count <= 1, let index = structIndex["Transaction"] else {
            diagnostics.error(
                "'transaction' takes a closure that changes the transaction", at: call.range,
                hint: "write '.transaction { $0.animation = nil }'")
            checkLoosely(call)
            return .error
        }
        let transactionType = SceneType.instance(index, name: "Transaction")
        let name = closure.parameters.first?.name ?? "$0"
        let range = closure.parameters.first?.range ?? closure.range
        pushScope()
        let slot = declareLocal(name, type: transactionType, mutable: true, at: range)
        let body = checkStatements(closure.body, in: .function)
        let result = check(
            Expr(.member(Expr(.identifier(name), range), "animation", nameRange: range, dot: range.start), range),
            expected: nil)
        popScope()
        // The transaction a change without animation, then one with the default animation, arrives with.
        func edited(_ animation: Expr) -> IR {
            let initial = check(
                Expr(
                    .call(
                        Expr(.identifier("Transaction"), range),
                        [Argument(label: "animation", labelRange: nil, value: animation, range: range)],
                        trailingClosure: nil, closeParen: range), range), expected: transactionType)
            return .block([.setLocal(slot, initial.ir)] + body + [.return(result.ir)], closure.range)
        }
        let plain = edited(Expr(.nil, range))
        let animated = edited(Expr(.implicitMember("default"), range))
        // `.void`: the closure gives both transactions back as they came, so it changes no animation.
        let animation = IR.apply(
            { v, _ in
                if case .absent = v[0], case .animation(let a) = v[1], a == .default { return .void }
                return v[1]
            }, [plain, animated], closure.range)
        let watchedValue = watched.map { check($0.value, expected: nil).ir }
        let overloads = vocabulary.modifiers["animation"] ?? []
        guard let modifier = overloads.first(where: { $0.parameters.count == (watchedValue == nil ? 1 : 2) }) else {
            return Typed(ir: views, type: .view)
        }
        let implementation = modifier.implementation
        return Typed(
            ir: apply(
                { v, r throws(RuntimeFailure) in
                    if case .void = v[1] { return v[0] }
                    return try implementation(v, r)
                }, [views, implicitAnimation(animation)] + (watchedValue.map { [$0] } ?? []), call.range),
            type: .view)
    }
}
