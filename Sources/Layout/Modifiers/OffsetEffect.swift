// OffsetEffect.swift: `.offset(x:y:)` and `.offset(_:)`, SwiftUI's `_OffsetEffect`.
// Rule: OpenSwiftUI OffsetEffect.swift and PositionLayout.swift: the offset moves the content's position without
// changing layout; leaves round it with their frames, so an offset snaps to the pixel grid (seed 000's table).

import Geometry
import Scene

/// Moves the content by (x, y) points in its parent's space.
struct OffsetEffect: LayoutModifier {
    var x: Double
    var y: Double

    static let declarations = [
        ModifierDeclaration(
            "offset",
            [
                .modifier("offset", [arg("x", .double, .double(0)), arg("y", .double, .double(0))]) {
                    v, range throws(RuntimeFailure) in
                    let x = try GeometryArgument.finite(v[0].double, "offset(x:)", at: range)
                    let y = try GeometryArgument.finite(v[1].double, "offset(y:)", at: range)
                    return (OffsetEffect(x: x, y: y), nil)
                },
                .modifier("offset", [arg(nil, .size)]) { v, range throws(RuntimeFailure) in
                    guard case .size(let w, let h) = v[0] else { preconditionFailure("offset(_:) needs a CGSize") }
                    let x = try GeometryArgument.finite(w, "offset(_:) width", at: range)
                    let y = try GeometryArgument.finite(h, "offset(_:) height", at: range)
                    return (OffsetEffect(x: x, y: y), nil)
                },
            ])
    ]

    func contentPlacement(_ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        .same(offset: Point(x: x, y: y))
    }

    /// As `contentPlacement` says, the offset also summed on the space: an `.animation(_:value:)` inside it records
    /// the offset as outside its scope (AnimationScope.outerOffset), since SwiftUI's `_OffsetEffect` is an attribute
    /// of its own that animates with the transaction around it (OpenSwiftUI OffsetEffect.swift: a GeometryEffect).
    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        var inner = c.space
        inner.offsetSum = inner.offsetSum + Point(x: x, y: y)
        c.place(content, .same(offset: Point(x: x, y: y)), space: inner, into: &out)
    }
}
