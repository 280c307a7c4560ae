// GeometryReaderView.swift: `GeometryReader` in layout: it takes the size it is proposed, then its content is
// evaluated for that size and laid out from its top-leading corner.
// Rule: Apple: GeometryReader — developer.apple.com/documentation/swiftui/geometryreader (a greedy container: the
// proposal, with an unspecified dimension replaced by the default 10 points, as ProposedViewSize.
// replacingUnspecifiedDimensions(by:) does); its children are placed at its top-leading corner (iOS 14 and later).
// Its children are drawn as a ZStack's are, in zIndex order (Apple: View.zIndex(_:)).
// The proxy's global frame is the reader's box in canvas points; a named space's origin is the box of the view that
// wrote `.coordinateSpace` (Layout CoordinateSpaceModifier). Status: complete.

import Geometry
import Scene

extension GeometryReaderContent: LayoutView {
    static let declarations: [ViewDeclaration] = []

    func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis)
        -> Size
    {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        let origin = c.globalOrigin
        let views: [ViewNode]
        do {
            views = try content(c.size, origin, c.environment.coordinateSpaces)
        } catch {
            c.layout.warnings.fail(error)
            return
        }
        let proposal = ProposedSize(c.size)
        for i in views.drawOrder {
            let child = views[i].resolvingTextEnvironment(textAttributes ?? TextAttributes())
            let size = c.layout.sizeThatFits(child, proposal)
            c.layout.place(
                child, at: c.origin, proposal: proposal, size: size, environment: c.environment, space: c.space,
                into: &out)
        }
    }
}
