// LazyGrid+Section.swift: `Section(header:footer:content:)` inside a LazyVGrid or LazyHGrid, and its pinned headers
// and footers.
// Rule: Apple: LazyVGrid — developer.apple.com/documentation/swiftui/lazyvgrid (its example groups items in
// `Section(header: Text(…))`) and PinnedScrollableViews — developer.apple.com/documentation/swiftui/
// pinnedscrollableviews (a section's header and footer are what pins): a header is one view across the whole grid
// (a row of a LazyVGrid, a column of a LazyHGrid), the section's items then fill the tracks from the first, and its
// footer follows as another line; lines are `spacing` apart like the item lines. A spanning view is proposed the
// grid's full length across and aligned by the grid's `alignment` (iOS 17, observed; Apple documents no numbers).
// Pinned, a header the scroll view has scrolled past stays at the viewport's top (leading) edge, drawn over the
// items, until its section's end pushes it out; a pinned footer likewise stays at the bottom (trailing) edge until
// its section's start reaches it (UITableView's plain-style section headers, which SwiftUI's pinned views mirror).

import Geometry
import Scene

extension LazyGrid {
    /// One view of the grid: an item, or a Section's header or footer (which spans a line).
    struct Entry {
        enum Role { case item, header, footer }
        var node: ViewNode
        var role: Role
        /// The Section it belongs to (its index among the grid's sections), nil for a loose item.
        var section: Int?
        /// A section's first item, or the first loose item after a section: it starts a new line.
        var opensRun: Bool
        var spansLine: Bool { role != .item }
    }

    /// The grid's views in order: a Section's header and footer views span a line of the grid; every other view is
    /// an item, and a Section's first item opens a new line.
    func entries(_ children: [ViewNode], in layout: LayoutEngine) -> [Entry] {
        var out: [Entry] = []
        var afterSection = false
        var sections = 0
        for kid in layout.stackChildren(children) {
            guard let parts = SectionView.parts(kid) else {
                // Views after a section start their own line, as a section of their own.
                out.append(Entry(node: kid, role: .item, section: nil, opensRun: afterSection))
                afterSection = false
                continue
            }
            let s = sections
            for h in layout.stackChildren(parts.header) {
                out.append(Entry(node: h, role: .header, section: s, opensRun: false))
            }
            for (i, row) in layout.stackChildren(parts.rows).enumerated() {
                out.append(Entry(node: row, role: .item, section: s, opensRun: i == 0))
            }
            for f in layout.stackChildren(parts.footer) {
                out.append(Entry(node: f, role: .footer, section: s, opensRun: false))
            }
            sections += 1
            afterSection = true
        }
        return out
    }

    /// `origins` (the grid's views' top-leading corners in `c`'s coordinates) with the pinned headers and footers
    /// that the enclosing scroll view has scrolled past moved back to its edges; unchanged outside a scroll view
    /// that scrolls along the grid's axis.
    func pinning(_ entries: [Entry], sizes: [Size], origins: [Point], _ c: PlacementContext) -> [Point] {
        guard pinned.headers || pinned.footers, let start = c.environment.coordinateSpaces["_scrollViewport"],
            let end = c.environment.coordinateSpaces["_scrollViewportEnd"]
        else { return origins }
        let vertical = axis == .vertical
        func along(_ p: Point) -> Double { vertical ? p.y : p.x }
        let viewport = (start: along(start), end: along(end))
        let t = c.space.transform
        // Points along the axis in `c`'s coordinates per global point (no rotation between the two: a and d).
        let perGlobal = c.layout.grid.scale / (vertical ? t.d : t.a)
        guard viewport.end > viewport.start, perGlobal.isFinite, perGlobal > 0 else { return origins }
        func global(_ local: Double) -> Double {
            along((vertical ? Point(x: 0, y: local) : Point(x: local, y: 0)).applying(t)) / c.layout.grid.scale
        }
        // Each section's extent along the axis.
        var extent: [Int: (start: Double, end: Double)] = [:]
        for (i, e) in entries.enumerated() {
            guard let s = e.section else { continue }
            let a = along(origins[i])
            let b = a + sizes[i].along(axis)
            extent[s] = extent[s].map { (min($0.start, a), max($0.end, b)) } ?? (a, b)
        }
        var out = origins
        for (i, e) in entries.enumerated() {
            guard let s = e.section, let section = extent[s] else { continue }
            let a = along(origins[i])
            let length = sizes[i].along(axis)
            var shift = 0.0
            if e.role == .header, pinned.headers, global(a) < viewport.start {
                shift = max(0, min((viewport.start - global(a)) * perGlobal, section.end - (a + length)))
            } else if e.role == .footer, pinned.footers, global(a + length) > viewport.end {
                shift = -max(0, min((global(a + length) - viewport.end) * perGlobal, a - section.start))
            }
            if vertical { out[i].y += shift } else { out[i].x += shift }
        }
        return out
    }
}
