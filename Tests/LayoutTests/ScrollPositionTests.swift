// ScrollPositionTests.swift: `scrollPosition(id: $selected)` with `scrollTargetLayout()` as real files write it — the
// scroll view shows the view whose `.id` is the bound value at its leading edge, clamped to the content, and moves
// there with the animation of the change that sets it.
// Rule: Apple: View.scrollPosition(id:anchor:), View.scrollTargetLayout(isEnabled:), View.id(_:) —
// developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:). Expected positions by hand: 20 cells of
// 40 pt in a 200 pt viewport; cell i starts at 40 i − offset; the offset is at most 800 − 200 = 600.

import Scene
import Testing

struct ScrollPositionTests {
    /// The dark runs' starts along row 10, for cells 5, 10 and 17 drawn black.
    static func blackStarts(_ state: String, events: String = "", anchor: String = "", at time: Double = 0) throws
        -> [Int]
    {
        let source = """
            scene(width: 200, height: 20, fps: 10, duration: 3, background: .white)
            @State var selected: Int? = \(state)
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<20, id: \\.self) { i in
                        Rectangle().fill(i == 5 || i == 10 || i == 17 ? Color.black : Color.white).frame(width: 40, height: 20).id(i)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $selected\(anchor))
            \(events)
            """
        let (fb, _) = try SceneRender.render(source, at: time)
        return (0..<fb.width).filter { x in fb[x, 10].g < 128 && (x == 0 || fb[x - 1, 10].g >= 128) }
    }

    @Test("the selected view is at the leading edge; nil leaves the content at offset 0")
    func leadingEdge() throws {
        #expect(try Self.blackStarts("5") == [0])  // cell 5 at 200 − 200; cell 10 at 200, outside
        #expect(try Self.blackStarts("nil") == [])  // cells 5 and 10 at 200 and 400, outside
        #expect(try Self.blackStarts("4") == [40])
    }

    @Test("an offset past the content's end is clamped: the last view ends at the trailing edge")
    func clamped() throws {
        // Cell 18 would need offset 720; the most is 600, which puts cell 17 at 680 − 600 = 80 (unclamped: −40).
        #expect(try Self.blackStarts("18") == [80])
        // Offset 360 for cell 9: cell 10 at 40, cell 17 at 320, outside.
        #expect(try Self.blackStarts("9") == [40])
    }

    @Test("anchor: .center centres the selected view")
    func centred() throws {
        // Cell 10's centre (420) at the viewport's (100): offset 320, cell 10 at 80.
        #expect(try Self.blackStarts("10", anchor: ", anchor: .center") == [80])
    }

    @Test(
        "setting the binding with animation scrolls there with that animation",
        arguments: [(0.5, [0]), (1.5, [100]), (2.5, [0])])
    func animated(time: Double, starts: [Int]) throws {
        // From offset 200 (cell 5 at 0) to 400 (cell 10 at 0), linear over 1 s from t = 1: at 1.5 the offset is 300,
        // cell 10 at 100 and cell 5 at −100.
        let events = "at(1) { withAnimation(.linear(duration: 1)) { selected = 10 } }"
        #expect(try Self.blackStarts("5", events: events, at: time) == starts, "t = \(time)")
    }
}
