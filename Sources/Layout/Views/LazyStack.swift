// LazyStack.swift: `LazyVStack(alignment:spacing:pinnedViews:content:)` and `LazyHStack(alignment:spacing:…)`.
// Rule: Apple: LazyVStack, developer.apple.com/documentation/swiftui/lazyvstack ("The stack is 'lazy,' in that the
// stack view doesn't create items until it needs to render them onscreen"): a renderer draws every item, so the
// children are sized and spaced exactly as VStack/HStack size them (StackLayout.swift). One observed difference
// (iOS 17; Apple documents none): a lazy stack is as long across its axis as it is proposed, where an eager stack
// hugs its widest child, and it aligns its children by `alignment` inside that length — a LazyVStack in a
// ScrollView spans the scroll view's width. With no proposal across the axis it hugs its content like VStack.
// `pinnedViews:` is accepted and changes nothing drawn (PinnedScrollableViews.swift).
// In a scroll view, proposed nothing along the scrolled axis, a lazy stack sizes and places only its first rows, up
// to twice the canvas's length (the visible region at rest, with as much again, SwiftUI creating rows "until it needs
// to render them onscreen"); the rest are neither sized nor placed, and its length is estimated from the rows it
// sized, their mean length (gaps included) times the number of rows, as SwiftUI estimates a lazy stack's content
// size from the rows it has measured. The rows drawn are exactly those an eager layout draws: each row's place along
// the axis depends only on the rows before it, and across the axis (proposed a length, aligned by a standard guide)
// only on its own size. Scrolled to a view (`scrollPosition(id:)`) every row is laid out (ScrollView.swift).

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
                return (
                    StackView(axis: .vertical, alignment: alignment, spacing: v[1].optionalDouble, lazy: true), content
                )
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
                    StackView(axis: .horizontal, alignment: alignment, spacing: v[1].optionalDouble, lazy: true),
                    content
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

/// The rows of a scrolled lazy stack that are sized and placed (StackView.scrolledRows).
struct ScrolledRows {
    var children: [ViewNode]
    /// The rows after them, not created.
    var rest: ArraySlice<ViewNode>
    var sized: [(proposal: ProposedSize, size: Size)]
    /// The frames of `children` in the stack, and the stack's content size with the estimated length.
    var origins: [Point]
    var size: Size
}

extension StackView {
    /// The first rows of a lazy stack in a scroll view proposed nothing along the scrolled axis, up to twice the
    /// canvas's length (see the file header); nil when the stack is not scrolled, is aligned by a guide other than
    /// leading/centre/trailing (top/centre/bottom), or all of its rows fit in that length (every row is laid out).
    func scrolledRows(_ children: [ViewNode], _ p: ProposedSize, in layout: LayoutEngine) -> ScrolledRows? {
        guard lazy, layout.scrolledAxes.scrolls(axis), p.along(axis) == nil, let minor = p.across(axis) else {
            return nil
        }
        switch axis {
        case .vertical: if alignment.horizontal.customID != nil { return nil }
        case .horizontal:
            guard [VerticalAlignment.top, .center, .bottom].contains(alignment.vertical) else { return nil }
        case .z: return nil
        }
        let kids = layout.stackChildren(children)
        let limit = 2 * layout.canvas.along(axis)
        let proposal = ProposedSize.on(axis, major: nil, minor: minor)
        var sized: [(proposal: ProposedSize, size: Size)] = []
        var end = 0.0
        for i in kids.indices {
            if i > 0 {
                // Row i starts past the limit: it and the rows after it are not created.
                if end > limit { break }
                end += layout.gap(kids[i - 1], kids[i], spacing: spacing, axis: axis)
            }
            sized.append((proposal, layout.sizeThatFits(kids[i], proposal, parent: .stack(axis))))
            end += sized[i].size.along(axis)
        }
        guard sized.count < kids.count else { return nil }
        let rows = Array(kids[..<sized.count])
        let frames = layout.stackFrames(
            axis: axis, alignment: alignment, spacing: spacing, children: rows, sized: sized)
        // The mean length per row (gaps included, the last row's gap estimated by the mean too).
        let length = frames.size.along(axis) * Double(kids.count) / Double(rows.count)
        return ScrolledRows(
            children: rows, rest: kids[sized.count...], sized: sized, origins: frames.origins,
            size: .on(axis, major: length, minor: frames.size.across(axis)))
    }

    /// Places the scrolled rows as `lazyContentBox` places every row: aligned across the axis in the stack's length.
    func placeScrolledRows(_ rows: ScrolledRows, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        let fraction = axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
        let shift = fraction * (c.size.across(axis) - rows.size.across(axis))
        let origin = c.origin + (axis == .vertical ? Point(x: shift, y: 0) : Point(x: 0, y: shift))
        c.placingLazily {
            for i in rows.children.drawOrder {
                c.layout.place(
                    rows.children[i], at: origin + rows.origins[i], proposal: rows.sized[i].proposal,
                    size: rows.sized[i].size, environment: c.environment, space: c.space, parent: .stack(axis),
                    into: &out)
            }
        }
        // The rows never placed have not appeared (their `onAppear` waits until they are scrolled to).
        if let sink = c.layout.geometry {
            for row in rows.rest { row.recordNotCreated(in: sink) }
        }
    }
}

extension ViewNode {
    /// Records every geometry mark (`onAppear`, `onGeometryChange`) in the subtree as not created.
    func recordNotCreated(in sink: GeometrySink) {
        switch kind {
        case .empty: return
        case .view(let view): for child in view.children { child.recordNotCreated(in: sink) }
        case .group(let children): for child in children { child.recordNotCreated(in: sink) }
        case .modified(let content, let applied):
            if let mark = applied.modifier as? GeometryChange, mark.preferenceKey == nil {
                sink.recordNotCreated(mark.identity)
            }
            content.recordNotCreated(in: sink)
        }
    }
}
