// ListStyleModifier.swift: `listStyle(_:)`.
// Rule: Apple: View.listStyle(_:) — developer.apple.com/documentation/swiftui/view/liststyle(_:): sets the style of
// the lists within this view. anim draws two looks (ListView.swift): `.plain` (rows across the width, no cards) and
// the grouped one, which `.automatic`, `.insetGrouped`, `.grouped`, `.inset` and `.sidebar` all draw on iPhone here.
// The styles of other platforms draw as an iPhone shows the same list, the grouped look: watchOS's `.carousel`
// (Apple: CarouselListStyle — developer.apple.com/documentation/swiftui/carouselliststyle) and `.elliptical`
// (…/swiftui/ellipticalliststyle), and macOS's `.bordered` (…/swiftui/borderedliststyle), whose watch cards and
// bordered table are not drawn.

import Scene

struct ListStyleModifier: LayoutModifier {
    var plain: Bool

    static let declarations = [
        ModifierDeclaration(
            "listStyle",
            [
                .modifier("listStyle", [arg(nil, .enumeration("ListStyle"))]) { v in
                    guard case .enumeration(_, let name) = v[0] else { return ListStyleModifier(plain: false) }
                    return ListStyleModifier(plain: name == "plain")
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.plainList = plain
        c.place(content, .same, environment: env, into: &out)
    }
}
