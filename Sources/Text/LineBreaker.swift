// LineBreaker.swift: where a paragraph may break, and the greedy fill of lines to a width.
// Rule: OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift and AlignmentGuide.swift (a width proposal
// word-wraps); UAX #14 reduced to the cases below. Status: partial.
//
// Break opportunities (between cells a and b):
// 1. after breaking spaces (b not a space): spaces hang at the line end and do not count towards its width;
// 2. after a hyphen that follows a letter, before a letter or digit ("well-known");
// 3. before or after a Han/Kana/Bopomofo character or CJK punctuation, except before closing punctuation and small
//    kana and after opening punctuation (JIS X 4051 kinsoku, the common set).
// Not done: UAX #14's full pair table (quotation marks, slashes, numbers with prefixes, Thai dictionaries, emoji
// modifiers), hyphenation. A word wider than the line breaks between grapheme clusters (CoreText char-wrap).

enum LineBreaker {
    /// Tolerance when comparing a line's width with the proposal, points: a text proposed its own measured width
    /// must not wrap because of summation order.
    static let tolerance = 1e-6

    /// Greedy line ranges over `cells`. Each cell's width is `advance + tracking + kerning`; a line's width leaves
    /// out its trailing spaces and the tracking after its last cell, which hangs like them (TextLayoutBuilder+Lines
    /// step 4). nil `maxWidth` never wraps.
    static func lines(_ cells: [Cell], maxWidth: Double?, tracking: Double, kerning: Double) -> [Range<Int>] {
        guard let maxWidth, !cells.isEmpty else { return [0..<cells.count] }
        var lines: [Range<Int>] = []
        var start = 0
        var width = 0.0
        var lastBreak: Int? = nil
        var i = 0
        while i < cells.count {
            if i > start, canBreak(cells, before: i) { lastBreak = i }
            let w = cells[i].advance + tracking + kerning
            if !cells[i].isSpace, i > start, width + w - tracking > maxWidth + tolerance {
                let b = lastBreak ?? i
                lines.append(start..<b)
                start = b
                lastBreak = nil
                width = cells[start..<i].reduce(0) { $0 + $1.advance + tracking + kerning }
                continue
            }
            width += w
            i += 1
        }
        lines.append(start..<cells.count)
        return lines
    }

    /// True when a line may end before `cells[i]` (rules in the header).
    static func canBreak(_ cells: [Cell], before i: Int) -> Bool {
        let a = cells[i - 1]
        let b = cells[i]
        if a.isSpace { return !b.isSpace }
        if b.isSpace { return false }
        if hyphens.contains(a.character), i >= 2, cells[i - 2].character.isLetter,
            b.character.isLetter || b.character.isNumber
        {
            return true
        }
        if isIdeographic(a.character) || isIdeographic(b.character) {
            return !noBreakBefore.contains(b.character) && !noBreakAfter.contains(a.character)
        }
        return false
    }

    private static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2013}"]
    /// Closing brackets, CJK stops and small kana: a line never starts with them.
    private static let noBreakBefore = Set("、。，．・：；？！ー」』）〕］｝〉》】〙〗ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ,.!?:;)]}")
    /// Opening brackets: a line never ends with them.
    private static let noBreakAfter = Set("「『（〔［｛〈《【〘〖([{")

    private static func isIdeographic(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first, s.value >= 0x2E80 else { return false }
        if (0x3000...0x303F).contains(s.value) || (0xFF01...0xFF60).contains(s.value) { return true }
        return ScriptRules.breaksBetweenCharacters(ScriptRules.script(of: s))
    }
}
