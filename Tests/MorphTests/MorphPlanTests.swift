// MorphPlanTests.swift: every case of seed 003's tables and bullet lists, planned under the rule the seed attributes
// to it (SwiftUI's `.numericText()` = `.swiftui`; Scritto = `.floating`), with the seed's outcome: kept or not,
// which run, prefix travel 0, suffix travel as layout moves it. Laid out in Inter (the system font) at 17 pt unless
// a case says otherwise; the seed's pixel figures come from SF Pro on a Mac and are not asserted (report only).

import Morph
import Testing
import Text

struct MorphPlanTests {
    // MARK: - Seed 003 "Rule: prefix and suffix, nothing else" (SwiftUI)

    @Test("prefix only: abcdef → abcXY keeps the prefix, with no motion")
    func prefixOnly() {
        let p = plan("abcdef", "abcXY", .swiftui)
        #expect(shape(p) == ["prefix abc 0..<3 0..<3"])
        #expect(p.kept[0].travel == 0)
        #expect(p.dissolvedOld == [3..<6] && p.dissolvedNew == [3..<5])
    }

    @Test("suffix only: abcdef → XYdef keeps the suffix, which slides (seed: 18 px) to where layout puts it")
    func suffixOnly() {
        let old = morphText("abcdef")
        let new = morphText("XYdef")
        let p = MorphPlan(from: old, to: new, rule: .swiftui)
        #expect(shape(p) == ["suffix def 3..<6 2..<5"])
        // "XY" is narrower than "abc" in Inter, so the suffix slides left by the difference of their widths.
        let expected = new.width(0..<2) - old.width(0..<3)
        #expect(expected < -1)
        #expect(abs(p.kept[0].travel - expected) < 1e-9)
        #expect(p.dissolvedOld == [0..<3] && p.dissolvedNew == [0..<2])
    }

    @Test("both ends: abcXXXdef → abcYYYYYdef keeps both; the prefix stays, the suffix slides (seed: 47 px)")
    func bothEnds() {
        let old = morphText("abcXXXdef")
        let new = morphText("abcYYYYYdef")
        let p = MorphPlan(from: old, to: new, rule: .swiftui)
        #expect(shape(p) == ["prefix abc 0..<3 0..<3", "suffix def 6..<9 8..<11"])
        #expect(p.kept[0].travel == 0)
        // The suffix moves by the difference of what precedes it: "abcYYYYY" against "abcXXX".
        let expected = new.width(0..<8) - old.width(0..<6)
        #expect(expected > 10 && abs(p.kept[1].travel - expected) < 1e-9)
        #expect(p.dissolvedOld == [3..<6] && p.dissolvedNew == [3..<8])
    }

    @Test(
        "middle only: not matched, everything dissolves (SwiftUI never searches the middle)",
        arguments: [
            ("xxlightxx", "yylightyy"), ("zzzzdaylightzzzz", "qqqqdaylightqqqq"), ("say light now", "the light is"),
            // Seed: shares the word "you", and SwiftUI never considers it.
            ("the light you seek is within you", "you are the daylight"),
        ])
    func middleOnly(old: String, new: String) {
        let p = plan(old, new, .swiftui)
        #expect(p.kept.isEmpty)
        #expect(p.refused == nil)
        #expect(p.dissolvedOld == [0..<old.count] && p.dissolvedNew == [0..<new.count])
    }

    // MARK: - Seed 003 "Travel: as far as layout says" (SwiftUI), and "Keeps are unbounded at either end" (Scritto)

    static let travelTable: [(String, String)] = [
        ("dlight", "light"), ("daylight", "light"), ("brightestlight", "light"), ("extraordinarlight", "light"),
        ("supercalifragilisticlight", "light"), ("dayt", "t"),
    ]

