// MorphText+Layout.swift: a string shaped with the Text module (HarfBuzz clusters) into grapheme-cluster positions.
// Rule: issue #6 (the planner takes shaped strings: "glyph clusters with positions"); Text's TextLayout (one line
// per paragraph for a nil width, as a `Text` with no width proposal). Status: complete.
//
// 1. Each glyph's pen span [pen, pen + advance] is credited to its HarfBuzz cluster (a UTF-8 offset); a cluster
//    covers the union of its glyphs' spans (marks with zero advance add nothing).
// 2. A HarfBuzz cluster can hold several grapheme clusters (a ligature such as "fi"): from its offset up to the
//    next cluster of the same run. Its span is split evenly among them, as CoreText places ligature carets when a
//    font gives none; left to right in a left-to-right run, right to left in a right-to-left one.
// 3. Grapheme clusters that no glyph covers (the hanging trailing spaces of a line, newlines) get width 0 at the
//    right edge of the cluster before them (x = 0 when first). A grapheme that HarfBuzz split into several clusters
//    covers their union.
// A string with newlines lays out one line per paragraph; each cluster's x is then on its own line, so plans are
// meant for one-line values, as `numericText` is.

import Text

extension MorphText {
    /// `string` laid out in `font` on one line per paragraph (nil width), as a scene's `Text` would draw it.
    public init(laying string: String, font: FontDescriptor) {
        self.init(TextLayout(string, font: font))
    }

    /// The grapheme clusters of `layout.string` with their spans in `layout` (steps 1–3 of the header).
    public init(_ layout: TextLayout) {
        var starts: [Int] = []
        var texts: [String] = []
        var offset = 0
        for c in layout.string {
            starts.append(offset)
            texts.append(String(c))
            offset += c.utf8.count
        }
        var left = [Double?](repeating: nil, count: texts.count)
        var right = [Double](repeating: -.infinity, count: texts.count)
        for line in layout.lines {
            var pen = line.origin.x
            for run in line.runs {
                // Step 1: the span of each HarfBuzz cluster of this run.
                var spans: [Int: (left: Double, right: Double)] = [:]
                for g in run.glyphs {
                    let span = spans[g.cluster] ?? (pen, pen)
                    spans[g.cluster] = (min(span.left, pen), max(span.right, pen + g.xAdvance))
                    pen += g.xAdvance
                }
                // Step 2: share each span among the grapheme clusters it holds.
                let offsets = spans.keys.sorted()
                for (k, cluster) in offsets.enumerated() {
                    let end = k + 1 < offsets.count ? offsets[k + 1] : run.utf8Range.upperBound
                    let first = MorphText.index(of: cluster, in: starts)
                    var members = Array(first..<max(first + 1, MorphText.index(of: end, in: starts, after: true)))
                    if run.direction == .rightToLeft { members.reverse() }
                    let span = spans[cluster]!
                    let share = (span.right - span.left) / Double(members.count)
                    for (m, i) in members.enumerated() {
                        // A grapheme HarfBuzz split into several clusters covers their union.
                        left[i] = min(left[i] ?? .infinity, span.left + Double(m) * share)
                        right[i] = max(right[i], span.left + Double(m + 1) * share)
                    }
                }
            }
        }
        // Step 3: clusters without glyphs.
        var clusters: [Cluster] = []
        for i in texts.indices {
            if let l = left[i] {
                clusters.append(Cluster(text: texts[i], x: l, width: right[i] - l))
            } else {
                let x = clusters.last.map { $0.x + $0.width } ?? 0
                clusters.append(Cluster(text: texts[i], x: x, width: 0))
            }
        }
        self.init(clusters)
    }

    // MARK: -

    /// The grapheme cluster holding UTF-8 offset `offset` (the last start at or before it); with `after`, the first
    /// cluster starting at or after it (the count when none does).
    private static func index(of offset: Int, in starts: [Int], after: Bool = false) -> Int {
        var lo = 0
        var hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] < offset || (!after && starts[mid] == offset) { lo = mid + 1 } else { hi = mid }
        }
        return after ? lo : max(0, lo - 1)
    }
}
