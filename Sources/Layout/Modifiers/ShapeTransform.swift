// ShapeTransform.swift: the shape modifiers that move a shape's outline inside its frame: `Shape.rotation(_:anchor:)`
// and `Shape.scale(_:anchor:)`, `Shape.scale(x:y:anchor:)`.
// Rule: Apple: Shape.rotation(_:anchor:) — developer.apple.com/documentation/swiftui/shape/rotation(_:anchor:) and
// Shape.scale(x:y:anchor:) — developer.apple.com/documentation/swiftui/shape/scale(x:y:anchor:) (RotatedShape and
// ScaledShape: the path transformed about a unit point of the rect, default `.center`; the frame does not change,
// and the result is still a shape, so `stroke` draws the transformed outline at the unscaled line width). Nested
// ones apply innermost first. Status: complete.

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
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        // Outer modifiers are placed first; this one, nearer the shape, applies before them.
        env.shape.steps.insert(step, at: 0)
        c.place(content, .same, environment: env, into: &out)
    }
}
