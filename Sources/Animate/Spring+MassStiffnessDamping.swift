// Spring+MassStiffnessDamping.swift: `Spring(mass:stiffness:damping:allowOverDamping:)`.
// Rule: OpenSwiftUI Spring.swift and ByteDance DanceUI Spring.swift (ω0 = √(k/m), λ = c/2m; overdamped springs are
// clamped to critical damping with decay ω0 unless `allowOverDamping`; otherwise ωd = ±√|k/m − λ²|, negative when
// overdamped). Status: complete.

extension Spring {
    /// A spring of `mass`, `stiffness` k (mass·per s²) and `damping` c (mass·per s).
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let omega0 = (stiffness / mass).squareRoot()
        let lambda = damping / (2 * mass)
        if lambda > omega0 && !allowOverDamping {
            self.init(angularFrequency: 0, decayConstant: omega0, mass: mass)
        } else {
            let magnitude = abs(stiffness / mass - lambda * lambda).squareRoot()
            self.init(angularFrequency: lambda > omega0 ? -magnitude : magnitude, decayConstant: lambda, mass: mass)
        }
    }
}
