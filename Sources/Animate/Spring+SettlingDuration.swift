// Spring+SettlingDuration.swift: how long a `Spring` takes to settle, and the spring that settles in a given time.
// Rule: Apple: Spring.settlingDuration — developer.apple.com/documentation/swiftui/spring/settlingduration; OpenSwiftUI
// Spring+VectorArithmetic.swift (underdamped envelope −ln(ε / (|Xλ − v0| + |X|)) / λ, note: no division by ωd; critical
// and overdamped: the 0.1 s scan) and OpenSwiftUI Spring.swift `init(settlingDuration:dampingRatio:epsilon:)`; Framer
// Motion spring.ts `findSpring` (the inverse: the envelope equation ε = ζ/√(1 − ζ²) · e^{−ζ ω0 T}, or e^{−ω0 T}(1 + ω0
// T) = ε at ζ = 1, with ζ clamped to [ulp, 1] and T to [0.01, 10] s). Status: complete. The inverse solves its equation
// exactly (closed form for ζ < 1, bisection at ζ = 1) rather than with SwiftUI's 12-step Newton, whose details the two
// reverse engineerings disagree on (OpenSwiftUI Spring.swift and ByteDance DanceUI Spring.swift).

import Foundation

extension Spring {
    /// Seconds until a 0 → 1 step stays within 0.001 of 1 (target 1, initial velocity 0, ε 0.001; [APPLE]).
    public var settlingDuration: Double { settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001) }

    /// Seconds until the motion towards `target` from rest at 0 with `initialVelocity` stays within `epsilon`
    /// (units of `target`) of it. ∞ without decay; a multiple of 0.1 s for critical and overdamped springs.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double)
        -> Double
    {
        if decayConstant == 0 { return .infinity }
        if angularFrequency <= 0 {
            return Spring.scanSettling(epsilon: epsilon, exhausted: .zero) { t in
                (value(target: target, initialVelocity: initialVelocity, time: t) - target).magnitude
            }
        }
        let amplitude = (target.scaled(by: decayConstant) - initialVelocity).magnitude + target.magnitude
        return max(0, -log(epsilon / amplitude) / decayConstant)
    }

    /// A unit-mass spring that settles in `settlingDuration` seconds with damping ratio `dampingRatio` (clamped to
    /// at most 1): ω0 solves the envelope equation, then λ = ζ ω0 and ωd = ω0 √(1 − ζ²).
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = min(max(dampingRatio, .ulpOfOne), 1)
        let duration = min(max(settlingDuration, 0.01), 10)
        var omega0: Double
        if zeta < 1 {
            // ε = A e^{−ζ ω0 T} with A = ζ / √(1 − ζ²)  ⇒  ω0 = ln(A / ε) / (ζ T).
            let amplitude = zeta / (1 - zeta * zeta).squareRoot()
            omega0 = log(amplitude / epsilon) / (zeta * duration)
            // Below ζ ≈ ε the envelope starts under ε and the equation has no positive root: fall back to one
            // undamped period per settling duration.
            if !(omega0 > 0) { omega0 = 2 * .pi / duration }
        } else {
            // (1 + u) e^{−u} = ε, decreasing for u > 0: bisect u = ω0 T.
            var (lo, hi) = (0.0, 800.0)
            for _ in 0..<200 {
                let mid = (lo + hi) / 2
                if (1 + mid) * exp(-mid) > epsilon { lo = mid } else { hi = mid }
            }
            omega0 = (lo + hi) / 2 / duration
        }
        self.init(
            angularFrequency: omega0 * (1 - zeta * zeta).squareRoot(), decayConstant: zeta * omega0, mass: 1)
    }

    /// The 0.1 s scan of Apple: Spring.settlingDuration —
    /// developer.apple.com/documentation/swiftui/spring/settlingduration; OpenSwiftUI Spring+VectorArithmetic.swift:
    /// sample t = 0, 0.1, 0.2 … (accumulated, 1024 samples); remember the best (smallest) distance and its time while
    /// above ε; once below ε, forget it if the distance rises to ε again, and return the remembered time once it has
    /// held for more than 1 s. A non-finite distance answers 0. When the samples run out, `Spring` answers 0
    /// ([OSUI]/[DANCE] `settlingDuration`) and the interpolating spring the remembered time ([OSUI]
    /// `SpringModel.duration`).
    static func scanSettling(epsilon: Double, exhausted: ScanFallback, distance: (Double) -> Double) -> Double {
        var (bestTime, bestDistance, time) = (-1.0, Double.infinity, 0.0)
        for _ in 0..<1024 {
            let d = distance(time)
            if !d.isFinite { return 0 }
            if bestDistance >= epsilon {
                if d < bestDistance { (bestTime, bestDistance) = (time, d) }
            } else if d >= epsilon {
                bestDistance = .infinity
            } else if time - bestTime > 1 {
                return bestTime
            }
            time += 0.1
        }
        return exhausted == .zero ? 0 : bestTime
    }

    enum ScanFallback { case zero, bestTime }
}
