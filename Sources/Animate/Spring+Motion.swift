// Spring+Motion.swift: the closed-form motion of a `Spring` stepping from 0 to a target.
// Rule: OpenSwiftUI Spring.swift, WebKit SpringSolver.h (x(0) = 0, x'(0) = v0, m x'' = k (X − x) − c x'; the under-,
// critically- and overdamped solutions) and its `update`/`force` helpers ([OSUI]/[DANCE] `Spring+VectorArithmetic`).
// Status: complete.

import Foundation

extension Spring {
    /// Position after `time` seconds of a spring released at 0 with `initialVelocity` (units of `target` per
    /// second, absolute) pulling towards `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let c = coefficients(at: time)
        return target.scaled(by: c.a) + initialVelocity.scaled(by: c.b)
    }

    /// d/dt of `value(target:initialVelocity:time:)`, units of `target` per second.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let c = coefficients(at: time)
        return target.scaled(by: c.da) + initialVelocity.scaled(by: c.db)
    }

    /// `value(target:initialVelocity:time:)` for numbers.
    public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        let c = coefficients(at: time)
        return target * c.a + initialVelocity * c.b
    }

    /// `velocity(target:initialVelocity:time:)` for numbers.
    public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        let c = coefficients(at: time)
        return target * c.da + initialVelocity * c.db
    }

    /// Moves `value` and `velocity` on by `deltaTime` seconds towards `target` (OpenSwiftUI Spring.swift, WebKit
    /// SpringSolver.h: evaluate the step from the current state with target − value, then add).
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        let delta = target - value
        let c = coefficients(at: deltaTime)
        let moved = delta.scaled(by: c.a) + velocity.scaled(by: c.b)
        velocity = delta.scaled(by: c.da) + velocity.scaled(by: c.db)
        value += moved
    }

    /// The force on the mass, units per s² × mass: (target − position) · m(ωd² + λ²) − velocity · 2λm
    /// (OpenSwiftUI Spring.swift, WebKit SpringSolver.h; uses the same stiffness form as the `stiffness` getter).
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// x(t) = X·a(t) + v0·b(t) and x'(t) = X·a'(t) + v0·b'(t): the closed forms of OpenSwiftUI Spring.swift, WebKit
    /// SpringSolver.h split by what they multiply, so one evaluation serves any vector.
    ///
    /// 1. Underdamped (ωd > 0): a = 1 − e^{−λt}(cos ωd t + λ sin ωd t / ωd), b = e^{−λt} sin ωd t / ωd.
    /// 2. Critical (ωd = 0): a = 1 − (1 + λt) e^{−λt}, b = t e^{−λt}.
    /// 3. Overdamped (ωd = −s, r± = −λ ± s): a = 1 − ((λ + s) e^{r₊t} − (λ − s) e^{r₋t}) / 2s,
    ///    b = (e^{r₊t} − e^{r₋t}) / 2s.
    func coefficients(at t: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        let lambda = decayConstant
        let omega = angularFrequency
        if omega > 0 {
            let decay = exp(-lambda * t)
            let (s, c) = (sin(omega * t), cos(omega * t))
            return (
                1 - decay * (c + lambda * s / omega), decay * s / omega,
                decay * s * (lambda * lambda + omega * omega) / omega, decay * (c - lambda * s / omega)
            )
        } else if omega < 0 {
            let s = -omega
            let (rPlus, rMinus) = (-lambda + s, -lambda - s)
            let (ePlus, eMinus) = (exp(rPlus * t), exp(rMinus * t))
            return (
                1 - ((lambda + s) * ePlus - (lambda - s) * eMinus) / (2 * s), (ePlus - eMinus) / (2 * s),
                (lambda * lambda - s * s) * (ePlus - eMinus) / (2 * s), (rPlus * ePlus - rMinus * eMinus) / (2 * s)
            )
        } else {
            let decay = exp(-lambda * t)
            return (1 - (1 + lambda * t) * decay, t * decay, lambda * lambda * t * decay, (1 - lambda * t) * decay)
        }
    }
}
