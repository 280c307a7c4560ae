// TextLayoutBuilder+Lines.swift: a line from a range of cells: fragments, visual order, spacing, metrics, ellipsis.
// Rule: issue #5 (bidi run order; tracking on every advance, kerning between characters; lineLimit);
// CoreText line metrics (the largest ascent, descent and leading of the faces on the line). Status: complete.
//
// 1. Trailing spaces are dropped from the line (they hang; UAX #9 L1 would give them the paragraph level).
// 2. A truncated line drops cells from its end until it fits with "…" (shaped in the face that has it), which
//    is appended at the paragraph's level; `.head` and `.middle` drop them from its start or its middle instead
//    (TextLayoutBuilder+Truncation.swift).
// 3. Each run overlapping the line gives a fragment. A run cut by the line keeps its glyphs when HarfBuzz marks the
//    cuts safe to break (no `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`, the HarfBuzz manual's line-breaking recipe); otherwise
//    the fragment is reshaped (cached) so that joining and kerning at the cut are right. Fragments are ordered by
//    Bidi.visualOrder (L2).
// 4. Spacing, as Apple documents it: `kerning` is added after every character, the last included ("the kerning
//    affects the trailing edge of the text view as well", SwiftUI `Text.kerning(_:)`); `tracking` is added after
//    every cluster too, but CoreText "treats tracking as trailing whitespace" (kCTTrackingAttributeName), so the
//    line's last tracking hangs outside its width like a trailing space. A cluster's extra goes on its last glyph
//    in visual order. Nonzero tracking also disables nonessential ligatures (same CoreText page); kerning keeps
//    them (TextLayoutBuilder.init).

import CHarfBuzz
import Geometry

/// Glyphs of one face, script and level on one line, clusters absolute.
struct Fragment {
    var level: UInt8
    var script: hb_script_t
    var face: FontFace
    var glyphs: [RawGlyph]
    var utf8Range: Range<Int>
    /// The run's scale (synthesised small capitals draw smaller, SmallCaps.swift).
    var scale = 1.0
}

extension TextLayoutBuilder {
    func makeLine(_ p: Paragraph, _ range: Range<Int>, truncated: Bool) -> TextLine {
        var end = range.upperBound
        func trimSpaces() { while end > range.lowerBound, p.cells[end - 1].isSpace { end -= 1 } }
        trimSpaces()
        var ellipsis: Fragment? = nil
        // The cell ranges the line keeps, in logical order, and where the ellipsis goes among them (step 2; head and
        // middle truncation: TextLayoutBuilder+Truncation.swift).
        var kept = [range.lowerBound..<end]
        var ellipsisIndex = 1
        if truncated {
            let face = chain.choose("…")?.face ?? primary
            var script = end > range.lowerBound ? p.cells[end - 1].script : HB_SCRIPT_COMMON
            var glyphs = shape("…", at: 0, level: p.level, script: script, face: face)
            let k = size / (64 * face.pixelsPerEm)
            let ellipsisWidth = glyphs.reduce(0) { $0 + Double($1.xAdvance) * k } + key.kerning
            var cut: Int
            if key.truncation != .tail, let maxWidth = key.width {
                let budget = maxWidth + LineBreaker.tolerance - key.tracking - ellipsisWidth
                (kept, ellipsisIndex) = truncatedRanges(p, range.lowerBound..<end, budget: budget)
                let before = ellipsisIndex > 0 ? kept[ellipsisIndex - 1] : nil
                let after = ellipsisIndex < kept.count ? kept[ellipsisIndex] : nil
                if let before, !before.isEmpty {
                    cut = p.cells[before.upperBound - 1].utf8End
                    script = p.cells[before.upperBound - 1].script
                } else if let after, !after.isEmpty {
                    cut = p.cells[after.lowerBound].utf8Start
                    script = p.cells[after.lowerBound].script
                } else {
                    cut = lineStart(p, range)
                }
                glyphs = shape("…", at: 0, level: p.level, script: script, face: face)
            } else {
                if let maxWidth = key.width {
                    while end > range.lowerBound,
                        visibleWidth(p, range.lowerBound..<end) + key.tracking + ellipsisWidth
                            > maxWidth + LineBreaker.tolerance
                    {
                        end -= 1
                        trimSpaces()
                    }
                }
                kept = [range.lowerBound..<end]
                cut = end > range.lowerBound ? p.cells[end - 1].utf8End : lineStart(p, range)
            }
            for i in glyphs.indices { glyphs[i].cluster = cut }
            ellipsis = Fragment(level: p.level, script: script, face: face, glyphs: glyphs, utf8Range: cut..<cut)
        }

        var fragments: [Fragment] = []
        for (index, part) in kept.enumerated() {
            if index == ellipsisIndex, let ellipsis { fragments.append(ellipsis) }
            for run in p.runs {
                let lo = max(run.cells.lowerBound, part.lowerBound)
                let hi = min(run.cells.upperBound, part.upperBound)
                guard lo < hi else { continue }
                let whole = lo == run.cells.lowerBound && hi == run.cells.upperBound
                let glyphs =
                    whole
                    ? run.glyphs
                    : slice(run, p, lo..<hi)
                        ?? shape(p.cells, lo..<hi, level: run.level, script: run.script, face: run.face)
                fragments.append(
                    Fragment(
                        level: run.level, script: run.script, face: run.face, glyphs: glyphs,
                        utf8Range: p.cells[lo].utf8Start..<p.cells[hi - 1].utf8End, scale: run.scale))
            }
        }
        if ellipsisIndex >= kept.count, let ellipsis { fragments.append(ellipsis) }

        var runs = Bidi.visualOrder(fragments.map(\.level)).map { shapedRun(fragments[$0]) }
        applySpacing(&runs)
        let faces = fragments.isEmpty ? [primary] : fragments.map(\.face)
        let metrics = faces.map { $0.metrics(size: size) }
        let start = lineStart(p, range)
        let stop = range.isEmpty ? start : p.cells[range.upperBound - 1].utf8End
        let hangingTracking = runs.contains { !$0.glyphs.isEmpty } ? key.tracking : 0
        return TextLine(
            runs: runs, width: runs.reduce(0) { $0 + $1.width } - hangingTracking,
            ascent: metrics.map(\.ascent).max()!, descent: metrics.map(\.descent).max()!,
            leading: metrics.map(\.leading).max()!, origin: .zero, utf8Range: start..<stop, isTruncated: truncated)
    }

