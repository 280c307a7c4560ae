// Checker+PhaseCycle.swift: a cycling phase animator's phases and `animation:` closure (PhaseCycle).
// Rule: Apple, SwiftUI "phaseAnimator(_:content:animation:)" (phases: "Ensure that the sequence isn't empty"; the
// animation closure takes the phase and returns `Animation?`, `.default` without one). The phases are any array whose
// value is known at load (literals, an enum's `allCases`, top-level constants); the animation closure is an ordinary
// function of the phase (`switch phase { case .start: .bouncy … }` included), run once per phase at load.
// Status: complete for issue #14.

import Animate

extension Checker {
    /// The cycle and its phase type; nil after reporting.
    mutating func checkPhaseCycle(_ phases: Expr, animation: Expr?, range: SourceRange, triggered: Bool = false)
        -> (PhaseCycle, SceneType)?
    {
        let typed = check(phases, expected: nil)
        guard case .array(let element) = typed.type else {
            if typed.type != .error {
                diagnostics.error(
                    "the phases must be an array, not '\(typed.type)'", at: phases.range,
                    hint: "pass the phases in order, e.g. 'Phase.allCases' or '[false, true]'")
            }
            return nil
        }
        guard typed.ir.isKnownAtLoad else {
            diagnostics.error(
                "the phases of a phase animator must be known when the scene loads", at: phases.range,
                hint: "write them as a literal array, an enum's 'allCases' or a top-level constant")
            return nil
        }
        var routine: Int?
        var readsSelf = false
        if let animation {
            guard let closure = closure(animation, "(\(element)) -> Animation?") else { return nil }
            guard closure.hasParameterClause, closure.parameters.count == 1 else {
                diagnostics.error(
                    "contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored",
                    at: closure.range, hint: "name the phase: '{ phase in phase == .end ? .bouncy : .smooth }'")
                return nil
            }
            let index = newRoutine()
            let parameter = closure.parameters[0]
            // Inside a View the closure may read the view's members (`{ _ in animation }`): it is checked as a method
            // of the view and run with the instance (PhaseCyclePlan).
            var fresh = RoutineContext(
                kind: context.owner == nil ? .function : .method, owner: context.owner,
                returnType: .optional(.animation))
            fresh.typeName = context.typeName
            readsSelf = context.owner != nil
            let ((body, _), finished) = withContext(fresh) { checker in
                checker.declareLocal(parameter.name, type: element, mutable: false, at: parameter.range)
                return checker.checkRoutineBody(closure.body, end: closure.range)
            }
            routines[index] = Routine(
                name: "phase animation", slotCount: finished.slotCount, body: body, producesViews: false)
            routine = index
        }
        // An expression checked again (an overload tried on trial) keeps the animator's one hidden global.
        if let again = phaseCycles.firstIndex(where: { $0.range == range }) {
            phaseCycles[again] = PhaseCycle(
                global: phaseCycles[again].global, phases: typed.ir, animation: routine, range: range,
                triggered: triggered, readsSelf: readsSelf)
            return (phaseCycles[again], element)
        }
        let cycle = PhaseCycle(
            global: newHiddenGlobal(), phases: typed.ir, animation: routine, range: range, triggered: triggered,
            readsSelf: readsSelf)
        phaseCycles.append(cycle)
        return (cycle, element)
    }
}

extension IR {
    /// Whether this can be evaluated once at load, outside any view: it reads no locals, no `self`, no time.
    var isKnownAtLoad: Bool {
        switch self {
        case .constant, .global: true
        case .apply(_, let arguments, _), .modifier(_, let arguments, _), .construct(let arguments):
            arguments.allSatisfy(\.isKnownAtLoad)
        case .call(_, let receiver, let arguments, _):
            (receiver?.isKnownAtLoad ?? true) && arguments.allSatisfy(\.isKnownAtLoad)
        case .and(let l, let r), .or(let l, let r), .numeric(_, let l, let r, _): l.isKnownAtLoad && r.isKnownAtLoad
        case .conditional(let c, let t, let f): c.isKnownAtLoad && t.isKnownAtLoad && f.isKnownAtLoad
        case .storedProperty(let base, _): base.isKnownAtLoad
        default: false
        }
    }
}
