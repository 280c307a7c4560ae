// MorphTextLayoutTests.swift: grapheme-cluster positions from Text's layout (MorphText+Layout.swift), and the
// issue #6 check that travel is produced by real layout: a kept suffix travels exactly the difference between the x
// of its first glyph in the two layouts, read independently from `TextLayout.glyphs()`.

import Morph
import Testing
import Text

struct MorphTextLayoutTests {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The pen x of the first glyph of the cluster starting `characters` characters into `string`, from the layout's
    /// positioned glyphs (origin minus the glyph's mark offset is the pen; base glyphs have no offset).
    func glyphX(_ string: String, at characters: Int, font: FontDescriptor) throws -> Double {
        let offset = string.prefix(characters).utf8.count
        return try #require(TextLayout(string, font: font).glyphs().first { $0.cluster == offset }).origin.x
    }

    @Test(
        "a kept suffix's travel is the difference of its first glyph's x in the two layouts",
        arguments: [
            ("abcXXXdef", "abcYYYYYdef"), ("59 seconds", "1 minute 0 seconds"), ("$9.99", "$10.99"),
            ("supercalifragilisticlight", "light"), ("Total: 1,234 items", "Total: 987 items"),
        ])
    func suffixTravelIsLayout(old: String, new: String) throws {
        for font in [FontDescriptor.system(size: 17), .custom("DejaVu Serif", size: 31), .system(size: 48).bold()] {
            let p = MorphPlan(
                from: MorphText(laying: old, font: font), to: MorphText(laying: new, font: font), rule: .swiftui)
            let suffix = try #require(p.kept.last { $0.anchor == .suffix })
            let expected =
                try glyphX(new, at: suffix.new.lowerBound, font: font)
                - glyphX(old, at: suffix.old.lowerBound, font: font)
            #expect(abs(suffix.travel - expected) < 1e-9, "\(old) → \(new) in \(font)")
            #expect(abs(suffix.travel) > 1, "the suffix really moves")
        }
    }

    @Test("left-to-right clusters tile the line: each starts where the last ended, and they sum to its width")
    func tiling() {
        for s in ["Hello, World!", "2 minutes 13 seconds", "東京タワー 👍🏽 ok", "٣٤٥ apples", "١٬٠٠٠"] {
            let layout = TextLayout(s, font: .system(size: 17))
            let t = MorphText(layout)
            #expect(t.count == s.count && t.string == s)
            #expect(t.clusters[0].x == 0)
            for (a, b) in zip(t.clusters, t.clusters.dropFirst()) { #expect(abs(a.x + a.width - b.x) < 1e-9, "\(s)") }
            #expect(abs(t.width(0..<t.count) - layout.size.width) < 1e-9, "\(s)")
        }
    }

    @Test("a grapheme is one cluster however many scalars it holds: combining marks, skin tones, ZWJ families")
    func graphemes() {
        let t = MorphText(laying: "e\u{301}👍🏽👨‍👩‍👧x", font: .system(size: 17))
        #expect(t.clusters.map(\.text) == ["e\u{301}", "👍🏽", "👨‍👩‍👧", "x"])
        #expect(t.clusters.allSatisfy { $0.width > 0 })
        #expect(abs(t.clusters[0].width - MorphText(laying: "e", font: .system(size: 17)).clusters[0].width) < 1e-9)
    }

    @Test("a ligature's advance is shared evenly by the graphemes it holds (DejaVu Sans 'ffi' is one glyph)")
    func ligature() throws {
        let font = FontDescriptor.file(MorphTextLayoutTests.dejaVuSans, size: 20)
        let layout = TextLayout("ffi", font: font)
        let glyphs = try #require(layout.lines.first?.runs.first?.glyphs)
        #expect(glyphs.count == 1, "hb-shape: [uniFB03=0+1980]")
        let t = MorphText(layout)
        let third = glyphs[0].xAdvance / 3
        #expect(t.clusters.map(\.text) == ["f", "f", "i"])
        for (i, c) in t.clusters.enumerated() {
            #expect(abs(c.x - Double(i) * third) < 1e-9 && abs(c.width - third) < 1e-9)
        }
    }

    @Test("right-to-left text: logical order runs leftwards, the first letter rightmost")
    func rightToLeft() {
        let t = MorphText(laying: "שלום", font: .system(size: 17))
        #expect(t.count == 4)
        for (a, b) in zip(t.clusters, t.clusters.dropFirst()) { #expect(abs(b.x + b.width - a.x) < 1e-9) }
        #expect(t.clusters[3].x == 0 && t.leftEdge(0..<4) == 0)
    }

    @Test("clusters with no glyph (a line's hanging trailing spaces) sit at the end of the text with no width")
    func trailingSpaces() {
        let t = MorphText(laying: "ab  ", font: .system(size: 17))
        let end = t.clusters[1].x + t.clusters[1].width
        #expect(t.count == 4 && t.clusters[1].width > 0)
        #expect(t.clusters[2].x == end && t.clusters[2].width == 0 && t.clusters[3].x == end)
    }
}
