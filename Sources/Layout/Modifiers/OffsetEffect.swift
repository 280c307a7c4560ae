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
                    OffsetEffect(x: $0[0].double, y: $0[1].double)
                },
                .modifier("offset", [arg(nil, .size)]) { v in
                    guard case .size(let w, let h) = v[0] else { preconditionFailure("offset(_:) needs a CGSize") }
                    return OffsetEffect(x: w, y: h)
                },
            ])
    ]

    func contentPlacement(_ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        .same(offset: Point(x: x, y: y))
    }
}
