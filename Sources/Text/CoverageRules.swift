// CoverageRules.swift: which characters a face must map for a grapheme to count as covered, and which graphemes ask
// for colour emoji. Rule: issue #5 (fallback per grapheme cluster); Unicode UTS #51 §4 (emoji presentation).
// Status: complete for fallback; no emoji-presentation data beyond the stdlib's `Unicode.Scalar.Properties`.

enum CoverageRules {
    /// False for scalars that render as nothing, so fallback never hunts for them: controls, default ignorables
    /// (ZWJ, ZWNJ, bidi marks, word joiner), variation selectors, tags, soft hyphen, combining grapheme joiner.
    static func needsGlyph(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return false }
        switch v {
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F,
            0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0x1D173...0x1D17A,
            0xE0000...0xE0FFF:
            return false
        default:
            return true
        }
    }

    /// True when the grapheme should be drawn from a colour emoji face (UTS #51): an explicit VS16, emoji that
    /// default to emoji presentation, emoji ZWJ/modifier/tag/keycap sequences, and flags. VS15 forces text style.
    static func wantsEmojiPresentation(_ c: Character) -> Bool {
        let scalars = c.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return true }
        if first.properties.isEmojiPresentation { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        guard first.properties.isEmoji, scalars.count > 1 else { return false }
        return scalars.contains {
            $0.value == 0x200D || $0.value == 0x20E3 || (0x1F3FB...0x1F3FF).contains($0.value)
                || (0xE0020...0xE007F).contains($0.value)
        }
    }

    /// True for whitespace a line may end in without it counting towards the line's width (UAX #14 class SP and
    /// friends); no-break spaces are not break opportunities and count.
    static func isBreakingSpace(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return false }
        switch s.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// True for paragraph separators: LF, CR, CR LF, NEL, LS, PS, VT, FF.
    static func isNewline(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first else { return false }
        switch s.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
