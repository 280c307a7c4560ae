// CustomLayoutView.swift: a user `struct X: Layout` as a view: its `sizeThatFits` sizes the view, its
// `placeSubviews` places each subview (`anchor` of the subview at the point, proposed as asked).
// Rule: Apple: Layout — developer.apple.com/documentation/swiftui/layout; Apple: LayoutSubview.place(at:anchor:proposal:)
// — "a subview that you don't place … appears at the center of the layout's bounds" (proposal unspecified); bounds
// are the view's frame in its parent's space (the same points `place(at:)` takes). A run-time failure in the user's
// methods fails the frame with a located error (LayoutWarnings), as a GeometryReader's content does. Status: complete
// for issue #14.

import Geometry
import Scene

struct CustomLayoutView: LayoutView {
    var layout: CustomLayout

    /// User layouts become views by coercion (Vocabulary.customLayoutView).
    static let declarations: [ViewDeclaration] = []

    static let coercion: BuiltinImplementation = { v, range in
        guard case .customLayout(let layout) = v[0], case .views(let children) = v[1] else { return .views([]) }
        return .views([
            ViewNode(
                AppliedView(
                    name: layout.name, arguments: [], view: CustomLayoutView(layout: layout), children: children),
                range: range)
        ])
    }

    /// Proxies whose sizes come from `engine` and whose placements go to `placements`.
    private func proxies(_ children: [ViewNode], _ engine: LayoutEngine, _ placements: LayoutPlacements)
        -> [LayoutSubviewProxy]
    {
        children.enumerated().map { i, child in
            LayoutSubviewProxy(
                index: i, measure: { w, h in engine.sizeThatFits(child, ProposedSize(width: w, height: h)) },
                placements: placements, priority: child.layoutPriority.isFinite ? child.layoutPriority : 0)
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode], in engine: LayoutEngine, parent: ParentAxis)
        -> Size
    {
        do throws(RuntimeFailure) {
            let size = try layout.sizeThatFits(
                width: proposal.width, height: proposal.height, subviews: proxies(children, engine, LayoutPlacements()))
            // An infinite answer is kept: `proposal.replacingUnspecifiedDimensions()` answers a stack's probe of
            // infinity with infinity, which is how a stack learns that the view takes all it is given (a VStack of one
            // such layout gave it no height when that answer became 0). NaN is no size.
            guard !size.width.isNaN, !size.height.isNaN else { return Size(width: 0, height: 0) }
            return Size(width: max(0, size.width), height: max(0, size.height))
        } catch {
            engine.warnings.fail(error)
            return Size(width: 0, height: 0)
        }
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        let placements = LayoutPlacements()
        let bounds = Rect(origin: c.origin, size: c.size)
        do throws(RuntimeFailure) {
            try layout.placeSubviews(
                in: bounds, width: c.proposal.width, height: c.proposal.height,
                subviews: proxies(children, c.layout, placements))
        } catch {
            c.layout.warnings.fail(error)
            return
        }
        for (i, child) in children.enumerated() {
            let p =
                placements.placement(of: i)
                ?? LayoutPlacement(
                    point: Point(x: bounds.midX, y: bounds.midY), anchor: .center, width: nil, height: nil)
            guard p.point.x.isFinite, p.point.y.isFinite else { continue }
            let proposal = ProposedSize(width: p.width, height: p.height)
            let size = c.layout.sizeThatFits(child, proposal)
            let origin = Point(x: p.point.x - p.anchor.x * size.width, y: p.point.y - p.anchor.y * size.height)
            c.layout.place(
                child, at: origin, proposal: proposal, size: size, environment: c.environment, space: c.space,
                into: &out)
        }
    }
}
