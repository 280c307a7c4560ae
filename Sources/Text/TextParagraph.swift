// TextParagraph.swift: one paragraph analysed into grapheme cells (bidi level, script, face, advance) and runs.
// Rule: issue #5 (fallback per grapheme cluster; runs split by script, bidi level and face; HarfBuzz per run).
// Status: complete.
//
// 1. Cells are grapheme clusters (Swift `Character`s), so fallback never splits a cluster between faces.
// 2. Levels: Bidi.swift on the cells' first scalars. Scripts: ScriptRules.resolve.
// 3. Faces: FontChain.choose per cell; a cell of Common/Inherited script (spaces, punctuation, digits) that is not
//    an emoji stays in the previous cell's face when that face has it and is not a colour face, so "שלום עולם" is
//    one run in one face while the space after an emoji comes from the requested font.
// 4. Runs: maximal cell ranges with equal level, script and face; each is shaped once, and each glyph's advance is
//    credited to the cell holding its cluster (a ligature's advance goes to its first cell).

import CHarfBuzz

/// A grapheme cluster of a paragraph.
struct Cell {
    var character: Character
    /// UTF-8 byte range in the layout's string.
    var utf8Start: Int
    var utf8End: Int
    var level: UInt8
    var script: hb_script_t
    var face: FontFace
    var isSpace: Bool
    /// A synthesised small capital (SmallCaps.swift): shaped as its capital, drawn at `FontFace.syntheticSmallCapScale`.
    var smallCap = false
    /// Points, as shaped in its run, before tracking and kerning.
    var advance: Double = 0
}

/// Cells with equal level, script, face and small-capital synthesis.
struct LogicalRun {
    var cells: Range<Int>
    var level: UInt8
    var script: hb_script_t
    var face: FontFace
    /// 1, or the face's small-capital scale for a run of synthesised small capitals.
    var scale = 1.0
    /// The run's HarfBuzz glyphs, clusters made absolute (UTF-8 offsets in the layout's string).
    var glyphs: [RawGlyph] = []
}

struct Paragraph {
    var cells: [Cell]
    var runs: [LogicalRun]
    /// The paragraph's bidi level (0 LTR, 1 RTL).
    var level: UInt8
    /// UTF-8 offset of the paragraph's start in the layout's string.
    var utf8Start: Int
}
