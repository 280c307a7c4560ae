// CompositingGroup.swift: `compositingGroup()`.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup(), seed 002:
// opacity, blend mode and shadow that reached the boundary from outside apply to the flattened layer, and the subtree
// starts afresh.

import Geometry
import Scene

struct CompositingGroup: LayoutModifier {
    static let declarations = [
        ModifierDeclaration("compositingGroup", [.modifier("compositingGroup", []) { _ in CompositingGroup() }])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        CompositingGroup.flatten(content, c, clipsToBounds: false, into: &out)
    }

    /// Places `content` in a layer that takes the opacity, blend mode and shadow from outside; `clipsToBounds` clips
    /// the layer to the view's frame (a drawing group).
    static func flatten(_ content: ViewNode, _ c: PlacementContext, clipsToBounds: Bool, into out: inout [PlacedLeaf]) {
        var env = c.environment
        let bounds = clipsToBounds ? Path(rect: c.roundedFrame).applying(c.space.transform).bounds : nil
        let group = PlacedGroup(
            key: c.key, kind: .composite(opacity: env.opacity, blend: env.blend, shadow: env.shadow, bounds: bounds))
        env.opacity = 1
        env.blend = .normal
        env.shadow = nil
        c.placeInLayer(content, group, environment: env, into: &out)
    }
}
