// ClipEffect.swift: `clipShape(_:style:)`, `clipped()` and `cornerRadius(_:)`, SwiftUI's `_ClipEffect`.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup(): the subtree is
// kept inside the shape laid out in the view's frame (a layer); `clipped()` is a rectangle and `cornerRadius(r)` a
// circular rounded rectangle (Apple: View.cornerRadius(_:antialiased:)).

import Geometry
import Scene

struct ClipEffect: LayoutModifier {
    /// nil: the argument was not a built-in shape; nothing is clipped.
    var shape: ShapeKind?

    static let declarations = [
        ModifierDeclaration(
            "clipShape",
            [
                .modifier("clipShape", [arg(nil, .shape("some Shape"))]) { v in
                    guard let first = v[0].views.first, case .view(let view) = first.kind,
                        let shape = view.view as? any ShapeView
                    else { return ClipEffect(shape: nil) }
                    return ClipEffect(shape: shape.kind)
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
        let clip = shape.path(in: c.roundedFrame).applying(c.space.transform)
        c.placeInLayer(content, PlacedGroup(key: c.key, kind: .clip(clip)), into: &out)
    }
}
