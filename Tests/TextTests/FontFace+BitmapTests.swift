// FontFace+BitmapTests.swift: colour emoji come out as premultiplied RGBA bitmaps with real colour.
// Expected values: Noto Color Emoji's one CBDT strike is 109 ppem with 136×128 images (FreeType available_sizes).

import Geometry
import Testing
import Text

struct GlyphBitmapTests {
    @Test("😀 yields a colour bitmap: coloured pixels, premultiplied, placed by the strike scale")
    func grinningFace() throws {
        let layout = TextLayout("😀", font: .system(size: 17))
        let glyphs = layout.glyphs()
        #expect(glyphs.count == 1)
        let glyph = try #require(glyphs.first)
        #expect(glyph.isColor && glyph.path == nil)
        let bitmap = try #require(glyph.bitmap)
        #expect(bitmap.width == 136 && bitmap.height == 128)
        #expect(bitmap.pixels.count == 136 * 128 * 4)
        var coloured = 0
        for p in stride(from: 0, to: bitmap.pixels.count, by: 4) {
            let (r, g, b, a) = (bitmap.pixels[p], bitmap.pixels[p + 1], bitmap.pixels[p + 2], bitmap.pixels[p + 3])
            #expect(r <= a && g <= a && b <= a, "premultiplied")
            if a > 200, Int(r) - Int(b) > 64 { coloured += 1 }  // the yellow face: red high, blue low
        }
        #expect(coloured > 136 * 128 / 4)
        // 136 × 128 strike pixels at 109 ppem, scaled to 17 pt: 136·17/109 × 128·17/109 points.
        #expect(abs(bitmap.rect.width - 136 * 17 / 109.0) < 1e-9)
        #expect(abs(bitmap.rect.height - 128 * 17 / 109.0) < 1e-9)
        // bitmap_top is 101 px above the baseline.
        #expect(abs(bitmap.rect.minY - (layout.firstBaseline - 101 * 17 / 109.0)) < 1e-9)
    }

    @Test("text glyphs next to emoji keep outlines and no bitmap")
    func mixed() throws {
        let glyphs = TextLayout("A😀", font: .body).glyphs()
        #expect(glyphs.count == 2)
        #expect(glyphs[0].path != nil && glyphs[0].bitmap == nil && !glyphs[0].isColor)
        #expect(glyphs[1].isColor)
        #expect(glyphs[1].origin.x > glyphs[0].origin.x)
    }
}
