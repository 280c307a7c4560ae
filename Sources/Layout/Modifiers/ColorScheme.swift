// ColorScheme.swift: `preferredColorScheme(_:)` and the colour scheme's effect on the default foreground.
// Rule: Apple: View.preferredColorScheme(_:), developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:),
// and ColorScheme, developer.apple.com/documentation/swiftui/colorscheme: in `.dark` the semantic colours resolve to
// their dark variants; `.primary` is the label colour, black in light mode and white in dark mode (Apple:
// UIColor.label, developer.apple.com/documentation/uikit/uicolor/label). Hierarchical styles (Apple:
// HierarchicalShapeStyle, developer.apple.com/documentation/swiftui/hierarchicalshapestyle): over the default
// foreground they are the system label colours — secondaryLabel (60, 60, 67) at 60 %, tertiaryLabel at 30 %,
// quaternaryLabel at 18 % in light mode, (235, 235, 245) at the same opacities in dark mode (Apple: UIColor
// "UI element colors"); over a written colour they are that colour at the same opacities [UNCONF: observed iOS 17
// renders, Apple gives no numbers for the hierarchy]. A scene preview renders the whole canvas in the scheme: anim
// applies it to the view it is written on and everything inside.

import Geometry
import Scene

/// Switches the colour scheme of everything below.
struct PreferredColorScheme: LayoutModifier {
    var dark: Bool

    static let declarations = [
        ModifierDeclaration(
            "preferredColorScheme",
            [
                .modifier("preferredColorScheme", [arg(nil, .optional(.colorScheme))]) { v in
                    if case .absent = v[0] { return PreferredColorScheme(dark: false) }
                    return PreferredColorScheme(dark: v[0].colorSchemeIsDark)
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.dark = dark
        c.place(content, .same, environment: env, into: &out)
    }
}

extension Environment {
    /// The opacity of each hierarchical level: primary, secondary, tertiary, quaternary, quinary (Color.named).
    static let hierarchyOpacity = [1] + Color.hierarchicalLevels.map { Color.named[$0]?.opacity ?? 1 }

    /// The resolved foreground: the written colour (or the label colour of the scheme) at its hierarchical level.
    /// A `.tint` style is resolved here, in the environment of the view that draws it, so a `.tint(_:)` written
    /// below the `foregroundStyle(.tint)` wins (Apple: ShapeStyle — "resolved in the environment of the view that
    /// uses it"; a Button's label, `Text("Close").tint(.white)`, is drawn in its own tint: ButtonView.swift).
    var foreground: Color {
        let level = max(0, min(foregroundLevel, Environment.hierarchyOpacity.count - 1))
        if let written = foregroundColor {
            let foregroundColor = resolvingTint(written)
            return level == 0 ? foregroundColor : foregroundColor.opacity(Environment.hierarchyOpacity[level])
        }
        if level == 0 { return dark ? .white : .black }
        let label = dark ? Color(r8: 235, g8: 235, b8: 245) : Color(r8: 60, g8: 60, b8: 67)
        return label.opacity(Environment.hierarchyOpacity[level])
    }
}
