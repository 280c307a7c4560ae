// ListStyleModifier.swift: `listStyle(_:)`.
// Rule: Apple: View.listStyle(_:) — developer.apple.com/documentation/swiftui/view/liststyle(_:): sets the style of
// the lists within this view. anim draws three looks (ListView.swift): `.plain` (rows across the width, no cards);
// `.grouped` (Apple: GroupedListStyle — UITableView.Style.grouped: the sections' cards span the width, square
// corners, on the grouped grey); and the inset grouped one, which `.automatic`, `.insetGrouped` and `.sidebar` draw on
// iPhone here. `.inset` (Apple: InsetListStyle — developer.apple.com/documentation/swiftui/insetliststyle) has the
// inset grouped geometry on the plain background, its cards the background's colour [UNCONF: as observed on iOS 17].
// The styles of other platforms draw as an iPhone shows the same list, the grouped look: watchOS's `.carousel`
// (Apple: CarouselListStyle — developer.apple.com/documentation/swiftui/carouselliststyle) and `.elliptical`
// (…/swiftui/ellipticalliststyle), and macOS's `.bordered` (…/swiftui/borderedliststyle), whose watch cards and
// bordered table are not drawn.

import Scene

struct ListStyleModifier: LayoutModifier {
    var plain: Bool
    var edgeToEdge = false
    var inset = false

    static let declarations = [
        ModifierDeclaration(
            "listStyle",
            [
                .modifier("listStyle", [arg(nil, .enumeration("ListStyle"))]) { v in
                    guard case .enumeration(_, let name) = v[0] else { return ListStyleModifier(plain: false) }
                    return ListStyleModifier(
                        plain: name == "plain", edgeToEdge: name == "grouped", inset: name == "inset")
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var env = c.environment
        env.plainList = plain
        env.edgeToEdgeList = edgeToEdge
        env.insetList = inset
        c.place(content, .same, environment: env, into: &out)
    }
}
