// SpringAnimation.swift: SwiftUI's `SpringAnimation` (`.interpolatingSpring`), a spring in closed form whose
// fraction scales the animated interval.
// Rule: OpenSwiftUI SpringAnimation.swift, WebKit SpringSolver.h ([OSUI] `SpringModel`, [DISASM]; the structure of
// [WEBKIT] `SpringSolver.h`): ω0 = √(k/m), ζ = c / 2√(mk); ζ < 1: fraction = 1 − e^{−ζω0 t}(cos ωd t + B sin ωd t), B =
// (ζω0 − v0)/ωd; ζ ≥ 1: fraction = 1 − (1 + (ω0 − v0) t) e^{−ω0 t} (overdamped is treated as critical at ω0, as SwiftUI
// and WebKit do). Finished (nil) when t ≥ duration(ε = 0.001) of Apple: CASpringAnimation.settlingDuration —
// developer.apple.com/documentation/quartzcore/caspringanimation/1412524-settlingduration ([DISASM]: envelope / (ζω0),
// not [OSUI]'s `/(ζ/ω0)` with a 1 s floor). Status: complete.

import Foundation

/// An interpolating spring: mass, stiffness (per s² × mass), damping (per s × mass) and an initial velocity in
/// fractions of the interval per second.
struct SpringAnimation: Sendable, Hashable {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var initialVelocity: Double

    var omega0: Double { (stiffness / mass).squareRoot() }
    var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// The fraction of the interval covered after `time` seconds and its derivative per second.
    func fraction(at time: Double) -> (value: Double, velocity: Double) {
        let (w0, zeta, v0) = (omega0, dampingRatio, initialVelocity)
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            let decay = exp(-zeta * w0 * time)
            let (s, c) = (sin(wd * time), cos(wd * time))
            let value = 1 - decay * (c + b * s)
            // d/dt: e^{−ζω0t} [ζω0 (cos + B sin) + ωd (sin − B cos)].
            let velocity = decay * (zeta * w0 * (c + b * s) + wd * (s - b * c))
            return (value, velocity)
        }
        let decay = exp(-w0 * time)
        let a = w0 - v0
        // d/dt of 1 − (1 + a t) e^{−ω0 t}: (v0 + ω0 a t) e^{−ω0 t}.
        return (1 - (1 + a * time) * decay, (v0 + w0 * a * time) * decay)
    }

    /// Seconds until the fraction stays within `epsilon` (clamped to ≥ 1e-6) of 1
    /// (Apple: CASpringAnimation.settlingDuration —
    /// developer.apple.com/documentation/quartzcore/caspringanimation/1412524-settlingduration): ∞ undamped; max(0,
    /// −ln(ε / (1 + |B|)) / (ζω0)) underdamped; the 0.1 s scan of Apple: Spring.settlingDuration —
    /// developer.apple.com/documentation/swiftui/spring/settlingduration; OpenSwiftUI Spring+VectorArithmetic.swift
    /// otherwise.
    func duration(epsilon: Double = 0.001) -> Double {
        let epsilon = max(1e-6, epsilon)
        let (w0, zeta) = (omega0, dampingRatio)
        if zeta == 0 { return .infinity }
        if zeta < 1 {
            let b = (zeta * w0 - initialVelocity) / (w0 * (1 - zeta * zeta).squareRoot())
            return max(0, -log(epsilon / (1 + abs(b))) / (zeta * w0))
        }
        return Spring.scanSettling(epsilon: epsilon, exhausted: .bestTime) { abs(1 - fraction(at: $0).value) }
    }

    /// The animated part of `value` at `time` seconds, or nil once `time ≥ duration` or the fraction is not finite.
    func animate<V: VectorArithmetic>(value: V, time: Double) -> V? {
        guard duration() > time else { return nil }
        let f = fraction(at: time).value
        return f.isFinite ? value.scaled(by: f) : nil
    }

    /// d/dt of `animate`, per second; zero once finished.
    func velocity<V: VectorArithmetic>(value: V, time: Double) -> V? {
        guard duration() > time else { return .zero }
        let v = fraction(at: time).velocity
        return v.isFinite ? value.scaled(by: v) : nil
    }
}
