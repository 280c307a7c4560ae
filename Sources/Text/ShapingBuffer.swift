// ShapingBuffer.swift: owns one `hb_buffer_t`.
// Rule: docs/ARCHITECTURE.md "C handles" (ShapingBuffer owns the buffer and calls `hb_buffer_destroy`). Status:
// complete.

import CHarfBuzz

/// One HarfBuzz buffer, filled with UTF-8 text and segment properties, shaped, then read.
final class ShapingBuffer {
    let raw: OpaquePointer

    init() throws(TextError) {
        // hb_buffer_create never returns NULL: on failure it returns an inert empty buffer, which this rejects.
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
            throw .allocation("hb_buffer_create")
        }
        raw = buffer
    }

    deinit { hb_buffer_destroy(raw) }

    /// Adds `text` as UTF-8, so glyph clusters come back as UTF-8 byte offsets into `text`.
    func add(utf8 text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                hb_buffer_add_utf8(raw, $0, Int32(bytes.count), 0, Int32(bytes.count))
            }
        }
    }

    /// Adds the capitals of `text`'s characters, each scalar with its character's UTF-8 offset as its cluster, so
    /// glyph clusters still index `text` (a synthesised small-capital run, SmallCaps.swift).
    func add(capitalsOf text: String) {
        hb_buffer_set_content_type(raw, HB_BUFFER_CONTENT_TYPE_UNICODE)
        var offset = 0
        for c in text {
            for scalar in c.uppercased().unicodeScalars { hb_buffer_add(raw, scalar.value, UInt32(offset)) }
            offset += c.utf8.count
        }
    }

    /// `hb_buffer_set_direction/script/language`: the segment properties the shaper runs with.
    func setSegment(rightToLeft: Bool, script: hb_script_t, language: String) {
        hb_buffer_set_direction(raw, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(raw, script)
        hb_buffer_set_language(raw, hb_language_from_string(language, -1))
    }

    /// The shaped glyphs, in visual order (HarfBuzz reverses RTL buffers).
    func glyphs() -> [RawGlyph] {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(raw, &count), count > 0,
            let positions = hb_buffer_get_glyph_positions(raw, nil)
        else { return [] }
        let unsafe = HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue
        return (0..<Int(count)).map { i in
            RawGlyph(
                glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                xAdvance: positions[i].x_advance, yAdvance: positions[i].y_advance,
                xOffset: positions[i].x_offset, yOffset: positions[i].y_offset,
                unsafeToBreak: hb_glyph_info_get_glyph_flags(infos + i).rawValue & unsafe != 0)
        }
    }
}
