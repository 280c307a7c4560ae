// Parser+TabViewCustomization.swift: SwiftUI's `TabViewCustomization`, declared in the scene language: the user's
// arrangement of an iOS 18 tab sidebar, stored and passed to `.tabViewCustomization(_:)`, which is inert here.
// Rule: Apple: TabViewCustomization — developer.apple.com/documentation/swiftui/tabviewcustomization (a value type
// created empty, `TabViewCustomization()`). Status: the initialiser.

extension Parser {
    static let tabViewCustomizationSource = """
        struct TabViewCustomization: Equatable {
        }
        """

    /// The declaration of `tabViewCustomizationSource`, placed nowhere in the user's file (empty ranges).
    static let tabViewCustomizationDeclarations: [Stmt] = prelude(tabViewCustomizationSource)
}
