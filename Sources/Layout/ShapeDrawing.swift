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
            && setOperations.isEmpty
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
        return path.applying(transform)
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
