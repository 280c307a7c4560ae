// MaskEffect.swift: `mask(alignment:_:)` and `mask(_:)`, SwiftUI's `_MaskEffect`.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup(): the mask view,
// laid out like a background (proposed the view's size and aligned to it), multiplies the subtree by its alpha; its own
// leaves start with a fresh environment and no layers; they animate as other leaves do (OpenSwiftUI: the mask is a
// view of the display list like any other, so its frames and colours follow the transaction).

import Geometry
import Scene

struct MaskEffect: LayoutModifier {
    var alignment: Alignment

    static let declarations = [
        ModifierDeclaration(
            "mask",
            [
                .modifier("mask", [arg("alignment", .alignment, .alignment(.center)), contentParameter]) { v, range in
                    (MaskEffect(alignment: v[0].alignment), singleView(v[1].views, range: range))
                },
                .modifier("mask", [arg(nil, .view)]) { v, range in
                    (MaskEffect(alignment: .center), singleView(v[0].views, range: range))
                },
                // `.mask({ Circle() })`: the builder written in the parentheses, which SwiftUI's `_ mask` parameter
                // takes without a label (Apple: View.mask(alignment:_:)).
                .modifier(
                    "mask",
                    [
                        arg("alignment", .alignment, .alignment(.center)),
                        BuiltinParameter(label: nil, kind: .viewBuilder, defaultValue: nil),
                    ]
                ) { v, range in
                    (MaskEffect(alignment: v[0].alignment), singleView(v[1].views, range: range))
                },
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var maskLeaves: [PlacedLeaf] = []
        var maskSpace = c.space
        maskSpace.groups = []
        if let mask = c.secondary {
            c.layout.placeSecondary(
                mask, alignment, primaryOrigin: c.origin, primarySize: c.size, environment: Environment(),
                space: maskSpace, into: &maskLeaves)
        }
        var group = PlacedGroup(key: c.key, kind: .mask(maskLeaves.displayItems))
        // The mask's leaves animate as the content's do (LeafAnimation.swift).
        group.maskSource = maskLeaves
        c.placeInCuttingLayer(content, group, into: &out)
    }
}
