// ClipEffect.swift: `clipShape(_:style:)`, `clipped()` and `cornerRadius(_:)`, SwiftUI's `_ClipEffect`.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup(): the subtree is
// kept inside the shape laid out in the view's frame (a layer), filled with the non-zero rule or, with
// `style: FillStyle(eoFill: true)`, the even-odd rule (Apple: View.clipShape(_:style:)); `clipped()` is a rectangle
// and `cornerRadius(r)` a circular rounded rectangle (Apple: View.cornerRadius(_:antialiased:)). The shape keeps the
// shape modifiers written on it (a trimmed, stroked or rotated shape is a Shape: ShapeDrawing).

import Geometry
import Render
import Scene

struct ClipEffect: LayoutModifier {
    /// nil: the argument was not a built-in shape; nothing is clipped.
    var shape: ShapeKind?
    /// The shape modifiers written on the argument (`clipShape(Circle().stroke(lineWidth: 10))` keeps the ring).
    var drawing = ShapeDrawing()
    /// `clipShape(_:style: FillStyle(eoFill: true))`: the shape's even-odd interior.
    var evenOdd = false

    static let declarations = [
        ModifierDeclaration(
            "clipShape",
            [
                .modifier(
                    "clipShape", [arg(nil, .shape("some Shape")), arg("style", .fillStyle, .fillStyle(evenOdd: false))]
                ) { v in
                    guard let first = v[0].views.first, let operand = ShapeDrawing.Operand(first) else {
                        return ClipEffect(shape: nil)
                    }
                    return ClipEffect(
                        shape: operand.kind, drawing: operand.drawing, evenOdd: ShapeFill.evenOdd(v[1]))
                }
            ]),
        // `antialiased:` only switches the edge's antialiasing (Apple: View.clipped(antialiased:),
        // developer.apple.com/documentation/swiftui/view/clipped(antialiased:)); anim's exact-area coverage keeps it.
        ModifierDeclaration(
            "clipped",
            [
                .modifier("clipped", [arg("antialiased", .bool, .bool(false))]) { _ in ClipEffect(shape: .rectangle) }
            ]),
        ModifierDeclaration(
            "cornerRadius",
            [
                .modifier("cornerRadius", [arg(nil, .double), arg("antialiased", .bool, .bool(true))]) {
                    ClipEffect(shape: .roundedRectangle(cornerRadius: $0[0].double, style: .circular))
                }
            ]),
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        guard let shape else { return c.place(content, .same, into: &out) }
        let source = PlacedGroup.ClipSource(
            kind: shape, drawing: drawing, frame: c.roundedFrame, transform: c.space.transform,
            effectDepth: c.space.effects.count, groupDepth: c.space.groups.count)
        let clip = source.path
        // A clip's frame and radii animate (ShapeAnimatableData.swift): `.cornerRadius(on ? 0 : 50)` under animation
        // morphs.
        var group = PlacedGroup(key: c.key, kind: .clip(clip), clipSource: source)
        if evenOdd {
            // The layer's clip coverage is non-zero; an even-odd clip is the same coverage as a mask of the shape
            // filled with the even-odd rule.
            var item = DisplayItem(path: clip, color: .white)
            item.evenOdd = true
            group.kind = .mask([item])
            group.clipSource = nil
        }
        c.placeInCuttingLayer(content, group, into: &out)
    }
}
