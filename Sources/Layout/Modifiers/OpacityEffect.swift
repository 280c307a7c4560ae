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
            "opacity", [.modifier("opacity", [arg(nil, .double)]) { OpacityEffect(opacity: $0[0].double) }])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.opacity *= max(0, min(1, opacity))
        c.place(content, .same, environment: env, into: &out)
    }
}
