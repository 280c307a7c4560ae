// StackChildSizesTests.swift: the child sizes an HStack's or VStack's sizing keeps for its placement
// (ZStackSizes.recordChildSizes) answer only for the very children array, axis, spacing, proposal and scrolled axes
// they were measured with, the last four stacks' at most; and a stack placed at its sizing proposal lays out as the
// closed form says.

import Geometry
import Scene
import Testing

@testable import Layout

@Suite struct StackChildSizesTests {
    static let p = ProposedSize(width: 100, height: 50)

    static func sized(_ heights: [Double]) -> [(proposal: ProposedSize, size: Size)] {
        heights.map { (ProposedSize(width: 100, height: $0), Size(width: 10, height: $0)) }
    }

    @Test func answersOnlyForTheSameChildrenAxisSpacingAndProposal() {
        let cache = ZStackSizes()
        let children = [rect(10, 20), rect(10, 5)]
        #expect(cache.childSizes(children, axis: .vertical, spacing: 4, proposal: Self.p, scrolledAxes: 0) == nil)
        cache.recordChildSizes(
            children, axis: .vertical, spacing: 4, proposal: Self.p, scrolledAxes: 0, sized: Self.sized([20, 5]))
        let copy = children  // the same storage
        let kept = cache.childSizes(copy, axis: .vertical, spacing: 4, proposal: Self.p, scrolledAxes: 0)
        #expect(kept?.map { $0.size.height } == [20, 5])
        #expect(kept?.map { $0.proposal.height } == [20, 5])
        #expect(cache.childSizes(children, axis: .horizontal, spacing: 4, proposal: Self.p, scrolledAxes: 0) == nil)
        #expect(cache.childSizes(children, axis: .vertical, spacing: nil, proposal: Self.p, scrolledAxes: 0) == nil)
        #expect(cache.childSizes(children, axis: .vertical, spacing: 4, proposal: Self.p, scrolledAxes: 2) == nil)
        let other = ProposedSize(width: 100, height: nil)
        #expect(cache.childSizes(children, axis: .vertical, spacing: 4, proposal: other, scrolledAxes: 0) == nil)
        // Equal-looking children in other storage, or a written copy, are other children.
        #expect(
            cache.childSizes(
                [rect(10, 20), rect(10, 5)], axis: .vertical, spacing: 4, proposal: Self.p, scrolledAxes: 0) == nil)
        var written = children
        written[1] = rect(1, 1)
        #expect(cache.childSizes(written, axis: .vertical, spacing: 4, proposal: Self.p, scrolledAxes: 0) == nil)
    }

    @Test func keepsTheLastFour() {
        let cache = ZStackSizes()
        let stacks = (0..<5).map { [rect(10, Double($0 + 1))] }
        for (i, children) in stacks.enumerated() {
            cache.recordChildSizes(
                children, axis: .vertical, spacing: nil, proposal: Self.p, scrolledAxes: 0,
                sized: Self.sized([Double(i + 1)]))
        }
        // The first is dropped; the other four answer with their own sizes.
        #expect(cache.childSizes(stacks[0], axis: .vertical, spacing: nil, proposal: Self.p, scrolledAxes: 0) == nil)
        for i in 1..<5 {
            let kept = cache.childSizes(stacks[i], axis: .vertical, spacing: nil, proposal: Self.p, scrolledAxes: 0)
            #expect(kept?.map { $0.size.height } == [Double(i + 1)])
        }
    }

    /// A VStack (spacing 4) of a colour and a 30×20 rectangle in a root ZStack of a 100×100 canvas: sized with the
    /// canvas and placed at it, so placement takes the kept child sizes. The rectangle keeps 20 pt, the colour takes
    /// the rest (100 − 4 − 20 = 76) at the full width; the rectangle is centred below it.
    @Test func stackPlacedAtItsSizingProposal() {
        let root = zstack(vstack(color(), rect(30, 20), spacing: 4))
        let placed = frames(root, canvas: Size(width: 100, height: 100))
        #expect(placed == [Rect(x: 0, y: 0, width: 100, height: 76), Rect(x: 35, y: 80, width: 30, height: 20)])
    }
}
