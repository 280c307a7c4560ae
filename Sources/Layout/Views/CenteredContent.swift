// CenteredContent.swift: a view that marks its content for another view to read (a TabView's `Tab`, a toolbar's
// `ToolbarItem`) and is itself laid out as a ZStack of that content, centred — what the content looks like when
// the reader draws it in place.
// Rule: Apple: ZStack (children overlaid, aligned by their centres by default).

import Geometry
import Scene

protocol CenteredContent: LayoutView {}

extension CenteredContent {
    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        layout.stackSize(axis: .z, alignment: .center, spacing: nil, children: children, p)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        c.layout.placeStack(
            axis: .z, alignment: .center, spacing: nil, children: children, at: c.origin, proposal: c.proposal,
            size: c.size, environment: c.environment, space: c.space, into: &out)
    }
}
