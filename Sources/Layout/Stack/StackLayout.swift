// StackLayout.swift: HStack and VStack sizing and placement, SwiftUI's `StackLayout`.
// Rule: OpenSwiftUI StackLayout.swift and Text+Spacing.swift: children sized in order of priority (Spacer last,
// priority −∞), then ascending flexibility, each proposed an even share of what is left; 8 pt between views, none next
// to a Spacer; minor axis aligned by guide. Text (issue #5): vertical spacing next to a Text comes from its font
// metrics (TextSizing.swift); HStacks align `.firstTextBaseline`/`.lastTextBaseline` on each child's text baseline (its
// bottom when it has none). `layoutPriority` (LayoutPriority.swift) orders the groups. Status: complete for issue #2 and #5.

import Geometry
import Scene

extension LayoutEngine {
    /// The children a stack lays out: EmptyView contributes nothing. Without one, the array itself (one retain): a
    /// filtered copy retained every child, three times per stack per frame (issue #21).
    func stackChildren(_ children: [ViewNode]) -> [ViewNode] {
        func isEmpty(_ node: ViewNode) -> Bool { if case .empty = node.kind { true } else { false } }
        return children.contains(where: isEmpty) ? children.filter { !isEmpty($0) } : children
    }

    func stackSize(
        axis: StackAxis, alignment: Alignment, spacing: Double?, children: [ViewNode], _ p: ProposedSize
    ) -> Size {
        let children = stackChildren(children)
        if axis == .z { return zStackSize(children, p, alignment: alignment) }
        let sized = stackChildSizes(axis: axis, spacing: spacing, children: children, p)
        // Kept for the placement that follows (ZStackSizes.swift).
        zStackSizes?.recordChildSizes(
            children, axis: axis, spacing: spacing, proposal: p, scrolledAxes: scrolledAxes.rawValue, sized: sized)
        return stackFrames(axis: axis, alignment: alignment, spacing: spacing, children: children, sized: sized).size
    }

    /// Each child's origin (relative to the stack), proposal and size when the stack is placed at `size`.
    func stackPlacements(
        axis: StackAxis, alignment: Alignment, spacing: Double?, children: [ViewNode], proposal: ProposedSize,
        size: Size
    ) -> [(origin: Point, proposal: ProposedSize, size: Size)] {
        let children = stackChildren(children)
        if axis == .z { return zStackPlacement(children, alignment: alignment, size: size) }
        // Placing keeps the major proposal and fills a nil minor proposal with the stack's own size.
        let minor = proposal.across(axis) ?? size.across(axis)
        let placing = ProposedSize.on(axis, major: proposal.along(axis), minor: minor)
        let sized =
            zStackSizes?.childSizes(
                children, axis: axis, spacing: spacing, proposal: placing, scrolledAxes: scrolledAxes.rawValue)
            ?? stackChildSizes(axis: axis, spacing: spacing, children: children, placing)
        let frames = stackFrames(axis: axis, alignment: alignment, spacing: spacing, children: children, sized: sized)
        return zip(sized, frames.origins).map { s, o in (o, s.proposal, s.size) }
    }

    func placeStack(
        axis: StackAxis, alignment: Alignment, spacing: Double?, children: [ViewNode], at origin: Point,
        proposal: ProposedSize, size: Size, environment: Environment, space: Space, into out: inout [PlacedLeaf]
    ) {
        let placed = stackPlacements(
            axis: axis, alignment: alignment, spacing: spacing, children: children, proposal: proposal, size: size)
        let children = stackChildren(children)
        for i in children.drawOrder {
            place(
                children[i], at: origin + placed[i].origin, proposal: placed[i].proposal, size: placed[i].size,
                environment: environment, space: space, parent: axis == .z ? .none : .stack(axis), into: &out)
        }
    }

    /// The gap between two adjacent children: explicit spacing, else 0 next to a Spacer, else in a VStack the text
    /// spacing when either is a Text, else 8 pt.
    func gap(_ a: ViewNode, _ b: ViewNode, spacing: Double?, axis: StackAxis) -> Double {
        if let spacing { return spacing }
        if a.isSpacer || b.isSpacer { return 0 }
        if axis == .vertical, let text = textSpacing(above: a, below: b) { return text }
        return 8
    }

