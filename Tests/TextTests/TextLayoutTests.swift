// TextLayoutTests.swift: measured sizes, pixel rounding, baselines, wrapping, truncation, spacing, alignment.
// Expected values: Inter-Regular.otf hhea ascender 2728, descender −680, lineGap 0, unitsPerEm 2816 (FreeType face
// fields); advances from `hb-shape` 6.0.0; rounding rule OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift
// and AlignmentGuide.swift (size rounded UP to the pixel grid).

import Foundation
import Geometry
import Testing
import Text

struct TextLayoutTests {
    let inter = FontDescriptor.file(TestFonts.inter, size: 17)
    /// One Inter line at 17 pt: (2728 + 680) / 2816 × 17 points.
    let lineHeight = (2728.0 + 680) / 2816 * 17
    let ascent = 2728.0 / 2816 * 17

    /// The advance sum of `text` per hb-shape, in points at 17 pt.
    func oracleWidth(_ text: String) throws -> Double {
        let glyphs = try HBShapeOracle.shape(
            text, font: TestFonts.inter, script: "Latn", direction: "ltr", language: "en")
        return Double(glyphs.reduce(0) { $0 + $1.ax }) / 2816 * 17
    }

    @Test("one line: width is hb-shape's advance sum, height ascent + descent, baseline at the ascent")
    func singleLine() throws {
        let layout = TextLayout("Hello, World!", font: inter)
        #expect(abs(layout.size.width - (try oracleWidth("Hello, World!"))) < 1e-9)
        #expect(abs(layout.size.height - lineHeight) < 1e-12)
        #expect(abs(layout.firstBaseline - ascent) < 1e-12)
        #expect(layout.lastBaseline == layout.firstBaseline)
        #expect(layout.lines.count == 1 && layout.warnings.isEmpty)
    }

    @Test("measured sizes round UP to the pixel grid at scales 1, 2 and 3", arguments: [1.0, 2, 3])
    func rounding(scale: Double) throws {
        let layout = TextLayout("Hello, World!", font: inter)
        let w = try oracleWidth("Hello, World!")
        let rounded = layout.roundedSize(pixelLength: 1 / scale)
        #expect(abs(rounded.width - (w * scale).rounded(.up) / scale) < 1e-12)
        #expect(abs(rounded.height - (lineHeight * scale).rounded(.up) / scale) < 1e-12)
        #expect(rounded.width >= layout.size.width && rounded.width - layout.size.width < 1 / scale)
        // Already on the grid: a 1 × 1 em box of Noto Sans CJK stays (17 is a whole pixel count at every scale).
        let cjk = TextLayout("漢", font: .system(size: 17))
        #expect(cjk.roundedSize(pixelLength: 1 / scale).width == 17)
        // Baselines: first to nearest, last up.
        #expect(abs(layout.roundedFirstBaseline(pixelLength: 1 / scale) - (ascent * scale).rounded() / scale) < 1e-12)
        #expect(abs(layout.roundedLastBaseline(pixelLength: 1 / scale) - (ascent * scale).rounded(.up) / scale) < 1e-12)
    }

    @Test("Hello, World! at 17 pt measures as hb-shape says: exact numbers")
    func exactNumbers() throws {
        // hb-shape: ax sum for "Hello, World!" in Inter = 21 248 units (checked against the oracle below).
        let units = try HBShapeOracle.shape(
            "Hello, World!", font: TestFonts.inter, script: "Latn", direction: "ltr", language: "en"
        ).reduce(0) { $0 + $1.ax }
        let layout = TextLayout("Hello, World!", font: inter)
        #expect(abs(layout.size.width - Double(units) * 17 / 2816) < 1e-9)
        #expect(abs(layout.size.height - 20.573863636363637) < 1e-12)
    }

    @Test("wrapping: words move whole to the next line; no line exceeds the width; its measured width never wraps")
    func wrapping() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let layout = TextLayout(text, font: inter, width: 120)
        #expect(layout.lines.count == 4)
        for line in layout.lines { #expect(line.width <= 120) }
        #expect(abs(layout.size.height - 4 * lineHeight) < 1e-9)
        #expect(abs(layout.lastBaseline - (3 * lineHeight + ascent)) < 1e-9)
        // Lines start at word starts: "The quick ", "brown fox ", "jumps over the ", "lazy dog".
        #expect(layout.lines.map(\.utf8Range.lowerBound) == [0, 10, 20, 35])
        // Proposing the measured (or rounded) width gives the same lines (SwiftUI re-proposes sizes).
        let again = TextLayout(text, font: inter, width: layout.size.width)
        #expect(again.lines.map(\.utf8Range) == layout.lines.map(\.utf8Range))
        let ideal = TextLayout(text, font: inter)
        #expect(TextLayout(text, font: inter, width: ideal.size.width).lines.count == 1)
    }

