// ShapeSize.swift: `Shape.size(width:height:)` and `Shape.size(_:)`: the shape's path is made in a rect of that size
// at the frame's origin, while the view keeps the frame layout gives it.
// Rule: Apple: Shape.size(width:height:) — developer.apple.com/documentation/swiftui/shape/size(width:height:)
// ("returns a new version of self representing the same shape, but that will ask it to create its path from a rect
// of size. This does not affect the layout properties of any views created from the shape"). Status: complete.

import Geometry
import Scene

/// Makes the shape's outline in a rect of `size` at the top-leading corner of its frame.
struct ShapeSize: LayoutModifier {
    var size: Size

    static let declarations = [
        ModifierDeclaration(
            "size", shapeOnly: true,
            [
                .modifier("size", [arg("width", .double), arg("height", .double)], result: .shape("some Shape")) {
                    v, range throws(RuntimeFailure) in
                    let w = try GeometryArgument.finite(v[0].double, "size(width:)", nonNegative: true, at: range)
                    let h = try GeometryArgument.finite(v[1].double, "size(height:)", nonNegative: true, at: range)
                    return (ShapeSize(size: Size(width: w, height: h)), nil)
                },
                .modifier("size", [arg(nil, .size)], result: .shape("some Shape")) { v, range throws(RuntimeFailure) in
                    guard case .size(let w, let h) = v[0] else { preconditionFailure("size(_:) needs a CGSize") }
                    let width = try GeometryArgument.finite(w, "size(_:) width", nonNegative: true, at: range)
                    let height = try GeometryArgument.finite(h, "size(_:) height", nonNegative: true, at: range)
                    return (ShapeSize(size: Size(width: width, height: height)), nil)
                },
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        // The outermost `size` is the rect the path is asked for; one nearer the shape is set later and wins, as
        // the innermost `_SizedShape` is the one that calls `path(in:)`.
        env.shape.size = size
        c.place(content, .same, environment: env, into: &out)
    }
}
