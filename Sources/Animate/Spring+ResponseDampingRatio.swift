// Spring+ResponseDampingRatio.swift: `Spring(response:dampingRatio:)`.
// Rule: OpenSwiftUI Spring.swift and ByteDance DanceUI Spring.swift (ωd = ±2π √|1 − ζ²| / r, negative when ζ > 1; λ =
// 2π ζ / r; m = 1). Status: complete.

extension Spring {
    /// A unit-mass spring with undamped period `response` seconds and damping ratio `dampingRatio` (1 = critical).
    public init(response: Double, dampingRatio: Double) {
        let sign: Double = dampingRatio > 1 ? -1 : 1
        self.init(
            angularFrequency: sign * 2 * .pi * abs(1 - dampingRatio * dampingRatio).squareRoot() / response,
            decayConstant: 2 * .pi * dampingRatio / response, mass: 1)
    }
}
