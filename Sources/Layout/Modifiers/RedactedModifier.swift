// RedactedModifier.swift: `redacted(reason: .placeholder)` and `unredacted()`: text drawn as placeholder bars, the
// loading skeleton apps show before their data arrives.
// Rule: Apple: View.redacted(reason:) — developer.apple.com/documentation/swiftui/view/redacted(reason:) ("adds a
// reason to apply a redaction to this view hierarchy"); RedactionReasons.placeholder ("displayed data should appear
// as generic placeholders": each line of text becomes a rounded bar as wide as the line); View.unredacted() removes
// the redaction below it. The checker reads the reasons as a Boolean (Checker+Redacted.swift): any reason redacts,
// `[]` does not. The bars are the text's foreground colour at 16 % opacity, 60 % of the line's height, centred on it,
// with a corner radius of a quarter of that [UNCONF: matched by eye to iOS 17; images and shapes are left as drawn].

import Geometry
import Scene
import Text

struct RedactedModifier: LayoutModifier {
    var redacted: Bool

    static let declarations = [
        ModifierDeclaration(
            "redacted", [.modifier("redacted", [arg("reason", .bool)]) { RedactedModifier(redacted: $0[0].bool) }]),
        ModifierDeclaration("unredacted", [.modifier("unredacted", []) { _ in RedactedModifier(redacted: false) }]),
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.redacted = redacted
        c.place(content, .same, environment: env, into: &out)
    }
}

extension PlacementContext {
    /// The placeholder bars of a redacted text: one rounded bar per non-empty line (see the file header).
    func redactedTextLeaves(_ layout: TextLayout, node: ViewNode) -> [PlacedLeaf] {
        let color = environment.foreground
        return lineLeaves(layout, node: node, key: 0x5244_0000, color: color.opacity(color.opacity * 0.16)) { line in
            let height = line.height * 0.6
            return (
                line.origin.y + (line.height - height) / 2, height,
                .roundedRectangle(cornerRadius: height / 4, style: .continuous)
            )
        }
    }
}
