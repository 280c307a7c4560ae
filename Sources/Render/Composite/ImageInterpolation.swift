// ImageInterpolation.swift: how an image's texels are resampled when it is drawn at another size or angle.
// Rule: Apple: Image.Interpolation (developer.apple.com/documentation/swiftui/image/interpolation) — `.none` draws
// the nearest texel (pixel art stays crisp), `.low`/`.medium` blend neighbours, `.high` is the best quality; anim's
// `.high` averages k×k blocks before blending when the image shrinks by k ≥ 2 (ImageBlit.swift).

/// SwiftUI's `Image.Interpolation`.
public enum ImageInterpolation: String, Sendable, CaseIterable {
    /// The nearest texel: each device pixel takes the texel its centre falls in.
    case none
    /// Bilinear blend of the four nearest texels.
    case low
    /// Bilinear, as `.low`.
    case medium
    /// Bilinear after a box prefilter when shrinking 2× or more (area averaging).
    case high
}
