// ClipEffect.swift: `clipShape(_:style:)`, `clipped()` and `cornerRadius(_:)`, SwiftUI's `_ClipEffect`.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup(): the subtree is
// kept inside the shape laid out in the view's frame (a layer), filled with the non-zero rule or, with
// `style: FillStyle(eoFill: true)`, the even-odd rule (Apple: View.clipShape(_:style:)); `clipped()` is a rectangle
// and `cornerRadius(r)` a circular rounded rectangle (Apple: View.cornerRadius(_:antialiased:)).

import Geometry
import Render
import Scene

struct ClipEffect: LayoutModifier {
    /// nil: the argument was not a built-in shape; nothing is clipped.
    var shape: ShapeKind?
    /// `clipShape(_:style: FillStyle(eoFill: true))`: the shape's even-odd interior.
    var evenOdd = false

    static let declarations = [
        ModifierDeclaration(
            "clipShape",
            [
                .modifier(
                    "clipShape", [arg(nil, .shape("some Shape")), arg("style", .fillStyle, .fillStyle(evenOdd: false))]
                ) { v in
                    guard let first = v[0].views.first, case .view(let view) = first.kind,
                        let shape = view.view as? any ShapeView
                    else { return ClipEffect(shape: nil) }
                    return ClipEffect(shape: shape.kind, evenOdd: ShapeFill.evenOdd(v[1]))
                }
            ]),
        ModifierDeclaration("clipped", [.modifier("clipped", []) { _ in ClipEffect(shape: .rectangle) }]),
        ModifierDeclaration(
            "cornerRadius",
            [
                .modifier("cornerRadius", [arg(nil, .double)]) {
                    ClipEffect(shape: .roundedRectangle(cornerRadius: $0[0].double, style: .circular))
                }
            ]),
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        guard let shape else { return c.place(content, .same, into: &out) }
        let clip = shape.placedPath(in: c.roundedFrame).applying(c.space.transform)
        var group = PlacedGroup(key: c.key, kind: .clip(clip))
        if evenOdd {
            // The layer's clip coverage is non-zero; an even-odd clip is the same coverage as a mask of the shape
            // filled with the even-odd rule.
            var item = DisplayItem(path: clip, color: .white)
            item.evenOdd = true
            group.kind = .mask([item])
        }
        guard let shadow = c.environment.shadow else { return c.placeInLayer(content, group, into: &out) }
        // `.clipShape(…).shadow(…)` (`.cornerRadius(12).shadow(radius: 8)`, the card idiom): the shadow is cast by
        // the clipped layer, outside the clip — pushed down to each leaf inside it, the clip would cut it away.
        let shadowed = PlacedGroup(
            key: c.key &* 0x9E37_79B9_7F4A_7C15 &+ 1,
            kind: .composite(opacity: 1, blend: .normal, shadow: shadow, bounds: nil))
        var env = c.environment
        env.shadow = nil
        c.placeInLayers(content, [shadowed, group], environment: env, into: &out)
    }
}
