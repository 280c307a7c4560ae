// PhaseCycle.swift: a phase animator without a trigger, whose phases may be of any type (an enum's `allCases`,
// `[false, true]`, numbers, structs): the index of the phase shown is hidden `@State` that the timeline steps.
// Rule: Apple, SwiftUI "PhaseAnimator" and "phaseAnimator(_:content:animation:)" ("Cycles through a sequence of phases
// continuously"; the content closure is called with the current phase and the animation closure gives "the animation
// to use when transitioning to the next phase"). SwiftUI changes the phase in a transaction carrying that animation,
// so the content's animatable attributes animate leaf by leaf as after any state change (Layout/Animation
// LeafAnimation): content that is not affine in the phase (an enum's computed `scale`, a `switch`) moves exactly as
// SwiftUI moves it. The step times follow PhaseAnimation's rules (a step starts when the previous animation is
// logically complete; a step to an equal phase or without animation takes no time). A triggered animator whose
// phases are not a literal array of numbers goes the same way, one pass per change of its trigger ("When the trigger
// value changes, the phase animator cycles through the phases once": Apple, phaseAnimator(_:trigger:content:
// animation:)); a change during a pass starts a new pass from the first step. A cycling animator starts when its view
// appears — the first state that draws it, not the scene's time 0 — and a view that leaves the screen and comes back
// starts again from its first phase, as a view inserted anew gets new state (Apple: "State": "SwiftUI creates a new
// instance of the state" for a new view identity); TimelineRunner `react`. Status: complete; triggered animators over
// literal numbers animate the number (PhaseAnimation).

import Animate

/// One cycling phase animator, as the checker found it.
struct PhaseCycle: Sendable {
    /// The hidden global holding the index of the phase shown (`Value.int`; 0 before the first step).
    var global: Int
    /// The phases: an array expression known at load (constants, top-level values, static members).
    var phases: IR
    /// The routine `(phase) -> Animation?` of the `animation:` closure; nil for `.default`.
    var animation: Int?
    /// The animator call, where run-time failures of the phases are reported.
    var range: SourceRange
    /// A triggered animator (`phaseAnimator(_:trigger:content:animation:)`): it runs through its phases once, back to
    /// the first, each time the trigger changes, instead of cycling from time 0.
    var triggered = false
    /// The `animation:` closure reads the view's members (`{ _ in animation }` for `let animation: Animation`): it
    /// runs with the instance the collecting evaluation met (Evaluator.phaseReceivers).
    var readsSelf = false

    /// The phase shown while the hidden global is `index`.
    static func phase(_ phases: [Value], index: Value?) -> Value {
        guard case .int(let i)? = index, !phases.isEmpty else { return phases.first ?? .void }
        return phases[((i % phases.count) + phases.count) % phases.count]
    }
}

/// A cycle's phases with the animation entering each, and when each step starts.
struct PhaseCyclePlan {
    var cycle: PhaseCycle
    /// The timing of the steps: each phase stands for the index of the first phase equal to it, so equal phases
    /// compare equal (PhaseAnimation.stepDuration).
    var timing: PhaseAnimation

    /// The phases and their animations, evaluated once at load by `evaluator`.
    init(_ cycle: PhaseCycle, _ evaluator: inout Evaluator, receiver: (value: Value, instance: UInt64)? = nil)
        throws(RuntimeFailure)
    {
        self.cycle = cycle
        var frame = Evaluator.Frame(slotCount: 0)
        let phases = try evaluator.evaluate(cycle.phases, &frame).array
        guard !phases.isEmpty else {
            throw RuntimeFailure(
                "a phase animator needs at least one phase", at: cycle.range,
                hint: "pass a non-empty array of phases, e.g. 'Phase.allCases'")
        }
        let keys = phases.map(\.interpolated)
        let numbers = keys.map { key in Double(keys.firstIndex(of: key)!) }
        var animations: [Animation?] = []
        // The plan is made once, after the first collection of the views, so the instance is the one that evaluation
        // met; an animator drawn by several instances of its view takes the last one's values.
        if cycle.readsSelf, cycle.animation != nil, receiver == nil {
            throw RuntimeFailure(
                "the phase animator's animation closure reads its view, which was not drawn at time 0", at: cycle.range,
                hint: "return the animation from values known when the scene loads")
        }
        frame.instance = receiver?.instance ?? 0
        for phase in phases {
            if let routine = cycle.animation {
                let value = try evaluator.evaluate(
                    .call(routine, receiver: receiver.map { .constant($0.value) }, [.constant(phase)], cycle.range),
                    &frame)
                animations.append(value.optionalAnimation)
            } else {
                animations.append(.default)
            }
        }
        timing = PhaseAnimation(phases: numbers, animations: animations)
    }

    /// The step after the one that entered phase index `k` (counting 1, 2, … from time 0) at `time`: when it starts
    /// and the index it enters; nil when the step entered never completes (a `repeatForever`).
    func step(after k: Int, at time: Double) -> (time: Double, k: Int)? {
        let n = timing.phases.count
        let duration = timing.stepDuration(entering: k % n, from: timing.phases[(k - 1) % n])
        guard duration.isFinite else { return nil }
        return (time + duration, k + 1)
    }
}