    @Test("a word wider than the line breaks between characters")
    func longWord() throws {
        let layout = TextLayout("Supercalifragilistic", font: inter, width: 50)
        #expect(layout.lines.count > 1)
        for line in layout.lines { #expect(line.width <= 50) }
        #expect(layout.lines.map { $0.utf8Range.count }.reduce(0, +) == 20)
    }

    @Test("newlines start paragraphs even without a width; an empty paragraph is one line")
    func newlines() throws {
        let layout = TextLayout("one\n\nthree", font: inter)
        #expect(layout.lines.count == 3)
        #expect(layout.lines[1].runs.isEmpty)
        #expect(abs(layout.size.height - 3 * lineHeight) < 1e-9)
    }

    @Test("lineLimit keeps that many lines and ends the last in an ellipsis that fits")
    func lineLimit() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let layout = TextLayout(text, font: inter, width: 120, lineLimit: 2)
        #expect(layout.lines.count == 2)
        let last = try #require(layout.lines.last)
        #expect(last.isTruncated && !layout.lines[0].isTruncated)
        #expect(last.width <= 120)
        // The last glyph is Inter's ellipsis (U+2026; hb-shape gives its glyph id).
        let ellipsis = try HBShapeOracle.shape(
            "…", font: TestFonts.inter, script: "Latn", direction: "ltr", language: "en")
        #expect(last.runs.last?.glyphs.last?.glyphID == ellipsis[0].g)
        #expect(abs(layout.size.height - 2 * lineHeight) < 1e-9)
        // One line, no width: nothing to cut, so no ellipsis.
        #expect(TextLayout(text, font: inter, lineLimit: 1).lines[0].isTruncated == false)
    }

    @Test("kerning counts after every character; the last tracking hangs like a trailing space")
    func spacing() throws {
        // Apple: negative kerning crops the last character because "the kerning affects the trailing edge of the
        // text view as well" (Text.kerning(_:)); CoreText "treats tracking as trailing whitespace"
        // (kCTTrackingAttributeName). Five characters: kerning adds 5×, tracking 4× to the width.
        let text = "Hello"
        let plain = TextLayout(text, font: inter).size.width
        #expect(abs(TextLayout(text, font: inter, kerning: 2).size.width - (plain + 5 * 2)) < 1e-9)
        #expect(abs(TextLayout(text, font: inter, tracking: 2).size.width - (plain + 4 * 2)) < 1e-9)
        #expect(abs(TextLayout(text, font: inter, kerning: -1, tracking: 1.5).size.width - (plain - 5 + 6)) < 1e-9)
        // Every glyph's advance grows by the full amount, the last one too.
        let glyphs = TextLayout(text, font: inter, tracking: 2).lines[0].runs[0].glyphs
        let base = TextLayout(text, font: inter).lines[0].runs[0].glyphs
        for (a, b) in zip(glyphs, base) { #expect(abs(a.xAdvance - b.xAdvance - 2) < 1e-12) }
    }

    @Test("tracking disables ligatures, kerning keeps them")
    func ligatures() throws {
        // DejaVu Sans ligates "fi" into one glyph by default (hb-shape: glyph 5042 for both characters).
        let dejaVu = FontDescriptor.file(TestFonts.dejaVuSans, size: 17)
        let oracle = try HBShapeOracle.shape(
            "fi", font: TestFonts.dejaVuSans, script: "Latn", direction: "ltr", language: "en")
        try #require(oracle.count == 1)
        #expect(TextLayout("fi", font: dejaVu, kerning: 3).lines[0].runs[0].glyphs.map(\.glyphID) == [oracle[0].g])
        #expect(TextLayout("fi", font: dejaVu, tracking: 3).lines[0].runs[0].glyphs.count == 2)
    }

    @Test("alignment offsets shorter lines within the widest", arguments: TextAlignment.allCases)
    func alignment(alignment: TextAlignment) throws {
        let layout = TextLayout("wide wide wide\nnarrow", font: inter, alignment: alignment)
        let spare = layout.lines[0].width - layout.lines[1].width
        #expect(spare > 0 && layout.size.width == layout.lines[0].width)
        let expected = ["leading": 0, "center": spare / 2, "trailing": spare][String(describing: alignment)]!
        #expect(abs(layout.lines[1].origin.x - expected) < 1e-12)
        #expect(layout.lines[0].origin.x == 0)
    }

    @Test("glyph origins advance by the shaped advances along the baseline")
    func glyphPositions() throws {
        let layout = TextLayout("AVA", font: inter)
        let glyphs = layout.glyphs()
        let advances = layout.lines[0].runs[0].glyphs.map(\.xAdvance)
        #expect(glyphs.map(\.origin.y) == Array(repeating: layout.firstBaseline, count: 3))
        #expect(abs(glyphs[1].origin.x - advances[0]) < 1e-12)
        #expect(abs(glyphs[2].origin.x - advances[0] - advances[1]) < 1e-12)
        #expect(glyphs.map(\.cluster) == [0, 1, 2])
    }

    @Test("TextStyle sizes are iOS's defaults")
    func textStyles() {
        #expect(TextStyle.allCases.map(\.size) == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(FontDescriptor.system(.headline).weight == .semibold)
        #expect(FontDescriptor.system(.body).weight == .regular)
    }

    @Test("an empty string and a zero size measure zero")
    func empty() {
        #expect(TextLayout("", font: inter).size == .zero)
        #expect(TextLayout("abc", font: .system(size: 0)).size == .zero)
        #expect(TextLayout("", font: inter).lines.isEmpty)
    }
}
