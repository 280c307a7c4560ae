// Checker+PhaseAnimator.swift: a triggered `phaseAnimator`'s phases and its `animation:` closure, read at load into a
// PhaseAnimation (cycling ones, with phases of any type: Checker+PhaseCycle).
// Rule: Apple, SwiftUI "phaseAnimator(_:trigger:content:animation:)" (phases: "Ensure that the sequence isn't
// empty"; animation: "A closure that takes the current phase as input. Return the animation to use when
// transitioning to the next phase. If you return nil, the transition doesn't animate"). Here the phases are a
// literal array of numbers (the phase is animated as a number, PhaseAnimation.swift; any other phases go through
// PhaseCycle, a pass per trigger change) and the animation closure is
// one expression: an animation (any `Animation?` expression of the phase and constants), `nil`, or a choice
// `condition ? a : b` whose conditions test only the phase; it is evaluated once per phase at load. Status: complete for issue #4.

import Animate

extension Checker {
    /// The phases of a triggered animator written as a non-empty array literal of numbers (Checker
    /// `isNumberLiteralArray`; other phases go through PhaseCycle).
    mutating func checkPhases(_ e: Expr) -> [Double]? {
        var inner = e
        while case .paren(let x) = inner.kind { inner = x }
        guard case .array(let elements) = inner.kind else { return nil }
        var phases: [Double] = []
        for element in elements {
            guard let v = constantNumber(element, hint: "phases are read once, at load") else { return nil }
            phases.append(v)
        }
        return phases
    }

    /// The animation entering each phase: `.default` without a closure.
    mutating func checkPhaseAnimations(_ closure: Closure?, phases: [Double]) -> [Animation?]? {
        guard let closure else { return Array(repeating: .default, count: phases.count) }
        let example = "write one expression, e.g. '{ phase in phase == 2 ? .bouncy : .easeInOut(duration: 0.3) }'"
        guard closure.hasParameterClause, closure.parameters.count == 1 else {
            let count = closure.parameters.count
            diagnostics.error(
                closure.hasParameterClause
                    ? "contextual closure type '(Double) -> Animation?' expects 1 argument, but \(count) were used in closure body"
                    : "contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored",
                at: closure.range, hint: example)
            return nil
        }
        var expression: Expr?
        if closure.body.count == 1 {
            switch closure.body[0].kind {
            case .expression(let e): expression = e
            case .return(let e): expression = e
            case .if(let statement): expression = Checker.ternary(statement)
            default: break
            }
        }
        guard let expression else {
            diagnostics.error(
                "the animation closure must be one expression in scenes",
                at: closure.body.first?.range ?? closure.range,
                hint: example)
            return nil
        }
        pushScope()
        defer { popScope() }
        let slot = declareLocal(
            closure.parameters[0].name, type: .double, mutable: false, at: closure.parameters[0].range)
        return phaseAnimations(expression, phases: phases, slot: slot)
    }

    /// `if c { a } else if d { b } else { e }` whose branches are single expressions, as `c ? a : (d ? b : e)`: an
    /// `if` expression as a closure's result (SE-0380); nil for any other form.
    static func ternary(_ statement: IfStmt) -> Expr? {
        func single(_ body: [Stmt]) -> Expr? {
            guard body.count == 1 else { return nil }
            switch body[0].kind {
            case .expression(let e), .return(let e?): return e
            case .if(let nested): return ternary(nested)
            default: return nil
            }
        }
        guard statement.conditions.count == 1, let then = single(statement.then) else { return nil }
        let otherwise: Expr?
        switch statement.otherwise {
        case .block(let body)?: otherwise = single(body)
        case .elseIf(let nested)?: otherwise = ternary(nested)
        case nil: otherwise = nil
        }
        guard let otherwise else { return nil }
        return Expr(.ternary(statement.conditions[0], then, otherwise), statement.range)
    }

    /// The animations `e` gives for each phase, with the phase in local `slot`.
    private mutating func phaseAnimations(_ e: Expr, phases: [Double], slot: Int) -> [Animation?]? {
        switch e.kind {
        case .paren(let inner):
            return phaseAnimations(inner, phases: phases, slot: slot)
        case .ternary(let condition, let then, let otherwise):
            let ir = coerce(check(condition, expected: .bool), to: .bool, at: condition.range, .condition)
            guard let a = phaseAnimations(then, phases: phases, slot: slot),
                let b = phaseAnimations(otherwise, phases: phases, slot: slot)
            else { return nil }
            var out: [Animation?] = []
            for (i, phase) in phases.enumerated() {
                guard let taken = phaseCondition(ir, phase: phase, slot: slot, at: condition.range) else { return nil }
                out.append(taken ? a[i] : b[i])
            }
            return out
        default:
            let type = SceneType.optional(.animation)
            let typed = check(e, expected: type)
            let ir = coerce(typed, to: type, at: e.range, .returnValue)
            if typed.type == .error { return nil }
            var out: [Animation?] = []
            for phase in phases {
                guard let value = phaseValue(ir, phase: phase, slot: slot, at: e.range), !value.isVoid else {
                    return nil
                }
                out.append(value.optionalAnimation)
            }
            return out
        }
    }

    /// A condition's value for one phase; nil after reporting a condition that depends on anything else.
    private mutating func phaseCondition(_ ir: IR, phase: Double, slot: Int, at range: SourceRange) -> Bool? {
        guard case .bool(let b)? = phaseValue(ir, phase: phase, slot: slot, at: range) else { return nil }
        return b
    }

    /// `ir`'s value for one phase; nil after reporting an expression that depends on anything else.
    private mutating func phaseValue(_ ir: IR, phase: Double, slot: Int, at range: SourceRange) -> Value? {
        guard ir.dependsOnly(onLocal: slot) else {
            diagnostics.error(
                "the animation closure can only test its phase in scenes", at: range,
                hint: "compare the phase with numbers: 'phase == 2 ? .bouncy : .smooth'")
            return nil
        }
        var evaluator = Evaluator(routines: [], globalCount: 0, time: 0, frame: 0)
        var frame = Evaluator.Frame(slotCount: context.slotCount)
        frame.locals[slot] = .double(phase)
        do {
            return try evaluator.evaluate(ir, &frame)
        } catch {
            diagnostics.error(error.message, at: error.range, hint: error.hint)
        }
        return nil
    }
}
