// ShapeDrawing.swift: how a shape leaf turns its outline into what it paints: `inset(by:)`, `trim(from:to:)`,
// `stroke`/`strokeBorder` and the fill rule, in SwiftUI's order (inset the rect, build the path, trim, stroke).
// Rule: Apple: Shape — developer.apple.com/documentation/swiftui/shape (InsettableShape.inset(by:),
// Shape.trim(from:to:), Shape.stroke(_:style:antialiased:), InsettableShape.strokeBorder(_:style:antialiased:) —
// "a view that is the result of insetting self by style.lineWidth / 2, stroking the resulting shape with style");
// FillStyle(eoFill:) — developer.apple.com/documentation/swiftui/fillstyle. Status: complete for fill, trim,
// stroke and strokeBorder; the stroke is built in the shape's own space and then transformed, so a scale or rotation
// acts on the line width as SwiftUI's does.

import Geometry
import Scene

/// The shape-only modifiers that reached a shape leaf.
public struct ShapeDrawing: Hashable, Sendable {
    /// `trim(from:to:)`, fractions of the path's length.
    public var trimFrom = 0.0
    public var trimTo = 1.0
    /// `stroke`/`strokeBorder`'s style; nil for a fill.
    public var stroke: StrokeStyle?
    /// `strokeBorder`: the rect is inset by half the line width before the path is built.
    public var strokeBorder = false
    /// `inset(by:)`, points, summed over nested insets.
    public var inset = 0.0
    /// `size(width:height:)`: the path is made in a rect of this size at the frame's origin (ShapeSize.swift).
    public var size: Size?
    /// `FillStyle(eoFill: true)`.
    public var evenOdd = false
    /// `rotation(_:anchor:)`, `scale(_:anchor:)` and `offset(x:y:)` on the shape, innermost first
    /// (ShapeTransform.swift).
    public var steps: [Step] = []
    /// `union(_:eoFill:)` and the other set operations, innermost first (ShapeSetOperation.swift).
    public var setOperations: [SetOperation] = []
    /// What was written on the shape after its stroke, innermost first: `Shape.stroke` returns a new Shape (the
    /// stroked outline), so `Ellipse().stroke().stroke(style: dashed)` dashes both edges of the 1 pt band and
    /// `.stroke().trim(to: 0.5)` trims the band's outline (ShapeStroke.swift). Each stage acts on the path the
    /// stages before it made, with its own transform steps, trim and stroke.
    public var stages: [ShapeDrawing] = []

    /// A transform of the outline about a unit point of its rect.
    public enum Step: Hashable, Sendable {
        case rotation(Angle, anchor: UnitPoint)
        case scale(x: Double, y: Double, anchor: UnitPoint)
        /// `Shape.offset(x:y:)`: the outline moved by (x, y) points inside its frame.
        case offset(x: Double, y: Double)

