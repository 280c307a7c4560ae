// Checker+Animators.swift: the `.keyframeAnimator(…)` and `.phaseAnimator(…)` modifiers: their labels, trigger and
// content closure. Keyframes: Checker+Keyframes; phases and their animations: Checker+PhaseAnimator.
// Rule: Apple, SwiftUI "keyframeAnimator(initialValue:trigger:content:keyframes:)",
// "keyframeAnimator(initialValue:repeating:content:keyframes:)" (`repeating` defaults to true),
// "phaseAnimator(_:trigger:content:animation:)", "phaseAnimator(_:content:animation:)" (`animation` defaults to
// `{ _ in .default }`); the content closure takes the modified view and the value: `{ content, value in … }`.
// Trailing closures may be written `{ … } keyframes: { … }` (Parser+Expressions). Status: complete for issue #4.

import Animate

extension Checker {
    /// `receiver.keyframeAnimator(…)` or `receiver.phaseAnimator(…)`; `receiver` is already a view.
    mutating func checkAnimatorModifier(_ receiver: IR, _ name: String, _ call: CallSite) -> Typed {
        // In signature order: the written arguments, the content closure (unlabelled, as swiftc spells a trailing
        // closure), then the labelled trailing closures.
        var arguments = call.arguments.filter { !$0.isTrailingClosure }.map { argument in
            var argument = argument
            if argument.label == "content" { argument.label = nil }
            return argument
        }
        if let trailing = call.trailing {
            arguments.append(
                Argument(label: nil, value: Expr(.closure(trailing), trailing.range), range: trailing.range))
        }
        arguments += call.arguments.filter(\.isTrailingClosure)
        // `trigger:` (or a misspelling of it) picks the triggered form.
        let triggered = arguments.contains { argument in
            guard let label = argument.label, label != "repeating" else { return false }
            return label == "trigger" || Suggestion.nearest(to: label, in: ["trigger"]) != nil
        }
        let isKeyframes = name == "keyframeAnimator"
        let parameters: [MatchParameter] =
            isKeyframes
            ? [
                MatchParameter(label: "initialValue", hasDefault: false, takesClosure: false),
                MatchParameter(label: triggered ? "trigger" : "repeating", hasDefault: !triggered, takesClosure: false),
                MatchParameter(label: nil, hasDefault: false, takesClosure: true),
                MatchParameter(label: "keyframes", hasDefault: false, takesClosure: true),
            ]
            : [
                MatchParameter(label: nil, hasDefault: false, takesClosure: false),
                MatchParameter(label: "trigger", hasDefault: !triggered, takesClosure: false),
                MatchParameter(label: nil, hasDefault: false, takesClosure: true),
                MatchParameter(label: "animation", hasDefault: true, takesClosure: true),
            ]
        guard
            let assignment = matchLabels(
                arguments, trailing: nil, to: parameters, callRange: call.range, closeParen: call.closeParen)
        else {
            // The closures are not checked loosely: keyframe calls are not expressions of the scene language.
            return .error
        }
        func argument(_ index: Int) -> Expr? { assignment[index].map { arguments[$0].value } }

        // When it plays.
        var driver = CheckedAnimator.Driver.cycling
        if let e = argument(1) {
            if triggered {
                driver = .trigger(checkTrigger(e))
            } else {
                driver = .repeating(coerce(check(e, expected: .bool), to: .bool, at: e.range, .argument))
            }
        } else if isKeyframes {
            driver = .repeating(.constant(.bool(true)))
        }

        // What moves.
        let motion: CheckedAnimator.Motion
        let valueType: SceneType
        if isKeyframes {
            let initial = checkKeyframeValue(argument(0)!)
            valueType = initial.type
            guard let keyframes = argument(3).flatMap({ closure($0, "(\(valueType)) -> some Keyframes") }),
                let (timeline, paths) = checkKeyframes(keyframes, valueType: valueType)
            else { return .error }
            motion = .keyframes(timeline, initialValue: initial.ir, paths: paths)
        } else {
            valueType = .double
            guard let phases = checkPhases(argument(0)!) else { return .error }
            var animation: Closure?
            if let e = argument(3) {
                guard let c = closure(e, "(Double) -> Animation?") else { return .error }
                animation = c
            }
            guard let animations = checkPhaseAnimations(animation, phases: phases) else { return .error }
            let phaseAnimation = PhaseAnimation(phases: phases, animations: animations)
            if case .cycling = driver, phases.count > 1, phaseAnimation.cycleDuration == 0 {
                diagnostics.error(
                    "the phases never take any time, so they would cycle without end", at: call.range,
                    hint: "give the phases animations that take time, or add 'trigger:'")
                return .error
            }
            motion = .phases(phaseAnimation)
        }

        // The content closure.
        guard let content = closure(argument(2)!, "(PlaceholderContentView<Self>, \(valueType)) -> some View") else {
            return .error
        }
        pushScope()
        defer { popScope() }
        var slots: [Int?] = [nil, nil]
        let example = isKeyframes ? "{ content, value in content.scaleEffect(value) }" : "{ content, phase in … }"
        if !content.hasParameterClause || content.parameters.count != 2 {
            let count = content.parameters.count
            let type = "(PlaceholderContentView<Self>, \(valueType)) -> some View"
            diagnostics.error(
                content.hasParameterClause
                    ? "contextual closure type '\(type)' expects 2 arguments, but \(count) \(count == 1 ? "was" : "were") used in closure body"
                    : "contextual type for closure argument list expects 2 arguments, which cannot be implicitly ignored",
                at: content.parameters.first.map { $0.range.union(content.parameters[count - 1].range) }
                    ?? content.range,
                hint: "name the view and the value: '\(example)'")
            // Declared anyway, so that the body's uses of them are not reported again.
            for parameter in content.parameters where parameter.name != "_" {
                declareLocal(parameter.name, type: .error, mutable: false, at: parameter.range)
            }
        } else {
            for (i, (parameter, type)) in zip(content.parameters, [SceneType.view, valueType]).enumerated()
            where parameter.name != "_" {
                slots[i] = declareLocal(parameter.name, type: type, mutable: false, at: parameter.range)
            }
        }
        let body = checkStatements(content.body, in: .viewBuilder(allowsReturn: false))
        let animator = CheckedAnimator(
            content: receiver, motion: motion, driver: driver, contentSlot: slots[0], valueSlot: slots[1], body: body,
            range: call.range)
        return Typed(ir: .animator(animator), type: .view)
    }

    /// A trigger: any value that can be compared (by its interpolation) from state to state.
    private mutating func checkTrigger(_ e: Expr) -> IR {
        let typed = check(e, expected: nil)
        switch typed.type {
        case .view, .shape, .void:
            diagnostics.error(
                "a trigger must be a value, not '\(typed.type)'", at: e.range,
                hint: "pass the '@State' variable whose changes start the animation: 'trigger: likes'")
        default:
            hasTriggeredAnimators = true
        }
        return typed.ir
    }

    /// The closure an argument must be, or nil after reporting what was written instead.
    mutating func closure(_ e: Expr, _ type: String) -> Closure? {
        if case .closure(let c) = e.kind { return c }
        let typed = check(e, expected: nil)
        if typed.type != .error {
            diagnostics.error(
                "cannot convert value of type '\(typed.type)' to expected argument type '\(type)'", at: e.range,
                hint: "write a closure: '{ … }'")
        }
        return nil
    }
}
