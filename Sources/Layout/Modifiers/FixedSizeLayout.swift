// FixedSizeLayout.swift: `fixedSize()` and `fixedSize(horizontal:vertical:)`, SwiftUI's `_FixedSizeLayout`.
// Rule: OpenSwiftUI FixedSizeLayout.swift. Status: complete.

import Geometry
import Scene

/// Proposes nil (the ideal size) on the fixed axes and passes the other through; reports the child's size and
/// centres the child in it.
struct FixedSizeLayout: LayoutModifier {
    var horizontal: Bool
    var vertical: Bool

    static let declarations = [
        ModifierDeclaration(
            "fixedSize",
            [
                .modifier("fixedSize", []) { _ in FixedSizeLayout(horizontal: true, vertical: true) },
                .modifier("fixedSize", [arg("horizontal", .bool), arg("vertical", .bool)]) {
                    FixedSizeLayout(horizontal: $0[0].bool, vertical: $0[1].bool)
                },
            ])
    ]

    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ p: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size {
        layout.sizeThatFits(content, childProposal(p))
    }

    func contentPlacement(_ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        layout.child(content, proposal: childProposal(p)) {
            Point(x: (size.width - $0.width) / 2, y: (size.height - $0.height) / 2)
        }
    }
}
