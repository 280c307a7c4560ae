// CanvasShadingTests.swift: `GraphicsContext.Shading.tiledImage(_:origin:sourceRect:scale:)` per pixel, and a
// Canvas reading `context.environment` (CanvasRenderer.swift, Checker+Environment.swift). The picture is ImageTests'
// synthetic 4×2 image, drawn 1:1 at integer positions so every expected pixel is a texel, computed here.

import Geometry
import Layout
import Render
import Scene
import Testing

struct CanvasShadingTests {
    /// The texel of the 4×2 dots image at (column, row), as RGBA.
    static func texel(_ x: Int, _ y: Int) -> [UInt8] { ImageTests.colours[(x + y) % 4] }

    static func canvas(_ fill: String) throws -> Framebuffer {
        try ImageTests.render(
            ImageTests.program(
                "Canvas { context, size in\n\(fill)\n}.frame(width: 100, height: 100)"))
    }

    @Test("tiles repeat from the origin over the filled rectangle, pixel for texel, and nothing outside it")
    func tilesFromOrigin() throws {
        let fb = try Self.canvas(
            "context.fill(Path(CGRect(x: 10, y: 11, width: 40, height: 20)), with: .tiledImage(Image(\"dots\"), origin: CGPoint(x: 1, y: 0)))"
        )
        var wrong = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let inside = (10..<50).contains(x) && (11..<31).contains(y)
                let expected = inside ? Self.texel(((x - 1) % 4 + 4) % 4, y % 2) : [0, 0, 0, 255]
                if ImageTests.pixel(fb, x, y) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test("sourceRect picks part of the image as the tile")
    func sourceRect() throws {
        let fb = try Self.canvas(
            "context.fill(Path(CGRect(x: 0, y: 0, width: 12, height: 6)), with: .tiledImage(Image(\"dots\"), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)))"
        )
        // Tiles of the right half (columns 2, 3): 2 × 2 points.
        for y in 0..<6 {
            for x in 0..<12 { #expect(ImageTests.pixel(fb, x, y) == Self.texel(2 + x % 2, y % 2), "at \(x), \(y)") }
        }
        #expect(ImageTests.pixel(fb, 12, 0) == [0, 0, 0, 255])
    }

    @Test("an even-odd path keeps its hole unpainted; scale 2 doubles the tile")
    func evenOddAndScale() throws {
        let fb = try Self.canvas(
            """
            var p = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
            p.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.fill(p, with: .tiledImage(Image("dots"), scale: 2), style: FillStyle(eoFill: true))
            """)
        #expect(ImageTests.pixel(fb, 20, 20) == [0, 0, 0, 255])
        // Scale 2: the tile is 8 × 4 points, so the picture repeats every 8 pixels across and 4 down, exactly (one
        // image whose texels wrap, so the bilinear footprint wraps across tile edges: no seams), and not every 4
        // across as at scale 1.
        var periodic = true
        var halfPeriodic = true
        for y in 0..<4 {
            for x in 0..<8 {
                let p = ImageTests.pixel(fb, 8 + x, y)
                periodic = periodic && p == ImageTests.pixel(fb, x, y)
                periodic = periodic && p == ImageTests.pixel(fb, 16 + x, y) && p == ImageTests.pixel(fb, 8 + x, y + 4)
                halfPeriodic = halfPeriodic && p == ImageTests.pixel(fb, 12 + x, y)
            }
        }
        #expect(periodic)
        #expect(!halfPeriodic)
        #expect(ImageTests.pixel(fb, 45, 5) == [0, 0, 0, 255])
    }

    @Test("a Canvas reads the environment where it is: context.environment.colorScheme")
    func environment() throws {
        let program = """
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(context.environment.colorScheme == .dark ? .red : .green))
            """
        let light = try Self.canvas(program)
        let dark = try ImageTests.render(
            ImageTests.program(
                "Canvas { context, size in\n\(program)\n}.frame(width: 100, height: 100).environment(\\.colorScheme, .dark)"
            ))
        #expect(ImageTests.pixel(light, 5, 5)[1] > 150 && ImageTests.pixel(light, 5, 5)[0] < 100)
        #expect(ImageTests.pixel(dark, 5, 5)[0] > 200 && ImageTests.pixel(dark, 5, 5)[1] < 100)
    }
}
