// FontFace+Shaping.swift: one HarfBuzz shaping call on a face, size-independent.
// Rule: issue #5 (script, direction and language set on the buffer; `tnum` for monospaced digits; HarfBuzz's
// default features, kerning included). Status: complete.

import CHarfBuzz

/// One glyph as HarfBuzz positions it, in 26.6 units of the face's pixel size: for outline faces (one pixel per
/// font unit) that is font units × 64. `cluster` is a UTF-8 byte offset into the shaped text.
struct RawGlyph: Hashable, Sendable {
    var glyph: UInt32
    var cluster: Int
    var xAdvance: Int32
    var yAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: cutting the text at the start of this glyph's cluster changes the shaping
    /// on both sides (kerning, joining, ligatures), so a line cut there must reshape.
    var unsafeToBreak: Bool
}

/// The OpenType features a layout switches from HarfBuzz's defaults.
struct ShapingFeatures: Hashable, Sendable {
    /// `tnum=1` (`.monospacedDigit()`).
    var tabularDigits = false
    /// `liga=0, clig=0` (tracking breaks ligatures apart, as SwiftUI's `tracking(_:)` does).
    var noLigatures = false
    /// `smcp=1` / `c2sc=1` (SmallCaps.swift).
    var smallCaps: SmallCaps = []
    /// The text is shaped as its capitals, clusters kept at the written characters: a synthesised small-capital run
    /// (SmallCaps.swift).
    var capitals = false

    var harfBuzz: [hb_feature_t] {
        var list: [hb_feature_t] = []
        if tabularDigits { list.append(ShapingFeatures.feature("tnum", 1)) }
        list += SmallCaps.tags(smallCaps).map { ShapingFeatures.feature($0, 1) }
        if noLigatures { list += [ShapingFeatures.feature("liga", 0), ShapingFeatures.feature("clig", 0)] }
        return list
    }

    private static func feature(_ tag: String, _ value: UInt32) -> hb_feature_t {
        hb_feature_t(tag: OpenTypeTag(tag).value, value: value, start: 0, end: UInt32.max)
    }
}

/// A four-letter OpenType or ISO 15924 tag, packed big-endian as `HB_TAG` does.
struct OpenTypeTag: Hashable, Sendable, CustomStringConvertible {
    var value: UInt32

    init(_ value: UInt32) { self.value = value }

    init(_ text: String) {
        let bytes = Array(text.utf8.prefix(4)) + Array(repeating: UInt8(ascii: " "), count: max(0, 4 - text.utf8.count))
        value = bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    var description: String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }, as: UTF8.self)
    }
}

/// Everything a shaping result depends on: the cache key of `FontLibrary`'s run cache.
struct ShapeRequest: Hashable, Sendable {
    var text: String
    var face: FaceKey
    var rightToLeft: Bool
    /// `hb_script_t` raw value (an ISO 15924 tag).
    var script: UInt32
    /// A BCP 47 tag.
    var language: String
    var features: ShapingFeatures
}

extension FontFace {
    /// Shapes `request.text` with this face (request.face must be this face's key).
    func shape(_ request: ShapeRequest) throws(TextError) -> [RawGlyph] {
        let buffer = try ShapingBuffer()
        if request.features.capitals {
            buffer.add(capitalsOf: request.text)
        } else {
            buffer.add(utf8: request.text)
        }
        buffer.setSegment(
            rightToLeft: request.rightToLeft, script: hb_script_t(rawValue: request.script),
            language: request.language)
        let features = request.features.harfBuzz
        withFace { hb_shape(hbFontRaw, buffer.raw, features, UInt32(features.count)) }
        return buffer.glyphs()
    }
}
