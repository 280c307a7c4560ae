// BaselineOffsetLayout.swift: `baselineOffset(_:)` on a Text (and on a view of text), which moves the glyphs up
// (positive) or down (negative) from the line's baseline and grows the view to hold them.
// Rule: Apple: Text.baselineOffset(_:) — developer.apple.com/documentation/swiftui/text/baselineoffset(_:): "move the
// text in the view (in points) up or down relative to its baseline. The bounds of the view expand to contain the
// moved text"; View.baselineOffset(_:) — developer.apple.com/documentation/swiftui/view/baselineoffset(_:) (iOS 16).
// The line's baseline, which a `.firstTextBaseline` stack aligns (a joined `Text + Text` with a raised run is laid
// out as one, TextJoinView), stays where the unmoved glyphs' baseline would be: a raised run sits above its
// neighbours' baseline, a lowered one below. Status: the offset applies to the view as a whole (every line of a
// wrapped Text moves together); a container's texts move together rather than each in its own box.

import Geometry
import Scene

/// The content `offset` points above (below, when negative) its line's baseline, in a box `|offset|` taller.
struct BaselineOffsetLayout: LayoutModifier {
    var offset: Double

    static let declarations = [
        ModifierDeclaration(
            "baselineOffset",
            [
                .modifier("baselineOffset", [arg(nil, .double)]) { v, range throws(RuntimeFailure) in
                    (
                        BaselineOffsetLayout(
                            offset: try GeometryArgument.finite(v[0].double, "baselineOffset", at: range)),
                        nil
                    )
                }
            ])
    ]

    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: p.width, height: p.height.map { max(0, $0 - abs(offset)) })
    }

    func sizeThatFits(_ p: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size {
        let c = layout.sizeThatFits(content, childProposal(p), parent: parent.inherited)
        return Size(width: c.width, height: c.height + abs(offset))
    }

    /// Where the line's baseline is: the content's own baseline `max(0, offset)` down the box (above the raised glyphs
    /// for a positive offset, at the unmoved glyphs for a negative one).
    func contentPlacement(_ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        contentPlacement(p, size: size, content: content, in: layout, parent: .none)
    }

    func contentPlacement(
        _ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis
    ) -> ContentPlacement {
        layout.child(content, proposal: childProposal(p), parent: parent.inherited) { _ in
            Point(x: 0, y: max(0, offset))
        }
    }

    /// Where the glyphs are drawn: `offset` above the line's baseline, so at the top of the box when raised and
    /// `-offset` down when lowered.
    func place(_ content: ViewNode, _ context: PlacementContext, into out: inout [PlacedLeaf]) {
        let line = contentPlacement(
            context.proposal, size: context.size, content: content, in: context.layout, parent: context.parent)
        guard case .child(_, let proposal, let size, let parent) = line else {
            context.place(content, line, into: &out)
            return
        }
        context.place(
            content, .child(origin: Point(x: 0, y: max(0, -offset)), proposal: proposal, size: size, parent: parent),
            into: &out)
    }
}
