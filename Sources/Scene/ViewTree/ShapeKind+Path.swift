// ShapeKind+Path.swift: `Shape.path(in:)` of SwiftUI's built-in shapes, for Layout (which draws them) and for a scene
// that asks a shape for its path (`Circle().path(in: rect)` in a Canvas).
// Rule: Apple: Shape.path(in:) — developer.apple.com/documentation/swiftui/shape/path(in:); `Circle` is the largest
// circle centred in the rect (Apple: Circle). Status: complete.

import Geometry

/// A primitive view that is one of the built-in shapes: Layout's shape views conform, so the language can ask for
/// their outline without knowing Layout.
public protocol PrimitiveShape: PrimitiveView {
    var kind: ShapeKind { get }
}

extension ShapeKind {
    /// The outline of the shape laid out in `rect` (in its parent's space): a custom shape's `path(in:)` is asked in
    /// its own space, a rect at the origin of `rect`'s size, as SwiftUI asks it (Apple: Shape.path(in:) — "the
    /// rectangular frame of the shape's own coordinate space"; a literal `.zero` is the shape's corner), and the path
    /// moved to `rect`'s origin.
    public func placedPath(in rect: Rect) -> Path {
        guard case .custom(let shape) = self else { return path(in: rect) }
        return shape.path(in: Rect(x: 0, y: 0, width: rect.width, height: rect.height))
            .offsetBy(dx: rect.minX, dy: rect.minY)
    }

    /// `Shape.path(in:)` for the built-in shapes.
    public func path(in rect: Rect) -> Path {
        switch self {
        case .rectangle: Path(rect: rect)
        case .roundedRectangle(let radius, let style): Path(roundedRect: rect, cornerRadius: radius, style: style)
        case .capsule(let style): Path(capsuleIn: rect, style: style)
        case .ellipse: Path(ellipseIn: rect)
        case .path(let path): path.offsetBy(dx: rect.minX, dy: rect.minY)
        case .custom(let shape): shape.path(in: rect)
        case .unevenRoundedRectangle(let radii, let style):
            Path(
                roundedRect: rect, topLeading: radii.topLeading, topTrailing: radii.topTrailing,
                bottomTrailing: radii.bottomTrailing, bottomLeading: radii.bottomLeading, style: style)
        case .circle:
            // `Circle` is the largest circle centred in the rect.
            Path(
                ellipseIn: Rect(
                    x: rect.midX - min(rect.width, rect.height) / 2, y: rect.midY - min(rect.width, rect.height) / 2,
                    width: min(rect.width, rect.height), height: min(rect.width, rect.height)))
        }
    }
}
