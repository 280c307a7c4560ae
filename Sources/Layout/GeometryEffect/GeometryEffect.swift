// GeometryEffect.swift: a render-only transform computed from the size of the view it wraps.
// Rule: swiftui.md §2.1 (matrix in the view's local coordinates: origin top-left, y down, points). Status: complete.

import Geometry

/// A transform modifier that never changes layout.
protocol GeometryEffect {
    /// The matrix in the wrapped view's local coordinates, for its (pixel-rounded) size.
    func effectValue(size: Size) -> AffineTransform
}
