// Spring+DurationBounce.swift: `Spring(duration:bounce:)` and the `.smooth`, `.snappy`, `.bouncy` springs.
// Rule: OpenSwiftUI Spring.swift and ByteDance DanceUI Spring.swift ([OSUI] clamped ζ: bounce ≤ −1 → ∞, < 0 → 1/(1 +
// bounce), 0 → 1, ≤ 1 → 1 − bounce, else 0) and Apple: Animation.spring(duration:bounce:blendDuration:) —
// developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:) (base bounces 0, 0.15,
// 0.3; default duration 0.5 s). Status: complete.

extension Spring {
    /// A unit-mass spring with perceptual `duration` (= response) seconds and `bounce` (0 none, up to 1 undamped,
    /// negative overdamped down to −1).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let zeta: Double
        switch bounce {
        case ...(-1): zeta = .infinity
        case ..<0: zeta = 1 / (bounce + 1)
        case 0: zeta = 1
        case ...1: zeta = 1 - bounce
        default: zeta = 0
        }
        self.init(response: duration, dampingRatio: zeta)
    }

    /// No bounce, 0.5 s.
    public static let smooth = Spring.smooth()
    /// Bounce 0.15, 0.5 s.
    public static let snappy = Spring.snappy()
    /// Bounce 0.3, 0.5 s.
    public static let bouncy = Spring.bouncy()

    /// A spring with base bounce 0 plus `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with base bounce 0.15 plus `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with base bounce 0.3 plus `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
