// ShapeInset.swift: `InsettableShape.inset(by:)`.
// Rule: Apple: InsettableShape.inset(by:) — developer.apple.com/documentation/swiftui/insettableshape/inset(by:)
// ("a shape that is inset by amount", negative amounts outset); the frame is unchanged, only the outline moves in.
// Status: complete for the built-in shapes.

import Geometry
import Scene

/// Insets the shape's outline within its frame.
struct ShapeInset: LayoutModifier {
    var amount: Double

    static let declarations = [
        ModifierDeclaration(
            "inset", shapeOnly: true,
            [
                .modifier("inset", [arg("by", .double)], result: .shape("some Shape")) { v, _ in
                    (ShapeInset(amount: v[0].double), nil)
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.shape.inset += amount
        c.place(content, .same, environment: env, into: &out)
    }
}
