// ShapeAnimatableData.swift: the numbers of a shape that animate, for a shape drawn as a leaf and a shape a view is
// clipped to.
// Rule: Apple: Shape conforms to Animatable — RoundedRectangle.animatableData is its `cornerSize`
// (developer.apple.com/documentation/swiftui/roundedrectangle/animatabledata), UnevenRoundedRectangle's its
// `RectangleCornerRadii` (…/swiftui/unevenroundedrectangle/animatabledata), a custom Shape's what it declares
// (CustomShape.swift); Rectangle, Circle, Ellipse, Capsule and a Path have none. So `cornerRadius: on ? 5 : 25` and
// `.clipShape(RoundedRectangle(cornerRadius: on ? 0 : 50))` morph under animation. Status: complete.

import Scene

extension ShapeKind {
    /// The shape's animatable numbers (none for shapes without parameters).
    var animatableData: [Double] {
        switch self {
        case .custom(let shape): shape.animatableData
        case .roundedRectangle(let radius, _): [radius]
        case .unevenRoundedRectangle(let r, _): [r.topLeading, r.bottomLeading, r.bottomTrailing, r.topTrailing]
        default: []
        }
    }

    /// The shape with `data` (laid out as `animatableData`) written back; radii are kept at 0 or more.
    func with(_ data: ArraySlice<Double>) -> ShapeKind {
        guard data.count == animatableData.count, !data.isEmpty else { return self }
        switch self {
        case .custom(var shape):
            shape.animatableData = Array(data)
            return .custom(shape)
        case .roundedRectangle(_, let style):
            return .roundedRectangle(cornerRadius: max(0, data[data.startIndex]), style: style)
        case .unevenRoundedRectangle(_, let style):
            let r = data.map { max(0, $0) }
            return .unevenRoundedRectangle(
                RectangleCornerRadii(topLeading: r[0], bottomLeading: r[1], bottomTrailing: r[2], topTrailing: r[3]),
                style: style)
        default:
            return self
        }
    }

    /// Whether `other` is this shape with other animatable numbers (the same kind and corner style): a morph, not new
    /// content.
    func animates(to other: ShapeKind) -> Bool {
        switch (self, other) {
        case (.roundedRectangle(_, let a), .roundedRectangle(_, let b)): a == b
        case (.unevenRoundedRectangle(_, let a), .unevenRoundedRectangle(_, let b)): a == b
        default: self == other
        }
    }
}
