// ImplicitGridItemTests.swift: GridItems written as `.init(…)` where the element type is known —
// `[.init(.adaptive(minimum: 60))]`, `Array(repeating: .init(.flexible()), count: 3)` — as real files write columns.
// Rule: The Swift Programming Language, "Expressions": Implicit Member Expression (`.init` on the contextual type);
// Apple: GridItem and LazyVGrid — a 300 pt grid of adaptive(minimum: 60) columns with the default 8 pt spacing fits
// ⌊(300 + 8) / (60 + 8)⌋ = 4 columns; three flexible columns split it into three.

import Scene
import Testing

struct ImplicitGridItemTests {
    /// The runs of black ink along row 10 of a 300 × 40 grid of black cells.
    static func runs(_ columns: String) throws -> Int {
        let source = """
            scene(width: 300, height: 40, background: .white)
            let columns: [GridItem] = \(columns)
            LazyVGrid(columns: columns) { ForEach(0..<8, id: \\.self) { _ in Color.black.frame(height: 20) } }
                .frame(width: 300, height: 40, alignment: .top)
            """
        let (fb, _) = try SceneRender.render(source)
        var runs = 0
        for x in 0..<fb.width where fb[x, 10].g < 128 && (x == 0 || fb[x - 1, 10].g >= 128) { runs += 1 }
        return runs
    }

    @Test(
        "`.init(…)` GridItems lay out as the GridItem(…) they name",
        arguments: [
            ("[.init(.adaptive(minimum: 60))]", 4),
            ("Array(repeating: .init(.flexible()), count: 3)", 3),
            ("[.init(.fixed(50)), .init(.fixed(50))]", 2),
        ])
    func columns(columns: String, count: Int) throws {
        #expect(try Self.runs(columns) == count)
    }
}
