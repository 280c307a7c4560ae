// MenuStyleModifier.swift: `menuStyle(_:)`.
// Rule: Apple: View.menuStyle(_:) — developer.apple.com/documentation/swiftui/view/menustyle(_:); MenuStyle
// `.automatic`, `.button` ("a button that toggles the display of the menu's contents when pressed", styled by the
// button style around it) and `.borderlessButton` (deprecated; on iOS the same as the automatic style). A closed
// menu is drawn as the button of its label in every one of them (Checker+Menu), so the modifier changes nothing drawn.
// Status: complete for the iOS styles.

import Scene

struct MenuStyleModifier: LayoutModifier {
    static let declarations = [
        ModifierDeclaration(
            "menuStyle", [.modifier("menuStyle", [arg(nil, .enumeration("MenuStyle"))]) { _ in MenuStyleModifier() }])
    ]
}
