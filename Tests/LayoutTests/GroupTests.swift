// GroupTests.swift: `Group` (the language builtin, Builtins+Views.swift) is transparent and its modifiers apply to
// each member; `EmptyView` takes no slot (Apple:
// Group, EmptyView). Positions are computed by hand from StackLayout's rules (8 pt default spacing, centred).

import Geometry
import Layout
import Scene
import Testing

@Suite struct GroupTests {
    @Test("a Group's views are the stack's children: spaced and placed as if written there")
    func groupIsTransparent() throws {
        let grouped = try sceneLeaves(
            """
            HStack(spacing: 10) {
                Group {
                    Rectangle().fill(.red).frame(width: 40, height: 20)
                    Rectangle().fill(.green).frame(width: 30, height: 20)
                }
                Rectangle().fill(.blue).frame(width: 20, height: 20)
            }
            """, width: 200, height: 100)
        // 40 + 10 + 30 + 10 + 20 = 110 wide centred in 200: x 45, 95, 135; y (100 − 20) / 2 = 40.
        #expect(
            grouped.map(\.frame) == [
                Rect(x: 45, y: 40, width: 40, height: 20), Rect(x: 95, y: 40, width: 30, height: 20),
                Rect(x: 135, y: 40, width: 20, height: 20),
            ])
    }

    @Test("a modifier on a Group applies to each member: .padding pads each, .opacity dims each")
    func modifierAppliesToEachMember() throws {
        let leaves = try sceneLeaves(
            """
            VStack(spacing: 0) {
                Group {
                    Rectangle().fill(.red).frame(width: 40, height: 20)
                    Rectangle().fill(.blue).frame(width: 40, height: 20)
                }
                .padding(5)
                .opacity(0.5)
            }
            """, width: 200, height: 200)
        // Each member is padded to 50 × 30: the stack is 50 × 60 at (75, 70); rectangles at y 75 and 105.
        #expect(
            leaves.map(\.frame) == [
                Rect(x: 80, y: 75, width: 40, height: 20), Rect(x: 80, y: 105, width: 40, height: 20),
            ])
        #expect(leaves.map(\.color.opacity) == [0.5, 0.5])
    }

    @Test("EmptyView() in a stack takes no slot and no spacing")
    func emptyView() throws {
        let leaves = try sceneLeaves(
            """
            HStack {
                Rectangle().frame(width: 10, height: 10)
                EmptyView()
                Rectangle().frame(width: 10, height: 10)
            }
            """, width: 100, height: 100)
        // 10 + 8 + 10 = 28 wide centred in 100: x 36 and 54.
        #expect(leaves.map(\.frame.minX) == [36, 54])
    }
}
