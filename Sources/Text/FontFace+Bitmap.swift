// FontFace+Bitmap.swift: a colour glyph's image (CBDT emoji) as premultiplied RGBA8 in strike pixels.
// Rule: issue #5 (FT_LOAD_COLOR; BGRA → premultiplied RGBA); docs/ARCHITECTURE.md (pixels are premultiplied RGBA8).
// Status: complete for CBDT/sbix bitmaps; COLR vector colour glyphs are not drawn in colour.
//
// FreeType's `FT_PIXEL_MODE_BGRA` is already premultiplied (FreeType docs, FT_Pixel_Mode), so the conversion is a
// channel swap. Placement: `bitmap_left` / `bitmap_top` are the image's left and top edges relative to the pen on the
// baseline, in strike pixels, y up.

import CFreeType

/// A colour glyph image at the face's strike size.
struct StrikeImage: Hashable, Sendable {
    var width: Int
    var height: Int
    /// Premultiplied RGBA8, top row first, 4·width bytes per row.
    var pixels: [UInt8]
    /// Left edge relative to the pen, strike pixels.
    var left: Int
    /// Top edge above the baseline, strike pixels (y up).
    var top: Int
}

extension FontFace {
    /// The colour image of `glyph`, or nil when the face has no colour image for it.
    func colorImage(glyph: UInt32) -> StrikeImage? {
        guard hasColor else { return nil }
        return withFace {
            guard FT_Load_Glyph(raw, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = raw.pointee.glyph,
                slot.pointee.format == FT_GLYPH_FORMAT_BITMAP
            else { return nil }
            let bitmap = slot.pointee.bitmap
            guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer else {
                return nil
            }
            let width = Int(bitmap.width)
            let height = Int(bitmap.rows)
            let pitch = Int(bitmap.pitch)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                // A negative pitch means the rows are stored bottom-up from `buffer`.
                let row = buffer + (pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch)
                for x in 0..<width {
                    let s = row + 4 * x
                    let d = 4 * (y * width + x)
                    pixels[d] = s[2]
                    pixels[d + 1] = s[1]
                    pixels[d + 2] = s[0]
                    pixels[d + 3] = s[3]
                }
            }
            return StrikeImage(
                width: width, height: height, pixels: pixels, left: Int(slot.pointee.bitmap_left),
                top: Int(slot.pointee.bitmap_top))
        }
    }
}
