// FontFace+ShapingTests.swift: shaping through hb-ft agrees with HarfBuzz's own `hb-shape` on the same font file.
// Expected values: `hb-shape` 6.0.0 run at test time (HBShapeOracle), font units (font size = upem).

import Geometry
import Testing
import Text

struct ShapingTests {
    /// The single run of a one-line layout of `text` in the font file at `path`, 17 pt.
    func run(_ text: String, path: String, monospacedDigit: Bool = false) throws -> ShapedRun {
        var font = FontDescriptor.file(path, size: 17)
        font.monospacedDigit = monospacedDigit
        let layout = TextLayout(text, font: font)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        let line = try #require(layout.lines.first)
        try #require(line.runs.count == 1, "one face, script and level: \(line.runs.map(\.font))")
        return line.runs[0]
    }

    /// Glyph ids, clusters, advances and offsets in font units, compared glyph by glyph.
    func expectAgreement(_ run: ShapedRun, _ oracle: [OracleGlyph]) {
        let unitsPerPoint = Double(run.font.unitsPerEm) / run.size
        #expect(run.glyphs.map(\.glyphID) == oracle.map(\.g))
        #expect(run.glyphs.map(\.cluster) == oracle.map(\.cl))
        #expect(Set(run.glyphs.map(\.cluster)).count == Set(oracle.map(\.cl)).count)
        for (ours, theirs) in zip(run.glyphs, oracle) {
            #expect(abs(ours.xAdvance * unitsPerPoint - Double(theirs.ax)) < 1e-6, "glyph \(theirs.g)")
            #expect(abs(ours.xOffset * unitsPerPoint - Double(theirs.dx)) < 1e-6, "glyph \(theirs.g)")
            #expect(abs(-ours.yOffset * unitsPerPoint - Double(theirs.dy)) < 1e-6, "glyph \(theirs.g)")
        }
    }

    @Test(
        "Latin in Inter (CFF) matches hb-shape, kerning included",
        arguments: ["AVAto 12", "Hello, World!", "Typography: office affine WAVE", "0123456789 ½ fi fl"])
    func interLatin(text: String) throws {
        let run = try run(text, path: TestFonts.inter)
        let oracle = try HBShapeOracle.shape(
            text, font: TestFonts.inter, script: "Latn", direction: "ltr", language: "en")
        expectAgreement(run, oracle)
        #expect(run.font.familyName == "Inter")
        #expect(run.font.unitsPerEm == 2816)
    }

    @Test("Latin in DejaVu Sans (TrueType) matches hb-shape", arguments: ["AVAto Te", "Wavy fjord quiz"])
    func dejaVuLatin(text: String) throws {
        let run = try run(text, path: TestFonts.dejaVuSans)
        let oracle = try HBShapeOracle.shape(
            text, font: TestFonts.dejaVuSans, script: "Latn", direction: "ltr", language: "en")
        expectAgreement(run, oracle)
    }

    @Test("tabular digits (.monospacedDigit) match hb-shape --features=tnum and are equal-width")
    func tabularDigits() throws {
        let text = "1111 0000"
        let run = try run(text, path: TestFonts.inter, monospacedDigit: true)
        let oracle = try HBShapeOracle.shape(
            text, font: TestFonts.inter, script: "Latn", direction: "ltr", language: "en", features: "tnum")
        expectAgreement(run, oracle)
        let digits = run.glyphs.filter { $0.cluster != 4 }.map(\.xAdvance)
        #expect(Set(digits).count == 1)
        // Without tnum, Inter's '1' is narrower than its '0' (proportional figures).
        let proportional = try self.run(text, path: TestFonts.inter)
        #expect(proportional.glyphs[0].xAdvance < proportional.glyphs[5].xAdvance)
    }

    @Test("Hebrew in DejaVu Sans shapes right to left as hb-shape does, clusters descending")
    func hebrew() throws {
        let text = "שָׁלוֹם עולם"
        let run = try run(text, path: TestFonts.dejaVuSans)
        #expect(run.direction == .rightToLeft)
        #expect(run.script == "Hebr")
        let oracle = try HBShapeOracle.shape(
            text, font: TestFonts.dejaVuSans, script: "Hebr", direction: "rtl", language: "he")
        expectAgreement(run, oracle)
        let clusters = run.glyphs.map(\.cluster)
        #expect(clusters == clusters.sorted(by: >))
        #expect(clusters.first! > clusters.last!)
    }

    @Test("Arabic in DejaVu Sans joins (contextual forms) as hb-shape does")
    func arabic() throws {
        let text = "مرحبا بالعالم"
        let run = try run(text, path: TestFonts.dejaVuSans)
        #expect(run.direction == .rightToLeft)
        let oracle = try HBShapeOracle.shape(
            text, font: TestFonts.dejaVuSans, script: "Arab", direction: "rtl", language: "ar")
        expectAgreement(run, oracle)
    }
}
