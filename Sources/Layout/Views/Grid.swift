// Grid.swift: `Grid(alignment:horizontalSpacing:verticalSpacing:content:)` with `GridRow(alignment:content:)`.
// Rule: Apple: Grid, developer.apple.com/documentation/swiftui/grid: "A grid sizes each column to the width of its
// widest cell and each row to the height of its tallest cell"; views in a GridRow are the row's cells in column order;
// "a view that you place outside of a grid row […] spans all of the grid's columns"; a cell's view is aligned in its
// cell by the grid's `alignment`, overridden for a column by `gridColumnAlignment(_:)` and for a row by GridRow's
// `alignment:`, and for one cell by `gridCellAnchor(_:)`; `gridCellColumns(_:)` makes a cell span columns and
// `gridCellUnsizedAxes(_:)` keeps a cell out of the sizing on those axes (it then fills its cell there: a Divider or
// Color spanning a row). Default spacing, which Apple
// leaves to the platform, is 8 pt both ways (iOS 17, observed; the same default as stacks). anim sizes cells at their
// ideal size (proposed nothing), shares what the grid is offered beyond that among the flexible columns and then the
// flexible rows, and proposes each cell its cell.

import Geometry
import Scene

struct Grid: LayoutView {
    var alignment: Alignment
    var horizontalSpacing: Double?
    var verticalSpacing: Double?

    static let declarations = [
        ViewDeclaration(
            "Grid",
            [
                .view(
                    "Grid",
                    [
                        arg("alignment", .alignment, .alignment(.center)),
                        arg("horizontalSpacing", .optional(.double), .absent),
                        arg("verticalSpacing", .optional(.double), .absent), contentParameter,
                    ]
                ) { v in
                    let grid = Grid(
                        alignment: v[0].alignment, horizontalSpacing: v[1].optionalDouble,
                        verticalSpacing: v[2].optionalDouble)
                    return (grid, v[3].views)
                }
            ])
    ]

    /// A cell: its view, its row and first column, how many columns it spans, the axes it does not size.
    struct Cell {
        var node: ViewNode
        var row: Int
        var column: Int
        var span: Int
        var unsized: EdgeSet
        var rowAlignment: VerticalAlignment?
    }

    /// The cells in row order, and the number of columns.
    func cells(_ children: [ViewNode], in layout: LayoutEngine) -> (cells: [Cell], columns: Int) {
        var cells: [Cell] = []
        var spanningRows: [Int] = []
        var columns = 0
        for (row, child) in layout.stackChildren(children).enumerated() {
            if case .view(let view) = child.kind, let gridRow = view.view as? GridRow {
                var column = 0
                for cellNode in layout.stackChildren(view.children) {
                    let span = max(1, cellNode.gridCellColumns)
                    cells.append(
                        Cell(
                            node: cellNode, row: row, column: column, span: span, unsized: cellNode.gridUnsizedAxes,
                            rowAlignment: gridRow.alignment))
                    column += span
                }
                columns = max(columns, column)
            } else {
                spanningRows.append(cells.count)
                cells.append(
                    Cell(node: child, row: row, column: 0, span: 0, unsized: child.gridUnsizedAxes, rowAlignment: nil))
            }
        }
        // A view outside a GridRow spans every column.
        for i in spanningRows { cells[i].span = max(1, columns) }
        return (cells, max(columns, spanningRows.isEmpty ? 0 : 1))
    }

    /// Column widths and row heights, from the cells' ideal sizes; with a proposed `width` (`height`) larger than
    /// the ideal columns (rows), the flexible columns (rows) — a Slider, a Color, a Spacer — share what is left, as a
    /// stack's children do (Apple: Grid — developer.apple.com/documentation/swiftui/grid: "the grid … gives flexible
    /// views the space that remains"; StackLayout.swift's even shares, narrowest flexibility first). Rows grow after
    /// the columns are settled, each cell offered its column's width.
    func tracks(
        _ cells: [Cell], columns: Int, rows: Int, width: Double?, height: Double? = nil, in layout: LayoutEngine
    ) -> (widths: [Double], heights: [Double]) {
        var widths = [Double](repeating: 0, count: columns)
        var heights = [Double](repeating: 0, count: rows)
        for cell in cells {
            let ideal = layout.sizeThatFits(cell.node, .unspecified)
            if cell.span == 1, cell.unsized.isDisjoint(with: .horizontal) {
                widths[cell.column] = max(widths[cell.column], ideal.width)
            }
            if cell.unsized.isDisjoint(with: .vertical) { heights[cell.row] = max(heights[cell.row], ideal.height) }
        }
        if let width, !width.isNaN, columns > 0 {
            let extra = width - Double(max(0, columns - 1)) * (horizontalSpacing ?? 8) - widths.reduce(0, +)
            if extra > 1e-9 {
                // How far each column can grow: the widest its cells take when offered unlimited width.
                var maxima = [Double](repeating: 0, count: columns)
                for cell in cells where cell.span == 1 && cell.unsized.isDisjoint(with: .horizontal) {
                    let widest = layout.sizeThatFits(cell.node, ProposedSize(width: .infinity, height: heights[cell.row]))
                    maxima[cell.column] = max(maxima[cell.column], widest.width)
                }
                Grid.share(extra, among: &widths, maxima: maxima)
            }
        }
        if let height, !height.isNaN, rows > 0 {
            let extra = height - Double(max(0, rows - 1)) * (verticalSpacing ?? 8) - heights.reduce(0, +)
            if extra > 1e-9 {
                var maxima = [Double](repeating: 0, count: rows)
                for cell in cells where cell.unsized.isDisjoint(with: .vertical) {
                    let last = min(columns, cell.column + cell.span) - 1
                    let cellWidth =
                        columns == 0 || cell.column > last
                        ? 0
                        : widths[cell.column...last].reduce(0, +) + Double(last - cell.column) * (horizontalSpacing ?? 8)
                    let tallest = layout.sizeThatFits(cell.node, ProposedSize(width: cellWidth, height: .infinity))
                    maxima[cell.row] = max(maxima[cell.row], tallest.height)
                }
                Grid.share(extra, among: &heights, maxima: maxima)
            }
        }
        return (widths, heights)
    }

