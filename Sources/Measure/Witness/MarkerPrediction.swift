// MarkerPrediction.swift: what the answer key says about one marker: its closed-form placement, or why it has none.
// Status: complete.

import Geometry
import Scene

/// One leaf shape of a frame, as the answer key sees it.
public struct MarkerPrediction: Sendable {
    /// The full-coverage colour the marker paints (fill with opacity, composited on the background later).
    public var color: Color
    public var shape: ShapeKind
    /// Where the shape was written.
    public var range: SourceRange
    /// The marker's chain as written, first modifier first (`.offset(x: 160) .rotationEffect(30°)`).
    public var chain: String = ""
    /// The prediction, or nil with `reason` when the placement does not follow from the marker's own chain.
    public var predicted: Predicted?
    public var reason: String?
}

/// Closed-form placements of a marker: matrices taking the marker's own centred coordinates (points) to canvas points.
public struct Predicted: Sendable {
    /// The marker's layout size, points.
    public var size: Size
    /// Pure algebra: one matrix per modifier, composed first-written-first (seed 000).
    public var matrix: AffineTransform
    /// The same with every offset rounded to the render scale's pixel grid, ties up (seed 000 "offset snaps").
    public var snapped: AffineTransform
    /// The control: the marker's chain written in reverse order (nil when reversing changes nothing).
    public var reversed: AffineTransform?

    /// Predicted moments in device pixels at render `scale`, from `matrix`, `snapped` or `reversed`.
    public func moments(_ t: AffineTransform, shape: ShapeKind, scale: Double) -> Moments? {
        let (w, h) = (size.width, size.height)
        let area0: Double
        let sx: Double
        let sy: Double
        switch shape {
        case .rectangle:
            (area0, sx, sy) = (w * h, w * w / 12, h * h / 12)
        case .ellipse:
            (area0, sx, sy) = (Double.pi * w * h / 4, w * w / 16, h * h / 16)
        case .circle:
            let d = min(w, h)
            (area0, sx, sy) = (Double.pi * d * d / 4, d * d / 16, d * d / 16)
        case .roundedRectangle, .capsule, .unevenRoundedRectangle, .path, .custom:
            return nil
        }
        let toPixels = t.concatenating(AffineTransform(scaleX: scale, y: scale))
        return Moments(area0: area0, sx: sx, sy: sy, transform: toPixels)
    }
}
