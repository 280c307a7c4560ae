// ContentTransitionModifier.swift: `contentTransition(_:)`.
// Rule: swiftui.md §3.7: how a leaf's changed content animates (cross-fade by default, numeric-text morphs).

import Scene

extension ContentTransitionModifier: LayoutModifier {
    static let declarations: [ModifierDeclaration] = []

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.contentTransition = kind
        c.place(content, .same, environment: env, into: &out)
    }
}
