// ImageFileTests.swift: `Image("name")` end to end: PNG (with alpha) and JPEG files beside the scene decoded through
// Encode (libpng, libavcodec), drawn at their size in points; `@2x` halves it. The JPEG is made by the ffmpeg CLI
// (an independent encoder), so the decode path is checked against another implementation.

import AnimKit
import Encode
import Foundation
import TestSupport
import Testing

struct ImageFileTests {
    @Test("PNG with alpha and JPEG beside the scene render at their size; @2x is half the points; colours kept")
    func pngAndJPEG() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 10×10 PNG: opaque orange (255, 128, 0) with a 50 % transparent left half (premultiplied 128, 64, 0, 128).
        var px = [UInt8]()
        for _ in 0..<10 { for x in 0..<10 { px += x < 5 ? [128, 64, 0, 128] : [255, 128, 0, 255] } }
        try px.withUnsafeBufferPointer {
            try PNGWriter.write(
                rgba: $0.baseAddress!, width: 10, height: 10, bytesPerRow: 40,
                to: dir.appendingPathComponent("badge.png").path)
            try PNGWriter.write(
                rgba: $0.baseAddress!, width: 10, height: 10, bytesPerRow: 40,
                to: dir.appendingPathComponent("small@2x.png").path)
        }
        let jpeg = try runTool(
            "ffmpeg",
            [
                "-v", "error", "-f", "lavfi", "-i", "color=c=0x3264C8:s=16x8", "-frames:v", "1", "-q:v", "2",
                dir.appendingPathComponent("photo.jpg").path,
            ])
        #expect(jpeg.status == 0, "\(jpeg.stderr)")
        let scene = try writeScene(
            """
            scene(width: 60, height: 20, scale: 1, background: .black)
            HStack(spacing: 0) {
                Image("badge")
                Image("small")
                Image("photo")
            }
            .frame(width: 60, height: 20, alignment: .topLeading)

            """, named: "images.scene", in: dir)
        let out = dir.appendingPathComponent("still.png")
        let r = renderStill(scene.path, to: out.path)
        #expect(r.status == .ok, "\(r.stderr)")
        let image = try PNGReader.read(path: out.path)
        func at(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(image.pixels[(y * 60 + x) * 4 + $0]) } }
        // HStack (centre-aligned) 31×10: badge 10×10 at x 0; small 5×5 (10 px at 2×) at x 10, y 2.5 (snapped to 3);
        // photo 16×8 at x 15, y 1.
        #expect(at(2, 2) == [128, 64, 0], "half-transparent orange over black")
        #expect(at(7, 2) == [255, 128, 0])
        #expect(at(14, 5) == [255, 128, 0], "the @2x image's right half")
        #expect(at(14, 1) == [0, 0, 0], "above the 5-pt-tall @2x image")
        #expect(at(14, 9) == [0, 0, 0], "below it")
        let photo = at(22, 4)
        #expect(abs(photo[0] - 0x32) <= 4 && abs(photo[1] - 0x64) <= 4 && abs(photo[2] - 0xC8) <= 4, "\(photo)")
        #expect(at(22, 0) == [0, 0, 0], "above the 8-pt-tall photo")
    }

    @Test("WebP with alpha (lossless argb and lossy yuva420p, made by ffmpeg's libwebp) keeps its transparency")
    func webpAlpha() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 8×4: transparent left half; right half opaque blue on top, 50 % green below (premultiplied 0, 128, 0, 128).
        var px = [UInt8]()
        for y in 0..<4 {
            for x in 0..<8 { px += x < 4 ? [0, 0, 0, 0] : y < 2 ? [0, 0, 255, 255] : [0, 128, 0, 128] }
        }
        let source = dir.appendingPathComponent("source.png").path
        try px.withUnsafeBufferPointer {
            try PNGWriter.write(rgba: $0.baseAddress!, width: 8, height: 4, bytesPerRow: 32, to: source)
        }
        // The libwebp encoder of the ffmpeg CLI (an independent implementation) writes both WebP flavours.
        for (name, options) in [
            ("clear", ["-c:v", "libwebp", "-lossless", "1"]),
            ("soft", ["-c:v", "libwebp", "-quality", "100", "-pix_fmt", "yuva420p"]),
        ] {
            let r = try runTool(
                "ffmpeg", ["-v", "error", "-i", source] + options + [dir.appendingPathComponent("\(name).webp").path])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let probe = try runTool(
            "ffprobe",
            [
                "-v", "error", "-show_entries", "stream=pix_fmt", "-of", "csv=p=0",
                dir.appendingPathComponent("soft.webp").path,
            ])
        #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "yuva420p", "\(probe.stdout)")
        let scene = try writeScene(
            """
            scene(width: 16, height: 4, scale: 1, background: Color(red: 1, green: 0, blue: 0))
            HStack(spacing: 0) {
                Image("clear")
                Image("soft")
            }

            """, named: "webp.scene", in: dir)
        let out = dir.appendingPathComponent("still.png")
        let r = renderStill(scene.path, to: out.path)
        #expect(r.status == .ok, "\(r.stderr)")
        let image = try PNGReader.read(path: out.path)
        func at(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(image.pixels[(y * 16 + x) * 4 + $0]) } }
        // Lossless: exact (the half-green over red is 255·½ + 0, 128, 0 → 127 or 128 by rounding).
        #expect(at(1, 1) == [255, 0, 0], "transparent: the red background")
        #expect(at(5, 0) == [0, 0, 255])
        let half = at(6, 3)
        #expect(abs(half[0] - 127) <= 1 && abs(half[1] - 128) <= 1 && half[2] == 0, "\(half)")
        // Lossy: the alpha plane is lossless in WebP; colours within the codec's loss (±8 levels).
        #expect(at(9, 2) == [255, 0, 0], "transparent: the red background")
        for (x, y, want) in [(13, 0, [0, 0, 255]), (14, 3, [127, 128, 0])] {
            let got = at(x, y)
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 8 }, "(\(x), \(y)): \(got) vs \(want)")
        }
    }
}
