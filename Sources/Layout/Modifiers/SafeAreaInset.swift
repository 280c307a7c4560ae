// SafeAreaInset.swift: `safeAreaInset(edge:alignment:spacing:content:)`.
// Rule: Apple: View.safeAreaInset(edge:alignment:spacing:content:) —
// developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:): "The content view is
// anchored to the specified edge in the parent view, aligning its [cross] axis to the specified alignment guide. The
// modified view is inset by the [size] of content, from edge": the view's content is laid out in what is left, and
// the inset content sits along the edge, `spacing` apart (nil: 0 here, [UNCONF] — SwiftUI's "default amount").
// Status: complete for issue #14.

import Geometry
import Scene

struct SafeAreaInset: LayoutModifier {
    var edge: Edge
    var alignment: Alignment
    var spacing: Double
    /// The inset content.
    var inset: ViewNode

    static let declarations = [
        ModifierDeclaration(
            "safeAreaInset",
            [
                .modifier(
                    "safeAreaInset",
                    [
                        arg("edge", .edge), arg("alignment", .horizontalAlignment, .horizontalAlignment(.center)),
                        arg("spacing", .optional(.double), .absent), contentParameter,
                    ]
                ) { v, range throws(RuntimeFailure) in
                    let h = v[1].horizontalAlignment
                    return (
                        SafeAreaInset(
                            edge: v[0].edge, alignment: Alignment(horizontal: h, vertical: .center),
                            spacing: try spacing(v[2], range), inset: singleView(v[3].views, range: range)), nil
                    )
                },
                .modifier(
                    "safeAreaInset",
                    [
                        arg("edge", .edge), arg("alignment", .verticalAlignment),
                        arg("spacing", .optional(.double), .absent), contentParameter,
                    ]
                ) { v, range throws(RuntimeFailure) in
                    (
                        SafeAreaInset(
                            edge: v[0].edge, alignment: Alignment(horizontal: .center, vertical: v[1].verticalAlignment),
                            spacing: try spacing(v[2], range), inset: singleView(v[3].views, range: range)), nil
                    )
                },
            ])
    ]

    static func spacing(_ v: Value, _ range: SourceRange) throws(RuntimeFailure) -> Double {
        guard let s = v.optionalDouble else { return 0 }
        return try GeometryArgument.finite(s, "safeAreaInset(spacing:)", at: range)
    }

    private var vertical: Bool { edge == .top || edge == .bottom }

    /// The inset's size, the content's proposal and size, and the whole size.
    private func sizes(_ proposal: ProposedSize, _ content: ViewNode, _ layout: LayoutEngine)
        -> (inset: Size, content: ProposedSize, main: Size, total: Size)
    {
        if vertical {
            let s = layout.sizeThatFits(inset, ProposedSize(width: proposal.width, height: nil))
            let p = ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - s.height - spacing) })
            let m = layout.sizeThatFits(content, p)
            return (s, p, m, Size(width: max(m.width, s.width), height: m.height + s.height + spacing))
        }
        let s = layout.sizeThatFits(inset, ProposedSize(width: nil, height: proposal.height))
        let p = ProposedSize(width: proposal.width.map { max(0, $0 - s.width - spacing) }, height: proposal.height)
        let m = layout.sizeThatFits(content, p)
        return (s, p, m, Size(width: m.width + s.width + spacing, height: max(m.height, s.height)))
    }

    func sizeThatFits(_ proposal: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size {
        sizes(proposal, content, layout).total
    }

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        let (s, p, m, _) = sizes(c.proposal, content, c.layout)
        let size = c.size
        var mainOrigin = Point.zero
        var insetOrigin = Point.zero
        switch edge {
        case .top:
            mainOrigin = Point(x: 0, y: s.height + spacing)
        case .bottom:
            insetOrigin = Point(x: 0, y: size.height - s.height)
        case .leading:
            mainOrigin = Point(x: s.width + spacing, y: 0)
        case .trailing:
            insetOrigin = Point(x: size.width - s.width, y: 0)
        }
        if vertical {
            insetOrigin.x = alignment.horizontal.fraction * (size.width - s.width)
            mainOrigin.x = (size.width - m.width) / 2
        } else {
            insetOrigin.y = alignment.vertical.fraction * (size.height - s.height)
            mainOrigin.y = (size.height - m.height) / 2
        }
        c.place(content, .child(origin: mainOrigin, proposal: p, size: m), into: &out)
        c.place(inset, .child(origin: insetOrigin, proposal: ProposedSize(s), size: s), into: &out)
    }
}