    @Test("the kept suffix travels exactly as far as layout moves it, under both rules", arguments: travelTable)
    func travelIsLayout(old: String, new: String) {
        let a = morphText(old)
        let b = morphText(new)
        for rule in MorphRule.allCases {
            let p = MorphPlan(from: a, to: b, rule: rule)
            let start = old.count - new.count
            #expect(shape(p) == ["suffix \(new) \(start)..<\(old.count) 0..<\(new.count)"], "\(rule)")
            // The new string is the suffix alone, at x = 0: the run travels back by the width of what preceded it.
            #expect(abs(p.kept[0].travel + a.width(0..<start)) < 1e-9, "\(rule)")
            #expect(p.dissolvedOld == [0..<start] && p.dissolvedNew.isEmpty, "\(rule)")
        }
    }

    @Test("travel grows with what precedes the suffix; one glyph (dayt → t) is kept like five")
    func travelOrder() {
        let travels = MorphPlanTests.travelTable.prefix(5).map { abs(plan($0.0, $0.1, .swiftui).kept[0].travel) }
        #expect(travels == travels.sorted() && Set(travels).count == 5)
        let t = plan("dayt", "t", .swiftui)
        #expect(t.kept.count == 1 && t.kept[0].old.count == 1)
        #expect(abs(t.kept[0].travel) == travels[1], "dayt and daylight both drop \"day\"")
    }

    @Test("Scritto: keeps are unbounded at either end: supercalifragilisticlight → light slides far past any brake")
    func unboundedEnds() {
        for size in [17.0, 48] {
            let a = morphText("supercalifragilisticlight", size: size)
            let p = MorphPlan(from: a, to: morphText("light", size: size), rule: .floating)
            #expect(p.kept.map(\.anchor) == [.suffix] && p.kept[0].brake == nil)
            let floatingBrake = MorphRun.brake(width: a.width(20..<25), clusters: 5)
            #expect(abs(p.kept[0].travel) > 2 * floatingBrake, "at \(size) pt")
        }
    }

    // MARK: - Seed 003 "Findings"

    @Test("the leading edge is anchored: prefixes never move and every line starts at x = 0")
    func leadingEdgeAnchored() {
        let pairs = [
            ("abcdef", "abcXY"), ("abcXXXdef", "abcYYYYYdef"), ("2 minutes 12 seconds", "2 minutes 13 seconds"),
        ]
        for (old, new) in pairs {
            for rule in MorphRule.allCases {
                let prefix = plan(old, new, rule).kept.first { $0.anchor == .prefix }
                #expect(prefix != nil && prefix?.travel == 0, "\(old) → \(new)")
            }
            #expect(morphText(old).clusters[0].x == 0 && morphText(new).clusters[0].x == 0)
        }
    }

    @Test(
        "anything animates, not only digits: words, CJK, Hebrew and emoji keep their shared ends",
        arguments: [
            ("cats", "cars", ["prefix ca 0..<2 0..<2", "suffix s 3..<4 3..<4"]),
            ("東京タワー", "東京スカイツリー", ["prefix 東京 0..<2 0..<2", "suffix ー 4..<5 7..<8"]),
            ("שלום עולם", "שלום חבר", ["prefix שלום  0..<5 0..<5"]),
            ("👍🏽 ok", "👎🏽 ok", ["suffix  ok 1..<4 1..<4"]),
        ])
    func anythingAnimates(old: String, new: String, expected: [String]) {
        #expect(shape(plan(old, new, .swiftui)) == expected)
    }

    @Test("numericText(value:) plans exactly as numericText(): same runs, same travel, same dissolves")
    func valueIsIdentical() {
        let pairs = [("abcdef", "XYdef"), ("59 seconds", "1 minute 0 seconds"), ("1 second", "2 seconds")]
        for (old, new) in pairs {
            let a = morphText(old)
            let b = morphText(new)
            let plain = MorphPlan(from: a, to: b, rule: .swiftui)
            let valued = MorphPlan(from: a, to: b, rule: .swiftui, direction: .value(old: 1, new: 2))
            #expect(valued.kept == plain.kept && valued.dissolvedOld == plain.dissolvedOld)
            #expect(valued.dissolvedNew == plain.dissolvedNew && valued.direction == .up)
        }
    }