        func transform(in rect: Rect) -> AffineTransform {
            switch self {
            case .rotation(let angle, let anchor):
                AffineTransform.about(
                    Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height),
                    AffineTransform(rotation: angle))
            case .scale(let x, let y, let anchor):
                AffineTransform.about(
                    Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height),
                    AffineTransform(scaleX: x, y: y))
            case .offset(let x, let y):
                AffineTransform(translationX: x, y: y)
            }
        }

        /// The step's animatable numbers (OpenSwiftUI: RotatedShape, ScaledShape and OffsetShape animate their
        /// angle, scale and offset; the anchor does not animate here).
        var animatableData: [Double] {
            switch self {
            case .rotation(let angle, _): [angle.radians]
            case .scale(let x, let y, _): [x, y]
            case .offset(let x, let y): [x, y]
            }
        }

        /// The step with `data` (as `animatableData` lays it out).
        func with(_ data: ArraySlice<Double>) -> Step {
            let d = Array(data)
            switch self {
            case .rotation(_, let anchor): return .rotation(.radians(d[0]), anchor: anchor)
            case .scale(_, _, let anchor): return .scale(x: d[0], y: d[1], anchor: anchor)
            case .offset: return .offset(x: d[0], y: d[1])
            }
        }
    }

    public init() {}

    /// Whether the leaf paints its outline as is.
    var isPlainFill: Bool {
        trimFrom <= 0 && trimTo >= 1 && stroke == nil && inset == 0 && steps.isEmpty && size == nil
            && setOperations.isEmpty && stages.isEmpty
    }

    /// Whether a stroke written inside this drawing must stroke the shape first and leave this drawing to act on the
    /// stroked outline: this drawing trims, strokes or combines. Transform steps alone commute with a stroke (a
    /// rotation or offset moves the line rigidly), so they stay merged and keep animating as the shape's own.
    var actsOnStrokedOutline: Bool {
        stroke != nil || trimFrom > 0 || trimTo < 1 || !setOperations.isEmpty || !stages.isEmpty
    }

    /// Whether the painted outline is filled with the even-odd rule: the last stage's `FillStyle(eoFill: true)`, when
    /// that stage does not stroke (a stroke's outline is always filled non-zero).
    var fillsEvenOdd: Bool {
        // Read in place: `stages.last ?? self` copied the whole drawing (its arrays retained and released) for every
        // leaf's display item, about 300 instructions (issue #21, `bench/profile-scene`).
        guard let last = stages.last else { return evenOdd && stroke == nil }
        return last.evenOdd && last.stroke == nil
    }

    /// Adds a `stroke`/`strokeBorder` written inside what this drawing holds (modifiers are read outermost first).
    /// A stroke below a trim, a stroke or a set operation makes the outline they act on: it starts a new drawing
    /// whose stages are this one, outermost last. `strokeBorder` returns a View, not a Shape, so nothing shape-like
    /// follows it and it is always merged.
    mutating func addStroke(_ style: StrokeStyle, border: Bool) {
        if border || !actsOnStrokedOutline {
            stroke = style
            strokeBorder = border
            return
        }
        var outer = self
        let later = outer.stages
        outer.stages = []
        var inner = ShapeDrawing()
        inner.stroke = style
        inner.stages = [outer] + later
        self = inner
    }

    /// The painted outline of `kind` in `frame`, mapped through `transform` to device pixels (non-zero rule unless
    /// `evenOdd`). Curves of the stroke are flattened within `Stroker.defaultTolerance` device pixels.
    func path(of kind: ShapeKind, in frame: Rect, transform: AffineTransform) -> Path {
        if isPlainFill { return kind.placedPath(in: frame).applying(transform) }
        let scale = transform.maximumLengthScale
        let tolerance = Stroker.defaultTolerance / (scale > 0 && scale.isFinite ? scale : 1)
        var path = outline(of: kind, in: frame, tolerance: tolerance)
        if trimFrom > 0 || trimTo < 1 { path = path.trimmedPath(from: trimFrom, to: trimTo) }
        if let stroke { path = path.strokedPath(stroke, tolerance: tolerance) }
        for stage in stages { path = stage.restroking(path, in: frame, tolerance: tolerance) }
        return path.applying(transform)
    }

    /// `path` (the outline of the stages inside this one) moved by this stage's steps, cut by its set operations,
    /// trimmed and stroked. Inset, size and strokeBorder belong to InsettableShape, which a stroked shape is not.
    private func restroking(_ path: Path, in frame: Rect, tolerance: Double) -> Path {
        var path = path
        for i in 0...steps.count {
            for operation in setOperations where steps.count - operation.outerSteps == i {
                path = operation.apply(to: path, in: frame, tolerance: tolerance)
            }
            if i < steps.count { path = path.applying(steps[i].transform(in: frame)) }
        }
        if trimFrom > 0 || trimTo < 1 { path = path.trimmedPath(from: trimFrom, to: trimTo) }
        if let stroke { path = path.strokedPath(stroke, tolerance: tolerance) }
        return path
    }

    /// The outline before trim and stroke: `kind` in `frame` (sized and inset), moved by the steps, with the set
    /// operations applied where they were written among them (an operand's outline is made in the sized frame, not
    /// inset: ShapeSetOperation.swift). Curves met by a set operation are flattened within `tolerance`.
    func outline(of kind: ShapeKind, in frame: Rect, tolerance: Double) -> Path {
        var rect = frame
        if let size { rect.size = size }
        let shared = rect
        var amount = inset
        if strokeBorder, let stroke { amount += stroke.lineWidth / 2 }
        if amount != 0 { rect = rect.insetBy(dx: amount, dy: amount) }
        var path = kind.placedPath(in: rect)
        for i in 0...steps.count {
            for operation in setOperations where steps.count - operation.outerSteps == i {
                path = operation.apply(to: path, in: shared, tolerance: tolerance)
            }
            if i < steps.count { path = path.applying(steps[i].transform(in: rect)) }
        }
        return path
    }
}
