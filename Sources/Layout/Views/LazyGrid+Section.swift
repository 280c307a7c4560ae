// LazyGrid+Section.swift: `Section(header:footer:content:)` inside a LazyVGrid or LazyHGrid.
// Rule: Apple: LazyVGrid — developer.apple.com/documentation/swiftui/lazyvgrid (its example groups items in
// `Section(header: Text(…))`) and PinnedScrollableViews (a section's header and footer are what pins): a header is
// one view across the whole grid (a row of a LazyVGrid, a column of a LazyHGrid), the section's items then fill the
// tracks from the first, and its footer follows as another line; lines are `spacing` apart like the item lines. A
// spanning view is proposed the grid's full length across and aligned by the grid's `alignment` (iOS 17, observed;
// Apple documents no numbers).

import Scene

extension LazyGrid {
    /// The grid's views in order: a Section's header and footer views span a line of the grid; every other view is
    /// an item, and a Section's first item opens a new line.
    func entries(_ children: [ViewNode], in layout: LayoutEngine) -> [(node: ViewNode, spansLine: Bool, opensRun: Bool)]
    {
        var out: [(node: ViewNode, spansLine: Bool, opensRun: Bool)] = []
        var afterSection = false
        for kid in layout.stackChildren(children) {
            guard let parts = SectionView.parts(kid) else {
                // Views after a section start their own line, as a section of their own.
                out.append((kid, false, afterSection))
                afterSection = false
                continue
            }
            for h in layout.stackChildren(parts.header) { out.append((h, true, false)) }
            for (i, row) in layout.stackChildren(parts.rows).enumerated() { out.append((row, false, i == 0)) }
            for f in layout.stackChildren(parts.footer) { out.append((f, true, false)) }
            afterSection = true
        }
        return out
    }
}
