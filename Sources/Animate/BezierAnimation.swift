// BezierAnimation.swift: a timing-curve animation (`.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, `.timingCurve`).
// Rule: OpenSwiftUI BezierAnimation.swift; Apple: Animation.easeInOut —
// developer.apple.com/documentation/swiftui/animation/easeinout ([OSUI] `BezierAnimation.animate`: finished (nil)
// unless 0 < elapsed ≤ duration is not exceeded; fraction = curve(clamp(elapsed / duration, 0, 1)); result = interval ×
// fraction; only the `UnitCurveAnimation` form reports a velocity to an interrupting spring); OpenSwiftUI
// BezierAnimation.swift and FluidSpringAnimation.swift. Status: complete.

/// A timing curve stretched over `duration` seconds.
struct BezierAnimation: Sendable, Hashable {
    var curve: UnitCurve
    /// Seconds; 0 or less finishes at once (the value jumps).
    var duration: Double
    /// Whether an interrupting spring takes this animation's velocity: true for SwiftUI's `UnitCurveAnimation`
    /// (`timingCurve(_: UnitCurve, duration:)`), false for `BezierAnimation` (OpenSwiftUI BezierAnimation.swift;
    /// Apple: Animation.easeInOut — developer.apple.com/documentation/swiftui/animation/easeinout; OpenSwiftUI
    /// AnimatorState.combine, DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge).
    var reportsVelocity = false

    /// The animated part of `value` at `time` seconds, or nil once finished (`time > duration`).
    func animate<V: VectorArithmetic>(value: V, time: Double) -> V? {
        guard duration > 0, duration >= time else { return nil }
        return value.scaled(by: curve.value(at: min(max(time / duration, 0), 1)))
    }

    /// d/dt of `animate`, per second; zero outside the curve's time span, nil where the curve is vertical.
    func velocity<V: VectorArithmetic>(value: V, time: Double) -> V? {
        guard duration > 0, time >= 0, time <= duration else { return .zero }
        let slope = curve.velocity(at: time / duration) / duration
        return slope.isFinite ? value.scaled(by: slope) : nil
    }

    /// The time after which `animate` returns nil: finished exactly when `time > finishTime`.
    var finishTime: Double { duration > 0 ? duration : -.infinity }
}
