// Animation.swift: SwiftUI's `Animation`, a base curve (timing curve, fluid spring or interpolating spring) wrapped
// in delay/speed/repeat modifiers, and its evaluation for a change of any animatable vector.
// Rule: OpenSwiftUI BezierAnimation.swift and FluidSpringAnimation.swift and OpenSwiftUI BezierAnimation.swift;
// Apple: Animation.easeInOut — developer.apple.com/documentation/swiftui/animation/easeinout; OpenSwiftUI
// FluidSpringAnimation.swift and SpringAnimation.swift; OpenSwiftUI DelayAnimation.swift, SpeedAnimation.swift and
// RepeatAnimation.swift (the outermost modifier transforms time first; a finished animation returns nil and the value
// shows its target). Presets: Animation+Presets; modifiers and their timing: Animation+Modifiers; spelling:
// Animation+Description. Status: complete.

/// How a value moves from an old to a new target: `value(at:)` is the progress of a 0 → 1 change `time` seconds
/// after it started.
///
/// Times are seconds since the change. Progress is a fraction of the change (springs overshoot past 1); velocities
/// are fractions per second. Equality ignores spelling: `.smooth == .spring` (both are `spring(duration: 0.5)`).
public struct Animation: Sendable, Hashable, CustomStringConvertible {
    /// The curve at the core.
    enum Base: Sendable, Hashable {
        case bezier(BezierAnimation)
        case fluidSpring(FluidSpringAnimation)
        case spring(SpringAnimation)
    }

    /// A wrapper around the animation so far; they apply in the order written, the last one outermost.
    enum Modifier: Sendable, Hashable {
        case delay(Double)
        case speed(Double)
        /// A count of nil repeats forever.
        case repeatCount(Int?, autoreverses: Bool)
    }

    var base: Base
    var modifiers: [Modifier] = []
    /// How the base was written (`.bouncy`, `.easeIn(duration: 0.5)`), for `description`; not part of the identity.
    var spelling: String
    /// Whether this is `.default`, which merges like a spring but is not a `FluidSpringAnimation` for blending
    /// ([OSUI] `DefaultAnimation` wraps its base).
    var isDefault = false

    init(_ base: Base, spelling: String) {
        self.base = base
        self.spelling = spelling
    }

    // MARK: - Evaluating a 0 → 1 change

    /// Progress (fraction of the change) `time` seconds after it started; 1 once finished.
    public func value(at time: Double) -> Double {
        animate(value: 1.0, time: time) ?? 1
    }

    /// d/dt of `value(at:)`, fractions per second; 0 before a delay ends and once finished, nil where the curve is
    /// vertical. For a fluid spring it is the integrator's velocity. (SwiftUI itself reports a velocity to an
    /// interrupting spring only from an unmodified fluid spring; `Animator` follows that rule, OpenSwiftUI
    /// AnimatorState.combine, DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge.)
    public func velocity(at time: Double) -> Double? {
        velocity(value: 1.0, time: time)
    }

    /// Whether a 0 → 1 change has finished (the value shows its target) `time` seconds after it started.
    public func isFinished(at time: Double) -> Bool {
        animate(value: 1.0, time: time) == nil
    }

    /// Seconds after which a 0 → 1 change is finished; nil if it never finishes (`repeatForever`, undamped springs).
    /// Timing curves: the duration; interpolating springs: Apple: CASpringAnimation.settlingDuration —
    /// developer.apple.com/documentation/quartzcore/caspringanimation/1412524-settlingduration; fluid springs: the
    /// integrator's last unfinished step (it depends on the size of the change, OpenSwiftUI FluidSpringAnimation.swift,
    /// so this is for a change of 1).
    public var settlingDuration: Double? {
        let t = finishTime(value: 1.0)
        return t == .infinity ? nil : max(0, t)
    }

    // MARK: - Evaluating any vector

    /// The animated part of `value` (an interval: new − old) at `time`, or nil once finished. `start` is the state a
    /// spring merge left (Animator.swift) and only applies to a fluid-spring base.
    func animate<V: VectorArithmetic>(value: V, time: Double, from start: FluidSpringState<V>? = nil) -> V? {
        animate(level: modifiers.count, value: value, time: time, from: start)
    }

    /// d/dt of `animate`, units of `value` per second.
    func velocity<V: VectorArithmetic>(value: V, time: Double, from start: FluidSpringState<V>? = nil) -> V? {
        velocity(level: modifiers.count, value: value, time: time, from: start)
    }

    /// The time after which `animate` returns nil (`time > finishTime`), −∞ if at once, ∞ if never.
    func finishTime<V: VectorArithmetic>(value: V, from start: FluidSpringState<V>? = nil) -> Double {
        finishTime(level: modifiers.count, value: value, from: start)
    }

    func animateBase<V: VectorArithmetic>(value: V, time: Double, from start: FluidSpringState<V>?) -> V? {
        switch base {
        case .bezier(let b): b.animate(value: value, time: time)
        case .fluidSpring(let f): f.animate(value: value, time: time, from: start)
        case .spring(let s): s.animate(value: value, time: time)
        }
    }

    func velocityOfBase<V: VectorArithmetic>(value: V, time: Double, from start: FluidSpringState<V>?) -> V? {
        switch base {
        case .bezier(let b): b.velocity(value: value, time: time)
        case .fluidSpring(let f): f.velocity(value: value, time: time, from: start)
        case .spring(let s): s.velocity(value: value, time: time)
        }
    }

    func finishTimeOfBase<V: VectorArithmetic>(value: V, from start: FluidSpringState<V>?) -> Double {
        switch base {
        case .bezier(let b): b.finishTime
        case .fluidSpring(let f): f.finishTime(value: value, from: start)
        case .spring(let s): s.duration()
        }
    }

    /// The fluid spring at the core, if any.
    var fluidSpring: FluidSpringAnimation? {
        if case .fluidSpring(let f) = base { f } else { nil }
    }

    public static func == (l: Animation, r: Animation) -> Bool {
        l.base == r.base && l.modifiers == r.modifiers && l.isDefault == r.isDefault
    }

    public func hash(into h: inout Hasher) {
        h.combine(base)
        h.combine(modifiers)
        h.combine(isDefault)
    }
}
