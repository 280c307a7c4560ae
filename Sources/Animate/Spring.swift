// Spring.swift: SwiftUI's `Spring`, a damped harmonic oscillator described by its decay and damped frequency.
// Rule: OpenSwiftUI Spring.swift and ByteDance DanceUI Spring.swift (stored form: signed damped angular frequency ωd,
// decay constant λ, mass; getters) and Apple: Spring — developer.apple.com/documentation/swiftui/spring; OpenSwiftUI
// Spring.swift (conversions). Initialisers: Spring+ResponseDampingRatio, Spring+DurationBounce,
// Spring+MassStiffnessDamping, Spring+SettlingDuration; motion: Spring+Motion. Status: complete.

/// A spring: mass m on stiffness k with damping c, stored as ωd = √|k/m − λ²| (negative when overdamped), λ = c/2m.
///
/// Times are in seconds; ωd and λ in radians (resp. 1) per second; stiffness per s² and damping per s at mass 1.
public struct Spring: Sendable, Hashable, CustomStringConvertible {
    /// The damped angular frequency ωd, rad/s: positive underdamped, 0 critical, negative (−√(λ² − ω0²)) overdamped.
    public internal(set) var angularFrequency: Double
    /// The decay constant λ = ζ ω0 = c / 2m, per second.
    public internal(set) var decayConstant: Double
    /// The mass m (1 unless given).
    public internal(set) var mass: Double

    init(angularFrequency: Double, decayConstant: Double, mass: Double) {
        self.angularFrequency = angularFrequency
        self.decayConstant = decayConstant
        self.mass = mass
    }

    /// The period of the undamped oscillation, seconds: 2π / ω0 with ω0² = λ² + ωd·|ωd| (OpenSwiftUI Spring.swift and
    /// ByteDance DanceUI Spring.swift).
    public var response: Double {
        2 * .pi / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
    }

    /// SwiftUI's perceptual duration: the same number as `response` (Apple: Spring —
    /// developer.apple.com/documentation/swiftui/spring; OpenSwiftUI Spring.swift).
    public var duration: Double { response }

    /// ζ = λ / ω0: below 1 bounces, 1 is critical, above 1 overdamped.
    public var dampingRatio: Double { decayConstant * response / (2 * .pi) }

    /// 1 − ζ for ζ ≤ 1, 1/ζ − 1 above (Apple: Spring — developer.apple.com/documentation/swiftui/spring; OpenSwiftUI
    /// Spring.swift, [OSUI] `Spring.bounce`).
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// m (ωd² + λ²). For an overdamped spring this is not the physical k = m (λ² − ωd²): both reverse engineerings
    /// of SwiftUI compute it this way (the `stiffness` getter of OpenSwiftUI Spring.swift and ByteDance DanceUI
    /// Spring.swift; `Spring(duration: 0.5, bounce: −0.5)` gives 1105.40, not 157.91). Physics in this module never
    /// reads it.
    public var stiffness: Double { mass * (angularFrequency * angularFrequency + decayConstant * decayConstant) }

    /// c = 2 m λ.
    public var damping: Double { 2 * mass * decayConstant }

    public var description: String {
        "Spring(response: \(response), dampingRatio: \(dampingRatio), mass: \(mass))"
    }
}
