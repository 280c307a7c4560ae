// ListView+NavigationLink.swift: a NavigationLink row of a List or Form: its label in the primary style and a
// disclosure chevron at the trailing edge.
// Rule: Apple: NavigationLink — developer.apple.com/documentation/swiftui/navigationlink ("In a List, a navigation link
// … shows a disclosure indicator"); outside a list the link looks like a button (the accent colour, ButtonView). The
// indicator is SF Symbol `chevron.forward` in UIColor.tertiaryLabel (60, 60, 67 at 30 % in light mode; 235, 235, 245
// at 30 % in dark) at the footnote size, semibold [UNCONF: size and weight matched by eye to iOS 17's list rows].

import Geometry
import Scene

extension ListView {
    /// `row` as iOS draws it when it is a NavigationLink (under any modifiers): label, space, chevron, the label in
    /// the primary style; any other row comes back unchanged.
    static func navigationRow(_ row: ViewNode, dark: Bool, _ b: inout NodeBuilder) -> ViewNode {
        guard isNavigationLink(row) else { return row }
        let primary = b.wrap(row, "foregroundStyle", ForegroundStyle(color: dark ? .white : .black))
        let spacer = b.spacer()
        var chevron = SymbolPlaceholder.view(named: "chevron.forward")
        if var text = chevron as? TextView {
            text.content.attributes.font = SceneFont(.style(.footnote, design: .default), weight: .semibold)
            chevron = text
        }
        let indicator = b.wrap(
            b.node(AppliedView(name: "Image", arguments: [], view: chevron)), "foregroundStyle",
            ForegroundStyle(color: dark ? Color(r8: 235, g8: 235, b8: 245).opacity(0.3) : ButtonView.disabledLabel))
        return b.stack(.horizontal, alignment: .center, spacing: nil, [primary, spacer, indicator])
    }

    private static func isNavigationLink(_ row: ViewNode) -> Bool {
        row.viewUnderModifiers?.withView { ($0 as? ButtonView)?.role == NavigationLinkRole.name } ?? false
    }
}
