// ContentTransitionModifier.swift: `contentTransition(_:)`.
// Rule: Apple: View.contentTransition(_:) — developer.apple.com/documentation/swiftui/view/contenttransition(_:);
// OpenSwiftUI ContentTransition.swift: how a leaf's changed content animates (cross-fade by default, numeric-text
// morphs).

import Scene

struct ContentTransitionModifier: LayoutModifier {
    var kind: ContentTransitionKind

    static let declarations = [
        ModifierDeclaration(
            "contentTransition",
            [
                .modifier("contentTransition", [arg(nil, .contentTransition)]) {
                    ContentTransitionModifier(kind: $0[0].contentTransition)
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.contentTransition = kind
        c.place(content, .same, environment: env, into: &out)
    }
}
