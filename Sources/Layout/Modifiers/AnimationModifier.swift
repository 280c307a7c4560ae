// AnimationModifier.swift: `animation(_:value:)`.
// Rule: swiftui.md §3.1: when the watched value changed in an update, the changes below animate with this animation
// (nil: they jump) whatever the transaction says; the scope is recorded on the space so leaves, effects and layers
// below find it (LeafAnimation).

import Scene

extension AnimationModifier: LayoutModifier {
    static let declarations: [ModifierDeclaration] = []

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var inner = c.space
        inner.scopes.append(AnimationScope(key: c.key, animation: animation, value: value))
        c.place(content, .same, space: inner, into: &out)
    }
}
