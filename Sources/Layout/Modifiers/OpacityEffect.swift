// OpacityEffect.swift: `opacity(_:)`, SwiftUI's `_OpacityEffect`.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup(): opacity is pushed
// down to each leaf (multiplied), unless a compositing group flattens first; values are clamped to 0…1.

import Geometry
import Scene

/// Multiplies the opacity of everything below.
struct OpacityEffect: LayoutModifier {
    var opacity: Double

    static let declarations = [
        ModifierDeclaration(
            "opacity",
            [
                .modifier("opacity", [arg(nil, .double)]) { v, range throws(RuntimeFailure) in
                    // Out-of-range values clamp to 0…1 as SwiftUI's do; NaN has no place to clamp to.
                    guard !v[0].double.isNaN else {
                        throw RuntimeFailure("opacity(_:) must be a number, got NaN", at: range)
                    }
                    return (OpacityEffect(opacity: v[0].double), nil)
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.opacity *= max(0, min(1, opacity))
        c.place(content, .same, environment: env, into: &out)
    }
}
