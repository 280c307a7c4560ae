// HiddenModifierTests.swift: `hidden()` keeps its place in layout and draws nothing (Apple: View.hidden()).

import Geometry
import Layout
import Scene
import Testing

@Suite struct HiddenModifierTests {
    @Test("a hidden view still takes its place in an HStack; only the visible ones are drawn")
    func keepsLayout() throws {
        let source = """
            scene(width: 200, height: 100)
            HStack(spacing: 10) {
                Rectangle().fill(.red).frame(width: 40, height: 20)
                Rectangle().fill(.green).frame(width: 30, height: 20).hidden()
                Rectangle().fill(.blue).frame(width: 20, height: 20)
            }
            """
        let program = try SceneProgram(source: source, path: "hidden.scene")
        let leaves = LayoutEngine(canvas: Size(width: 200, height: 100), scale: 1)
            .leaves(of: try program.view(time: 0, frame: 0))
        // 40 + 10 + 30 + 10 + 20 = 110 wide, centred in 200: red at x 45, blue at 45 + 40 + 10 + 30 + 10 = 135.
        #expect(
            leaves.map(\.frame) == [
                Rect(x: 45, y: 40, width: 40, height: 20), Rect(x: 135, y: 40, width: 20, height: 20),
            ])
        #expect(leaves.map(\.color) == [Color.named["red"]!, Color.named["blue"]!])
    }
}
