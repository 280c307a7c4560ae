// LayoutPriorityTests.swift: `layoutPriority` in HStack/VStack (Apple: View.layoutPriority(_:): the highest priority
// is offered everything minus the minimum of the lower ones; OpenSwiftUI: frames and padding written outside hide
// it). Widths computed by hand from StackLayout's groups.

import Geometry
import Layout
import Scene
import Testing

@Suite struct LayoutPriorityTests {
    @Test("the higher priority takes all but the others' minimum: 200 − 50 = 150")
    func higherPriorityFirst() throws {
        let leaves = try sceneLeaves(
            """
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 50)
                Color.blue.layoutPriority(1)
            }
            .frame(width: 200, height: 10)
            """, width: 200, height: 10)
        #expect(leaves.map(\.frame.width) == [50, 150])
    }

    @Test("without it (or hidden by a frame written outside) both share evenly: 100 and 100")
    func equalPriorities() throws {
        let plain = try sceneLeaves(
            """
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 50)
                Color.blue
            }
            .frame(width: 200, height: 10)
            """, width: 200, height: 10)
        #expect(plain.map(\.frame.width) == [100, 100])
        let hidden = try sceneLeaves(
            """
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 50)
                Color.blue.layoutPriority(1).frame(height: 10)
            }
            .frame(width: 200, height: 10)
            """, width: 200, height: 10)
        #expect(hidden.map(\.frame.width) == [100, 100])
    }

    @Test("a Text with priority 1 between two colours keeps its one-line width (swiftuifieldguide HStack example)")
    func textKeepsIdealWidth() throws {
        let source = """
            HStack {
                Color.purple
                Text("Hello, world")PRIORITY
                Color.pink
            }
            .frame(width: 200, height: 40)
            """
        let ideal = try sceneLeaves("Text(\"Hello, world\")", width: 400, height: 100)[0].frame
        let withPriority = try sceneLeaves(
            source.replacingOccurrences(of: "PRIORITY", with: ".layoutPriority(1)"), width: 200, height: 40)
        #expect(withPriority[1].frame.size == ideal.size)
        // Without it the Text is proposed (200 − 16) / 3 ≈ 61 pt first and wraps onto two lines.
        let without = try sceneLeaves(source.replacingOccurrences(of: "PRIORITY", with: ""), width: 200, height: 40)
        #expect(without[1].frame.height > ideal.height)
        #expect(without[1].frame.width <= (200 - 16) / 3)
    }

    @Test("VStack: the priority view gets its height first")
    func vertical() throws {
        let leaves = try sceneLeaves(
            """
            VStack(spacing: 0) {
                Color.red
                Color.blue.frame(minHeight: 20, maxHeight: 80).layoutPriority(2)
                Color.green
            }
            .frame(width: 10, height: 100)
            """, width: 10, height: 100)
        // Blue is offered 100 and takes its maximum, 80; red and green share the remaining 20.
        #expect(leaves.map(\.frame.height) == [10, 80, 10])
    }
}
