// ScrollViewTests.swift: ScrollView takes its proposed size, proposes nothing along its scroll axes, shows its
// content at offset 0 (top-leading on the scrolled axes, centred across them) and clips it (ScrollView.swift).

import Geometry
import Layout
import Scene
import Testing

@Suite struct ScrollViewTests {
    @Test("a vertical ScrollView: content at the top, centred horizontally, taller content clipped")
    func vertical() throws {
        let leaves = try sceneLeaves(
            """
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { _ in
                        Rectangle().frame(width: 50, height: 30)
                    }
                }
            }
            .frame(width: 100, height: 100)
            """, width: 200, height: 200)
        // The scroll view is 100 × 100 at (50, 50); the content (50 × 300) starts at its top, centred: x 75.
        #expect(leaves.count == 10)
        #expect(leaves[0].frame == Rect(x: 75, y: 50, width: 50, height: 30))
        #expect(leaves[9].frame == Rect(x: 75, y: 320, width: 50, height: 30))
        // Every row is drawn inside one clip: the scroll view's frame in device pixels.
        for leaf in leaves {
            guard case .clip(let path) = leaf.groups.last?.kind else {
                Issue.record("row not clipped")
                return
            }
            #expect(path.bounds == Rect(x: 50, y: 50, width: 100, height: 100))
        }
    }

    @Test("a ScrollView is as large as proposed: in a 200 × 200 canvas it fills it, content at the top")
    func takesProposal() throws {
        let leaves = try sceneLeaves(
            "ScrollView { Rectangle().frame(width: 40, height: 30) }", width: 200, height: 200)
        // Not centred vertically like a VStack would be: y 0.
        #expect(leaves.map(\.frame) == [Rect(x: 80, y: 0, width: 40, height: 30)])
    }

    @Test(
        "a horizontal ScrollView proposes nothing along x: the row keeps its ideal width and starts at the leading edge"
    )
    func horizontal() throws {
        let leaves = try sceneLeaves(
            """
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 10) {
                    ForEach(0..<5) { _ in
                        Rectangle().frame(width: 60, height: 40)
                    }
                }
            }
            .frame(width: 150, height: 80)
            """, width: 200, height: 100)
        // Scroll view 150 × 80 at (25, 10); content 340 × 40 at its leading edge, centred vertically: y 30.
        #expect(leaves.map(\.frame.minX) == [25, 95, 165, 235, 305])
        #expect(leaves.map(\.frame.minY) == [30, 30, 30, 30, 30])
    }

    @Test("LazyVStack in a ScrollView spans the scroll view's width")
    func lazyStackInScrollView() throws {
        let leaves = try sceneLeaves(
            """
            ScrollView {
                LazyVStack(alignment: .leading) {
                    Rectangle().frame(width: 40, height: 20)
                }
            }
            .frame(width: 120, height: 100)
            """, width: 200, height: 200)
        // Scroll view at (40, 50); the lazy stack is 120 wide, its row at the leading edge.
        #expect(leaves.map(\.frame) == [Rect(x: 40, y: 50, width: 40, height: 20)])
    }
}
