// SymbolVariantTests.swift: an SF Symbol name without an icon of its own is drawn as its base symbol's icon — the
// name with trailing variant components (`.fill`, `.circle`, `.square`, …) dropped — instead of the placeholder box.
// Rule: Apple: "SF Symbols" (a variant appends an enclosure or fill to the base name); Material Icons code points
// from the Debian package's CSS (fonts-material-design-icons-iconfont, material-design-icons.css).

import Foundation
import Testing

@testable import Layout

struct SymbolVariantTests {
    @Test("variant names fall back to their base: a filled base first, then the plain one; other names stay unknown")
    func variantFallback() {
        #expect(SymbolGlyphs.codePoint("arrow.right.square.fill") == 0xE5C8)  // arrow_forward, as arrow.right
        #expect(SymbolGlyphs.codePoint("heart.circle.fill") == 0xE87D)  // favorite, as heart.fill
        #expect(SymbolGlyphs.codePoint("heart.circle") == 0xE87E)  // favorite_border, as heart (its own entry)
        #expect(SymbolGlyphs.codePoint("link.circle") == 0xE157)  // link
        #expect(SymbolGlyphs.codePoint("bell.badge") == 0xE7F7)  // its own entry: notifications_active
        #expect(SymbolGlyphs.codePoint("no.such.symbol.fill") == nil)
        // `slash` changes the meaning: it is not a variant to drop.
        #expect(SymbolGlyphs.codePoint("link.slash") == nil)
        #expect(SymbolGlyphs.codePoint("fill") == nil)
    }

    @Test("Image(systemName: \"arrow.left.square.fill\") draws the arrow.left icon: the same ink, not a box")
    func variantDrawsBaseIcon() throws {
        guard SymbolGlyphs.available else { return }
        func ink(_ name: String) throws -> (area: Double, x: Double, y: Double) {
            SceneRender.ink(
                try SceneRender.render(
                    """
                    scene(width: 100, height: 100, background: .white)
                    Image(systemName: "\(name)").font(.system(size: 40))
                    """
                ).0)
        }
        let variant = try ink("arrow.left.square.fill")
        let base = try ink("arrow.left")
        #expect(variant.area == base.area && variant.x == base.x && variant.y == base.y)
        #expect(base.area > 50)
    }
}
