// FloatingRun.swift: the floating-run search and its brake (`MorphRule.floating`).
// Rule: seed 003 "Where Scritto differs": search for a run flush with neither end; "it may travel at most its own
// length plus two glyph slots"; examples: xxlightxx → yylightyy keeps light (2 px of drift), 1 second → 2 seconds
// keeps second, the light you seek is within you → you are the daylight re-rolls. Status: complete.
//
// Search, in the middles the prefix and suffix leave (old[p..<O−s], new[p..<N−s]):
// 1. Candidates are the longest runs of grapheme clusters common to both middles (any length ≥ 1: the seed sets no
//    minimum, and the brake already stops a short run from crossing a long value). "Flush with neither end" is
//    read as "not the common prefix or suffix": a middle run may still touch one string's end (lightx → daylighty).
// 2. Among equally long candidates the one that travels least wins; then the earliest in the old string, then in
//    the new one. The seed names no tie-break; least travel is the one that disturbs the line least.
// 3. The brake: |travel| ≤ w + 2·w/n, w the run's width in the old layout and n its cluster count. The seed does
//    not define a "glyph slot"; here it is the run's own average advance, so the brake is the run's length plus
//    two of its glyphs, in the run's own font and size.
// 4. One run at most, and only the best candidate: when the brake refuses it the middle re-rolls whole. Settling
//    for shorter runs would end up keeping a fragment of "the light you seek is within you → you are the daylight"
//    (in Inter at 17 pt its shared space after "the"/"you" moves 2.8 pt, inside a space's 14.3 pt brake), which the
//    seed says re-rolls.

extension MorphRun {
    /// Step 3's brake for a run `width` points wide of `clusters` grapheme clusters: its length plus two glyph
    /// slots, a slot being the run's average advance. Points.
    public static func brake(width: Double, clusters: Int) -> Double {
        precondition(clusters > 0, "a run holds at least one cluster")
        return width + 2 * width / Double(clusters)
    }

    /// The best floating candidate between `old[oldMiddle]` and `new[newMiddle]` (steps 1–3), kept or not; nil when
    /// the middles share no cluster.
    static func floating(_ a: MorphText, _ b: MorphText, oldMiddle: Range<Int>, newMiddle: Range<Int>) -> MorphRun? {
        guard !oldMiddle.isEmpty, !newMiddle.isEmpty else { return nil }
        // Step 1: longest common substrings; row[j] = length of the common run ending at old[i], new[j].
        var previous = [Int](repeating: 0, count: newMiddle.count + 1)
        var row = previous
        var best = 0
        var ends: [(Int, Int)] = []
        for i in oldMiddle {
            for (k, j) in newMiddle.enumerated() {
                row[k + 1] = a.clusters[i].text == b.clusters[j].text ? previous[k] + 1 : 0
                if row[k + 1] > best {
                    best = row[k + 1]
                    ends = []
                }
                if best > 0 && row[k + 1] == best { ends.append((i + 1, j + 1)) }
            }
            swap(&previous, &row)
        }
        guard best > 0 else { return nil }
        // Steps 2–3.
        let candidates = ends.map { end in
            let old = (end.0 - best)..<end.0
            let limit = MorphRun.brake(width: a.width(old), clusters: best)
            return MorphRun(old, (end.1 - best)..<end.1, from: a, to: b, anchor: .floating, brake: limit)
        }
        func rank(_ r: MorphRun) -> (Double, Int, Int) { (abs(r.travel), r.old.lowerBound, r.new.lowerBound) }
        return candidates.min { rank($0) < rank($1) }
    }
}
