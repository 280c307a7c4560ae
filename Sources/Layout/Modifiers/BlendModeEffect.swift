// BlendModeEffect.swift: `blendMode(_:)`, SwiftUI's `_BlendModeEffect`.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup(): per leaf, like
// opacity, up to the nearest compositing group.

import Render
import Scene

struct BlendModeEffect: LayoutModifier {
    /// SwiftUI's case name (`multiply`, `plusLighter` …).
    var mode: String

    static let declarations = [
        ModifierDeclaration(
            "blendMode", [.modifier("blendMode", [arg(nil, .blendMode)]) { BlendModeEffect(mode: $0[0].blendMode) }])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.blend = BlendMode.named(mode)
        c.place(content, .same, environment: env, into: &out)
    }
}
