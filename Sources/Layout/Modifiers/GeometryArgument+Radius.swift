// GeometryArgument+Radius.swift: the caps on blur and shadow radii (SceneLimits).
// Rule: docs/ARCHITECTURE.md "Limits are counters" (issue #22: `blur(radius: 1e6)` aborted allocating its layer).
// A written radius above SceneLimits.maximumBlurRadius is a located error; the σ in device pixels, after every scale
// effect around it, is held to SceneLimits.maximumBlurSigmaPixels. Status: complete for issue #22.

import Scene

extension GeometryArgument {
    /// A blur or shadow radius in points: finite and at most `SceneLimits.maximumBlurRadius`.
    static func radius(_ value: Double, _ what: String, at range: SourceRange) throws(RuntimeFailure) -> Double {
        let r = try finite(value, what, at: range)
        guard r <= SceneLimits.maximumBlurRadius else {
            throw RuntimeFailure(
                "\(what) is \(r); the limit is \(SceneLimits.maximumBlurRadius) points", at: range,
                hint: "a radius that large blurs the whole canvas to one colour: use a smaller one")
        }
        return r
    }

    /// A σ in device pixels, held within 0…`SceneLimits.maximumBlurSigmaPixels` (NaN becomes 0).
    static func devicePixelSigma(_ sigma: Double) -> Double {
        guard sigma > 0 else { return 0 }
        return min(sigma, SceneLimits.maximumBlurSigmaPixels)
    }
}
