// Checker+Animators.swift: the `.keyframeAnimator(…)` and `.phaseAnimator(…)` modifiers: their labels, trigger and
// content closure. Keyframes: Checker+Keyframes; phases and their animations: Checker+PhaseAnimator.
// Rule: Apple, SwiftUI "keyframeAnimator(initialValue:trigger:content:keyframes:)",
// "keyframeAnimator(initialValue:repeating:content:keyframes:)" (`repeating` defaults to true),
// "phaseAnimator(_:trigger:content:animation:)", "phaseAnimator(_:content:animation:)" (`animation` defaults to
// `{ _ in .default }`); the content closure takes the modified view and the value: `{ content, value in … }`.
// Trailing closures may be written `{ … } keyframes: { … }` (Parser+Expressions). Status: complete for issue #4.

import Animate

extension Checker {
    /// `receiver.keyframeAnimator(…)` or `receiver.phaseAnimator(…)`; `receiver` is already a view. Without a
    /// receiver, the views `PhaseAnimator(…) { phase in … }` and `KeyframeAnimator(…) { value in … }`.
    mutating func checkAnimatorModifier(_ receiver: IR?, _ name: String, _ call: CallSite) -> Typed {
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
        let isKeyframes = name == "keyframeAnimator" || name == "KeyframeAnimator"
        let isView = receiver == nil
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
        if !isKeyframes, let phases = assignment[0], case .closure(let content)? = argument(2)?.kind,
            let floating = Checker.floatingLiteralArray(arguments[phases].value),
            contentNeedsFloatingPhase(content, isView: isView)
        {
            // `PhaseAnimator([10, 20, 30]) { phase in RoundedRectangle(cornerRadius: phase) }`: Swift types the
            // literals from the closure's use of the phase (SE-0326 multi-statement closure inference), a CGFloat here.
            arguments[phases].value = floating
        }

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
        } else if !triggered || !Checker.isNumberLiteralArray(argument(0)!) {
            // Cycling phases of any type, and triggered phases that are not literal numbers, go through the state
            // timeline (Checker+PhaseCycle).
            guard
                let (cycle, elementType) = checkPhaseCycle(
                    argument(0)!, animation: argument(3), range: call.range, triggered: triggered)
            else { return .error }
            valueType = elementType
            motion = .cycle(cycle)
        } else {
            valueType = .double
            guard let phases = checkPhases(argument(0)!) else { return .error }
            var animation: Closure?
            if let e = argument(3) {
                guard let c = closure(e, "(Double) -> Animation?") else { return .error }
                animation = c
            }
            guard let animations = checkPhaseAnimations(animation, phases: phases) else { return .error }
            motion = .phases(PhaseAnimation(phases: phases, animations: animations))
        }

        // The content closure.
        let closureType =
            isView ? "(\(valueType)) -> some View" : "(PlaceholderContentView<Self>, \(valueType)) -> some View"
        guard let content = closure(argument(2)!, closureType) else {
            return .error
        }
        pushScope()
        defer { popScope() }
        var slots: [Int?] = [nil, nil]
        let example =
            isView
            ? "{ \(isKeyframes ? "value" : "phase") in … }"
            : isKeyframes ? "{ content, value in content.scaleEffect(value) }" : "{ content, phase in … }"
        let expectedCount = isView ? 1 : 2
        if !content.hasParameterClause || content.parameters.count != expectedCount {
            let count = content.parameters.count
            let type = closureType
            diagnostics.error(
                content.hasParameterClause
                    ? "contextual closure type '\(type)' expects \(expectedCount) argument\(expectedCount == 1 ? "" : "s"), but \(count) \(count == 1 ? "was" : "were") used in closure body"
                    : "contextual type for closure argument list expects \(expectedCount) argument\(expectedCount == 1 ? "" : "s"), which cannot be implicitly ignored",
                at: content.parameters.first.map { $0.range.union(content.parameters[count - 1].range) }
                    ?? content.range,
                hint: "name the view and the value: '\(example)'")
            // Declared anyway, so that the body's uses of them are not reported again.
            for parameter in content.parameters where parameter.name != "_" {
                declareLocal(parameter.name, type: .error, mutable: false, at: parameter.range)
            }
        } else {
            let offset = isView ? 1 : 0
            for (i, (parameter, type)) in zip(content.parameters, [SceneType.view, valueType][offset...]).enumerated()
            where parameter.name != "_" {
                slots[i + offset] = declareLocal(parameter.name, type: type, mutable: false, at: parameter.range)
            }
        }
        let body = checkStatements(content.body, in: .viewBuilder(allowsReturn: false))
        let animator = CheckedAnimator(
            content: receiver ?? .builder([]), motion: motion, driver: driver, contentSlot: slots[0],
            valueSlot: slots[1], body: body,
            range: call.range)
        return Typed(ir: .animator(animator), type: .view)
    }

    /// `[10, 20, -5]` with its integer literals written as floating ones; nil unless `e` is a non-empty array literal
    /// of integer literals.
    static func floatingLiteralArray(_ e: Expr) -> Expr? {
        func floating(_ e: Expr) -> Expr? {
            switch e.kind {
            case .integer(let text): Expr(.float(text), e.range)
            case .prefix("-", let inner): floating(inner).map { Expr(.prefix("-", $0), e.range) }
            default: nil
            }
        }
        guard case .array(let elements) = e.kind, !elements.isEmpty else { return nil }
        let converted = elements.compactMap(floating)
        return converted.count == elements.count ? Expr(.array(converted), e.range) : nil
    }

    /// Whether the content closure checks only with a Double phase: with an Int phase it reports errors (a
    /// `cornerRadius: phase`), with a Double none. Both checks are trials; nothing they report is kept.
    mutating func contentNeedsFloatingPhase(_ content: Closure, isView: Bool) -> Bool {
        let expectedCount = isView ? 1 : 2
        guard content.hasParameterClause, content.parameters.count == expectedCount else { return false }
        func errors(_ phase: SceneType) -> Int {
            let mark = diagnostics.count
            speculating += 1
            pushScope()
            for (parameter, type) in zip(content.parameters, isView ? [phase] : [.view, phase])
            where parameter.name != "_" {
                declareLocal(parameter.name, type: type, mutable: false, at: parameter.range)
            }
            _ = checkStatements(content.body, in: .viewBuilder(allowsReturn: false))
            popScope()
            speculating -= 1
            let reported = diagnostics.count - mark
            diagnostics.truncate(to: mark)
            return reported
        }
        return errors(.int) > 0 && errors(.double) == 0
    }

    /// Whether `e` is an array literal of number literals (`[0, 1.5, -2]`): phases animated as a number.
    static func isNumberLiteralArray(_ e: Expr) -> Bool {
        var inner = e
        while case .paren(let x) = inner.kind { inner = x }
        guard case .array(let elements) = inner.kind, !elements.isEmpty else { return false }
        return elements.allSatisfy(\.isNumericLiteralExpression)
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