    @Test(
        "design, size and monospacedDigit change the geometry, not the rule",
        arguments: [FontDesign.default, .serif, .monospaced])
    func geometryNotRule(design: FontDesign) {
        let pairs = [("abcXXXdef", "abcYYYYYdef"), ("dlight", "light"), ("9 seconds", "10 seconds")]
        for (old, new) in pairs {
            let reference = plan(old, new, .swiftui)
            var travels: [Double] = []
            for size in [14.0, 48, 96] {
                for digits in [false, true] {
                    let font = FontDescriptor.system(size: size, design: design).monospacedDigit(digits)
                    let p = MorphPlan(
                        from: MorphText(laying: old, font: font), to: MorphText(laying: new, font: font), rule: .swiftui
                    )
                    #expect(shape(p) == shape(reference), "\(old) at \(size) pt, \(design)")
                    #expect(p.dissolvedOld == reference.dissolvedOld && p.dissolvedNew == reference.dissolvedNew)
                    if !digits { travels.append(p.kept.last!.travel) }
                }
            }
            // Travel is geometry: it scales with the size.
            #expect(abs(travels[1] / travels[0] - 48.0 / 14) < 1e-9 && abs(travels[2] / travels[0] - 96.0 / 14) < 1e-9)
        }
    }

    @Test("everything not kept dissolves in place: kept and dissolved ranges tile each string, in order")
    func dissolvesInPlace() {
        let pairs = [
            ("abcXXXdef", "abcYYYYYdef"), ("xxlightxx", "yylightyy"), ("1 second", "2 seconds"), ("11", "1,001"),
            ("the light you seek is within you", "you are the daylight"),
        ]
        for (old, new) in pairs {
            for rule in MorphRule.allCases {
                let p = plan(old, new, rule)
                for (ranges, count) in [
                    (p.kept.map(\.old) + p.dissolvedOld, old.count), (p.kept.map(\.new) + p.dissolvedNew, new.count),
                ] {
                    let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
                    #expect(sorted.first?.lowerBound == 0 && sorted.last?.upperBound == count)
                    #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
                }
                // Dissolved ranges are maximal: never two touching.
                for d in [p.dissolvedOld, p.dissolvedNew] {
                    #expect(zip(d, d.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
                }
            }
        }
    }

    // MARK: - Seed 003 "Where Scritto agrees"

    @Test(
        "anything can roll under the floating rule too: digits, words, emoji, CJK, Arabic-Indic digits",
        arguments: [
            ("$1,299", "$1,305", ["prefix $1, 0..<3 0..<3"]),
            ("cats", "cars", ["prefix ca 0..<2 0..<2", "suffix s 3..<4 3..<4"]),
            ("👍🏽👍🏽", "👍🏽👎🏽", ["prefix 👍🏽 0..<1 0..<1"]),
            ("東京タワー", "東京スカイツリー", ["prefix 東京 0..<2 0..<2", "suffix ー 4..<5 7..<8"]),
            ("٣٤٥", "٣٩٥", ["prefix ٣ 0..<1 0..<1", "suffix ٥ 2..<3 2..<3"]),
        ])
    func anythingRolls(old: String, new: String, expected: [String]) {
        #expect(shape(plan(old, new, .floating)) == expected)
    }

    @Test("the unmatched middle dissolves in place under the floating rule as well")
    func middleDissolves() {
        let p = plan("2 minutes 12 seconds", "2 minutes 13 seconds", .floating)
        #expect(shape(p) == ["prefix 2 minutes 1 0..<11 0..<11", "suffix  seconds 12..<20 12..<20"])
        #expect(p.dissolvedOld == [11..<12] && p.dissolvedNew == [11..<12])
    }

    // MARK: - Seed 003 "Where Scritto differs"

