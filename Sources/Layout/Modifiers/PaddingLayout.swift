// PaddingLayout.swift: `padding`, SwiftUI's `_PaddingLayout`. Rule: Apple: View.padding(_:_:) —
// developer.apple.com/documentation/swiftui/view/padding(_:_:); OpenSwiftUI PaddingLayout.swift and
// DefaultPadding.swift (the default length is 16 pt). Status: complete (LTR only).

import Geometry
import Scene

/// Insets the proposal, reports the child's size plus the insets, and places the child at the leading/top inset.
struct PaddingLayout: LayoutModifier {
    var insets: EdgeInsets

    /// SwiftUI's default padding (Apple: View.padding(_:_:) —
    /// developer.apple.com/documentation/swiftui/view/padding(_:_:); OpenSwiftUI PaddingLayout.swift and
    /// DefaultPadding.swift).
    static let defaultLength = 16.0

    static let declarations = [
        ModifierDeclaration(
            "padding",
            [
                .modifier("padding", [arg(nil, .edgeInsets)]) { PaddingLayout(insets: $0[0].edgeInsets) },
                .modifier("padding", [arg(nil, .edgeSet, .edges(.all)), arg(nil, .optional(.double), .absent)]) {
                    PaddingLayout(insets: $0[0].edges.insets($0[1].optionalDouble ?? defaultLength))
                },
                .modifier("padding", [arg(nil, .double)]) { PaddingLayout(insets: EdgeInsets(all: $0[0].double)) },
            ])
    ]

    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    func sizeThatFits(_ p: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size {
        let c = layout.sizeThatFits(content, childProposal(p))
        return Size(width: c.width + insets.leading + insets.trailing, height: c.height + insets.top + insets.bottom)
    }

    func contentPlacement(_ p: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        layout.child(content, proposal: childProposal(p)) { _ in Point(x: insets.leading, y: insets.top) }
    }

    var keepsTextEdges: Bool { false }
}
