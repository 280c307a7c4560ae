// ShapeFill.swift: `Shape.fill(_:)`.
// Rule: Apple: Shape.fill(_:style:), developer.apple.com/documentation/swiftui/shape/fill(_:style:): a method of
// shapes, so it is valid only directly on a shape; it wins over the foreground style.

import Geometry
import Scene

/// The fill of the shape it is written on.
struct ShapeFill: LayoutModifier {
    var color: Color

    static let declarations = [
        ModifierDeclaration(
            "fill", shapeOnly: true, [.modifier("fill", [arg(nil, .color)]) { ShapeFill(color: $0[0].color) }])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.fill = color
        c.place(content, .same, environment: env, into: &out)
    }
}
