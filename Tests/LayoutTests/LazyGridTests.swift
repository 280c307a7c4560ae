// LazyGridTests.swift: LazyVGrid/LazyHGrid track sizing with fixed, flexible and adaptive GridItems (LazyGrid.swift:
// spacing out first, fixed next, then even shares in order clamped to min/max; adaptive packs as many as fit).
// Expected frames are computed by hand from those rules.

import Geometry
import Layout
import Scene
import Testing

@Suite struct LazyGridTests {
    /// `count` cells of the given height that fill their column.
    static func cells(_ count: Int, height: Double = 20) -> String {
        "ForEach(0..<\(count)) { _ in Color.blue.frame(height: \(height)) }"
    }

    @Test("three flexible columns in 316 pt: (316 − 2 × 8) / 3 = 100 each; rows 20 + 8 apart")
    func flexibleColumns() throws {
        let leaves = try sceneLeaves(
            """
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                \(LazyGridTests.cells(5))
            }
            .frame(width: 316)
            """, width: 316, height: 100)
        // Grid 316 × 48 centred vertically: y 26 and 54.
        #expect(
            leaves.map(\.frame) == [
                Rect(x: 0, y: 26, width: 100, height: 20), Rect(x: 108, y: 26, width: 100, height: 20),
                Rect(x: 216, y: 26, width: 100, height: 20), Rect(x: 0, y: 54, width: 100, height: 20),
                Rect(x: 108, y: 54, width: 100, height: 20),
            ])
    }

    @Test("fixed first, then flexible shares clamped: fixed 50, flexible(max 60), flexible → 60 and 194 in 320")
    func fixedAndClampedFlexible() throws {
        let leaves = try sceneLeaves(
            """
            LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible(maximum: 60)), GridItem(.flexible())], spacing: 4) {
                \(LazyGridTests.cells(3))
            }
            """, width: 320, height: 100)
        // 320 − 16 (gaps) − 50 = 254; the first flexible gets min(254 / 2, 60) = 60, the last 254 − 60 = 194.
        #expect(leaves.map(\.frame.width) == [50, 60, 194])
        #expect(leaves.map(\.frame.minX) == [0, 58, 126])
    }

    @Test("adaptive(minimum: 80) in 350 pt packs ⌊(350 + 8) / (80 + 8)⌋ = 4 columns of (350 − 3 × 8) / 4 = 81.5 pt")
    func adaptivePacks() throws {
        let leaves = try sceneLeaves(
            """
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                \(LazyGridTests.cells(6))
            }
            """, width: 350, height: 100)
        // Columns at x 0, 89.5, 179, 268.5 (rounded, ties up: 0, 90, 179, 269); 6 cells make rows at y 26 and 54.
        #expect(leaves.map(\.frame.minX) == [0, 90, 179, 269, 0, 90])
        #expect(leaves.map(\.frame.minY) == [26, 26, 26, 26, 54, 54])
    }

    @Test("LazyHGrid: two fixed rows of 30 pt; items fill column by column")
    func horizontalGrid() throws {
        let leaves = try sceneLeaves(
            """
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 10) {
                ForEach(0..<3) { _ in Color.red.frame(width: 40) }
            }
            """, width: 200, height: 100)
        // Grid 90 × 68 at (55, 16): cells (55, 16), (55, 54), (105, 16).
        #expect(
            leaves.map(\.frame) == [
                Rect(x: 55, y: 16, width: 40, height: 30), Rect(x: 55, y: 54, width: 40, height: 30),
                Rect(x: 105, y: 16, width: 40, height: 30),
            ])
    }

    @Test("a cell smaller than its column is centred in it; GridItem alignment moves it")
    func cellAlignment() throws {
        let leaves = try sceneLeaves(
            """
            LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .leading)]) {
                Rectangle().frame(width: 20, height: 20)
                Rectangle().frame(width: 20, height: 20)
            }
            """, width: 208, height: 20)
        #expect(leaves.map(\.frame.minX) == [40, 108])
    }
}
