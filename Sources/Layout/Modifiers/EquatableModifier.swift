// EquatableModifier.swift: `equatable()`, SwiftUI's `EquatableView`.
// Rule: Apple: View.equatable(), developer.apple.com/documentation/swiftui/view/equatable(): "Prevents the view from
// updating its child view when its new value is the same as its old value" — an update optimisation. A frame is
// evaluated whole, so it has no visible effect.

import Scene

struct EquatableModifier: LayoutModifier {
    static let declarations = [
        ModifierDeclaration("equatable", [.modifier("equatable", []) { _ in EquatableModifier() }])
    ]
}
