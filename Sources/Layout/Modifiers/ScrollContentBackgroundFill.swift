// ScrollContentBackgroundFill.swift: the background a scrollable view draws behind its content, which
// `.scrollContentBackground(.hidden)` above it hides (a TextEditor's white, as a List's grey: ListView.swift).
// Rule: Apple: View.scrollContentBackground(_:) — developer.apple.com/documentation/swiftui/view/
// scrollcontentbackground(_:) ("Specifies the visibility of the background for scrollable views within this view";
// a TextEditor is one: it is a UITextView). The prelude's TextEditor (Scene Parser+Controls) writes its opaque
// system background through this modifier, so a `.background(…)` written on the editor shows through when the
// background is hidden. Status: complete.

import Scene

struct ScrollContentBackgroundFill: LayoutModifier {
    /// Not SwiftUI's: the prelude's controls write it (a leading underscore, as SwiftUI's own private API).
    static let name = "_scrollContentBackgroundFill"

    static let declarations = [
        ModifierDeclaration(name, [.modifier(name, []) { _ in ScrollContentBackgroundFill() }])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        if c.environment.listBackgroundHidden { return }
        c.place(content, .same, into: &out)
    }
}
