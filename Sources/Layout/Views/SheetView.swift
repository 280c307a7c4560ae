// SheetView.swift: a presented sheet or full-screen cover (`·Sheet`, Checker+Presentation.swift) as iOS draws it — its
// content centred on the system background, a sheet's top corners rounded, a drag indicator when it has several
// detents. The window places it (PresentationHost.swift).
// Rule: Apple: View.sheet(isPresented:onDismiss:content:), View.fullScreenCover(isPresented:onDismiss:content:) —
// developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:); UIColor.systemBackground
// (white; in dark mode black, and the elevated (28, 28, 30) a sheet shows — Apple HIG "Dark Mode": "elevated" base
// colours for presented content); View.presentationDragIndicator(_:) (`.automatic` shows it when the sheet has more
// than one detent). Metrics observed on iOS 17 [UNCONF, not documented]: top corners of radius 10 pt; the indicator a
// 36 × 5 pt capsule 5 pt below the top edge, in the tertiary label grey.

import Geometry
import Scene

/// A sheet's card and its content.
struct SheetView: LayoutView {
    /// "sheet" or "fullScreenCover".
    var style: String

    static let cornerRadius = 10.0
    static let elevatedDark = Color(r8: 28, g8: 28, b8: 30)
    static let indicatorLight = Color(r8: 60, g8: 60, b8: 67).opacity(0.3)
    static let indicatorDark = Color(r8: 235, g8: 235, b8: 245).opacity(0.3)

    static let declarations = [
        ViewDeclaration(
            "·Sheet",
            [
                .view("·Sheet", [arg("style", .string), contentParameter]) { v in
                    (SheetView(style: v[0].string), v[1].views)
                }
            ])
    ]

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        Size(
            width: p.width ?? PresentationHost.screen.width, height: p.height ?? PresentationHost.screen.height)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        c.layout.placeStack(
            axis: .z, alignment: .center, spacing: nil,
            children: [composed(children, key: node.identity, dark: c.environment.dark)],
            at: c.origin, proposal: ProposedSize(c.size), size: c.size, environment: c.environment, space: c.space,
            into: &out)
    }

    /// The card on its background with the content centred on it, and the drag indicator.
    private func composed(_ children: [ViewNode], key: UInt64, dark: Bool) -> ViewNode {
        var b = NodeBuilder(key: key)
        let content = children.count == 1 ? children[0] : b.stack(.vertical, alignment: .center, spacing: nil, children)
        let cover = style == "fullScreenCover"
        let fill = dark ? (cover ? Color.black : SheetView.elevatedDark) : Color.white
        let r = cover ? 0 : SheetView.cornerRadius
        let shape = b.node(
            AppliedView(
                name: "UnevenRoundedRectangle", arguments: [],
                view: UnevenRoundedRectangle(
                    radii: RectangleCornerRadii(topLeading: r, bottomLeading: 0, bottomTrailing: 0, topTrailing: r),
                    style: .continuous)))
        let background = b.wrap(shape, "fill", ShapeFill(color: fill))
        var layers = [background, content]
        if !cover, PresentationDragIndicator.isVisible(in: content) {
            let capsule = b.node(AppliedView(name: "Capsule", arguments: [], view: Capsule(style: .continuous)))
            let filled = b.wrap(
                capsule, "fill", ShapeFill(color: dark ? SheetView.indicatorDark : SheetView.indicatorLight))
            let sized = b.wrap(filled, "frame", FrameLayout(width: 36, height: 5))
            let placed = b.wrap(
                sized, "padding", PaddingLayout(insets: EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0)))
            layers.append(
                b.wrap(
                    placed, "frame",
                    FlexFrameLayout(
                        minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                        maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: .top))))
        }
        return b.stack(.z, alignment: .center, spacing: nil, layers)
    }
}
