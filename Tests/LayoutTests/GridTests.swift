// GridTests.swift: Grid sizes each column to its widest cell and each row to its tallest (Apple: Grid); views outside
// a GridRow span all columns; gridCellColumns, gridColumnAlignment and gridCellUnsizedAxes as Apple describes them.

import Geometry
import Layout
import Scene
import Testing

@Suite struct GridTests {
    @Test("columns as wide as their widest cell, rows as tall as their tallest, 8 pt apart, cells centred")
    func columnsAndRows() throws {
        let leaves = try sceneLeaves(
            """
            Grid {
                GridRow {
                    Rectangle().frame(width: 40, height: 10)
                    Rectangle().frame(width: 20, height: 30)
                }
                GridRow {
                    Rectangle().frame(width: 60, height: 20)
                    Rectangle().frame(width: 10, height: 10)
                }
            }
            """, width: 200, height: 100)
        // Columns 60 and 20 (88 wide), rows 30 and 20 (58 tall): grid at (56, 21).
        #expect(
            leaves.map(\.frame) == [
                Rect(x: 66, y: 31, width: 40, height: 10), Rect(x: 124, y: 21, width: 20, height: 30),
                Rect(x: 56, y: 59, width: 60, height: 20), Rect(x: 129, y: 64, width: 10, height: 10),
            ])
    }

    @Test("Grid(alignment: .leading) and gridColumnAlignment(.trailing) on one column")
    func alignment() throws {
        let leaves = try sceneLeaves(
            """
            Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Rectangle().frame(width: 10, height: 10)
                    Rectangle().frame(width: 10, height: 10).gridColumnAlignment(.trailing)
                }
                GridRow {
                    Rectangle().frame(width: 50, height: 10)
                    Rectangle().frame(width: 50, height: 10)
                }
            }
            """, width: 100, height: 20)
        // Columns 50 and 50 at x 0 and 50: the first small cell leading (0), the second trailing (90).
        #expect(leaves.prefix(2).map(\.frame.minX) == [0, 90])
    }

    @Test("a view outside GridRow spans all columns; unsized horizontally it fills the grid's width")
    func spanningRowAndUnsized() throws {
        let leaves = try sceneLeaves(
            """
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Rectangle().frame(width: 30, height: 10)
                    Rectangle().frame(width: 40, height: 10)
                }
                Color.red.frame(height: 4).gridCellUnsizedAxes(.horizontal)
            }
            """, width: 100, height: 14)
        // Columns 30 and 40 with 10 between: 80 wide at x 10; the colour row is 80 × 4 below the first row.
        #expect(leaves[2].frame == Rect(x: 10, y: 10, width: 80, height: 4))
    }

    @Test("gridCellColumns(2) spans two columns and is centred over them")
    func span() throws {
        let leaves = try sceneLeaves(
            """
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Rectangle().frame(width: 30, height: 10)
                    Rectangle().frame(width: 30, height: 10)
                }
                GridRow {
                    Rectangle().frame(width: 20, height: 10).gridCellColumns(2)
                }
            }
            """, width: 60, height: 20)
        #expect(leaves[2].frame == Rect(x: 20, y: 10, width: 20, height: 10))
    }
}
