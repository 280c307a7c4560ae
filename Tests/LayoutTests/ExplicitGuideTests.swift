// ExplicitGuideTests.swift: `d[explicit: .top]` in an alignment-guide closure (nil for a view without an explicit
// guide, so `?? value` takes the value) and `.alignmentGuide(.listRowSeparatorLeading)` accepted on a row.
// Rule: Apple: ViewDimensions.subscript(explicit:) ("nil if no such value exists"); HStack(alignment: .top) lines the
// views' top guides up: a guide of −5 on the second square puts its top 5 pt below the first's, by hand.

import Scene
import Testing

struct ExplicitGuideTests {
    /// The first dark row of column `x` in a 40 × 40 render.
    static func top(_ view: String, x: Int) throws -> Int? {
        let (fb, _) = try SceneRender.render("scene(width: 40, height: 40, background: .white)\n" + view)
        return (0..<fb.height).first { fb[x, $0].g < 128 }
    }

    @Test("`d[explicit: .top] ?? -5` is -5 for a view with no explicit guide")
    func explicitIsNil() throws {
        let view = """
            HStack(alignment: .top, spacing: 0) {
                Color.black.frame(width: 10, height: 10)
                Color.black.frame(width: 10, height: 10).alignmentGuide(.top) { d in d[explicit: .top] ?? -5 }
            }
            """
        // The stack is 15 tall, centred: from 12.5; the first square at its top, the second 5 below.
        let first = try Self.top(view, x: 12)
        let second = try Self.top(view, x: 22)
        #expect(first != nil && second == first.map { $0 + 5 })
    }

    @Test("a listRowSeparatorLeading guide is accepted with one located warning and changes nothing")
    func separatorGuide() throws {
        let plain = try SceneRender.render("scene(width: 40, height: 40)\nColor.black.frame(width: 10, height: 10)").0
        let guided = try SceneRender.render(
            "scene(width: 40, height: 40)\nColor.black.frame(width: 10, height: 10).alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }"
        ).0
        #expect((0..<40).allSatisfy { y in (0..<40).allSatisfy { plain[$0, y].g == guided[$0, y].g } })
        let program = try SceneProgram(
            source: "scene(width: 40, height: 40)\nText(\"A\").alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }",
            path: "g.scene")
        #expect(program.warnings.count == 1)
        #expect(program.warnings.first?.range.start.line == 2 && program.warnings.first?.range.start.column == 26)
    }
}
