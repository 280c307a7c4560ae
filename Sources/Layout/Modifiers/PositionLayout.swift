// PositionLayout.swift: `position(x:y:)`, SwiftUI's `_PositionLayout`. Rule: OpenSwiftUI OffsetEffect.swift and
// PositionLayout.swift. Status: complete.

import Geometry
import Scene

/// Takes the whole proposal as its size (nil axes: the child's size); the child is proposed that size and its centre
/// goes to the point, in the parent's coordinates.
struct PositionLayout: LayoutModifier {
    var x: Double
    var y: Double

    static let declarations = [
        ModifierDeclaration(
            "position",
            [
                .modifier("position", [arg("x", .double, .double(0)), arg("y", .double, .double(0))]) {
                    v, range throws(RuntimeFailure) in
                    let x = try GeometryArgument.finite(v[0].double, "position(x:)", at: range)
                    let y = try GeometryArgument.finite(v[1].double, "position(y:)", at: range)
                    return (PositionLayout(x: x, y: y), nil)
                },
                // Apple: View.position(_:) — developer.apple.com/documentation/swiftui/view/position(_:) (a CGPoint).
                .modifier("position", [arg(nil, .point)]) { v, range throws(RuntimeFailure) in
                    let x = try GeometryArgument.finite(v[0].point.x, "position(_:)", at: range)
                    let y = try GeometryArgument.finite(v[0].point.y, "position(_:)", at: range)
                    return (PositionLayout(x: x, y: y), nil)
                },
            ])
    ]

    func sizeThatFits(_ p: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size {
        if let w = p.width, let h = p.height { return Size(width: w, height: h) }
        let c = layout.sizeThatFits(content, p)
        return Size(width: p.width ?? c.width, height: p.height ?? c.height)
    }

    func contentPlacement(_ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        layout.child(content, proposal: ProposedSize(size)) { Point(x: x - $0.width / 2, y: y - $0.height / 2) }
    }

    /// Placed from the absolute point (origin + x − w/2, in that order), so positions round as they always have.
    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        let childProposal = ProposedSize(c.size)
        let childSize = c.layout.sizeThatFits(content, childProposal)
        c.layout.place(
            content,
            at: Point(x: c.origin.x + x - childSize.width / 2, y: c.origin.y + y - childSize.height / 2),
            proposal: childProposal, size: childSize, environment: c.environment, space: c.space, into: &out)
    }

    var passesBaselines: Bool { false }
    var keepsTextEdges: Bool { false }
}