    /// Grows `tracks` toward `maxima` by even shares of `extra`, the least flexible first.
    static func share(_ extra: Double, among tracks: inout [Double], maxima: [Double]) {
        var extra = extra
        let flexible = tracks.indices.filter { maxima[$0] > tracks[$0] + 1e-9 }
            .sorted { (maxima[$0] - tracks[$0], $0) < (maxima[$1] - tracks[$1], $1) }
        var remaining = flexible.count
        for track in flexible {
            // Offered unlimited space (a stack probing how far the grid can grow), each track reaches its maximum.
            let grow = extra.isInfinite ? maxima[track] - tracks[track] : min(extra / Double(remaining), maxima[track] - tracks[track])
            tracks[track] += grow
            if !extra.isInfinite { extra -= grow }
            remaining -= 1
        }
    }

    /// Each cell's origin, proposal and size relative to the grid, and the grid's size.
    func layout(
        _ children: [ViewNode], width proposedWidth: Double? = nil, height proposedHeight: Double? = nil,
        in layout: LayoutEngine
    ) -> (
        placed: [(node: ViewNode, origin: Point, proposal: ProposedSize, size: Size)], size: Size
    ) {
        let (cells, columns) = self.cells(children, in: layout)
        let rows = layout.stackChildren(children).count
        guard !cells.isEmpty else { return ([], .zero) }
        let (widths, heights) = tracks(
            cells, columns: columns, rows: rows, width: proposedWidth, height: proposedHeight, in: layout)
        let hGap = horizontalSpacing ?? 8
        let vGap = verticalSpacing ?? 8
        var xs: [Double] = []
        var cursor = 0.0
        for w in widths {
            xs.append(cursor)
            cursor += w + hGap
        }
        let width = max(0, cursor - hGap)
        var ys: [Double] = []
        cursor = 0
        for h in heights {
            ys.append(cursor)
            cursor += h + vGap
        }
        let height = max(0, cursor - vGap)
        let columnAlignment = Dictionary(
            cells.compactMap { c in c.node.gridColumnAlignment.map { (c.column, $0) } }, uniquingKeysWith: { a, _ in a }
        )
        let placed = cells.map { cell -> (node: ViewNode, origin: Point, proposal: ProposedSize, size: Size) in
            let last = min(columns, cell.column + cell.span) - 1
            let cellWidth = columns == 0 ? 0 : xs[last] + widths[last] - xs[cell.column]
            let box = Size(width: cellWidth, height: heights[cell.row])
            let proposal = ProposedSize(box)
            let size = layout.sizeThatFits(cell.node, proposal)
            let guide = Alignment(
                horizontal: columnAlignment[cell.column] ?? alignment.horizontal,
                vertical: cell.rowAlignment ?? alignment.vertical)
            // gridCellAnchor(_:) puts the content's unit point on the cell's same unit point (GridCellModifiers.swift).
            let offset =
                cell.node.gridCellAnchor.map {
                    Point(x: $0.x * (box.width - size.width), y: $0.y * (box.height - size.height))
                } ?? layout.alignmentOffset(guide, container: box, child: size)
            return (cell.node, Point(x: columns == 0 ? 0 : xs[cell.column], y: ys[cell.row]) + offset, proposal, size)
        }
        return (placed, Size(width: width, height: height))
    }

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        self.layout(children, width: p.width, height: p.height, in: layout).size
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        let grid = layout(children, width: c.proposal.width, height: c.proposal.height, in: c.layout)
        let slack = Point(x: (c.size.width - grid.size.width) / 2, y: (c.size.height - grid.size.height) / 2)
        for cell in grid.placed {
            c.layout.place(
                cell.node, at: c.origin + slack + cell.origin, proposal: cell.proposal, size: cell.size,
                environment: c.environment, space: c.space, into: &out)
        }
    }
}

/// `GridRow(alignment:content:)`: one row of a Grid. Outside a Grid it lays out as an HStack with the same alignment.
struct GridRow: LayoutView {
    var alignment: VerticalAlignment?

    static let declarations = [
        ViewDeclaration(
            "GridRow",
            [
                .view("GridRow", [arg("alignment", .optional(.verticalAlignment), .absent), contentParameter]) { v in
                    let alignment: VerticalAlignment? = if case .verticalAlignment(let a) = v[0] { a } else { nil }
                    return (GridRow(alignment: alignment), v[1].views)
                }
            ])
    ]

    var stack: StackView {
        StackView(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center))
    }

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        stack.sizeThatFits(p, children: children, in: layout, parent: parent)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        stack.place(children, c, node: node, into: &out)
    }
}