    /// The run's glyphs for `cells[range]` when HarfBuzz marks every cut safe to break, else nil (reshape).
    private func slice(_ run: LogicalRun, _ p: Paragraph, _ range: Range<Int>) -> [RawGlyph]? {
        let from = p.cells[range.lowerBound].utf8Start
        let to = p.cells[range.upperBound - 1].utf8End
        var cuts: [Int] = []
        if range.lowerBound > run.cells.lowerBound { cuts.append(from) }
        if range.upperBound < run.cells.upperBound { cuts.append(to) }
        let rtl = run.level % 2 == 1
        for cut in cuts {
            let atCut = run.glyphs[TextLayoutBuilder.glyphs(run.glyphs, in: cut..<(cut + 1), rightToLeft: rtl)]
            if atCut.isEmpty || atCut.first!.cluster != cut || atCut.contains(where: \.unsafeToBreak) { return nil }
        }
        return Array(run.glyphs[TextLayoutBuilder.glyphs(run.glyphs, in: from..<to, rightToLeft: rtl)])
    }

    /// Indices of the glyphs whose clusters lie in `clusters`. HarfBuzz's clusters are monotone: ascending for LTR
    /// runs, descending for RTL ones, so two binary searches find them.
    static func glyphs(_ glyphs: [RawGlyph], in clusters: Range<Int>, rightToLeft: Bool) -> Range<Int> {
        /// The first index whose glyph satisfies `after` (a predicate that is false then true along the array).
        func partition(_ after: (RawGlyph) -> Bool) -> Int {
            var lo = 0
            var hi = glyphs.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if after(glyphs[mid]) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        if rightToLeft {
            return partition { $0.cluster < clusters.upperBound }..<partition { $0.cluster < clusters.lowerBound }
        }
        return partition { $0.cluster >= clusters.lowerBound }..<partition { $0.cluster >= clusters.upperBound }
    }

    /// Width of `cells[range]` as the line breaker counts it: advances plus spacing, no tracking after the last.
    func visibleWidth(_ p: Paragraph, _ range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        return p.cells[range].reduce(0) { $0 + $1.advance + key.tracking + key.kerning } - key.tracking
    }

    private func lineStart(_ p: Paragraph, _ range: Range<Int>) -> Int {
        if range.lowerBound < p.cells.count { return p.cells[range.lowerBound].utf8Start }
        return p.cells.last?.utf8End ?? p.utf8Start
    }

    /// A fragment's glyphs in points (y down), with its face's identity.
    private func shapedRun(_ f: Fragment) -> ShapedRun {
        let k = size * f.scale / (64 * f.face.pixelsPerEm)
        let glyphs = f.glyphs.map {
            ShapedGlyph(
                glyphID: $0.glyph, cluster: $0.cluster, xAdvance: Double($0.xAdvance) * k,
                yAdvance: -Double($0.yAdvance) * k, xOffset: Double($0.xOffset) * k, yOffset: -Double($0.yOffset) * k)
        }
        return ShapedRun(
            glyphs: glyphs, font: f.face.identity, size: size * f.scale,
            direction: f.level % 2 == 1 ? .rightToLeft : .leftToRight, script: ScriptRules.tag(f.script),
            bidiLevel: Int(f.level), utf8Range: f.utf8Range,
            syntheticOblique: descriptor(at: f.utf8Range.lowerBound).italic && !f.face.isItalic,
            face: f.face)
    }

    /// Step 4 of the header: tracking and kerning after every cluster.
    private func applySpacing(_ runs: inout [ShapedRun]) {
        guard key.tracking != 0 || key.kerning != 0 else { return }
        for r in runs.indices {
            let count = runs[r].glyphs.count
            var g = 0
            while g < count {
                var e = g
                while e + 1 < count, runs[r].glyphs[e + 1].cluster == runs[r].glyphs[g].cluster { e += 1 }
                runs[r].glyphs[e].xAdvance += key.tracking + key.kerning
                g = e + 1
            }
        }
    }
}
