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
                .modifier("padding", [arg(nil, .edgeInsets)]) { v, range throws(RuntimeFailure) in
                    let e = v[0].edgeInsets
                    for side in [e.top, e.leading, e.bottom, e.trailing] {
                        _ = try GeometryArgument.finite(side, "padding(_:) inset", at: range)
                    }
                    return (PaddingLayout(insets: e), nil)
                },
                .modifier("padding", [arg(nil, .edgeSet, .edges(.all)), arg(nil, .optional(.double), .absent)]) {
                    v, range throws(RuntimeFailure) in
                    let length = try GeometryArgument.finite(
                        v[1].optionalDouble ?? defaultLength, "padding length", at: range)
                    return (PaddingLayout(insets: v[0].edges.insets(length)), nil)
                },
                .modifier("padding", [arg(nil, .double)]) { v, range throws(RuntimeFailure) in
                    let length = try GeometryArgument.finite(v[0].double, "padding(_:)", at: range)
                    return (PaddingLayout(insets: EdgeInsets(all: length)), nil)
                },
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
