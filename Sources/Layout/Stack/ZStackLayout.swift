// ZStackLayout.swift: ZStack sizing and placement, SwiftUI's `_ZStackLayout`.
// Rule: OpenSwiftUI ZStack.swift: every child gets the stack's proposal; the stack is as large as its largest children;
// children's alignment guides meet. Status: complete (standard guides).

import Geometry
import Scene

extension LayoutEngine {
    func zStackSize(_ children: [ViewNode], _ p: ProposedSize, alignment: Alignment = .center) -> Size {
        // By index: the element is borrowed where `map`'s closure received a copy (a retain per child, issue #21).
        var sizes: [Size] = []
        sizes.reserveCapacity(children.count)
        var s = Size.zero
        for i in children.indices {
            let c = sizeThatFits(children[i], p)
            sizes.append(c)
            s = Size(width: max(s.width, c.width), height: max(s.height, c.height))
        }
        let explicitGuides = children.contains(where: LayoutEngine.mayHaveExplicitGuide)
        // Kept for the placement that follows (ZStackSizes.swift).
        zStackSizes?.record(children, p, sizes: sizes, explicitGuides: explicitGuides)
        if explicitGuides,
            // Children with explicit guides: the union of their aligned frames (AlignmentGuide+Layout.swift).
            let explicit = zStackExplicitFrames(children, alignment: alignment, proposal: p, sizes: sizes)
        {
            return explicit.size
        }
        return s
    }

    /// Each child is proposed the stack's size and placed so its guide sits on the stack's guide.
    func zStackPlacement(_ children: [ViewNode], alignment: Alignment, size: Size) -> [(
        origin: Point, proposal: ProposedSize, size: Size
    )] {
        let proposal = ProposedSize(size)
        let (sizes, explicitGuides) =
            zStackSizes?.sizes(children, proposal)
            ?? (children.indices.map { sizeThatFits(children[$0], proposal) },
                children.contains(where: LayoutEngine.mayHaveExplicitGuide))
        if explicitGuides,
            let explicit = zStackExplicitFrames(children, alignment: alignment, proposal: proposal, sizes: sizes)
        {
            // The aligned union, placed in the stack's box by the stack's alignment.
            let shift = alignmentOffset(alignment, container: size, child: explicit.size)
            return children.indices.map { i in (explicit.origins[i] + shift, proposal, sizes[i]) }
        }
        return children.indices.map { i in
            (alignmentOffset(alignment, container: size, child: sizes[i]), proposal, sizes[i])
        }
    }
}
