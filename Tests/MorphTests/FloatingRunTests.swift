// FloatingRunTests.swift: the floating-run search and brake on hand-placed clusters (no fonts), so each boundary
// is exact: the brake is the run's width plus two of its average advances (FloatingRun.swift step 3), the longest
// run is the only candidate (step 4), ties go to the least travel, then the earliest run (step 2); and the prefix
// and suffix around it never overlap (MorphPlan.swift step 1).

import Morph
import Testing

struct FloatingRunTests {
    /// Clusters of `texts` set side by side; every advance 10 pt unless `advances` names one.
    func text(_ texts: [String], _ advances: [String: Double] = [:]) -> MorphText {
        MorphText(texts, advances: texts.map { advances[$0] ?? 10 })
    }

    @Test(
        "the brake is |travel| ≤ width + 2 slots: a 30 pt, 3-cluster run may travel 50 pt either way, no further",
        arguments: [(50.0, true), (50.5, false), (20, true)])
    func brakeBoundary(pad: Double, kept: Bool) {
        // Rightward: a pad before the run in the new string only.
        let old = text(["a", "X", "Y", "Z", "b"])
        let new = text(["c", "p", "X", "Y", "Z", "d"], ["p": pad])
        let right = MorphPlan(from: old, to: new, rule: .floating)
        // Leftward: the pad is in the old string.
        let left = MorphPlan(from: new, to: old, rule: .floating)
        for (p, sign) in [(right, 1.0), (left, -1.0)] {
            let run = kept ? p.kept.first : p.refused
            #expect(run?.text == "XYZ" && run?.anchor == .floating)
            #expect(run?.brake == 50)
            #expect(run?.travel == sign * pad)
            #expect(p.kept.count == (kept ? 1 : 0) && (p.refused == nil) == kept)
        }
    }

    @Test("a glyph slot is the run's own average advance: uneven advances give the same brake as their mean")
    func slotIsAverage() {
        let old = text(["a", "X", "Y", "Z", "b"], ["X": 5, "Y": 10, "Z": 15])
        let new = text(["c", "p", "X", "Y", "Z", "d"], ["X": 5, "Y": 10, "Z": 15, "p": 60])
        let p = MorphPlan(from: old, to: new, rule: .floating)
        #expect(p.refused?.brake == 50 && p.refused?.travel == 60)
        #expect(MorphRun.brake(width: 30, clusters: 3) == 50 && MorphRun.brake(width: 7, clusters: 1) == 21)
    }

    @Test("only the longest run is a candidate: when the brake refuses it, a shorter run that would fit is not kept")
    func longestOnly() {
        let old = text(["a", "W", "X", "Y", "Z", "k", "b"])
        let new = text(["c", "k", "p", "W", "X", "Y", "Z", "d"], ["p": 200])
        let p = MorphPlan(from: old, to: new, rule: .floating)
        #expect(p.kept.isEmpty && p.refused?.text == "WXYZ" && p.refused?.travel == 210)
        #expect(p.dissolvedOld == [0..<7] && p.dissolvedNew == [0..<8])
    }

    @Test("equally long candidates: the one that travels least wins, wherever it is")
    func leastTravel() {
        let old = text(["p", "X", "Y", "q", "X", "Y", "r"])
        // "XY" at old 1 or 4 → new 4: travels 30 or 0.
        let p = MorphPlan(from: old, to: text(["s", "t", "t", "t", "X", "Y", "u"]), rule: .floating)
        #expect(p.kept.map(\.old) == [4..<6] && p.kept.map(\.new) == [4..<6] && p.kept[0].travel == 0)
        // "XY" at old 1 or 4 → new 1: travels 0 or −30.
        let q = MorphPlan(from: old, to: text(["s", "X", "Y", "t"]), rule: .floating)
        #expect(q.kept.map(\.old) == [1..<3] && q.kept[0].travel == 0)
    }

    @Test("equal travel: the earliest run in the old string wins, then the earliest in the new one")
    func earliest() {
        let p = MorphPlan(
            from: text(["p", "X", "q", "X", "r"]), to: text(["s", "X", "t", "X", "u"]), rule: .floating)
        #expect(p.kept.map(\.old) == [1..<2] && p.kept.map(\.new) == [1..<2])
        #expect(p.dissolvedOld == [0..<1, 2..<5] && p.dissolvedNew == [0..<1, 2..<5])
    }

    @Test(
        "prefix and suffix never share a cluster; the prefix is taken first",
        arguments: [
            (["a", "a"], ["a", "a", "a"], [0..<2], [0..<2], [Range<Int>](), [2..<3]),
            (["a", "b", "a", "b"], ["a", "b"], [0..<2], [0..<2], [2..<4], []),
            (["a", "b", "a"], ["a", "X", "b", "a"], [0..<1, 1..<3], [0..<1, 2..<4], [], [1..<2]),
        ])
    func noOverlap(
        old: [String], new: [String], keptOld: [Range<Int>], keptNew: [Range<Int>], dissolvedOld: [Range<Int>],
        dissolvedNew: [Range<Int>]
    ) {
        for rule in MorphRule.allCases {
            let p = MorphPlan(from: text(old), to: text(new), rule: rule)
            #expect(p.kept.map(\.old) == keptOld && p.kept.map(\.new) == keptNew, "\(rule)")
            #expect(p.dissolvedOld == dissolvedOld && p.dissolvedNew == dissolvedNew, "\(rule)")
        }
    }

    @Test("identical strings keep everything as one still prefix; empty strings keep nothing")
    func edges() {
        let same = MorphPlan(from: text(["1", "2"]), to: text(["1", "2"]), rule: .floating)
        #expect(same.kept.map(\.anchor) == [.prefix] && same.kept[0].travel == 0)
        #expect(same.dissolvedOld.isEmpty && same.dissolvedNew.isEmpty)
        let fromEmpty = MorphPlan(from: text([]), to: text(["5"]), rule: .floating)
        #expect(fromEmpty.kept.isEmpty && fromEmpty.dissolvedOld.isEmpty && fromEmpty.dissolvedNew == [0..<1])
    }

    @Test("the swiftui rule never searches the middle, so it never refuses either")
    func swiftuiNeverFloats() {
        let old = text(["a", "W", "X", "Y", "Z", "b"])
        let new = text(["c", "W", "X", "Y", "Z", "d"])
        #expect(MorphPlan(from: old, to: new, rule: .floating).kept.map(\.text) == ["WXYZ"])
        let p = MorphPlan(from: old, to: new, rule: .swiftui)
        #expect(p.kept.isEmpty && p.refused == nil)
    }
}