    /// Step 1–4 of `sizeChildrenGenerallyWithConcreteMajorProposal`: each child's proposal and size, in child order.
    func stackChildSizes(
        axis: StackAxis, spacing: Double?, children: [ViewNode], _ p: ProposedSize
    ) -> [(proposal: ProposedSize, size: Size)] {
        let minor = p.across(axis)
        let parent = ParentAxis.stack(axis)
        guard let major = p.along(axis) else {
            let proposal = ProposedSize.on(axis, major: nil, minor: minor)
            return children.map { (proposal, sizeThatFits($0, proposal, parent: parent)) }
        }
        let internalSpacing = zip(children, children.dropFirst()).reduce(0) {
            $0 + gap($1.0, $1.1, spacing: spacing, axis: axis)
        }
        // Flexibility = max − min along the major axis, probing with 0 and ∞.
        let minima = children.map {
            sizeThatFits($0, .on(axis, major: 0, minor: minor), parent: parent).along(axis)
        }
        let maxima = children.map {
            sizeThatFits($0, .on(axis, major: .infinity, minor: minor), parent: parent).along(axis)
        }
        // Everything fits at its largest: each child is proposed its own maximum, so an even share never squeezes
        // one child (wrapping its text) while the stack ends up narrower than it was offered — seed 002's avatars,
        // an HStack(spacing: -16) proposed exactly its ideal width, keep "LM" on one line as SwiftUI draws them.
        // (1e-9 pt absorbs the rounding between summing lengths and gaps in a different order.)
        if maxima.allSatisfy(\.isFinite), maxima.reduce(0, +) <= major - internalSpacing + 1e-9 {
            return children.indices.map { i in
                let proposal = ProposedSize.on(axis, major: maxima[i], minor: minor)
                return (proposal, sizeThatFits(children[i], proposal, parent: parent))
            }
        }
        let priority = children.map(\.layoutPriority)
        let order = children.indices.sorted { i, j in
            if priority[i] != priority[j] { return priority[i] > priority[j] }
            let fi = maxima[i] - minima[i]
            let fj = maxima[j] - minima[j]
            if fi != fj { return fi < fj || (fi.isNaN && !fj.isNaN) }
            if fi == .infinity, minima[i] != minima[j] { return minima[i] > minima[j] }
            return i < j
        }
        var result = [(proposal: ProposedSize, size: Size)](
            repeating: (.unspecified, .zero), count: children.count)
        var available = major - internalSpacing
        // Reserve the minimum lengths of lower-priority groups; each group gets its own reserve back when it starts.
        var groups: [[Int]] = []
        for i in order {
            if let last = groups.last?.last, priority[last] == priority[i] {
                groups[groups.count - 1].append(i)
            } else {
                groups.append([i])
            }
        }
        available -= groups.dropFirst().joined().reduce(0) { $0 + minima[$1] }
        for (g, group) in groups.enumerated() {
            if g > 0 { available += group.reduce(0) { $0 + minima[$1] } }
            var remaining = group.count
            for i in group {
                let share = max(available / Double(remaining), 0)
                let proposal = ProposedSize.on(axis, major: share, minor: minor)
                let size = sizeThatFits(children[i], proposal, parent: parent)
                result[i] = (proposal, size)
                // Proposed ∞ (a parent probing this stack's flexibility), what is left stays ∞: ∞ − ∞ would make the
                // next flexible child's share NaN (two Spacers in a stack inside a ZStack inside a stack).
                if available != .infinity { available -= size.along(axis) }
                remaining -= 1
            }
        }
        return result
    }

    /// Child origins relative to the stack and the stack's size: majors laid end to end with gaps; on the minor axis
    /// each child's guide meets the common guide and the union of extents starts at 0.
    func stackFrames(
        axis: StackAxis, alignment: Alignment, spacing: Double?, children: [ViewNode],
        sized: [(proposal: ProposedSize, size: Size)]
    ) -> (origins: [Point], size: Size) {
        let sizes = sized.map(\.size)
        var majorCursor = 0.0
        var majors: [Double] = []
        for i in children.indices {
            if i > 0 { majorCursor += gap(children[i - 1], children[i], spacing: spacing, axis: axis) }
            majors.append(majorCursor)
            majorCursor += sizes[i].along(axis)
        }
        if sizes.contains(where: { $0.across(axis) == .infinity }) {
            // A child infinite across the axis (a Color proposed ∞ while a parent probes this stack's flexibility):
            // the stack is infinite too. Its guides have no finite offset (∞ − ∞ would make the size NaN, which
            // sorted the stack as the least flexible child of its parent).
            let origins = majors.map { axis == .horizontal ? Point(x: $0, y: 0) : Point(x: 0, y: $0) }
            return (origins, .on(axis, major: majorCursor, minor: .infinity))
        }
        // Minor origin = −guide; then shift so the union starts at 0.
        let minorOrigins = children.indices.map { i in
            axis == .horizontal
                ? -verticalGuide(alignment.vertical, children[i], sized[i].proposal, sizes[i])
                : -horizontalGuide(alignment.horizontal, children[i], sized[i].proposal, sizes[i])
        }
        let low = zip(minorOrigins, sizes).map { o, _ in o }.min() ?? 0
        let high = zip(minorOrigins, sizes).map { o, s in o + s.across(axis) }.max() ?? 0
        let origins = zip(majors, minorOrigins).map { major, minorOrigin in
            axis == .horizontal
                ? Point(x: major, y: minorOrigin - low) : Point(x: minorOrigin - low, y: major)
        }
        return (origins, .on(axis, major: majorCursor, minor: children.isEmpty ? 0 : high - low))
    }
}

extension ViewNode {
    /// True for `Spacer`, with or without modifiers that keep it a spacer for stacking purposes.
    var isSpacer: Bool {
        if case .view(let view) = kind { return view.layout.isSpacer }
        return false
    }
}