    @Test("1 second → 2 seconds: the floating rule keeps \"second\"; SwiftUI re-rolls the lot")
    func oneSecond() {
        let scritto = plan("1 second", "2 seconds", .floating)
        #expect(shape(scritto) == ["floating  second 1..<8 1..<8"])
        #expect(scritto.kept[0].withinBrake)
        #expect(scritto.dissolvedOld == [0..<1] && scritto.dissolvedNew == [0..<1, 8..<9])
        let apple = plan("1 second", "2 seconds", .swiftui)
        #expect(apple.kept.isEmpty && apple.dissolvedOld == [0..<8] && apple.dissolvedNew == [0..<9])
    }

    @Test("xxlightxx → yylightyy keeps light standing (nearly) still: a drift well under one glyph (seed: 2 px)")
    func lightStandsStill() {
        let old = morphText("xxlightxx")
        let p = MorphPlan(from: old, to: morphText("yylightyy"), rule: .floating)
        #expect(shape(p) == ["floating light 2..<7 2..<7"])
        // The drift is the width difference of "yy" and "xx", under a fifth of a glyph slot of "light".
        let slot = old.width(2..<7) / 5
        #expect(abs(p.kept[0].travel) > 0 && abs(p.kept[0].travel) < slot / 5)
    }

    @Test("11 → 1,001 pays for the separator that pushed its digits apart: the trailing 1 travels by \",00\"")
    func separatorPaid() {
        for digits in [false, true] {
            let font = FontDescriptor.system(size: 48).monospacedDigit(digits)
            let new = MorphText(laying: "1,001", font: font)
            let old = MorphText(laying: "11", font: font)
            let p = MorphPlan(from: old, to: new, rule: .floating)
            #expect(shape(p) == ["prefix 1 0..<1 0..<1", "suffix 1 1..<2 4..<5"])
            // It pays for everything that now precedes it: "1,00" against "1".
            #expect(p.kept[1].travel > 0 && abs(p.kept[1].travel - (new.width(0..<4) - old.width(0..<1))) < 1e-9)
            if digits {
                // With tabular figures (SF Pro's default, which the seed measured) the 74 px the seed quotes fits the
                // brake of a one-digit run: the digit's own width plus two slots.
                #expect(p.kept[1].travel <= MorphRun.brake(width: old.width(1..<2), clusters: 1))
            }
        }
    }

    @Test("a short word crossing a long value re-rolls: the light you seek is within you → you are the daylight")
    func shortWordRerolls() throws {
        let p = plan("the light you seek is within you", "you are the daylight", .floating)
        #expect(p.kept.isEmpty)
        #expect(p.dissolvedOld == [0..<32] && p.dissolvedNew == [0..<20])
        // The route differs from Apple's: the search finds "light" and the brake refuses it.
        let refused = try #require(p.refused)
        #expect(refused.text == "light" && refused.old == 4..<9 && refused.new == 15..<20)
        #expect(abs(refused.travel) > (try #require(refused.brake)))
    }

    @Test(
        "middles the floating rule keeps where SwiftUI matches nothing (derived from the seed's middle-only table)",
        arguments: [
            ("zzzzdaylightzzzz", "qqqqdaylightqqqq", "floating daylight 4..<12 4..<12"),
            ("say light now", "the light is", "floating  light  3..<10 3..<10"),
        ])
    func floatingMiddles(old: String, new: String, expected: String) {
        let p = plan(old, new, .floating)
        #expect(shape(p) == [expected])
        #expect(p.kept[0].withinBrake)
    }

    @Test(
        "direction is read from the numbers pairwise; gaining or losing a number reads as a rise",
        arguments: [
            ("2 minutes 12 seconds", "2 minutes 13 seconds", MorphDirection.up),
            ("59 seconds", "1 minute 0 seconds", .up),
            // Derived: the same pairs backwards.
            ("2 minutes 13 seconds", "2 minutes 12 seconds", .down),
            ("1 minute 0 seconds", "59 seconds", .up),
        ])
    func direction(old: String, new: String, expected: MorphDirection) {
        #expect(plan(old, new, .floating).direction == expected)
        #expect(plan(old, new, .swiftui).direction == expected)
    }
}
