// AnimatorRun.swift: the animation an `Animator` is running, and how a new animation joins it mid-flight.
// Rule: OpenSwiftUI AnimatorState.combine, DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge ([OSUI]
// `AnimatorState.combine`, `DefaultCombiningAnimation`, `FluidSpringAnimation.shouldMerge`; [DISASM]) and OpenSwiftUI
// DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge:
//   • A fluid spring merges with whatever runs: it continues from the presented offset (`previous.animate ?? value`)
//     with the interrupted spring's velocity and force (zero if it was not a spring), its clock set to the
//     interruption; a different response blends over `blendDuration`. Through delay/speed it merges only with an
//     equal modifier chain around a fluid spring, at the chain's inner time.
//   • Anything else combines: entries (animation, start time, accumulated target) are evaluated in order, each
//     animating what is left between the previous entries' result and its own target; the whole finishes when the
//     last entry does. The begin time is never reset and the interval accumulates.
// Status: complete. Inside a combination, a fluid spring that is not the first entry integrates towards the
// remaining distance at the queried time (SwiftUI: at each frame's time), which makes its step response weight
// that distance as a timing curve's progress does.

/// A running animation of the vector `interval` (target − start), begun at `beginTime` seconds.
struct AnimatorRun<V: VectorArithmetic>: Sendable {
    var animation: RunAnimation<V>
    var beginTime: Double
    var interval: V

    /// The animated offset from the start at absolute `time`, nil once finished.
    func animate(at time: Double) -> V? {
        animation.animate(value: interval, elapsed: time - beginTime)
    }

    /// The offset's velocity, per second; nil while combining.
    func velocity(at time: Double) -> V? {
        guard case .single(let a, let start) = animation else { return nil }
        return a.velocity(value: interval, time: time - beginTime, from: start)
    }

    /// Joins `new` (for a change of `delta` at absolute `time`) to this run: merge if it can, else combine.
    mutating func retarget(with new: Animation, adding delta: V, at time: Double) {
        let elapsed = time - beginTime
        if let state = merge(new, elapsed: elapsed) {
            animation = .single(new, state)
        } else {
            let entry = CombiningEntry(animation: new, start: nil, elapsed: elapsed, value: interval + delta)
            switch animation {
            case .combining(let entries):
                animation = .combining(entries + [entry])
            case .single(let previous, let start):
                animation = .combining([
                    CombiningEntry(animation: previous, start: start, elapsed: 0, value: interval), entry,
                ])
            }
        }
        interval += delta
    }

    /// The start state if `new` merges with the running animation at `elapsed` (OpenSwiftUI AnimatorState.combine,
    /// DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge), else nil.
    private func merge(_ new: Animation, elapsed: Double) -> FluidSpringState<V>? {
        guard let fluid = new.fluidSpring else { return nil }
        var previousSpring: (animation: Animation, state: FluidSpringState<V>, time: Double)?
        if case .single(let p, let start) = animation, let pf = p.fluidSpring, let inner = p.innerTime(elapsed) {
            var (state, finished) = pf.advance(start ?? FluidSpringState(), toward: interval, until: inner)
            if finished { state.offset = interval }
            previousSpring = (p, state, inner)
        }
        var state: FluidSpringState<V>
        let time: Double
        if new.modifiers.isEmpty {
            // The interrupted spring's velocity, force and blend carry over through its state; the offset is
            // whatever the running animation presents now (`previous.animate(…) ?? value`, [DISASM]).
            state = previousSpring?.state ?? FluidSpringState()
            state.offset = animation.animate(value: interval, elapsed: elapsed) ?? interval
            // A `timingCurve(UnitCurve, duration:)` reports its velocity (OpenSwiftUI BezierAnimation.swift;
            // Apple: Animation.easeInOut — developer.apple.com/documentation/swiftui/animation/easeinout,
            // `UnitCurveAnimation`).
            if case .single(let p, _) = animation, p.modifiers.isEmpty, case .bezier(let b) = p.base, b.reportsVelocity
            {
                state.velocity = b.velocity(value: interval, time: elapsed) ?? .zero
            }
            time = elapsed
        } else {
            guard let previous = previousSpring, previous.animation.modifiers == new.modifiers,
                previous.animation.isDefault == new.isDefault
            else { return nil }
            state = previous.state
            time = previous.time
        }
        state.time = time
        state.startTime = time
        // Blending needs the interrupted animation itself to be a fluid spring
        // (`previous.as(FluidSpringAnimation.self)`): not `.default`, and modified only when the merge went through
        // equal modifiers.
        if let p = previousSpring?.animation, !p.isDefault, p.modifiers == new.modifiers, let pf = p.fluidSpring,
            pf.response != fluid.response
        {
            state.blendInterval = pf.response - fluid.response
            state.blendStart = time
        }
        return state
    }
}

/// What a run evaluates: one animation (with the state a merge left), or several combined.
enum RunAnimation<V: VectorArithmetic>: Sendable {
    case single(Animation, FluidSpringState<V>?)
    case combining([CombiningEntry<V>])

    /// The animated offset of `value` at `elapsed` seconds since the run began, nil once finished.
    func animate(value: V, elapsed: Double) -> V? {
        switch self {
        case .single(let a, let start):
            return a.animate(value: value, time: elapsed, from: start)
        case .combining(let entries):
            // DefaultCombiningAnimation: result starts at zero; a finished entry sets it to its target, a running one
            // adds its animation of what is left (OpenSwiftUI AnimatorState.combine, DefaultCombiningAnimation.swift
            // and FluidSpringAnimation.shouldMerge).
            var result = V.zero
            for (i, e) in entries.enumerated() {
                let remaining = e.value - result
                let out = e.animation.animate(value: remaining, time: elapsed - e.elapsed, from: e.start)
                if let out {
                    result += out
                } else {
                    result = e.value
                    if i == entries.count - 1 { return nil }
                }
            }
            return result
        }
    }
}

/// One animation inside a combination: started `elapsed` seconds after the run began, heading for `value`
/// (the run's interval when it joined).
struct CombiningEntry<V: VectorArithmetic>: Sendable {
    var animation: Animation
    var start: FluidSpringState<V>?
    var elapsed: Double
    var value: V
}

extension Animation {
    /// The base's time at `time` through delay and speed modifiers (outermost first); nil through a repeat.
    func innerTime(_ time: Double) -> Double? {
        var t = time
        for m in modifiers.reversed() {
            switch m {
            case .delay(let d): t = max(0, t - d)
            case .speed(let s): t *= s
            case .repeatCount: return nil
            }
        }
        return t
    }
}
