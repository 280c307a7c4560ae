// ContainerRelativeFrameTests.swift: `containerRelativeFrame` (ContainerRelativeFrame.swift): the frame's length on
// its axes is the nearest container's (the canvas, or the ScrollView around it), whatever its parent proposes; the
// count form takes `span` of `count` columns: (L − spacing·(count − 1)) / count · span + spacing·(span − 1) (Apple's
// documentation of containerRelativeFrame(_:count:span:spacing:alignment:)). Expected frames are computed by hand from
// that formula and the stacks' own arithmetic.

import Geometry
import Layout
import Render
import Scene
import Testing

struct ContainerRelativeFrameTests {
    /// The frames of the red leaves, in drawing order.
    static func redFrames(_ source: String) throws -> [Rect] {
        let (_, leaves) = try SceneRender.render(source)
        return leaves.filter { $0.color == Color.named["red"] }.map(\.frame)
    }

    @Test("outside a ScrollView the container is the canvas, not the parent's proposal")
    func canvas() throws {
        let frames = try ContainerRelativeFrameTests.redFrames(
            """
            scene(width: 200, height: 100)
            HStack { Color.red.containerRelativeFrame(.horizontal).frame(height: 10) }.frame(width: 50)
            """)
        // 200 wide, centred on the 50-pt frame (itself centred in the canvas): x = 100 − 100 = 0.
        #expect(frames == [Rect(x: 0, y: 45, width: 200, height: 10)])
        let both = try ContainerRelativeFrameTests.redFrames(
            "scene(width: 200, height: 100)\nColor.red.containerRelativeFrame([.horizontal, .vertical]).frame(width: 20, height: 20)"
        )
        // The outer fixed frame proposes 20 × 20; the inner frame is still the canvas (centred in the 20-pt frame).
        #expect(both == [Rect(x: 0, y: 0, width: 200, height: 100)])
    }

    @Test("in a horizontal ScrollView: count 3, span 2, spacing 10 of a 170-pt scroll view is 110 pt")
    func columns() throws {
        let frames = try ContainerRelativeFrameTests.redFrames(
            """
            scene(width: 170, height: 40)
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<3) { _ in Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) }
                }
            }
            .frame(width: 170, height: 20)
            """)
        // (170 − 10·2) / 3 · 2 + 10·1 = 110; the content starts at the scroll view's leading edge (offset 0), y 10.
        #expect(frames == [0.0, 120, 240].map { Rect(x: $0, y: 10, width: 110, height: 20) })
        let one = try ContainerRelativeFrameTests.redFrames(
            """
            scene(width: 170, height: 40)
            ScrollView(.horizontal) { HStack(spacing: 0) { Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10) } }
                .frame(width: 100, height: 20)
            """)
        // (100 − 10) / 2 = 45: the container is the 100-pt scroll view, not the canvas.
        #expect(one == [Rect(x: 35, y: 10, width: 45, height: 20)])
    }

    @Test("the vertical axis of a vertical ScrollView; the view sits in the frame by alignment")
    func verticalAndAlignment() throws {
        let frames = try ContainerRelativeFrameTests.redFrames(
            """
            scene(width: 100, height: 100)
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).containerRelativeFrame(.vertical, alignment: .top)
                    Color.red.frame(width: 10, height: 10).containerRelativeFrame([.horizontal, .vertical], alignment: .bottomTrailing)
                }
            }
            .frame(width: 60, height: 80)
            """)
        // The scroll view is 60 × 80 at (20, 10); each frame is 80 tall; the first is 10 wide (its content's width,
        // centred in the 60-pt column), the second 60 × 80 with its square at the bottom-trailing corner.
        #expect(frames == [Rect(x: 45, y: 10, width: 10, height: 10), Rect(x: 70, y: 160, width: 10, height: 10)])
    }
}
