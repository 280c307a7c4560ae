// ViewThatFits.swift: `ViewThatFits(in:content:)`.
// Rule: Apple: ViewThatFits, developer.apple.com/documentation/swiftui/viewthatfits: "ViewThatFits evaluates its
// child views in the order you provide them to the initializer. It selects the first child whose ideal size on the
// constrained axes fits within the proposed size. […] If none of the views fit, the view that fits chooses the last
// child." The ideal size is the child's size for a proposal of nothing on the constrained axes (the proposal kept on
// the others); an axis proposed nothing constrains nothing. The chosen child is then proposed the view's proposal and
// is the only one laid out and drawn. The axes are written as `Axis.Set` members, carried as `Edge.Set` (as in
// ScrollView.swift); the default is both axes.

import Geometry
import Scene

struct ViewThatFits: LayoutView {
    var horizontal: Bool
    var vertical: Bool

    static let declarations = [
        ViewDeclaration(
            "ViewThatFits",
            [
                .view("ViewThatFits", [arg("in", .edgeSet, .edges(.all)), contentParameter]) { v in
                    let axes = v[0].edges
                    let view = ViewThatFits(
                        horizontal: !axes.isDisjoint(with: .horizontal), vertical: !axes.isDisjoint(with: .vertical))
                    return (view, v[1].views)
                }
            ])
    ]

    /// The child shown for `p`: the first whose ideal size fits on the constrained axes, else the last.
    func chosen(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine) -> ViewNode? {
        let kids = layout.stackChildren(children)
        let idealProposal = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        for child in kids {
            let ideal = layout.sizeThatFits(child, idealProposal)
            let fitsWidth = !horizontal || p.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || p.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return kids.last
    }

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        guard let child = chosen(p, children: children, in: layout) else { return .zero }
        return layout.sizeThatFits(child, p, parent: parent)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        guard let child = chosen(c.proposal, children: children, in: c.layout) else { return }
        c.layout.place(
            child, at: c.origin, proposal: c.proposal, size: c.size, environment: c.environment, space: c.space,
            parent: c.parent, into: &out)
    }

    func textBaseline(
        first: Bool, _ p: ProposedSize, _ size: Size, children: [ViewNode], in layout: LayoutEngine
    ) -> Double? {
        guard let child = chosen(p, children: children, in: layout) else { return nil }
        return layout.textBaseline(child, first: first, p, size)
    }
}
