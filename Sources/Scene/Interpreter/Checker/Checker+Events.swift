// Checker+Events.swift: the timeline: `@State` variables, `at(t) { … }` events, `withAnimation`, `toggle()`, and
// how long `.animation(_:value:)` animations run.
// Rule: Apple, SwiftUI "withAnimation(_:_:)" and "Transaction" (a state write is tagged with the transaction of the
// `withAnimation` around it; writes outside one jump). Animations are ordinary values of the scene language
// (Builtins+Animation), so `anim curve` reads the same spellings (SceneExpression). Status: complete.

import Animate

/// One `at(t) { … }` event: its time (checked, evaluated once at load) and its body.
struct CheckedEvent: Sendable {
    var time: IR
    var body: [Statement]
    var range: SourceRange
}

extension Checker {
    static func isEventCall(_ e: Expr) -> Bool {
        if case .call(let callee, _, let trailing, _) = e.kind, callee.identifierName == "at", trailing != nil {
            return true
        }
        return false
    }

    /// `at(t) { body }` at the top level.
    mutating func checkEvent(_ e: Expr) -> CheckedEvent? {
        guard case .call(_, let arguments, let trailing?, _) = e.kind else { return nil }
        guard arguments.count == 1, arguments[0].label == nil else {
            diagnostics.error(
                "an event takes one time in seconds", at: e.range, hint: "write 'at(1.5) { isOn.toggle() }'")
            return nil
        }
        if !trailing.parameters.isEmpty {
            diagnostics.error("an event's closure takes no parameters", at: trailing.range)
        }
        let time = coerce(check(arguments[0].value, expected: .double), to: .double, at: arguments[0].range, .argument)
        let saved = inEvent
        inEvent = true
        defer { inEvent = saved }
        return CheckedEvent(time: time, body: checkStatements(trailing.body, in: .event), range: e.range)
    }

    /// `withAnimation(animation) { body }` / `withAnimation { body }` (the default animation).
    mutating func checkWithAnimation(_ e: Expr) -> Statement? {
        guard case .call(let callee, var arguments, var trailing, _) = e.kind, callee.identifierName == "withAnimation"
        else { return nil }
        if trailing == nil, let last = arguments.last, last.label == nil, case .closure(let body) = last.value.kind {
            // `withAnimation(.spring(), { … })`: the body written as the second argument, not a trailing closure
            // (Apple: withAnimation(_:_:) — its `body` parameter is unlabelled).
            trailing = body
            arguments.removeLast()
        }
        guard let trailing else {
            diagnostics.error(
                "'withAnimation' needs its changes in a closure", at: e.range,
                hint: "write 'withAnimation(.default) { x.toggle() }'")
            return .evaluate(.constant(.void))
        }
        var animation = IR.constant(.animation(.default))
        var completion: Closure?
        for (i, argument) in arguments.enumerated() {
            if i == 0 && argument.label == nil {
                let type = SceneType.optional(.animation)
                animation = coerce(check(argument.value, expected: type), to: type, at: argument.value.range, .argument)
            } else if argument.label == "completionCriteria" {
                // `.logicallyComplete` and `.removed` both end here when the animation has settled.
                continue
            } else if argument.label == "completion", case .closure(let closure) = argument.value.kind {
                completion = closure
            } else {
                diagnostics.error(
                    "extra argument '\(argument.label ?? "_")' in call to 'withAnimation'", at: argument.range,
                    hint: "withAnimation takes an animation and a closure")
            }
        }
        let changes = Statement.transaction(animation, checkStatements(trailing.body, in: .event))
        guard let completion else { return changes }
        // `withAnimation(_:completionCriteria:_:completion:)` (Apple, iOS 17): the completion runs once the
        // animation has finished — its settling duration on scene time (Animation.settlingDuration; a change with no
        // animation finishes at once, one that never settles never calls it).
        let delay = apply(
            { v, _ in
                guard case .animation(let a) = v[0] else { return .double(0) }
                return .double(a.settlingDuration ?? 1e9)
            }, [animation], completion.range)
        return .branch(
            .constant(.bool(true)),
            [changes, .schedule(delay: delay, every: nil, checkStatements(completion.body, in: .event), e.range)], [])
    }

    /// `x.toggle()` on a Bool: a `@State` variable, a binding, or any assignable Bool (a component, a local).
    mutating func checkToggle(_ e: Expr) -> Statement? {
        guard case .call(let callee, let arguments, nil, _) = e.kind,
            case .member(let written, "toggle", _, _) = callee.kind, arguments.isEmpty
        else { return nil }
        let base = stateThroughSelf(written)
        let typed = check(base, expected: .bool)
        // A user type's own `mutating func toggle()` (an enum flipping its case) is an ordinary mutating call.
        if case .instance(let index, _) = typed.type, structs[index].methods["toggle"] != nil { return nil }
        guard typed.type == .bool || typed.type == .error else {
            diagnostics.error("value of type '\(typed.type)' has no member 'toggle'", at: callee.range)
            return nil
        }
        if let reference = bindingReference(base) {
            return .setBinding(reference, .conditional(typed.ir, .constant(.bool(false)), .constant(.bool(true))))
        }
        guard let name = base.identifierName, let index = stateGlobal(name) else {
            // `todos[i].done.toggle()`, `model.flag.toggle()`, a local: `x = !x` (The Swift Standard Library:
            // Bool.toggle() — "toggles the Boolean variable's value"), written as any assignment is.
            let flipped = Expr(.prefix("!", written), written.range)
            return checkAssignment(written, "=", flipped, callee.range)
        }
        return .setGlobal(index, .conditional(typed.ir, .constant(.bool(false)), .constant(.bool(true))))
    }

    /// An `animation(_:value:)` animation (BuiltinParameter.isImplicitAnimation): a constant one's running time is
    /// known now; any other is marked for the evaluator to measure at load (SceneProgram.evaluateTimeline).
    mutating func implicitAnimation(_ ir: IR) -> IR {
        switch ir {
        case .constant(.animation(let animation)):
            implicitAnimationDuration = max(implicitAnimationDuration, animation.settlingDuration ?? .infinity)
            return ir
        case .constant:
            return ir
        default:
            measuresImplicitAnimations = true
            return .implicitAnimation(ir)
        }
    }
}
