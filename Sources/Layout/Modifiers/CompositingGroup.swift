// CompositingGroup.swift: `compositingGroup()` and `drawingGroup(opaque:colorMode:)`.
// Rule: swiftui.md §4.1, seed 002: opacity, blend mode and shadow that reached the boundary from outside apply to
// the flattened layer, and the subtree starts afresh; a drawing group is also rasterised offscreen and clipped to
// the view's bounds.

import Geometry
import Scene

/// A compositing group; `clipsToBounds` makes it a drawing group.
struct CompositingGroup: LayoutModifier {
    var clipsToBounds: Bool

    static let declarations = [
        ModifierDeclaration(
            "compositingGroup", [.modifier("compositingGroup", []) { _ in CompositingGroup(clipsToBounds: false) }]),
        ModifierDeclaration(
            "drawingGroup",
            [.modifier("drawingGroup", [arg("opaque", .bool, .bool(false))]) { _ in CompositingGroup(clipsToBounds: true) }]),
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
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
