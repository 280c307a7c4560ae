// BlendModeEffect.swift: `blendMode(_:)`, SwiftUI's `_BlendModeEffect`.
// Rule: swiftui.md §4.1: per leaf, like opacity, up to the nearest compositing group.

import Render
import Scene

extension BlendModeEffect: LayoutModifier {
    static let declarations: [ModifierDeclaration] = []

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.blend = BlendMode.named(mode)
        c.place(content, .same, environment: env, into: &out)
    }
}
