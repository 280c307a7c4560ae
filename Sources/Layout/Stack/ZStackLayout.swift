// ZStackLayout.swift: ZStack sizing and placement, SwiftUI's `_ZStackLayout`.
// Rule: OpenSwiftUI ZStack.swift: every child gets the stack's proposal; the stack is as large as its largest children;
// children's alignment guides meet. Status: complete (standard guides).

import Geometry
import Scene

extension LayoutEngine {
    func zStackSize(_ children: [ViewNode], _ p: ProposedSize) -> Size {
        // By index: the element is borrowed where `reduce`'s closure received a copy (a retain per child, issue #21).
        var s = Size.zero
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
        return children.indices.map { i in
            let c = sizeThatFits(children[i], proposal)
            return (alignmentOffset(alignment, container: size, child: c), proposal, c)
        }
    }
}
