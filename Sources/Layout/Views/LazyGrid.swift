// LazyGrid.swift: `LazyVGrid(columns:alignment:spacing:content:)` and `LazyHGrid(rows:alignment:spacing:content:)`.
// Rule: Apple: LazyVGrid, developer.apple.com/documentation/swiftui/lazyvgrid, LazyHGrid, and GridItem,
// developer.apple.com/documentation/swiftui/griditem ("fixed: a single item with the specified fixed size; flexible: a
// single flexible item; adaptive: multiple items in the space of a single flexible item"). Track sizing as SwiftUI does
// it (Apple documents no numbers; observed on iOS 17 and described by swiftuifieldguide.com/layout/lazyvgrid): the
// spacing after every track but the last is taken out first (GridItem.spacing, default 8 pt); fixed tracks take their
// size; then the flexible and adaptive tracks, in order, each get an even share of what is left, clamped to their
// minimum and maximum; an adaptive track fits as many sub-tracks of at least its minimum as its share holds (at least
// one), spaced by its spacing, each at most its maximum. Items fill the tracks in order (rows of a LazyVGrid, columns
// of a LazyHGrid); each cell is proposed its track's length and nothing along the grid's axis, a row (column) is as
// long as its longest cell, and rows (columns) are `spacing` apart (default 8 pt). A cell's view is aligned in its
// cell by its GridItem's alignment, else the grid's `alignment` (centred across). With no proposal across the axis
// flexible tracks take their minimum and adaptive ones one sub-track of their minimum. A Section's
// header and footer take a line of their own, pinned ones stay in a scrolled view (LazyGrid+Section.swift).
// In a scroll view, proposed nothing along the scrolled axis (and pinning nothing), a grid creates only its first lines,
// up to twice the canvas's length, as a lazy stack creates its first rows (LazyStack.swift): Apple's "the grid view
// doesn't create items until it needs to render them onscreen". Its length is estimated from the created lines'
// mean length times the number of lines; the lines drawn are those an eager layout draws, since a line's place
// depends only on the lines before it and a cell's place across only on the tracks.

import Geometry
import Scene

struct LazyGrid: LayoutView {
    /// `.vertical` for LazyVGrid (the items are columns), `.horizontal` for LazyHGrid (rows).
    var axis: StackAxis
    var items: [GridItem]
    var alignment: Alignment
    var spacing: Double?
    /// `pinnedViews:`: section headers (footers) that stay in the scroll view while their section scrolls.
    var pinned = PinnedScrollableViews()

    static let declarations = [
        ViewDeclaration(
            "LazyVGrid",
            PinnedScrollableViews.overloads(
                "LazyVGrid",
                [
                    arg("columns", .array(.gridItem)),
                    arg("alignment", .horizontalAlignment, .horizontalAlignment(.center)),
                    arg("spacing", .optional(.double), .absent),
                ]
            ) { v, pinned, content in
                let grid = LazyGrid(
                    axis: .vertical, items: v[0].gridItems,
                    alignment: Alignment(horizontal: v[1].horizontalAlignment, vertical: .center),
                    spacing: v[2].optionalDouble, pinned: pinned)
                return (grid, content)
            }),
        ViewDeclaration(
            "LazyHGrid",
            PinnedScrollableViews.overloads(
                "LazyHGrid",
                [
                    arg("rows", .array(.gridItem)),
                    arg("alignment", .verticalAlignment, .verticalAlignment(.center)),
                    arg("spacing", .optional(.double), .absent),
                ]
            ) { v, pinned, content in
                let grid = LazyGrid(
                    axis: .horizontal, items: v[0].gridItems,
                    alignment: Alignment(horizontal: .center, vertical: v[1].verticalAlignment),
                    spacing: v[2].optionalDouble, pinned: pinned)
                return (grid, content)
            }),
    ]

    /// One resolved track across the grid's axis: its length, the gap after it, and its cells' alignment.
    struct Track {
        var length: Double
        var spacing: Double
        var alignment: Alignment
    }

    /// The tracks for `available` points across the axis (nil: unspecified).
    func tracks(_ available: Double?) -> [Track] {
        let gaps = items.map { $0.spacing ?? 8 }
        var remaining = (available ?? 0) - gaps.dropLast().reduce(0, +)
        var sharing = 0
        for item in items {
            if case .fixed(let length) = item.size { remaining -= length } else { sharing += 1 }
        }
        var out: [Track] = []
        for (i, item) in items.enumerated() {
            let cellAlignment = item.alignment ?? alignment
            switch item.size {
            case .fixed(let length):
                out.append(Track(length: length, spacing: gaps[i], alignment: cellAlignment))
            case .flexible(let minimum, let maximum):
                let share = available == nil ? minimum : remaining / Double(sharing)
                let length = max(minimum, min(maximum, share))
                remaining -= length
                sharing -= 1
                out.append(Track(length: length, spacing: gaps[i], alignment: cellAlignment))
            case .adaptive(let minimum, let maximum):
                let share = available == nil ? minimum : max(minimum, remaining / Double(sharing))
                // As many as fit; a ratio that is not finite (nothing proposed, a zero minimum) or absurd gives one
                // track per view at most (LazyGrid.maximumAdaptiveTracks), never an Int trap.
                let ratio = ((share + gaps[i]) / (minimum + gaps[i])).rounded(.down)
                let count = ratio.isFinite ? max(1, Int(min(ratio, Double(LazyGrid.maximumAdaptiveTracks)))) : 1
                let length = min(maximum, (share - Double(count - 1) * gaps[i]) / Double(count))
                remaining -= share
                sharing -= 1
                for _ in 0..<count {
                    out.append(Track(length: length, spacing: gaps[i], alignment: cellAlignment))
                }
            }
        }
        return out
    }

