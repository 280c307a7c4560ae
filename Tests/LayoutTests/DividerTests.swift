// DividerTests.swift: `Divider()` is a one-pixel line in the separator colour across its stack's minor axis (Apple:
// Divider; thickness and colour as Divider.swift states them).

import Geometry
import Layout
import Scene
import Testing

@Suite struct DividerTests {
    static let separator = Color(r8: 60, g8: 60, b8: 67, opacity: 0.29)

    @Test("in a VStack: horizontal, as wide as proposed, 1 pt at scale 1")
    func horizontalInVStack() throws {
        let leaves = try sceneLeaves(
            """
            VStack(spacing: 0) {
                Rectangle().frame(width: 100, height: 20)
                Divider()
                Rectangle().frame(width: 60, height: 20)
            }
            """, width: 200, height: 100)
        // The divider takes the proposed width, 200: the stack is 200 × 41 at (0, (100 − 41) / 2 = 29.5), the divider
        // at y 49.5, rounded (ties up) to 50.
        #expect(leaves[1].frame == Rect(x: 0, y: 50, width: 200, height: 1))
        #expect(leaves[0].frame == Rect(x: 50, y: 30, width: 100, height: 20))
        #expect(leaves[1].color == DividerTests.separator)
    }

    @Test("at scale 2 the line is half a point: one device pixel")
    func hairline() throws {
        let leaves = try sceneLeaves(
            """
            VStack(spacing: 0) {
                Rectangle().frame(width: 100, height: 20)
                Divider()
            }
            """, width: 200, height: 100, scale: 2)
        // Stack 200 × 20.5 at (0, 39.75): the divider from y 59.75 (→ 60 on the ½ pt grid), 0.5 pt (1 px) tall.
        #expect(leaves[1].frame == Rect(x: 0, y: 60, width: 200, height: 0.5))
    }

    @Test("in an HStack: vertical, as tall as proposed; under fixedSize as tall as the stack")
    func verticalInHStack() throws {
        let stack = """
            HStack(spacing: 0) {
                Rectangle().frame(width: 20, height: 40)
                Divider()
                Rectangle().frame(width: 20, height: 30)
            }
            """
        // Proposed 100 tall, the divider is 100 tall: stack 41 × 100 at (29.5, 0), divider x 49.5 → 50.
        let plain = try sceneLeaves(stack, width: 100, height: 100)
        #expect(plain[1].frame == Rect(x: 50, y: 0, width: 1, height: 100))
        // Proposed no height, it is 0 tall when sized and the stack's 40 when placed: stack 41 × 40 at (29.5, 30).
        let fixed = try sceneLeaves(
            stack + ".fixedSize(horizontal: false, vertical: true)", width: 100, height: 100)
        #expect(fixed[1].frame == Rect(x: 50, y: 30, width: 1, height: 40))
    }

    @Test("in dark mode the separator is (84, 84, 88) at 60 %")
    func darkSeparator() throws {
        let leaves = try sceneLeaves(
            "VStack { Divider() }.frame(width: 50).preferredColorScheme(.dark)", width: 100, height: 100)
        #expect(leaves.map(\.color) == [Color(r8: 84, g8: 84, b8: 88, opacity: 0.6)])
    }

    @Test("below a frame or padding in an HStack it is still vertical")
    func verticalThroughFrameAndPadding() throws {
        // `Divider().frame(height: 20)` is the common short vertical rule: the frame is 1 × 20 (the divider's own
        // width, the frame's height), the stack 41 × 40 centred in 100 × 100 at (29.5, 30), the frame at x 49.5 →
        // 50, y 30 + (40 − 20) / 2 = 40.
        let framed = try sceneLeaves(
            """
            HStack(spacing: 0) {
                Rectangle().frame(width: 20, height: 40)
                Divider().frame(height: 20)
                Rectangle().frame(width: 20, height: 30)
            }
            """, width: 100, height: 100)
        #expect(framed[1].frame == Rect(x: 50, y: 40, width: 1, height: 20))
        // Padded by 5: proposed 90 tall (100 − 10), the divider is 1 × 90 at (5, 5) in an 11 × 100 view; the stack
        // 51 × 100 at (24.5, 0): x 24.5 + 20 + 5 = 49.5 → 50.
        let padded = try sceneLeaves(
            """
            HStack(spacing: 0) {
                Rectangle().frame(width: 20, height: 40)
                Divider().padding(5)
                Rectangle().frame(width: 20, height: 30)
            }
            """, width: 100, height: 100)
        #expect(padded[1].frame == Rect(x: 50, y: 5, width: 1, height: 90))
        // Through padding and then a frame: the frame 1 × 30 at (50, 35), the padding's 4 pt above and below leave the
        // divider 1 × 22 at y 39.
        let both = try sceneLeaves(
            """
            HStack(spacing: 0) {
                Rectangle().frame(width: 20, height: 40)
                Divider().padding(.vertical, 4).frame(height: 30)
                Rectangle().frame(width: 20, height: 30)
            }
            """, width: 100, height: 100)
        #expect(both[1].frame == Rect(x: 50, y: 39, width: 1, height: 22))
        // In a VStack the framed divider stays horizontal: 60 wide (the frame's width), 1 tall.
        let vertical = try sceneLeaves(
            "VStack(spacing: 0) { Divider().frame(width: 60) }", width: 100, height: 100)
        #expect(vertical[0].frame.width == 60 && vertical[0].frame.height == 1)
    }
}
