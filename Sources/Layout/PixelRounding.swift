// PixelRounding.swift: how leaf frames (and the positions offsets feed into them) snap to the device pixel grid.
// Rule: OpenSwiftUI Round+Extension.swift and AnimatableAttribute.swift (`roundCoordinatesToNearestOrUp`: edges snapped
// independently, nearest, ties up); seed 000 (offset rounded to multiples of 1/scale, ties up, before later modifiers
// see it). Status: complete.

import Geometry

/// The device pixel grid of a render scale, in points: `pixelLength = 1 / scale`.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point.
    public let scale: Double

    public init(scale: Double) {
        precondition(scale > 0 && scale.isFinite, "render scale must be positive")
        self.scale = scale
    }

    public var pixelLength: Double { 1 / scale }

    /// `v` rounded to the nearest multiple of the pixel length, exact ties going up (towards +∞).
    ///
    /// Worked against seed 000's table: at scale 1, 0.5 → 1 and −0.5 → 0; at scale 2, 0.25 → 0.5;
    /// at scale 3, 0.2 → 1/3 and −0.5 → −1/3.
    public func round(_ v: Double) -> Double {
        // Work in pixels, where the grid is the integers, and snap values within 1e-9 px of a tie onto it, so that
        // 0.1-style decimals that are ties on paper (340.5 · 3) are ties here too.
        let pixels = v * scale
        let nearestHalf = (pixels * 2).rounded() / 2
        let p = abs(pixels - nearestHalf) < 1e-9 ? nearestHalf : pixels
        return (p + 0.5).rounded(.down) / scale
    }

    /// A frame snapped as a leaf's render frame is: both edges snapped independently, so views sharing an edge stay
    /// seamless; the size is then the distance between the snapped edges (already a whole number of pixels).
    public func round(_ rect: Rect) -> Rect {
        let r = rect.standardized
        let x0 = round(r.minX)
        let y0 = round(r.minY)
        let x1 = round(r.maxX)
        let y1 = round(r.maxY)
        // The difference of two grid values is a whole number of pixels up to floating-point error; say so exactly.
        return Rect(
            x: x0, y: y0, width: ((x1 - x0) * scale).rounded() / scale, height: ((y1 - y0) * scale).rounded() / scale)
    }
}
