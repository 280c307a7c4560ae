// MorphPlan.swift: the planner: which runs of a `numericText` change are kept, how far each travels, what
// dissolves, and which way the changed glyphs roll. Pure: two laid-out strings in, a plan out; no rendering.
// Rule: seed 003 (prefix and suffix, nothing else, for SwiftUI; the braked floating run for Scritto; the leading
// edge anchored; everything not kept cross-dissolves in place); issue #6 ("The planner"). Status: complete.
//
// 1. Prefix p: the longest run of equal clusters from the start. Suffix s: the longest from the end within what
//    the prefix leaves, p + s ≤ min(O, N), so the two never share a cluster ("aa" → "aaa" keeps a prefix of 2 and
//    no suffix). The prefix is taken first because it sits on the anchored edge and so stays still.
// 2. Under `.floating`, one run from the middles old[p..<O−s] and new[p..<N−s] (FloatingRun.swift), kept when
//    the brake allows, else recorded as `refused`.
// 3. Travel = new left edge − old left edge of the run: the distance layout moves it (prefix and suffix keeps are
//    never braked).
// 4. Dissolved: every cluster of each string outside the kept runs, as merged maximal half-open ranges.
// 5. Direction: MorphDirection.swift, independent of the rule.

/// The plan for one change of a `Text` under `.contentTransition(.numericText())`.
public struct MorphPlan: Hashable, Sendable {
    public var rule: MorphRule
    public var direction: MorphDirection
    /// The kept runs in string order (prefix, floating, suffix; each present only when non-empty). They slide by
    /// their travel; nothing else moves.
    public var kept: [MorphRun]
    /// Grapheme-cluster ranges of the old string that cross-dissolve out in place, half-open, merged, ascending.
    public var dissolvedOld: [Range<Int>]
    /// Grapheme-cluster ranges of the new string that cross-dissolve in, in place.
    public var dissolvedNew: [Range<Int>]
    /// Under `.floating`, the best middle run when the brake refused it (why the middle re-rolled); else nil.
    public var refused: MorphRun?

    /// Plans the change `old` → `new` (steps 1–5 of the header).
    public init(from old: MorphText, to new: MorphText, rule: MorphRule, direction: MorphDirection.Source = .numbers) {
        let a = old.clusters
        let b = new.clusters
        var p = 0
        while p < min(a.count, b.count), a[p].text == b[p].text { p += 1 }
        var s = 0
        while s < min(a.count, b.count) - p, a[a.count - 1 - s].text == b[b.count - 1 - s].text { s += 1 }

        var kept: [MorphRun] = []
        if p > 0 { kept.append(MorphRun(0..<p, 0..<p, from: old, to: new, anchor: .prefix, brake: nil)) }
        refused = nil
        if rule == .floating,
            let run = MorphRun.floating(old, new, oldMiddle: p..<(a.count - s), newMiddle: p..<(b.count - s))
        {
            if run.withinBrake { kept.append(run) } else { refused = run }
        }
        if s > 0 {
            kept.append(
                MorphRun(
                    (a.count - s)..<a.count, (b.count - s)..<b.count, from: old, to: new, anchor: .suffix, brake: nil))
        }
        self.rule = rule
        self.kept = kept
        dissolvedOld = MorphPlan.complement(of: kept.map(\.old), in: a.count)
        dissolvedNew = MorphPlan.complement(of: kept.map(\.new), in: b.count)
        self.direction = MorphDirection.of(a.map(\.text), b.map(\.text), source: direction)
    }

    // MARK: -

    /// The maximal ranges of 0..<count outside `ranges` (which are ascending and disjoint).
    static func complement(of ranges: [Range<Int>], in count: Int) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var at = 0
        for r in ranges {
            if r.lowerBound > at { out.append(at..<r.lowerBound) }
            at = max(at, r.upperBound)
        }
        if at < count { out.append(at..<count) }
        return out
    }
}
