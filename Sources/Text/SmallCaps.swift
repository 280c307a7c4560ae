// SmallCaps.swift: SwiftUI's small-capital fonts — `Font.lowercaseSmallCaps()`, `.uppercaseSmallCaps()`, `.smallCaps()`
// — as OpenType features, or synthesised when the face has none.
// Rule: Apple: Font.lowercaseSmallCaps() ("lowercase characters … display as small capitals",
// developer.apple.com/documentation/swiftui/font/lowercasesmallcaps()), Font.uppercaseSmallCaps() ("uppercase
// characters … display as small capitals", …/font/uppercasesmallcaps()), Font.smallCaps() (both, …/font/smallcaps());
// OpenType feature registry: `smcp` (lowercase → small capitals) and `c2sc` (capitals → small capitals),
// learn.microsoft.com/typography/opentype/spec/features_pt#smcp. A face whose GSUB table has the feature shapes with
// it through HarfBuzz. A face without it (Inter as installed here, DejaVu) gets the synthesis CSS Fonts 4 describes
// (§ font-synthesis-small-caps, w3.org/TR/css-fonts-4/#font-synthesis-small-caps-prop: "synthesized by scaling
// uppercase glyphs"): the letter is shaped as its capital and drawn scaled by the face's x-height / cap-height, so a
// small capital stands as tall as the face's lowercase — the height small capitals are designed to [the scale is
// anim's choice; Blink uses a fixed 0.7 and Gecko 0.8]. Status: complete.

import CHarfBuzz

/// Which letters a font sets as small capitals.
public struct SmallCaps: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `lowercaseSmallCaps()`: lowercase letters (`smcp`).
    public static let lowercase = SmallCaps(rawValue: 1)
    /// `uppercaseSmallCaps()`: capital letters (`c2sc`).
    public static let uppercase = SmallCaps(rawValue: 2)

    /// The OpenType features for `caps`.
    static func tags(_ caps: SmallCaps) -> [String] {
        (caps.contains(.lowercase) ? ["smcp"] : []) + (caps.contains(.uppercase) ? ["c2sc"] : [])
    }

    /// True when `c` is a letter these small capitals change.
    func changes(_ c: Character) -> Bool {
        guard c.isLetter, c.isCased else { return false }
        return (contains(.lowercase) && c.isLowercase) || (contains(.uppercase) && c.isUppercase)
    }
}

extension FontFace {
    /// True when the face's GSUB table lists every feature of `caps`, so HarfBuzz substitutes real small capitals.
    func hasSmallCaps(_ caps: SmallCaps) -> Bool {
        let wanted = SmallCaps.tags(caps).map { OpenTypeTag($0).value }
        guard !wanted.isEmpty else { return true }
        let gsub = OpenTypeTag("GSUB").value
        return withFace {
            let face = hb_font_get_face(hbFontRaw)
            var tags = [hb_tag_t](repeating: 0, count: 512)
            var count = UInt32(tags.count)
            let total = hb_ot_layout_table_get_feature_tags(face, gsub, 0, &count, &tags)
            if total > count {
                tags = [hb_tag_t](repeating: 0, count: Int(total))
                count = total
                _ = hb_ot_layout_table_get_feature_tags(face, gsub, 0, &count, &tags)
            }
            let present = Set(tags.prefix(Int(count)))
            return wanted.allSatisfy(present.contains)
        }
    }

    /// The scale a synthesised small capital is drawn at: x-height over cap height (0.7 when either is unknown).
    var syntheticSmallCapScale: Double {
        guard capHeight > 0, xHeight > 0, xHeight < capHeight else { return 0.7 }
        return xHeight / capHeight
    }
}
