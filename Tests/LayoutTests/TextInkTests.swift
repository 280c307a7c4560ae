// TextInkTests.swift: Text drawn through the display list: outline glyphs through the coverage rasteriser, colour
// glyphs as filtered images, under geometry effects.
// Rule: issue #5 (emoji render coloured pixels; CJK renders ink; rotated text anti-aliases and its ink turns with the
// frame); docs/ARCHITECTURE.md (premultiplied RGBA8).

import Geometry
import Layout
import Render
import Scene
import Testing

/// `root` rendered on a transparent background in a 200 × 120 pt canvas.
private func render(_ root: ViewNode, scale: Double = 2) -> Framebuffer {
    let engine = LayoutEngine(canvas: Size(width: 200, height: 120), scale: scale)
    let fb = Framebuffer(width: Int(200 * scale), height: Int(120 * scale))
    Renderer().render(engine.displayList(of: root), background: .clear, into: fb)
    return fb
}

/// Alpha-weighted centroid and pixel count with alpha > 0, device pixels.
private func ink(_ fb: Framebuffer) -> (centroid: Point, pixels: Int, partial: Int) {
    var (sx, sy, sw, n, partial) = (0.0, 0.0, 0.0, 0, 0)
    for y in 0..<fb.height {
        for x in 0..<fb.width {
            let a = Double(fb[x, y].a)
            guard a > 0 else { continue }
            n += 1
            if a < 255 { partial += 1 }
            sx += a * (Double(x) + 0.5)
            sy += a * (Double(y) + 0.5)
            sw += a
        }
    }
    return (Point(x: sx / max(sw, 1), y: sy / max(sw, 1)), n, partial)
}

struct TextInkTests {
    @Test("an emoji renders coloured pixels, not the foreground colour")
    func emoji() {
        let fb = render(text("😀", systemFont(40)).m(.foregroundStyle(.black)))
        var coloured = 0
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let p = fb[x, y]
                if p.a > 128 && Int(p.r) - Int(p.b) > 60 { coloured += 1 }
            }
        }
        #expect(coloured > 200, "yellow face pixels: \(coloured)")
    }

    @Test("a CJK string renders ink")
    func cjk() {
        let fb = render(text("漢字かな", systemFont(30)))
        let i = ink(fb)
        #expect(i.pixels > 500, "\(i.pixels)")
        #expect(fb[Int(i.centroid.x), Int(i.centroid.y)].a >= 0)
    }

    @Test("rotated text anti-aliases and its ink centroid turns with the frame")
    func rotated() throws {
        let base = text("Hello", systemFont(40)).m(.foregroundStyle(.black))
        let upright = ink(render(base))
        let turned = ink(render(base.m(.rotationEffect(.degrees(30), anchor: .center))))
        #expect(turned.partial > 50, "coverage strictly between 0 and 255 on the edges: \(turned.partial)")
        #expect(abs(Double(turned.pixels) - Double(upright.pixels)) / Double(upright.pixels) < 0.25)
        // The frame is centred in the canvas; rotation about its centre maps the upright centroid.
        let leaf = try #require(LayoutEngine(canvas: Size(width: 200, height: 120), scale: 2).leaves(of: base).first)
        let c = leaf.frame.center.applying(AffineTransform(scaleX: 2, y: 2))
        let d = Point(x: upright.centroid.x - c.x, y: upright.centroid.y - c.y)
        let expected = upright.centroid.applying(.about(c, AffineTransform(rotation: .degrees(30))))
        #expect(
            abs(turned.centroid.x - expected.x) < 1 && abs(turned.centroid.y - expected.y) < 1,
            "turned \(turned.centroid) expected \(expected) (upright \(upright.centroid))")
        // The upright centroid is off the frame centre (descenders and x-height), so the check has teeth.
        #expect(abs(d.y) > 0.5 || abs(d.x) > 0.5)
    }

    @Test("text takes the foreground style and opacity")
    func colour() {
        let fb = render(
            text("█ Hello", systemFont(40)).m(.foregroundStyle(Color(red: 1, green: 0, blue: 0))).m(.opacity(0.5)))
        var maxAlpha: UInt8 = 0
        var greenOrBlue = 0
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let p = fb[x, y]
                maxAlpha = max(maxAlpha, p.a)
                if p.g > 0 || p.b > 0 { greenOrBlue += 1 }
            }
        }
        #expect(maxAlpha == 128)
        #expect(greenOrBlue == 0)
    }
}
