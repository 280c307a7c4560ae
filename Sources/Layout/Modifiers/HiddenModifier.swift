// HiddenModifier.swift: `hidden()`.
// Rule: Apple: View.hidden(), developer.apple.com/documentation/swiftui/view/hidden(): "Hidden views are invisible
// […] However, they do remain in the view hierarchy and affect layout." So the size is the content's and nothing is
// drawn.

import Scene

struct HiddenModifier: LayoutModifier {
    static let declarations = [ModifierDeclaration("hidden", [.modifier("hidden", []) { _ in HiddenModifier() }])]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {}
}
