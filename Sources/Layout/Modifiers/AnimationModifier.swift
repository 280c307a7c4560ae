// AnimationModifier.swift: `animation(_:value:)`.
// Rule: Apple: withAnimation(_:_:) — developer.apple.com/documentation/swiftui/withanimation(_:_:); OpenSwiftUI
// Transaction.swift and AnimationModifier.swift: when the watched value changed in an update, the changes below animate
// with this animation (nil or `.none`: they jump) whatever the transaction says; the scope is recorded on the space so
// leaves, effects and layers below find it (LeafAnimation). The deprecated `animation(_:)` watches every change.
// An `.offset` written outside the modifier is not below it: it animates with the transaction around it (the scope
// records the offsets outside it, LeafAnimation.offsetParts).

import Animate
import Scene

struct AnimationModifier: LayoutModifier {
    var animation: Animation?
    /// The watched value as Swift's string interpolation prints it: a change of it is a change of the value.
    var value: String

    static let declarations = [
        ModifierDeclaration(
            "animation",
            [
                .modifier(
                    "animation",
                    [
                        // The checker records how long a constant animation can run; StateTimeline needs it.
                        BuiltinParameter(
                            label: nil, kind: .value(.optional(.animation)), defaultValue: nil,
                            isImplicitAnimation: true),
                        arg("value", .anyEquatable),
                    ]
                ) { AnimationModifier(animation: $0[0].optionalAnimation, value: $0[1].interpolated) },
                // The deprecated `animation(_:)` (Apple: View.animation(_:), deprecated in iOS 15): every change below
                // animates, whatever changed.
                .modifier(
                    "animation",
                    [
                        BuiltinParameter(
                            label: nil, kind: .value(.optional(.animation)), defaultValue: nil,
                            isImplicitAnimation: true)
                    ]
                ) { AnimationModifier(animation: $0[0].optionalAnimation, value: AnimationScope.anyChange) },
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var inner = c.space
        inner.scopes.append(
            AnimationScope(
                key: c.key, animation: animation, value: value, outerOffset: c.space.offsetSum,
                effectDepth: c.space.effects.count))
        c.place(content, .same, space: inner, into: &out)
    }
}
