// IdentityModifier.swift: `id(_:)`, SwiftUI's explicit identity.
// Rule: Apple: View.id(_:), developer.apple.com/documentation/swiftui/view/id(_:): "Binds a view's identity to the
// given proxy value" — it changes which views are "the same" across updates (so a new id is a removal and an
// insertion), never how a view looks or is laid out. Within one snapshot it is layout- and render-neutral; the
// evaluator's structural identity already distinguishes the views written here.

import Scene

struct IdentityModifier: LayoutModifier {
    static let declarations = [
        ModifierDeclaration("id", [.modifier("id", [arg(nil, .anyEquatable)]) { _ in IdentityModifier() }])
    ]
}
