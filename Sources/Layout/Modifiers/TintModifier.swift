// TintModifier.swift: `tint(_:)` and the deprecated `accentColor(_:)`.
// Rule: Apple: View.tint(_:), developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq: "Sets the tint color
// within this view" — the accent of controls (buttons, links, toggles). Shapes and text do not use it, so it is an
// environment value those draw without; `tint(nil)` restores the default accent (Color.accentColor, system blue).

import Geometry
import Scene

struct TintModifier: LayoutModifier {
    var color: Color?

    static let declarations = [
        ModifierDeclaration(
            "tint",
            [
                .modifier("tint", [arg(nil, .optional(.color))]) { v in
                    if case .absent = v[0] { return TintModifier(color: nil) }
                    return TintModifier(color: v[0].color)
                }
            ]),
        // The deprecated `accentColor(_:)` is `tint(_:)` under its first name (Apple: View.accentColor(_:),
        // developer.apple.com/documentation/swiftui/view/accentcolor(_:): "Use tint(_:) instead").
        ModifierDeclaration(
            "accentColor",
            [
                .modifier("accentColor", [arg(nil, .optional(.color))]) { v in
                    if case .absent = v[0] { return TintModifier(color: nil) }
                    return TintModifier(color: v[0].color)
                }
            ]),
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.tint = color ?? Environment.defaultTint
        c.place(content, .same, environment: env, into: &out)
    }
}

extension Environment {
    /// The default accent colour, system blue (Apple: Color.accentColor,
    /// developer.apple.com/documentation/swiftui/color/accentcolor).
    static let defaultTint = Color(r8: 0, g8: 122, b8: 255)
}

extension Environment {
    /// `color` with the `.tint` shape style and a switch's tint (Color.tintStyle, Color.switchTint) resolved to
    /// this environment's tint, keeping the opacity written on them (`.tint.opacity(0.2)`); other colours unchanged.
    func resolvingTint(_ color: Color) -> Color {
        func same(_ a: Color, _ b: Color) -> Bool { a.red == b.red && a.green == b.green && a.blue == b.blue }
        if same(color, .tintStyle) { return tint.opacity(color.opacity) }
        if same(color, .switchTint) {
            return tint == Environment.defaultTint
                ? Color(r8: 52, g8: 199, b8: 89).opacity(color.opacity) : tint.opacity(color.opacity)
        }
        return color
    }
}
