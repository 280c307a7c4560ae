// SplitViewTests.swift: HSplitView/VSplitView as stacks with 1-pt dividers (Checker+SplitView.swift).
// Expected frames are worked out by hand: two 40-pt children and a 1-pt divider make an 81-pt row, centred in a
// 200-pt canvas from x = 59.5, which layout rounds to the pixel grid (60); the divider, flexible across the stack as
// SwiftUI's is, takes the whole proposed height.

import Geometry
import Layout
import Scene
import Testing

struct SplitViewTests {
    static func frames(_ source: String) throws -> [Rect] {
        let (_, leaves) = try SceneRender.render(source)
        return leaves.map { leaf in
            let o = leaf.frame.origin.applying(leaf.transform)
            return Rect(x: o.x, y: o.y, width: leaf.frame.size.width, height: leaf.frame.size.height)
        }
    }

    @Test("HSplitView lays its children out as an HStack with no spacing and a 1-pt divider between them")
    func horizontal() throws {
        let f = try SplitViewTests.frames(
            """
            scene(width: 200, height: 100)
            HSplitView {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 40, height: 20)
            }
            """)
        #expect(f.count == 3)
        #expect(f.map(\.origin.x) == [60, 100, 101])
        #expect(f.map(\.size.width) == [40, 1, 40])
        #expect(f[1].size.height == 100)
    }

    @Test("VSplitView stacks vertically with a 1-pt divider across the width")
    func vertical() throws {
        let f = try SplitViewTests.frames(
            """
            scene(width: 200, height: 100)
            VSplitView {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 40, height: 20)
            }
            """)
        // 20 + 1 + 20 = 41 tall, centred from y = 29.5 (30 on the pixel grid); the divider spans the canvas width.
        #expect(f.map(\.origin.y) == [30, 50, 51])
        #expect(f[1].size == Size(width: 200, height: 1))
    }
}
