// TextLinkTests.swift: a Markdown link in a Text literal is drawn in the tint, the rest of the Text in its foreground
// (Apple: Text.init(_:tableName:bundle:comment:) and View.tint(_:), TextContent+Links.swift); an AttributedString's
// link likewise. Expected colours: system blue (0, 122, 255) is the default tint (Apple: Color.accentColor), system
// red (255, 59, 48) `.red`, system green (52, 199, 89) `.green` (Color.named). Where the link's ink must be comes from
// the glyph outlines of its UTF-8 range in the placed layout, not from the rendering under test.

import Geometry
import Layout
import Render
import Scene
import Testing
import Text

@Suite struct TextLinkTests {
    /// Renders `text` (black, 30 pt) on white; the pixels drawn exactly in `color`, and the x-range (pixels) of the
    /// outlines of the glyphs whose clusters lie in `utf8` (nil for no range).
    static func render(_ text: String, modifiers: String = "", utf8: Range<Int>? = nil) throws -> (
        fb: Framebuffer, linkSpan: ClosedRange<Double>?
    ) {
        let source = """
            scene(width: 400, height: 60, background: .white)
            \(text).font(.system(size: 30)).foregroundColor(.black)\(modifiers)
            """
        let (fb, leaves) = try SceneRender.render(source)
        var span: ClosedRange<Double>?
        if let utf8 {
            for leaf in leaves {
                guard case .text(let placed) = leaf.content else { continue }
                let boxes = placed.layout.glyphs().filter { utf8.contains($0.cluster) }.compactMap { $0.path?.bounds }
                    .filter { $0.width > 0 }
                guard let lo = boxes.map(\.minX).min(), let hi = boxes.map(\.maxX).max() else { continue }
                span = (leaf.frame.minX + lo)...(leaf.frame.minX + hi)
            }
        }
        return (fb, span)
    }

    /// The columns holding a pixel of exactly `r, g, b` (fully covered by one colour).
    static func columns(_ fb: Framebuffer, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> [Int] {
        (0..<fb.width).filter { x in
            (0..<fb.height).contains { y in fb[x, y].r == r && fb[x, y].g == g && fb[x, y].b == b }
        }
    }

    @Test("Text(\"Read [the docs](url) now\"): 'the docs' in system blue, 'Read' and 'now' in the foreground black")
    func linkInTint() throws {
        // "Read " is 5 bytes; "the docs" the next 8.
        let (fb, span) = try Self.render("Text(\"Read [the docs](https://example.com) now\")", utf8: 5..<13)
        let link = try #require(span)
        let blue = Self.columns(fb, 0, 122, 255)
        let black = Self.columns(fb, 0, 0, 0)
        #expect(blue.count > 40)
        #expect(blue.allSatisfy { Double($0) >= link.lowerBound - 1 && Double($0) <= link.upperBound + 1 })
        // Black on both sides of the link, none inside it.
        #expect(black.contains { Double($0) < link.lowerBound } && black.contains { Double($0) > link.upperBound })
        #expect(!black.contains { Double($0) > link.lowerBound + 1 && Double($0) < link.upperBound - 1 })
    }

    @Test("`.tint(.red)` colours the link system red; the text without Markdown has no tinted pixel")
    func tintChangesLink() throws {
        let (tinted, _) = try Self.render(
            "Text(\"Read [the docs](https://example.com) now\")", modifiers: ".tint(.red)")
        #expect(Self.columns(tinted, 255, 59, 48).count > 40)
        #expect(Self.columns(tinted, 0, 122, 255).isEmpty)
        let (plain, _) = try Self.render("Text(\"Read the docs now\")")
        #expect(Self.columns(plain, 0, 122, 255).isEmpty)
        #expect(Self.columns(plain, 0, 0, 0).count > 100)
    }

    @Test("an AttributedString link takes the tint too: `.tint(.green)` draws it system green")
    func attributedLink() throws {
        let source = """
            scene(width: 400, height: 60, background: .white)
            let s = try! AttributedString(markdown: "Go [here](https://x.com) ok")
            Text(s).font(.system(size: 30)).foregroundColor(.black).tint(.green)
            """
        let (fb, _) = try SceneRender.render(source)
        let green = Self.columns(fb, 52, 199, 89)
        let black = Self.columns(fb, 0, 0, 0)
        #expect(green.count > 20)
        #expect(black.contains { $0 < green.min()! } && black.contains { $0 > green.max()! })
    }

    @Test("under .opacity(0.5) the link's pixels are the tint at half coverage over white")
    func linkUnderOpacity() throws {
        let (fb, _) = try Self.render("Text(\"[docs](https://x.com)\")", modifiers: ".opacity(0.5)")
        // Blue (0, 122, 255) at alpha 0.5 over white: (128, 189, 255), ±1 for rounding.
        let half = (0..<fb.width).contains { x in
            (0..<fb.height).contains { y in
                let p = fb[x, y]
                return abs(Int(p.r) - 128) <= 1 && abs(Int(p.g) - 189) <= 1 && p.b == 255
            }
        }
        #expect(half)
        #expect(Self.columns(fb, 0, 122, 255).isEmpty)
    }
}
