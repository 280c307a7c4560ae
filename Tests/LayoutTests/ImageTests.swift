// ImageTests.swift: `Image` sizing (pixels ÷ scale, `@2x`), `.resizable()`, `aspectRatio`/`scaledToFit`/`scaledToFill`
// placement, `.interpolation(.none)` pixel-exact at 2×, `renderingMode(.template)`, nine-slice cap insets, and the
// located errors (missing file, SF Symbols, a path as a name). Pictures are synthetic (a decoder stub keyed by file
// name), so every expected pixel and frame is computed here from SwiftUI's rules.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct ImageTests {
    /// A 4×2 image: red, green, blue, white in the top row; the bottom row the same shifted by one.
    static let colours: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255]]
    static func dots() -> RasterImage {
        var px: [UInt8] = []
        for y in 0..<2 { for x in 0..<4 { px += colours[(x + y) % 4] } }
        return RasterImage(width: 4, height: 2, pixels: px)
    }

    /// A folder with `dots.png`, `wide@2x.png` (40×20 px, opaque grey) and `mask.png` (8×8, alpha 0 / 255 halves).
    static func catalog() throws -> ImageCatalog {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anim-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["dots.png", "wide@2x.png", "mask.png"] {
            try Data([0]).write(to: folder.appendingPathComponent(name))
        }
        return ImageCatalog(folder: folder.path) { path in
            switch (path as NSString).lastPathComponent {
            case "dots.png": return dots()
            case "wide@2x.png": return RasterImage(width: 40, height: 20, pixels: Array(repeating: 128, count: 3200))
            default:
                var px: [UInt8] = []
                for _ in 0..<8 { for x in 0..<8 { px += x < 4 ? [0, 0, 0, 0] : [255, 255, 255, 255] } }
                return RasterImage(width: 8, height: 8, pixels: px)
            }
        }
    }

    static func program(_ body: String, canvas: String = "width: 100, height: 100") throws -> SceneProgram {
        try SceneProgram(
            source: "scene(\(canvas), scale: 1, background: .black)\n" + body, path: "/tmp/img.scene",
            images: try catalog())
    }

    static func leaves(_ p: SceneProgram) throws -> [PlacedLeaf] {
        let engine = LayoutEngine(canvas: Size(width: p.header.width, height: p.header.height), scale: p.header.scale)
        return engine.leaves(of: try p.view(time: 0, frame: 0))
    }

    static func render(_ p: SceneProgram) throws -> Framebuffer {
        let fb = Framebuffer(width: Int(p.header.width * p.header.scale), height: Int(p.header.height * p.header.scale))
        Renderer().render(DisplayList(items: try leaves(p).displayItems), background: p.header.background, into: fb)
        return fb
    }

    static func pixel(_ fb: Framebuffer, _ x: Int, _ y: Int) -> [UInt8] {
        (0..<4).map { fb.pixels[y * fb.bytesPerRow + x * 4 + $0] }
    }

    @Test("a plain image is its pixel size in points; a @2x file is half that; proposals do not change it")
    func naturalSize() throws {
        let frames = try Self.leaves(Self.program("VStack { Image(\"dots\"); Image(\"wide\") }.frame(width: 90)"))
            .map(\.frame)
        #expect(frames.count == 2)
        // VStack of 4×2 and 20×10 (40×20 px at 2×) with the default 8 pt spacing, centred in 100×100.
        #expect(frames[0] == Rect(x: 48, y: 40, width: 4, height: 2))
        #expect(frames[1] == Rect(x: 40, y: 50, width: 20, height: 10))
    }

    @Test("interpolation(.none) at 10×: every device pixel is the texel it falls in, exactly")
    func nearestExact() throws {
        let fb = try Self.render(
            Self.program(
                "Image(\"dots\").interpolation(.none).resizable().frame(width: 40, height: 20)",
                canvas: "width: 40, height: 20"))
        for y in 0..<20 {
            for x in 0..<40 {
                #expect(Self.pixel(fb, x, y) == Self.colours[(x / 10 + y / 10) % 4], "(\(x), \(y))")
            }
        }
    }

    @Test("bilinear (the default) blends neighbouring texels at a boundary; nearest does not")
    func bilinearBlends() throws {
        let fb = try Self.render(
            Self.program("Image(\"dots\").resizable().frame(width: 40, height: 20)", canvas: "width: 40, height: 20"))
        // Pixel (9, 5): u = 9.5/10 − 0.5 = 0.45 between texel columns 0 and 1, v = 5.5/10 − 0.5 = 0.05 between rows
        // 0 (red, green) and 1 (green, blue): R 255·0.55·0.95, G 255·(0.45·0.95 + 0.55·0.05), B 255·0.45·0.05.
        let p = Self.pixel(fb, 9, 5)
        let r: Double = 255 * 0.55 * 0.95
        let g: Double = 255 * (0.45 * 0.95 + 0.55 * 0.05)
        let b: Double = 255 * 0.45 * 0.05
        let expected = [r, g, b].map { Int($0.rounded()) }
        #expect((0..<3).allSatisfy { abs(Int(p[$0]) - expected[$0]) <= 1 }, "\(p) vs \(expected)")
        let nearest = try Self.render(
            Self.program(
                "Image(\"dots\").resizable().interpolation(.none).frame(width: 40, height: 20)",
                canvas: "width: 40, height: 20"))
        #expect(Self.pixel(nearest, 9, 5) == [255, 0, 0, 255])
    }

    @Test("a magnified image keeps its edge texels opaque up to its frame's edge, as Core Graphics draws it")
    func magnifiedEdges() throws {
        // dots (4×2) drawn 40×20 at (10, 10) on black: the first and last columns and rows are the edge texels
        // themselves, not faded towards transparent over half a texel (5 pixels at 10×).
        let fb = try Self.render(
            Self.program("Image(\"dots\").resizable().frame(width: 40, height: 20)", canvas: "width: 60, height: 40"))
        for y in [10, 12, 14] {
            #expect(Self.pixel(fb, 10, y) == [255, 0, 0, 255], "left edge, row \(y)")
            #expect(Self.pixel(fb, 49, y) == [255, 255, 255, 255], "right edge, row \(y)")
            #expect(Self.pixel(fb, 9, y) == [0, 0, 0, 255] && Self.pixel(fb, 50, y) == [0, 0, 0, 255])
        }
        // Top row over the first texel column, bottom row over the bottom row's first texel (green).
        #expect(Self.pixel(fb, 12, 10) == [255, 0, 0, 255] && Self.pixel(fb, 12, 29) == [0, 255, 0, 255])
        #expect(Self.pixel(fb, 12, 9) == [0, 0, 0, 255] && Self.pixel(fb, 12, 30) == [0, 0, 0, 255])
        // Turned 90°, the same 40×20 picture's edges (now a 20×40 box around the same centre) stay solid.
        let turned = try Self.render(
            Self.program(
                "Image(\"dots\").resizable().frame(width: 40, height: 20).rotationEffect(.degrees(90))",
                canvas: "width: 60, height: 40"))
        var solid = 0
        for y in 0..<40 {
            for x in 0..<60 where Self.pixel(turned, x, y) != [0, 0, 0, 255] { solid += 1 }
        }
        #expect(solid == 20 * 40, "\(solid) pixels drawn")
        #expect(Self.pixel(turned, 39, 0) != [0, 0, 0, 255] && Self.pixel(turned, 20, 39) != [0, 0, 0, 255])
    }

    @Test(
        "scaledToFit / scaledToFill / aspectRatio place a 2:1 resizable image in a 100×100 frame",
        arguments: [
            (".scaledToFit()", Rect(x: 0, y: 25, width: 100, height: 50)),
            (".scaledToFill()", Rect(x: -50, y: 0, width: 200, height: 100)),
            (".aspectRatio(contentMode: .fit)", Rect(x: 0, y: 25, width: 100, height: 50)),
            (".aspectRatio(1, contentMode: .fit)", Rect(x: 0, y: 0, width: 100, height: 100)),
            // 37.5 snaps to the pixel grid (leaves round their own frames).
            (".aspectRatio(CGSize(width: 4, height: 1), contentMode: .fit)", Rect(x: 0, y: 38, width: 100, height: 25)),
            (".aspectRatio(0.5, contentMode: .fill)", Rect(x: 0, y: -50, width: 100, height: 200)),
        ])
    func aspectRatio(modifier: String, expected: Rect) throws {
        let frames = try Self.leaves(
            Self.program("Image(\"dots\").resizable()\(modifier).frame(width: 100, height: 100)")
        ).map(\.frame)
        #expect(frames == [expected])
    }

    @Test("renderingMode(.template) draws the image's alpha in the foreground style")
    func template() throws {
        let fb = try Self.render(
            Self.program(
                "Image(\"mask\").renderingMode(.template).interpolation(.none).foregroundStyle(Color(red: 1, green: 0.5, blue: 0))",
                canvas: "width: 8, height: 8"))
        #expect(Self.pixel(fb, 1, 1) == [0, 0, 0, 255])  // transparent half: the black background
        #expect(Self.pixel(fb, 6, 6) == [255, 128, 0, 255])
        let original = try Self.render(
            Self.program(
                "Image(\"mask\").renderingMode(.original).foregroundStyle(.red)", canvas: "width: 8, height: 8"))
        #expect(Self.pixel(original, 6, 6) == [255, 255, 255, 255])
    }

    @Test("resizable(capInsets:) keeps the corners' size and stretches the rest: nine pieces in a 100×60 frame")
    func nineSlice() throws {
        let leaves = try Self.leaves(
            Self.program(
                "Image(\"mask\").resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)).frame(width: 100, height: 60)"
            ))
        let items = leaves.displayItems.compactMap(\.image)
        #expect(items.count == 9)
        // The bottom-right corner: the image's 2×2 corner drawn 2×2 at the frame's corner (0…100 centred: x 0, y 20).
        let corner = items[8]
        #expect(corner.width == 2 && corner.height == 2)
        #expect(Point(x: 0, y: 0).applying(corner.transform) == Point(x: 98, y: 78))
        #expect(Point(x: 2, y: 2).applying(corner.transform) == Point(x: 100, y: 80))
        // The centre: 4×4 texels stretched over 96×56.
        let centre = items[4]
        #expect(Point(x: 4, y: 4).applying(centre.transform) == Point(x: 98, y: 78))
        let tiled = try Self.leaves(
            Self.program(
                "Image(\"mask\").resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2), resizingMode: .tile).frame(width: 10, height: 10)"
            )
        ).displayItems.compactMap(\.image)
        // Middle columns/rows of 6 pt (10 − 2·2) tile the 4 pt centre twice (4 + 2): 4 corners + 2·2·2 edges + 2·2 centre.
        #expect(tiled.count == 4 + 8 + 4)
    }

    @Test("a missing image draws nothing, as in SwiftUI, with a located warning; a path as a name is an error")
    func errors() throws {
        func failure(_ body: String) -> SceneError? {
            do {
                let p = try Self.program(body)
                _ = try p.view(time: 0, frame: 0)
                return nil
            } catch let e as SceneError {
                return e
            } catch {
                return nil
            }
        }
        // A missing image is empty: 0 × 0 in a stack (the 20-pt square sits at the canvas centre), and a resizable
        // one still takes its frame (the HStack's second square is pushed 40 pt right of it).
        let p = try Self.program(
            "HStack(spacing: 0) {\n    Image(\"photo\")\n    Color.red.frame(width: 20, height: 20)\n}")
        #expect(try Self.leaves(p).map(\.frame) == [Rect(x: 40, y: 40, width: 20, height: 20)])
        let warning = try #require(p.warnings.first)
        #expect(warning.message == "no image 'photo' beside the scene; it draws nothing, as in SwiftUI")
        #expect(warning.range.start.line == 3 && warning.range.start.column == 5)
        let framed = try Self.program(
            "HStack(spacing: 0) {\n    Image(decorative: \"photo\").resizable().frame(width: 40, height: 40)\n"
                + "    Color.red.frame(width: 20, height: 20)\n}")
        #expect(try Self.leaves(framed).map(\.frame) == [Rect(x: 60, y: 40, width: 20, height: 20)])
        #expect(framed.warnings.count == 1)
        let traversal = try #require(failure("Image(\"../etc/passwd\")"))
        #expect(traversal.rendered.contains("is not one"), "\(traversal.rendered)")
        // SF Symbols are a placeholder with a warning now (PastedSwiftUITests.symbolPlaceholder), not an error.
        #expect(failure("Image(systemName: \"star.fill\")") == nil)
    }

    @Test("an image name computed at run time with no file warns where the Image is written, once per name")
    func missingImageNamedAtRunTime() throws {
        let p = try Self.program(
            "HStack(spacing: 0) {\n    ForEach(0..<3) { i in\n        Image(\"card\\(i % 2)\")\n    }\n}")
        #expect(p.warnings.isEmpty, "the checker cannot know the names")
        let warnings = LayoutWarnings()
        let engine = LayoutEngine(
            canvas: Size(width: p.header.width, height: p.header.height), scale: p.header.scale, warnings: warnings)
        _ = engine.leaves(of: try p.view(time: 0, frame: 0))
        _ = engine.leaves(of: try p.view(time: 0, frame: 0))
        #expect(
            warnings.all.map(\.message) == [
                "no image 'card0' beside the scene; it draws nothing, as in SwiftUI",
                "no image 'card1' beside the scene; it draws nothing, as in SwiftUI",
            ])
        #expect(warnings.all.allSatisfy { $0.range.start.line == 4 && $0.range.start.column == 9 })
    }
}
