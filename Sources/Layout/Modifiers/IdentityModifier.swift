// IdentityModifier.swift: `id(_:)`, SwiftUI's explicit identity.
// Rule: Apple: View.id(_:), developer.apple.com/documentation/swiftui/view/id(_:): "Binds a view's identity to the
// given proxy value" — it changes which views are "the same" across updates (so a new id is a removal and an
// insertion), never how a view looks or is laid out. Within one snapshot it is layout- and render-neutral; the
// evaluator's structural identity already distinguishes the views written here. The value is kept for
// `scrollPosition(id:)`, which scrolls to the view with that id (ScrollPositionModifier.swift).

import Geometry
import Scene

struct IdentityModifier: LayoutModifier {
    /// The id as Swift's string interpolation prints it; nil for a neutral stand-in (GlassEffect).
    var value: String? = nil

    static let declarations = [
        ModifierDeclaration(
            "id", [.modifier("id", [arg(nil, .anyEquatable)]) { IdentityModifier(value: $0[0].interpolated) }])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        if let target = c.environment.scrollTarget, target.id == value {
            target.record(Rect(origin: c.origin, size: c.size))
        }
        c.place(content, .same, into: &out)
    }
}
