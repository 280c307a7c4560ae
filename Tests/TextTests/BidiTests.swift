// BidiTests.swift: run order and levels of mixed-direction lines (UAX #9, the subset Bidi.swift implements).
// Expected orders: UAX #9 rules worked by hand in each test's comment.

import Testing
import Text

struct BidiTests {
    let font = FontDescriptor.file(TestFonts.dejaVuSans, size: 17)

    @Test("a Hebrew line is one RTL run whose clusters descend left to right")
    func hebrewLine() throws {
        let layout = TextLayout("שלום עולם", font: font)
        let line = try #require(layout.lines.first)
        #expect(line.runs.count == 1)
        let run = line.runs[0]
        #expect(run.direction == .rightToLeft && run.bidiLevel == 1)
        // Letters are 2 UTF-8 bytes, the space 1: ש0 ל2 ו4 ם6 ␠8 ע9 ו11 ל13 ם15, drawn from the last to the first.
        #expect(run.glyphs.map(\.cluster) == [15, 13, 11, 9, 8, 6, 4, 2, 0])
    }

    @Test("Latin paragraph with a Hebrew phrase and digits: runs in UAX #9 visual order")
    func mixedLTRParagraph() throws {
        // "abc שלום 123 def": P2 → level 0 (first strong is L). "שלום" R → 1; the space before "123" lies between
        // R and EN (EN counts as R for N1) → 1; "123" follows R so W7 leaves it EN → 2; the space after is between
        // EN and L → level 0, and it is a run of its own because it keeps the Hebrew script of what precedes it
        // (UAX #24 run resolution), while "def" is Latin. L2 reverses levels ≥ 1: [שלום␠][123] → [123][␠שלום].
        let s = "abc שלום 123 def"
        let line = try #require(TextLayout(s, font: font).lines.first)
        #expect(line.runs.map(\.bidiLevel) == [0, 2, 1, 0, 0])
        #expect(line.runs.map(\.direction) == [.leftToRight, .leftToRight, .rightToLeft, .leftToRight, .leftToRight])
        #expect(line.runs.map(\.script) == ["Latn", "Hebr", "Hebr", "Hebr", "Latn"])
        // The digits run holds bytes 13..<16 ("123"), the Hebrew run bytes 4..<13 ("שלום ").
        #expect(line.runs[1].utf8Range == 13..<16)
        #expect(line.runs[2].utf8Range == 4..<13)
        #expect(line.runs[1].glyphs.map(\.cluster) == [13, 14, 15])
    }

    @Test("an RTL paragraph keeps its numbers left to right and puts the first word rightmost")
    func rtlParagraph() throws {
        // P2 → level 1. "123" → I2 level 2. The spaces between R and EN resolve to R (level 1). L2 on
        // [שלום␠]₁[123]₂[␠עולם]₁ reverses level ≥ 2 (a single run), then everything: [עולם␠][123][שלום␠].
        let s = "שלום 123 עולם"
        let line = try #require(TextLayout(s, font: font).lines.first)
        #expect(line.runs.map(\.bidiLevel) == [1, 2, 1])
        #expect(line.runs[0].utf8Range.lowerBound > line.runs[2].utf8Range.lowerBound)
        #expect(line.runs[1].glyphs.map(\.cluster) == [9, 10, 11])
        let all = line.runs.flatMap(\.glyphs).map(\.cluster)
        #expect(all.last == 0, "the logically first letter is drawn rightmost")
    }

    @Test("a decimal number with separators stays one LTR number inside Hebrew (W4, W5)")
    func numberWithSeparators() throws {
        // "מחיר 1,250.50$": CS between EN and EN → EN (W4); '$' after EN → EN (W5).
        let s = "מחיר 1,250.50$"
        let line = try #require(TextLayout(s, font: font).lines.first)
        let numberRun = try #require(line.runs.first { $0.bidiLevel == 2 })
        #expect(numberRun.glyphs.count == 9)
        #expect(numberRun.glyphs.map(\.cluster) == numberRun.glyphs.map(\.cluster).sorted())
    }
}