    /// The most columns (rows) one adaptive item makes: more than any frame can show.
    static let maximumAdaptiveTracks = 4096

    /// The cells' frames relative to the grid and the grid's size, for proposal `p`, in `entries` order.
    func cells(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine) -> (
        frames: [(origin: Point, proposal: ProposedSize, size: Size)], size: Size
    ) {
        let kids = entries(children, in: layout)
        let tracks = tracks(p.across(axis))
        guard !tracks.isEmpty else { return ([], .zero) }
        let lineGap = spacing ?? 8
        var trackStarts: [Double] = []
        var cursor = 0.0
        for (i, t) in tracks.enumerated() {
            trackStarts.append(cursor)
            cursor += t.length + (i < tracks.count - 1 ? t.spacing : 0)
        }
        let across = cursor
        // Each entry's line and track: items fill the tracks in order, a new line after the last track, after a
        // line-spanning view and at a section's first item; a spanning view takes a line alone (track nil).
        var placement: [(line: Int, track: Int?)] = []
        var line = -1
        var track = tracks.count
        for kid in kids {
            if kid.spansLine {
                line += 1
                placement.append((line, nil))
                track = tracks.count
                continue
            }
            if track == tracks.count || kid.opensRun {
                line += 1
                track = 0
            }
            placement.append((line, track))
            track += 1
        }
        let lineCount = line + 1
        // Each cell: proposed its track's length across (a spanning view the grid's), nothing along.
        let proposals = placement.map { at in
            ProposedSize.on(axis, major: nil, minor: at.track.map { tracks[$0].length } ?? across)
        }
        // In a scroll view proposed nothing along the scrolled axis, only the lines up to twice the canvas's length are
        // created (see the file header); the others are neither sized nor placed.
        let scrolled =
            layout.scrolledAxes.scrolls(axis) && p.along(axis) == nil && !pinned.headers && !pinned.footers
        let limit = 2 * layout.canvas.along(axis)
        var sizes: [Size] = []
        sizes.reserveCapacity(kids.count)
        var lineLengths = [Double](repeating: 0, count: lineCount)
        var createdLines = lineCount
        var end = 0.0
        for i in kids.indices {
            let at = placement[i]
            if scrolled, i > 0, placement[i - 1].line != at.line {
                // Line `at.line` starts past the limit: it and the lines after it are not created.
                end += lineLengths[at.line - 1]
                if end > limit {
                    createdLines = at.line
                    break
                }
                end += lineGap
            }
            sizes.append(layout.sizeThatFits(kids[i].node, proposals[i]))
            lineLengths[at.line] = max(lineLengths[at.line], sizes[i].along(axis))
        }
        var lineStarts: [Double] = []
        cursor = 0
        for (i, l) in lineLengths.prefix(createdLines).enumerated() {
            lineStarts.append(cursor)
            cursor += l + (i < createdLines - 1 ? lineGap : 0)
        }
        // The lines not created: as long as the mean created line (gaps included), as for a lazy stack.
        let along = createdLines < lineCount ? cursor * Double(lineCount) / Double(createdLines) : cursor
        let frames = sizes.indices.map { i -> (origin: Point, proposal: ProposedSize, size: Size) in
            let at = placement[i]
            let length = at.track.map { tracks[$0].length } ?? across
            let start = at.track.map { trackStarts[$0] } ?? 0
            let guide = at.track.map { tracks[$0].alignment } ?? alignment
            let cell = Size.on(axis, major: lineLengths[at.line], minor: length)
            let inCell = layout.alignmentOffset(guide, container: cell, child: sizes[i])
            let cellOrigin =
                axis == .vertical
                ? Point(x: start, y: lineStarts[at.line])
                : Point(x: lineStarts[at.line], y: start)
            return (cellOrigin + inCell, proposals[i], sizes[i])
        }
        return (frames, .on(axis, major: along, minor: across))
    }

    func sizeThatFits(_ p: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis) -> Size {
        cells(p, children: children, in: layout).size
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        let all = entries(children, in: c.layout)
        let placed = cells(c.proposal, children: children, in: c.layout)
        // A scrolled grid's cells past its created lines are not placed, and have not appeared.
        let entries = Array(all.prefix(placed.frames.count))
        if let sink = c.layout.geometry {
            for entry in all.dropFirst(placed.frames.count) { entry.node.recordNotCreated(in: sink) }
        }
        // The tracks are centred in the grid's box when it is larger than they are (a parent's frame).
        let slack = Point(
            x: (c.size.width - placed.size.width) / 2, y: (c.size.height - placed.size.height) / 2)
        let origins = pinning(
            entries, sizes: placed.frames.map(\.size), origins: placed.frames.map { c.origin + slack + $0.origin }, c)
        // Pinned headers and footers draw over the items that scroll beneath them.
        func rank(_ i: Int) -> Int {
            entries[i].role == .header && pinned.headers || entries[i].role == .footer && pinned.footers ? 1 : 0
        }
        let order = entries.indices.sorted {
            (entries[$0].node.zIndex, rank($0), $0) < (entries[$1].node.zIndex, rank($1), $1)
        }
        c.placingLazily {
            for i in order {
                let f = placed.frames[i]
                c.layout.place(
                    entries[i].node, at: origins[i], proposal: f.proposal, size: f.size,
                    environment: c.environment, space: c.space, into: &out)
            }
        }
    }
}

extension Value {
    /// An array of GridItem values.
    var gridItems: [GridItem] {
        guard case .array(let items) = self else { preconditionFailure("type checker let a non-array through") }
        return items.map(\.gridItem)
    }
}
