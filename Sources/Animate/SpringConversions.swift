// SpringConversions.swift: the helpers SwiftUI inlines into every client to turn spring parameters into physics.
// Rule: OpenSwiftUI FluidSpringAnimation.swift, SwiftUI's inlined springStiffness, springDamping and
// springDampingFraction ([IFACE]: `springStiffness`, `springDamping`, `springDampingFraction`, three identical copies)
// and Apple: Spring — developer.apple.com/documentation/swiftui/spring; OpenSwiftUI Spring.swift (closed formulas).
// Status: complete.

import Foundation

/// Stiffness k (per s², mass 1) of a spring with period `response` seconds: (2π / response)², ∞ for response ≤ 0.
public func springStiffness(response: Double) -> Double {
    guard response > 0 else { return .infinity }
    let f = 2 * Double.pi / response
    return f * f
}

/// Damping c (per s, mass 1) giving damping ratio `fraction` at `stiffness`: 2 √k · fraction.
public func springDamping(fraction: Double, stiffness: Double) -> Double {
    2 * stiffness.squareRoot() * fraction
}

/// The damping ratio ζ SwiftUI's `bounce` means: 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) below 0 (overdamped).
/// This is the inlined form `.spring(duration:bounce:)` uses; `Spring(duration:bounce:)` clamps
/// (Spring+DurationBounce.swift).
public func springDampingFraction(bounce: Double) -> Double {
    bounce < 0 ? 1 / (bounce + 1) : 1 - bounce
}
