// DisabledModifier.swift: `disabled(_:)`.
// Rule: Apple: View.disabled(_:), developer.apple.com/documentation/swiftui/view/disabled(_:): "Adds a condition that
// controls whether users can interact with this view" — an environment value (`isEnabled`) that controls read;
// shapes and text look the same. Kept in the environment for the controls that dim when disabled.

import Scene

struct DisabledModifier: LayoutModifier {
    var disabled: Bool

    static let declarations = [
        ModifierDeclaration(
            "disabled", [.modifier("disabled", [arg(nil, .bool)]) { DisabledModifier(disabled: $0[0].bool) }])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        // Disabling is sticky: an inner `.disabled(false)` does not re-enable (Apple: "the disabled modifier
        // […] closer to the root takes precedence").
        env.disabled = env.disabled || disabled
        c.place(content, .same, environment: env, into: &out)
    }
}
