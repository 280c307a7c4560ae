// ShapeTransform.swift: the shape modifiers that move a shape's outline inside its frame: `Shape.rotation(_:anchor:)`
// and `Shape.scale(_:anchor:)`, `Shape.scale(x:y:anchor:)`, `Shape.offset(x:y:)` and `Shape.offset(_:)`.
// Rule: Apple: Shape.rotation(_:anchor:) — developer.apple.com/documentation/swiftui/shape/rotation(_:anchor:) and
// Shape.scale(x:y:anchor:) — developer.apple.com/documentation/swiftui/shape/scale(x:y:anchor:) (RotatedShape and
// ScaledShape: the path transformed about a unit point of the rect, default `.center`; the frame does not change,
// and the result is still a shape, so `stroke` draws the transformed outline at the unscaled line width);
// Shape.offset(x:y:) — developer.apple.com/documentation/swiftui/shape/offset(x:y:) (OffsetShape: the path
// translated, not snapped to pixels, still a shape, so `.fill`/`.stroke` may follow). Nested ones apply innermost
// first; all three animate (LeafAnimation.swift). Status: complete.

import Geometry
import Scene

/// Rotates or scales the shape's outline about an anchor of its frame.
struct ShapeTransform: LayoutModifier {
    var step: ShapeDrawing.Step

    static let declarations = [
        ModifierDeclaration(
            "rotation", shapeOnly: true,
            [
                .modifier(
                    "rotation", [arg(nil, .angle), arg("anchor", .unitPoint, .unitPoint(.center))],
                    result: .shape("some Shape")
                ) { v, _ in (ShapeTransform(step: .rotation(v[0].angle, anchor: v[1].unitPoint)), nil) }
            ]),
        ModifierDeclaration(
            "scale", shapeOnly: true,
            [
                .modifier(
                    "scale", [arg(nil, .double), arg("anchor", .unitPoint, .unitPoint(.center))],
                    result: .shape("some Shape")
                ) { v, _ in
                    (ShapeTransform(step: .scale(x: v[0].double, y: v[0].double, anchor: v[1].unitPoint)), nil)
                },
                .modifier(
                    "scale",
                    [
                        arg("x", .double, .double(1)), arg("y", .double, .double(1)),
                        arg("anchor", .unitPoint, .unitPoint(.center)),
                    ], result: .shape("some Shape")
                ) { v, _ in
                    (ShapeTransform(step: .scale(x: v[0].double, y: v[1].double, anchor: v[2].unitPoint)), nil)
                },
            ]),
        ModifierDeclaration(
            "offset", onShapes: true,
            [
                .modifier(
                    "offset", [arg("x", .double, .double(0)), arg("y", .double, .double(0))],
                    result: .shape("some Shape")
                ) { v, range throws(RuntimeFailure) in
                    let x = try GeometryArgument.finite(v[0].double, "offset(x:)", at: range)
                    let y = try GeometryArgument.finite(v[1].double, "offset(y:)", at: range)
                    return (ShapeTransform(step: .offset(x: x, y: y)), nil)
                },
                .modifier("offset", [arg(nil, .size)], result: .shape("some Shape")) {
                    v, range throws(RuntimeFailure) in
                    guard case .size(let w, let h) = v[0] else { preconditionFailure("offset(_:) needs a CGSize") }
                    let x = try GeometryArgument.finite(w, "offset(_:) width", at: range)
                    let y = try GeometryArgument.finite(h, "offset(_:) height", at: range)
                    return (ShapeTransform(step: .offset(x: x, y: y)), nil)
                },
            ]),
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        // Outer modifiers are placed first; this one, nearer the shape, applies before them.
        env.shape.steps.insert(step, at: 0)
        c.place(content, .same, environment: env, into: &out)
    }
}
