// ZStackSizesTests.swift: the sizes a ZStack's sizing keeps for its placement (ZStackSizes) answer only for the very
// children array and proposal they were measured with, and a ZStack placed at a size other than its proposal still
// measures its children anew.

import Geometry
import Scene
import Testing

@testable import Layout

@Suite struct ZStackSizesTests {
    @Test func answersOnlyForTheSameChildrenAndProposal() {
        let cache = ZStackSizes()
        let children = [rect(10, 20), rect(30, 5)]
        let p = ProposedSize(width: 100, height: 50)
        let sizes = [Size(width: 10, height: 20), Size(width: 30, height: 5)]
        #expect(cache.sizes(children, p) == nil)
        cache.record(children, p, sizes: sizes, explicitGuides: false)
        let copy = children  // the same storage
        #expect(cache.sizes(copy, p)?.sizes == sizes)
        #expect(cache.sizes(children, ProposedSize(width: 100, height: nil)) == nil)
        // Equal-looking children in other storage, or a written copy, are other children.
        #expect(cache.sizes([rect(10, 20), rect(30, 5)], p) == nil)
        var written = children
        written[1] = rect(1, 1)
        #expect(cache.sizes(written, p) == nil)
        // One entry: the next record replaces it.
        cache.record(written, p, sizes: [Size(width: 10, height: 20), Size(width: 1, height: 1)], explicitGuides: true)
        #expect(cache.sizes(children, p) == nil)
        #expect(cache.sizes(written, p)?.explicitGuides == true)
    }

    /// A ZStack framed smaller than its children: sized with the frame's proposal, placed at the size it chose; the
    /// flexible child fills the placement size (60×40, not the 30×30 it answered while the stack was sized), the fixed
    /// ones keep theirs, centred.
    @Test func placementAtAnotherSizeMeasuresAgain() {
        let flexible = ViewNode(.color(Color(red: 1, green: 0, blue: 0)))
        let root = zstack(rect(60, 10), flexible, rect(10, 40)).m(.frame(width: 30, height: 30, alignment: .center))
        let placed = frames(root, canvas: Size(width: 100, height: 100))
        #expect(
            placed == [
                Rect(x: 20, y: 45, width: 60, height: 10), Rect(x: 20, y: 30, width: 60, height: 40),
                Rect(x: 45, y: 30, width: 10, height: 40),
            ])
    }
}
