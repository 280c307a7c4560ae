// LazyStack.swift: `LazyVStack(alignment:spacing:pinnedViews:content:)` and `LazyHStack(alignment:spacing:…)`.
// Rule: Apple: LazyVStack, developer.apple.com/documentation/swiftui/lazyvstack ("The stack is 'lazy,' in that the
// stack view doesn't create items until it needs to render them onscreen"): a renderer draws every item, so the
// children are sized and spaced exactly as VStack/HStack size them (StackLayout.swift). One observed difference
// (iOS 17; Apple documents none): a lazy stack is as long across its axis as it is proposed, where an eager stack
// hugs its widest child, and it aligns its children by `alignment` inside that length — a LazyVStack in a
// ScrollView spans the scroll view's width. With no proposal across the axis it hugs its content like VStack.
// `pinnedViews:` is accepted and changes nothing drawn (PinnedScrollableViews.swift).

import Geometry
import Scene

/// The lazy stacks' initialisers; they make a `StackView` with `lazy` set.
enum LazyStack {
    static let declarations = [
        ViewDeclaration(
            "LazyVStack",
            PinnedScrollableViews.overloads(
                "LazyVStack",
                [
                    arg("alignment", .horizontalAlignment, .horizontalAlignment(.center)),
                    arg("spacing", .optional(.double), .absent),
                ]
            ) { v, _, content in
                let alignment = Alignment(horizontal: v[0].horizontalAlignment, vertical: .center)
                return (StackView(axis: .vertical, alignment: alignment, spacing: v[1].optionalDouble, lazy: true), content)
            }),
        ViewDeclaration(
            "LazyHStack",
            PinnedScrollableViews.overloads(
                "LazyHStack",
                [
                    arg("alignment", .verticalAlignment, .verticalAlignment(.center)),
                    arg("spacing", .optional(.double), .absent),
                ]
            ) { v, _, content in
                let alignment = Alignment(horizontal: .center, vertical: v[0].verticalAlignment)
                return (
                    StackView(axis: .horizontal, alignment: alignment, spacing: v[1].optionalDouble, lazy: true), content
                )
            }),
    ]
}

extension StackView {
    /// The lazy stack's size: its content's along the axis, the proposal (if any) across it.
    func lazySize(_ content: Size, _ p: ProposedSize) -> Size {
        .on(axis, major: content.along(axis), minor: p.across(axis) ?? content.across(axis))
    }

    /// Where the eager stack of the children goes inside the lazy stack's box: aligned across the axis by the
    /// stack's guide (leading/centre/trailing in a LazyVStack, top/centre/bottom in a LazyHStack).
    func lazyContentBox(_ c: PlacementContext, children: [ViewNode]) -> (origin: Point, size: Size) {
        let placing = ProposedSize.on(axis, major: c.proposal.along(axis), minor: c.size.across(axis))
        let content = c.layout.stackSize(
            axis: axis, alignment: alignment, spacing: spacing, children: children, placing)
        let fraction = axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
        let shift = fraction * (c.size.across(axis) - content.across(axis))
        let offset = axis == .vertical ? Point(x: shift, y: 0) : Point(x: 0, y: shift)
        return (c.origin + offset, content)
    }
}
