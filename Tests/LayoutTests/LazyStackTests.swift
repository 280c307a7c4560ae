// LazyStackTests.swift: LazyVStack/LazyHStack space and size their children as VStack/HStack do but span the
// proposed length across their axis, aligning the children in it (LazyStack.swift).

import Geometry
import Layout
import Scene
import Testing

@Suite struct LazyStackTests {
    static let rows = """
        Rectangle().fill(.red).frame(width: 40, height: 20)
        Rectangle().fill(.blue).frame(width: 60, height: 20)
        """

    @Test("LazyVStack(alignment: .leading) spans the proposed width; VStack hugs its widest child")
    func lazyVStackSpansWidth() throws {
        let lazy = try sceneLeaves(
            "LazyVStack(alignment: .leading) {\n\(LazyStackTests.rows)\n}", width: 200, height: 100)
        // 200 × 48 (20 + 8 + 20) at (0, 26): both rows at the leading edge, x 0.
        #expect(
            lazy.map(\.frame) == [Rect(x: 0, y: 26, width: 40, height: 20), Rect(x: 0, y: 54, width: 60, height: 20)])
        let eager = try sceneLeaves("VStack(alignment: .leading) {\n\(LazyStackTests.rows)\n}", width: 200, height: 100)
        // 60 × 48 centred: x 70 for both rows.
        #expect(eager.map(\.frame.minX) == [70, 70])
    }

    @Test("LazyVStack centre and trailing alignment inside the full width; spacing as written")
    func lazyAlignment() throws {
        let centre = try sceneLeaves("LazyVStack(spacing: 2) {\n\(LazyStackTests.rows)\n}", width: 200, height: 100)
        // 200 × 42 at (0, 29): rows centred in 200 → x 80 and 70; y 29 and 51.
        #expect(
            centre.map(\.frame) == [
                Rect(x: 80, y: 29, width: 40, height: 20), Rect(x: 70, y: 51, width: 60, height: 20),
            ])
        let trailing = try sceneLeaves(
            "LazyVStack(alignment: .trailing) {\n\(LazyStackTests.rows)\n}", width: 200, height: 100)
        #expect(trailing.map(\.frame.maxX) == [200, 200])
    }

    @Test("LazyHStack spans the proposed height and aligns by its vertical guide")
    func lazyHStack() throws {
        let leaves = try sceneLeaves(
            """
            LazyHStack(alignment: .top, spacing: 10) {
                Rectangle().frame(width: 30, height: 20)
                Rectangle().frame(width: 30, height: 40)
            }
            """, width: 200, height: 100)
        // 70 × 100 at (65, 0): both at the top.
        #expect(
            leaves.map(\.frame) == [
                Rect(x: 65, y: 0, width: 30, height: 20), Rect(x: 105, y: 0, width: 30, height: 40),
            ])
    }
}
