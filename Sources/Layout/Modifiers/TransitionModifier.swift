// TransitionModifier.swift: `transition(_:)`.
// Rule: OpenSwiftUI Transition.swift, MoveTransition.swift and the other Animation/Transition files: the transition
// nearest the root on a leaf's path runs when the view's identity is inserted or removed, applied to the frame of the
// view it is written on.

import Animate
import Scene

struct TransitionModifier: LayoutModifier {
    var transition: Transition

    static let declarations = [
        ModifierDeclaration(
            "transition",
            [.modifier("transition", [arg(nil, .transition)]) { TransitionModifier(transition: $0[0].transition) }])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var inner = c.space
        if inner.transition == nil {
            inner.transition = PlacedTransition(
                key: c.key, transition: transition, frame: c.roundedFrame, depth: c.space.effects.count,
                groupDepth: c.space.groups.count)
        }
        c.place(content, .same, space: inner, into: &out)
    }
}
