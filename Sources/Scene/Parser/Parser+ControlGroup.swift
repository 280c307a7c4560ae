// Parser+ControlGroup.swift: SwiftUI's `ControlGroup`, declared in the scene language: its buttons side by side, each
// drawn in the bordered style.
// Rule: Apple: ControlGroup — developer.apple.com/documentation/swiftui/controlgroup ("a container view that displays
// semantically-related controls in a visually-appropriate manner for the context"; `init(content:)`,
// `init(content:label:)`, `init(_:content:)`, `init(_:systemImage:content:)`; the label shows only where the group
// is collapsed into a menu, which a group in a view's body is not). In a view's body on iOS 17 the automatic style
// lays the controls out in a row, each a bordered button (ButtonStyle.bordered): an HStack of them here. The
// `controlGroupStyle(_:)` modifier is inert (SwiftUIModifierCatalog). Status: approximate — iOS joins the row's
// buttons into one rounded shape, which anim draws as separate bordered buttons.

extension Parser {
    static let controlGroupSource = """
        struct ControlGroup: View {
            let content: some View
            init(@ViewBuilder content: () -> some View) {
                self.content = content()
            }
            init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View) {
                self.content = content()
            }
            init(_ title: String, @ViewBuilder content: () -> some View) {
                self.content = content()
            }
            init(_ title: String, systemImage: String, @ViewBuilder content: () -> some View) {
                self.content = content()
            }
            var body: some View {
                HStack { content }
                    .buttonStyle(.bordered)
            }
        }
        """

    /// The declarations of `controlGroupSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let controlGroupDeclarations: [Stmt] = prelude(controlGroupSource)
}
