// DrawingCompositionTests.swift: masks, clips, shadows and blend modes applied to drawings: `.mask { Image }` and
// `.mask(Text)` (Apple: View.mask(alignment:_:) — the content's alpha multiplies the view), `.clipShape(_, style:
// FillStyle(eoFill: true))` (Apple: View.clipShape(_:style:)), `.shadow` on a stroke and on an image (Apple:
// View.shadow(color:radius:x:y:) — a copy of the view's alpha, offset), `.blendMode` on an image (Apple: BlendMode —
// the W3C Compositing and Blending Level 1 formulas on encoded values, B(cb, cs)). Images are the synthetic ones of
// ImageTests (an 8×8 mask, transparent left half) and an opaque grey 128 picture, 40×20 px at 2×; expected pixels are computed here.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct DrawingCompositionTests {
    /// The mask of ImageTests (8×8, transparent left half) and an opaque grey 128 picture, `grey@2x.png` (40×20 px).
    static func catalog() throws -> ImageCatalog {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anim-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["grey@2x.png", "mask.png"] { try Data([0]).write(to: folder.appendingPathComponent(name)) }
        return ImageCatalog(folder: folder.path) { path in
            if (path as NSString).lastPathComponent == "grey@2x.png" {
                var px: [UInt8] = []
                for _ in 0..<(40 * 20) { px += [128, 128, 128, 255] }
                return RasterImage(width: 40, height: 20, pixels: px)
            }
            var px: [UInt8] = []
            for _ in 0..<8 { for x in 0..<8 { px += x < 4 ? [0, 0, 0, 0] : [255, 255, 255, 255] } }
            return RasterImage(width: 8, height: 8, pixels: px)
        }
    }

    static func render(_ body: String, background: String = ".black") throws -> Framebuffer {
        try ImageTests.render(
            SceneProgram(
                source: "scene(width: 100, height: 100, scale: 1, background: \(background))\n" + body,
                path: "/tmp/img.scene", images: try catalog()))
    }

    @Test(".mask { Image(\"mask\") }: the image's alpha keeps the right half of a red square, drops the left")
    func maskWithImage() throws {
        let fb = try Self.render(
            """
            Color(red: 1, green: 0, blue: 0)
                .frame(width: 80, height: 80)
                .mask { Image("mask").resizable().interpolation(.none) }
            """)
        // The square spans 10…90; the mask's opaque half is x ≥ 50.
        #expect(ImageTests.pixel(fb, 30, 50) == [0, 0, 0, 255])
        #expect(ImageTests.pixel(fb, 70, 50) == [255, 0, 0, 255])
        #expect(ImageTests.pixel(fb, 5, 50) == [0, 0, 0, 255])
    }

    @Test(".mask(Text) paints a red rectangle where the glyphs are: the same ink as the text drawn in red")
    func maskWithText() throws {
        let masked = try Self.render(
            """
            Color(red: 1, green: 0, blue: 0)
                .frame(width: 100, height: 100)
                .mask(Text("Hi").font(.system(size: 60, weight: .black)))
            """)
        let drawn = try Self.render(
            """
            Text("Hi").font(.system(size: 60, weight: .black)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
                .frame(width: 100, height: 100)
            """)
        var (a, b, differing) = (0.0, 0.0, 0)
        for y in 0..<100 {
            for x in 0..<100 {
                let p = Double(ImageTests.pixel(masked, x, y)[0])
                let q = Double(ImageTests.pixel(drawn, x, y)[0])
                a += p
                b += q
                if abs(p - q) > 1 { differing += 1 }
            }
        }
        #expect(b > 255 * 300, "the text has ink: \(b / 255) px")
        #expect(abs(a - b) / b < 0.005, "masked \(a / 255) px vs drawn \(b / 255) px")
        #expect(differing == 0)
        #expect(ImageTests.pixel(masked, 2, 2) == [0, 0, 0, 255])
    }

    @Test(".clipShape(ring path, style: FillStyle(eoFill: true)) keeps the ring; non-zero keeps the disc")
    func clipShapeEvenOdd() throws {
        let path = """
            Path { p in
                p.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
                p.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
            }
            """
        let eo = try Self.render(
            "Color(red: 1, green: 0, blue: 0).clipShape(\(path), style: FillStyle(eoFill: true))")
        let nz = try Self.render("Color(red: 1, green: 0, blue: 0).clipShape(\(path))")
        #expect(ImageTests.pixel(eo, 50, 50) == [0, 0, 0, 255], "hole")
        #expect(ImageTests.pixel(eo, 50, 12) == [255, 0, 0, 255], "ring")
        #expect(ImageTests.pixel(eo, 3, 3) == [0, 0, 0, 255], "outside")
        #expect(ImageTests.pixel(nz, 50, 50) == [255, 0, 0, 255], "non-zero fills the hole (same direction)")
        // Even-odd area: π(50² − 25²) = 5890.5 px.
        var area = 0.0
        for y in 0..<100 { for x in 0..<100 { area += Double(ImageTests.pixel(eo, x, y)[0]) / 255 } }
        let expected = Double.pi * (2500 - 625)
        #expect(abs(area - expected) / expected < 0.002, "\(area) vs \(expected)")
    }

    @Test(".shadow on a stroke is a copy of the ring, offset: not a filled disc")
    func shadowOnStroke() throws {
        let fb = try Self.render(
            """
            Circle()
                .stroke(Color.black, lineWidth: 4)
                .shadow(color: Color(red: 1, green: 0, blue: 0), radius: 0, x: 10, y: 0)
                .frame(width: 60, height: 60)
            """, background: ".white")
        // Ring of radius 30 about (50, 50), 4 wide (28…32); its shadow's right side is at x = 90…92 → pixel 90.
        #expect(ImageTests.pixel(fb, 90, 50) == [255, 0, 0, 255])
        // Inside the ring (and inside the shadow ring) stays white: a stroke's shadow has no interior.
        #expect(ImageTests.pixel(fb, 60, 50) == [255, 255, 255, 255])
        // The ring itself is drawn over its shadow: black at its right side.
        #expect(ImageTests.pixel(fb, 80, 50) == [0, 0, 0, 255])
    }

    @Test(".shadow on an image: the image's alpha, offset 30 pt right, in the shadow colour")
    func shadowOnImage() throws {
        let fb = try Self.render(
            """
            Image("grey").shadow(color: Color(red: 1, green: 0, blue: 0), radius: 0, x: 30, y: 0)
            """, background: ".white")
        // 20×10 pt at (40, 45); shadow at (70, 45).
        #expect(ImageTests.pixel(fb, 50, 50) == [128, 128, 128, 255])
        #expect(ImageTests.pixel(fb, 75, 50) == [255, 0, 0, 255])
        #expect(ImageTests.pixel(fb, 95, 50) == [255, 255, 255, 255])
    }

    @Test(".blendMode on an image over orange: multiply, screen, difference, darken, lighten per W3C on encoded values")
    func blendModeOnImage() throws {
        // Backdrop (255, 128, 0) from Color(red: 1, green: 128/255, blue: 0); source grey 128 opaque.
        let cases: [(String, [UInt8])] = [
            ("multiply", [128, 64, 0]),
            ("screen", [255, 192, 128]),
            ("difference", [127, 0, 128]),
            ("darken", [128, 128, 0]),
            ("lighten", [255, 128, 128]),
            ("normal", [128, 128, 128]),
        ]
        for (mode, want) in cases {
            let fb = try Self.render(
                """
                ZStack {
                    Color(red: 1, green: 128.0 / 255, blue: 0)
                    Image("grey").resizable().blendMode(.\(mode))
                }
                """)
            let p = ImageTests.pixel(fb, 50, 50)
            for k in 0..<3 {
                #expect(abs(Int(p[k]) - Int(want[k])) <= 1, "\(mode) channel \(k): \(p[k]) vs \(want[k])")
            }
        }
    }
}
