// StackView.swift: `HStack(alignment:spacing:content:)`, `VStack(alignment:spacing:content:)` and
// `ZStack(alignment:content:)`.
// Rule: OpenSwiftUI StackLayout.swift and Text+Spacing.swift; OpenSwiftUI ZStack.swift: HStack takes a
// VerticalAlignment, VStack a HorizontalAlignment, ZStack an Alignment; spacing nil = the default; the algorithms are
// StackLayout.swift and ZStackLayout.swift.

import Geometry
import Scene

/// A stack on `axis` (`.z` for ZStack) with its guide and spacing.
struct StackView: LayoutView {
    var axis: StackAxis
    var alignment: Alignment
    var spacing: Double?
    /// `LazyVStack`/`LazyHStack`: laid out eagerly (a renderer draws every row), but the stack takes the whole
    /// proposed length across its axis and aligns its children in it (LazyStack.swift).
    var lazy = false

    static let declarations = [
        ViewDeclaration(
            "ZStack",
            [
                .view("ZStack", [arg("alignment", .alignment, .alignment(.center)), contentParameter]) {
                    (StackView(axis: .z, alignment: $0[0].alignment, spacing: nil), $0[1].views)
                }
            ]),
        ViewDeclaration(
            "HStack",
            [
                .view(
                    "HStack",
                    [
                        arg("alignment", .verticalAlignment, .verticalAlignment(.center)),
                        arg("spacing", .optional(.double), .absent), contentParameter,
                    ]
                ) { v in
                    let alignment = Alignment(horizontal: .center, vertical: v[0].verticalAlignment)
                    return (
                        StackView(axis: .horizontal, alignment: alignment, spacing: v[1].optionalDouble), v[2].views
                    )
                }
            ]),
        ViewDeclaration(
            "VStack",
            [
                .view(
                    "VStack",
                    [
                        arg("alignment", .horizontalAlignment, .horizontalAlignment(.center)),
                        arg("spacing", .optional(.double), .absent), contentParameter,
                    ]
                ) { v in
                    let alignment = Alignment(horizontal: v[0].horizontalAlignment, vertical: .center)
                    return (StackView(axis: .vertical, alignment: alignment, spacing: v[1].optionalDouble), v[2].views)
                }
            ]),
    ]

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        if lazy, let rows = scrolledRows(children, p, in: layout) { return lazySize(rows.size, p) }
        let size = layout.stackSize(axis: axis, alignment: alignment, spacing: spacing, children: children, p)
        return lazy ? lazySize(size, p) : size
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        var origin = c.origin
        var size = c.size
        guard lazy else {
            c.layout.placeStack(
                axis: axis, alignment: alignment, spacing: spacing, children: children, at: origin,
                proposal: c.proposal, size: size, environment: c.environment, space: c.space, into: &out)
            return
        }
        if let rows = scrolledRows(children, c.proposal, in: c.layout) {
            return placeScrolledRows(rows, c, into: &out)
        }
        (origin, size) = lazyContentBox(c, children: children)
        c.placingLazily {
            c.layout.placeStack(
                axis: axis, alignment: alignment, spacing: spacing, children: children, at: origin,
                proposal: c.proposal, size: size, environment: c.environment, space: c.space, into: &out)
        }
    }

    /// The first (or last) child, in order, that has a baseline (OpenSwiftUI Text+Sizing.swift,
    /// Text+StringDrawingContext.swift and AlignmentGuide.swift).
    func textBaseline(
        first: Bool, _ p: ProposedSize, _ size: Size, children: [ViewNode], in layout: LayoutEngine
    ) -> Double? {
        let placed = layout.stackPlacements(
            axis: axis, alignment: alignment, spacing: spacing, children: children, proposal: p, size: size)
        let kids = layout.stackChildren(children)
        let indices = first ? Array(kids.indices) : kids.indices.reversed()
        for i in indices {
            if let b = layout.textBaseline(kids[i], first: first, placed[i].proposal, placed[i].size) {
                return placed[i].origin.y + b
            }
        }
        return nil
    }
}
