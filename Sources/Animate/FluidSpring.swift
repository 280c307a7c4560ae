// FluidSpring.swift: SwiftUI's `FluidSpringAnimation` (`.spring`, `.smooth`, `.snappy`, `.bouncy`,
// `.interactiveSpring`, `.default`): a unit-mass spring integrated numerically at a fixed 1/300 s step.
// Rule: OpenSwiftUI FluidSpringAnimation.swift ([OSUI] + [DISASM]; where they differ, [DISASM]): smoothstep response
// blending, k capped at 45000.nextDown, the half-kick/drift/half-kick step with damping on the half-step velocity, the
// state overshooting to the first step time ≥ t, and the finishing test (|v|², |F|² ≤ 0.0036 absolute and |X − x| ≤ 1 %
// of |X|). Status: complete, with two deliberate differences that make a frame a function of its time alone
// (docs/ARCHITECTURE.md "Deterministic"; issue #4 "30 and 60 fps renders sample one curve"):
//   1. The finishing test runs after every integration step instead of at each displayed frame, so the moment a
//      spring snaps to its target does not depend on the frame rate (SwiftUI snaps at the first frame at or after it).
//   2. A blended response is evaluated at each step's end time instead of at the frame time, and the long-gap guard
//      (`t − state.time > 1 ⇒ state.time = t − 1/60`, a suspended-app measure) is not applied.

/// A spring animation with `response` (seconds), `dampingFraction` (ζ) and a `blendDuration` (seconds) over which
/// a change of response from an interrupted spring is smoothed.
struct FluidSpringAnimation: Sendable, Hashable {
    var response: Double
    var dampingFraction: Double
    var blendDuration: Double

    /// The integration step: 1/300 s.
    static let step = 1.0 / 300
    /// Half a step, for the two half kicks: 1/600 s.
    static let halfStep = 1.0 / 600
    /// The stiffness cap ([DISASM] `45000.nextDown`); it binds for responses under 2π/√45000 ≈ 0.0296 s.
    static let maxStiffness = 45000.0.nextDown
    /// 0.06², the squared speed and force (absolute units) below which a spring may finish.
    static let restThresholdSquared = 0.0036
    /// The longest a spring is integrated: 10 minutes of steps; one not finished by then is deemed endless.
    static let maxSteps = 300 * 600

    /// The animated offset (from the start value) at `time` seconds, or nil once finished; `start` is the state a
    /// merge left (Animator.swift), nil for a spring starting at rest at 0.
    func animate<V: VectorArithmetic>(value: V, time: Double, from start: FluidSpringState<V>? = nil) -> V? {
        let (state, finished) = advance(start ?? FluidSpringState(), toward: value, until: time)
        return finished ? nil : state.offset
    }

    /// The integrator's velocity at `time` (units of `value` per second); zero once finished.
    func velocity<V: VectorArithmetic>(value: V, time: Double, from start: FluidSpringState<V>? = nil) -> V {
        let (state, finished) = advance(start ?? FluidSpringState(), toward: value, until: time)
        return finished ? .zero : state.velocity
    }

    /// The state at `time`: steps from `start` until its clock reaches `time` (accumulated in floating point, so at
    /// t = 0.1 thirty steps sum to 0.09999999999999999 and a 31st runs), stopping early once finished, and after
    /// `maxSteps` (a spring still moving after 10 minutes, e.g. undamped, is shown where it was then).
    func advance<V: VectorArithmetic>(_ start: FluidSpringState<V>, toward value: V, until time: Double)
        -> (state: FluidSpringState<V>, finished: Bool)
    {
        var state = start
        if isSettled(state, toward: value) { return (state, true) }
        var steps = 0
        while state.time < time && steps < FluidSpringAnimation.maxSteps {
            step(&state, toward: value)
            steps += 1
            if isSettled(state, toward: value) { return (state, true) }
        }
        return (state, false)
    }

    /// The time after which `animate` returns nil: the clock of the last unfinished state (−∞ if `start` is already
    /// finished, ∞ if it does not finish within `maxSteps`).
    func finishTime<V: VectorArithmetic>(value: V, from start: FluidSpringState<V>? = nil) -> Double {
        var state = start ?? FluidSpringState()
        if isSettled(state, toward: value) { return -.infinity }
        for _ in 0..<FluidSpringAnimation.maxSteps {
            let before = state.time
            step(&state, toward: value)
            if isSettled(state, toward: value) { return before }
        }
        return .infinity
    }

    /// The response in effect at `time`: blended from the interrupted spring's by a smoothstep over
    /// `blendDuration` (OpenSwiftUI FluidSpringAnimation.animate).
    func response<V>(at time: Double, in state: FluidSpringState<V>) -> Double {
        guard blendDuration > 0, state.blendInterval != 0 else { return response }
        let p = min(max((time - state.blendStart) / blendDuration, 0), 1)
        return response + state.blendInterval * (1 - p * p * (3 - 2 * p))
    }

    /// One 1/300 s step (OpenSwiftUI FluidSpringAnimation.animate), in SwiftUI's order of operations:
    /// 1. half kick `vh = F/600 + v`; 2. drift `x += vh/300`; 3. `F = −c vh + k (X − x)`;
    /// 4. half kick `v = F/600 + vh`.
    func step<V: VectorArithmetic>(_ s: inout FluidSpringState<V>, toward value: V) {
        let r = response(at: s.time + FluidSpringAnimation.step, in: s)
        let k = min(springStiffness(response: r), FluidSpringAnimation.maxStiffness)
        let c = springDamping(fraction: dampingFraction, stiffness: k)
        let halfVelocity = s.force.scaled(by: FluidSpringAnimation.halfStep) + s.velocity
        s.offset += halfVelocity.scaled(by: FluidSpringAnimation.step)
        s.force = halfVelocity.scaled(by: -c) + (value - s.offset).scaled(by: k)
        s.velocity = s.force.scaled(by: FluidSpringAnimation.halfStep) + halfVelocity
        s.time += FluidSpringAnimation.step
    }

    /// The finishing test (OpenSwiftUI FluidSpringAnimation.animate): speed and force at most 0.06 (absolute), and the
    /// remaining distance at most 1 % of the interval (or the interval is zero).
    func isSettled<V: VectorArithmetic>(_ s: FluidSpringState<V>, toward value: V) -> Bool {
        guard max(s.velocity.magnitudeSquared, s.force.magnitudeSquared) <= FluidSpringAnimation.restThresholdSquared
        else { return false }
        let tolerance = value.scaled(by: 0.01).magnitudeSquared
        return tolerance == 0 || (value - s.offset).magnitudeSquared <= tolerance
    }
}

/// The integrator's state for one animated vector: offset from the start value, velocity and force (units, units/s,
/// units/s²), its clock (seconds since the animation began), and the response blend an interruption set up.
struct FluidSpringState<V: VectorArithmetic>: Sendable {
    var offset: V = .zero
    var velocity: V = .zero
    var force: V = .zero
    var time = 0.0
    var startTime = 0.0
    var blendStart = 0.0
    var blendInterval = 0.0
}
