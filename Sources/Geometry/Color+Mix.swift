// Color+Mix.swift: SwiftUI's `Color.mix(with:by:in:)` (iOS 18), a colour blended toward another.
// Rule: Apple: Color.mix(with:by:in:) — developer.apple.com/documentation/swiftui/color/mix(with:by:in:) ("the
// fraction of the other color to mix in", 0…1; `in` a Gradient.ColorSpace, `.perceptual` by default). The blend is a
// linear interpolation of the two colours' components in that space, as a gradient between them is
// (GradientColorSpace.swift: `.device` the premultiplied sRGB components, `.perceptual` OKLab's LMS cube roots); the
// fraction is clamped to 0…1. Status: complete.

extension Color {
    /// This colour with `fraction` of `other` mixed in, in `space`.
    public func mix(with other: Color, by fraction: Double, in space: GradientColorSpace = .perceptual) -> Color {
        let t = fraction.isFinite ? max(0, min(1, fraction)) : 0
        let v = space.convertOut(space.convertIn(self) * (1 - t) + space.convertIn(other) * t)
        let a = v[3]
        guard a > 0 else { return .clear }
        return Color(red: v[0] / a, green: v[1] / a, blue: v[2] / a, opacity: a)
    }
}
