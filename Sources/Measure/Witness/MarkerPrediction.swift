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
    /// Where a filled shape without closed-form moments (a rounded rectangle, a capsule: a panel behind markers)
    /// sits: not measured itself, but the local background of markers drawn over it, and what covers markers drawn
    /// under it.
    public var placed: Predicted?
}

/// One transform of a marker's chain with its parameters (canvas points, degrees).
public enum ChainStep: Sendable, Hashable {
    /// `offset` as written; `snapped` is its amount on the render scale's pixel grid (seed 000).
    case offset(x: Double, y: Double, snappedX: Double, snappedY: Double)
    case rotation(degrees: Double, about: Point)
    case scale(x: Double, y: Double, about: Point)

    /// The step's parameters, in a fixed order, for animating them as one vector.
    var parameters: [Double] {
        switch self {
        case .offset(let x, let y, let sx, let sy): [x, y, sx, sy]
        case .rotation(let d, _): [d]
        case .scale(let x, let y, _): [x, y]
        }
    }

    /// The same kind of step with `values` (as `parameters` orders them) and its anchor moved by `shift`.
    func with(_ values: ArraySlice<Double>, shift: Point) -> ChainStep {
        let v = Array(values)
        switch self {
        case .offset: return .offset(x: v[0], y: v[1], snappedX: v[2], snappedY: v[3])
        case .rotation(_, let a): return .rotation(degrees: v[0], about: Point(x: a.x + shift.x, y: a.y + shift.y))
        case .scale(_, _, let a): return .scale(x: v[0], y: v[1], about: Point(x: a.x + shift.x, y: a.y + shift.y))
        }
    }

    /// Whether two steps are the same modifier (their parameters may differ).
    func sameKind(_ other: ChainStep) -> Bool {
        switch (self, other) {
        case (.offset, .offset), (.rotation, .rotation), (.scale, .scale): true
        default: false
        }
    }

    /// The marker's matrix: its layout centre, then each step first written first; `snapped` uses snapped offsets.
    static func compose(centre: Point, _ steps: [ChainStep], snapped: Bool) -> AffineTransform {
        var m = AffineTransform(translationX: centre.x, y: centre.y)
        for step in steps {
            switch step {
            case .offset(let x, let y, let sx, let sy):
                m = m.concatenating(AffineTransform(translationX: snapped ? sx : x, y: snapped ? sy : y))
            case .rotation(let d, let a):
                m = m.concatenating(.about(a, AffineTransform(rotation: .degrees(d))))
            case .scale(let x, let y, let a):
                m = m.concatenating(.about(a, AffineTransform(scaleX: x, y: y)))
            }
        }
        return m
    }
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
    /// The layout centre (canvas points) and the chain's transforms with their parameters, first written first:
    /// what animates between state snapshots (each modifier's animatable value, as SwiftUI's GeometryEffects do).
    public var centre: Point = .zero
    public var steps: [ChainStep] = []

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
