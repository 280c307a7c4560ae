// PNGWriterTests.swift: PNGWriter output, checked by PNGReader, by the ffmpeg CLI and by the file's chunks.
// Rule: PNG stores straight alpha; un-premultiply rounds to nearest, so premultiplied → PNG → premultiplied is
// exact for every valid pixel (proof in PNGWriter.swift). Status: complete.

import Encode
import Foundation
import TestSupport
import Testing

struct PNGWriterTests {
    static func write(_ pixels: [UInt8], width: Int, height: Int, to path: String) throws(EncodeError) {
        try pixels.withUnsafeBufferPointer { (p) throws(EncodeError) in
            try PNGWriter.write(rgba: p.baseAddress!, width: width, height: height, bytesPerRow: width * 4, to: path)
        }
    }

    @Test("opaque pixels round-trip exactly (seeded pseudo-random image, seed 0x5EED)")
    func opaqueRoundTrip() throws {
        let file = TemporaryFile("opaque.png")
        defer { file.remove() }
        let (w, h) = (97, 61)  // odd sizes: no row padding assumptions
        var state: UInt64 = 0x5EED
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        for i in pixels.indices where i % 4 != 3 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407  // PCG/Knuth LCG constants
            pixels[i] = UInt8(truncatingIfNeeded: state >> 56)
        }
        try Self.write(pixels, width: w, height: h, to: file.path)
        let image = try PNGReader.read(path: file.path)
        #expect(image.width == w && image.height == h)
        #expect(image.pixels == pixels)
    }

    @Test("every valid premultiplied pixel (c ≤ a) round-trips exactly")
    func premultipliedSweep() throws {
        let file = TemporaryFile("sweep.png")
        defer { file.remove() }
        // Pixel (c, a) = (c, c/2, a − c, a) for c ≤ a, else (a, 0, 0, a): all 33,152 (c ≤ a) pairs for red.
        var pixels = [UInt8](repeating: 0, count: 256 * 256 * 4)
        for a in 0..<256 {
            for c in 0..<256 {
                let r = min(c, a)
                let i = (a * 256 + c) * 4
                pixels[i] = UInt8(r)
                pixels[i + 1] = UInt8(r / 2)
                pixels[i + 2] = UInt8(a - r)
                pixels[i + 3] = UInt8(a)
            }
        }
        try Self.write(pixels, width: 256, height: 256, to: file.path)
        let image = try PNGReader.read(path: file.path)
        let mismatches = zip(image.pixels, pixels).filter { $0 != $1 }.count
        #expect(mismatches == 0)
    }

    /// Premultiplied (64, 32, 0, 128): straight = round(64·255/128) = round(127.5) = 128, round(63.75) = 64, 0.
    @Test("a half-alpha pixel is stored straight (128, 64, 0, 128) and read back premultiplied (64, 32, 0, 128)")
    func halfAlpha() throws {
        let file = TemporaryFile("half.png")
        defer { file.remove() }
        let pixels: [UInt8] = [64, 32, 0, 128, 0, 0, 0, 0, 255, 255, 255, 255, 10, 20, 30, 40]
        try Self.write(pixels, width: 2, height: 2, to: file.path)
        // Independent decoder: ffmpeg's PNG decoder, straight RGBA out.
        let stored = try CLI.run("ffmpeg", ["-v", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        // (10, 20, 30, 40) → round(10·255/40) = 64 (63.75), round(127.5) = 128, round(191.25) = 191.
        #expect(stored == [128, 64, 0, 128, 0, 0, 0, 0, 255, 255, 255, 255, 64, 128, 191, 40])
        #expect(try PNGReader.read(path: file.path).pixels == pixels)
    }

    @Test("the file is 8-bit RGBA with an sRGB chunk before IDAT")
    func chunks() throws {
        let file = TemporaryFile("chunks.png")
        defer { file.remove() }
        try Self.write(Frames.solid(width: 4, height: 4, 1, 2, 3), width: 4, height: 4, to: file.path)
        let bytes = file.bytes
        let types = try #require(PNGFixture.chunkTypes(bytes))
        let srgb = try #require(types.firstIndex(of: "sRGB"), "chunks: \(types)")
        let idat = try #require(types.firstIndex(of: "IDAT"), "chunks: \(types)")
        #expect(types.first == "IHDR" && srgb < idat)
        #expect(bytes[24] == 8 && bytes[25] == 6, "IHDR bit depth \(bytes[24]), colour type \(bytes[25])")
    }

    @Test("rows are read bytesPerRow apart (padding ignored)")
    func stride() throws {
        let file = TemporaryFile("stride.png")
        defer { file.remove() }
        let rows: [UInt8] = [1, 2, 3, 255, 9, 9, 9, 9, 4, 5, 6, 255, 9, 9, 9, 9]
        try rows.withUnsafeBufferPointer { (p) throws(EncodeError) in
            try PNGWriter.write(rgba: p.baseAddress!, width: 1, height: 2, bytesPerRow: 8, to: file.path)
        }
        #expect(try PNGReader.read(path: file.path).pixels == [1, 2, 3, 255, 4, 5, 6, 255])
    }

    @Test("an unwritable path is .io and leaves no file")
    func unwritable() throws {
        let path = "/nonexistent-\(UUID().uuidString)/x.png"
        let error = #expect(throws: EncodeError.self) {
            try Self.write([0, 0, 0, 255], width: 1, height: 1, to: path)
        }
        guard case .io? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
    }
}
