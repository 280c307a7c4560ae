// BorderModifier.swift: `View.border(_:width:)`.
// Rule: Apple: View.border(_:width:) — developer.apple.com/documentation/swiftui/view/border(_:width:) ("adds a border
// to this view with the specified style and width", drawn inside the view's frame: it is
// `overlay(Rectangle().strokeBorder(content, lineWidth: width))`, width 1 by default). Status: complete (colours).

import Geometry
import Scene

/// Draws a rectangle's border inside the view's frame, over the view.
struct BorderModifier: LayoutModifier {
    static let declarations = [
        ModifierDeclaration(
            "border",
            [
                .modifier("border", [arg(nil, .color), arg("width", .double, .double(1))]) { v, range in
                    let stroke = ShapeStroke(
                        color: v[0].color, style: StrokeStyle(lineWidth: v[1].double), border: true)
                    let rectangle = ViewNode(
                        AppliedView(name: "Rectangle", arguments: [], view: Rectangle()), range: range)
                    let applied = AppliedModifier(
                        name: "strokeBorder",
                        arguments: [
                            WrittenArgument(label: nil, value: v[0]), WrittenArgument(label: "lineWidth", value: v[1]),
                        ], modifier: stroke, secondary: nil)
                    return (BorderModifier(), rectangle.modified(applied, range: range))
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        c.place(content, .same, into: &out)
        if let border = c.secondary {
            c.layout.placeSecondary(
                border, .center, primaryOrigin: c.origin, primarySize: c.size, environment: c.environment,
                space: c.space, into: &out)
        }
    }
}
