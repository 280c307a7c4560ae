// ZStackLayout.swift: ZStack sizing and placement, SwiftUI's `_ZStackLayout`.
// Rule: OpenSwiftUI ZStack.swift: every child gets the stack's proposal; the stack is as large as its largest children;
// children's alignment guides meet. Status: complete (standard guides).

import Geometry
import Scene

extension LayoutEngine {
    func zStackSize(_ children: [ViewNode], _ p: ProposedSize, alignment: Alignment = .center) -> Size {
        // By index: the element is borrowed where `reduce`'s closure received a copy (a retain per child, issue #21).
        var s = Size.zero
        if children.contains(where: LayoutEngine.mayHaveExplicitGuide) {
            // Children with explicit guides: the union of their aligned frames (AlignmentGuide+Layout.swift).
            let sizes = children.map { sizeThatFits($0, p) }
            if let explicit = zStackExplicitFrames(children, alignment: alignment, proposal: p, sizes: sizes) {
                return explicit.size
            }
        }
        for i in children.indices {
            let c = sizeThatFits(children[i], p)
            s = Size(width: max(s.width, c.width), height: max(s.height, c.height))
        }
        return s
    }

    /// Each child is proposed the stack's size and placed so its guide sits on the stack's guide.
    func zStackPlacement(_ children: [ViewNode], alignment: Alignment, size: Size) -> [(
        origin: Point, proposal: ProposedSize, size: Size
    )] {
        let proposal = ProposedSize(size)
        if children.contains(where: LayoutEngine.mayHaveExplicitGuide) {
            let sizes = children.map { sizeThatFits($0, proposal) }
            if let explicit = zStackExplicitFrames(children, alignment: alignment, proposal: proposal, sizes: sizes) {
                // The aligned union, placed in the stack's box by the stack's alignment.
                let shift = alignmentOffset(alignment, container: size, child: explicit.size)
                return children.indices.map { i in (explicit.origins[i] + shift, proposal, sizes[i]) }
            }
        }
        return children.indices.map { i in
            let c = sizeThatFits(children[i], proposal)
            return (alignmentOffset(alignment, container: size, child: c), proposal, c)
        }
    }
}
