// PNGReaderTests.swift: every PNG colour type and bit depth → premultiplied RGBA8; damaged files → .invalidInput.
// Rule: PNG spec §11.2.2 (sample depths), §13.12 (low bit depths scale by 255/(2ⁿ−1)); 16-bit files are read as
// sRGB-encoded; premultiplication rounds to nearest. Fixtures come from PNGFixture (not libpng). Status: complete.

import Encode
import Foundation
import TestSupport
import Testing

struct PNGReaderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let png: [UInt8]
        let width: Int
        let expected: [UInt8]  // premultiplied RGBA8, one row
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "grey 1-bit",
            png: PNGFixture.make(width: 8, height: 1, bitDepth: 1, colourType: .grey, rows: [[0b1011_0000]]),
            width: 8, expected: [255, 0, 255, 255, 0, 0, 0, 0].flatMap { [$0, $0, $0, 255] }),
        Case(
            name: "grey 2-bit",
            png: PNGFixture.make(width: 4, height: 1, bitDepth: 2, colourType: .grey, rows: [[0b0001_1011]]),
            width: 4, expected: [0, 85, 170, 255].flatMap { [$0, $0, $0, 255] }),
        Case(
            name: "grey 4-bit",
            png: PNGFixture.make(width: 2, height: 1, bitDepth: 4, colourType: .grey, rows: [[0x5F]]),
            width: 2, expected: [85, 255].flatMap { [$0, $0, $0, 255] }),
        Case(
            name: "grey 8-bit",
            png: PNGFixture.make(width: 2, height: 1, bitDepth: 8, colourType: .grey, rows: [[7, 200]]),
            width: 2, expected: [7, 200].flatMap { [$0, $0, $0, 255] }),
        Case(
            name: "grey 16-bit (multiples of 257 are exact in 8 bits)",
            png: PNGFixture.make(
                width: 2, height: 1, bitDepth: 16, colourType: .grey,
                rows: [PNGFixture.be16(0x3333) + PNGFixture.be16(0xCCCC)]),
            width: 2, expected: [51, 204].flatMap { [$0, $0, $0, 255] }),
        Case(
            name: "RGB 8-bit",
            png: PNGFixture.make(width: 1, height: 1, bitDepth: 8, colourType: .rgb, rows: [[10, 20, 30]]),
            width: 1, expected: [10, 20, 30, 255]),
        Case(
            name: "RGB 16-bit",
            png: PNGFixture.make(
                width: 1, height: 1, bitDepth: 16, colourType: .rgb,
                rows: [[0x0A0A, 0x1414, 0x1E1E].flatMap { PNGFixture.be16($0) }]),
            width: 1, expected: [10, 20, 30, 255]),
        // Palette entry 0 (200, 100, 50) with tRNS alpha 128 → round(200·128/255) = 100, 50.2 → 50, 25.1 → 25.
        Case(
            name: "palette 8-bit with tRNS",
            png: PNGFixture.make(
                width: 2, height: 1, bitDepth: 8, colourType: .palette, rows: [[0, 1]],
                extraChunks: [("PLTE", [200, 100, 50, 1, 2, 3]), ("tRNS", [128])]),
            width: 2, expected: [100, 50, 25, 128, 1, 2, 3, 255]),
        Case(
            name: "palette 2-bit",
            png: PNGFixture.make(
                width: 3, height: 1, bitDepth: 2, colourType: .palette, rows: [[0b1001_0000]],
                extraChunks: [("PLTE", [9, 8, 7, 1, 2, 3, 40, 50, 60])]),
            width: 3, expected: [40, 50, 60, 255, 1, 2, 3, 255, 9, 8, 7, 255]),
        // (100, α 51) → round(100·51/255) = 20.
        Case(
            name: "grey+alpha 8-bit",
            png: PNGFixture.make(width: 1, height: 1, bitDepth: 8, colourType: .greyAlpha, rows: [[100, 51]]),
            width: 1, expected: [20, 20, 20, 51]),
        // (255, 128, 0, α 128) → (128, round(64.25) = 64, 0); α 0 → all zero.
        Case(
            name: "RGBA 8-bit",
            png: PNGFixture.make(
                width: 2, height: 1, bitDepth: 8, colourType: .rgba, rows: [[255, 128, 0, 128, 200, 100, 0, 0]]),
            width: 2, expected: [128, 64, 0, 128, 0, 0, 0, 0]),
        Case(
            name: "RGBA 16-bit",
            png: PNGFixture.make(
                width: 1, height: 1, bitDepth: 16, colourType: .rgba,
                rows: [[0xFFFF, 0x8080, 0x0000, 0xFFFF].flatMap { PNGFixture.be16($0) }]),
            width: 1, expected: [255, 128, 0, 255]),
    ]

    @Test("every colour type and bit depth reads as premultiplied RGBA8", arguments: cases)
    func colourTypes(_ c: Case) throws {
        let file = TemporaryFile("fixture.png")
        defer { file.remove() }
        try file.write(c.png)
        let image = try PNGReader.read(path: file.path)
        #expect(image.width == c.width && image.height == 1)
        #expect(image.pixels == c.expected)
    }

    /// Raw RGBA in, PNG out through ffmpeg's own encoder (deflate-compressed, no libpng): straight
    /// (0x33, 0x66, 0x99, 128) premultiplies to (round(25.6), round(51.2), round(76.8)) = (26, 51, 77).
    @Test("a deflate-compressed RGBA PNG written by the ffmpeg CLI reads back premultiplied")
    func ffmpegPNG() throws {
        let raw = TemporaryFile("pixels.rgba")
        let file = TemporaryFile("ffmpeg.png")
        defer {
            raw.remove()
            file.remove()
        }
        try raw.write((0..<16 * 8).flatMap { _ in [0x33, 0x66, 0x99, 128] as [UInt8] })
        _ = try CLI.run(
            "ffmpeg",
            [
                "-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "16x8", "-i", raw.path, "-frames:v", "1",
                "-pix_fmt", "rgba", "-y", file.path,
            ])
        let image = try PNGReader.read(path: file.path)
        #expect(image.width == 16 && image.height == 8)
        #expect(image.pixels == (0..<16 * 8).flatMap { _ in [26, 51, 77, 128] as [UInt8] })
    }

    static let valid = PNGFixture.make(
        width: 16, height: 16, bitDepth: 8, colourType: .rgb, rows: Array(repeating: Array(0..<48), count: 16))

    /// IHDR with a bad CRC: the last CRC byte of IHDR (offset 8 + 4 + 4 + 13 + 3) flipped.
    static var badCRC: [UInt8] {
        var png = valid
        png[32] ^= 0xFF
        return png
    }

    /// 1,000,000 × 1,000,000 (libpng's default user limit, so libpng itself accepts the header).
    static let huge =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] as [UInt8]
        + PNGFixture.chunk("IHDR", PNGFixture.be32(1_000_000) + PNGFixture.be32(1_000_000) + [8, 6, 0, 0, 0])
        + PNGFixture.chunk("IEND", [])

    /// Damaged inputs by name (the bytes are built lazily so test output stays short).
    static let damagedFiles: [String: [UInt8]] = [
        "empty": [],
        "text": Array("not a png at all".utf8),
        "signature only": Array(valid.prefix(8)),
        "truncated in IHDR": Array(valid.prefix(20)),
        "truncated in IDAT": Array(valid.prefix(valid.count / 2)),
        "IDAT without its CRC": Array(valid.prefix(valid.count - 12 - 4)),
        "bad IHDR CRC": badCRC,
        "too few rows": PNGFixture.make(width: 4, height: 4, bitDepth: 8, colourType: .grey, rows: [[1, 2, 3, 4]]),
        "1e6 × 1e6 header": huge,
    ]

    @Test("damaged files throw .invalidInput", arguments: damagedFiles.keys.sorted())
    func damaged(name: String) throws {
        let file = TemporaryFile("damaged.png")
        defer { file.remove() }
        try file.write(try #require(Self.damagedFiles[name]))
        let error = #expect(throws: EncodeError.self) { try PNGReader.read(path: file.path) }
        guard case .invalidInput? = error else {
            Issue.record("\(name): expected .invalidInput, got \(String(describing: error))")
            return
        }
    }

    /// libpng's simplified reader stops after the image data, so a lost IEND alone loses nothing.
    @Test("a file missing only IEND still reads")
    func missingIEND() throws {
        let file = TemporaryFile("noiend.png")
        defer { file.remove() }
        try file.write(Array(Self.valid.prefix(Self.valid.count - 12)))
        let image = try PNGReader.read(path: file.path)
        #expect(image.width == 16 && image.pixels.prefix(8) == [0, 1, 2, 255, 3, 4, 5, 255])
    }

    @Test("200 seeded single-byte corruptions never crash (seed 0xC0FFEE)")
    func corruptionSweep() throws {
        let file = TemporaryFile("fuzz.png")
        defer { file.remove() }
        var state: UInt64 = 0xC0FFEE
        for _ in 0..<200 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var png = Self.valid
            let at = Int(state >> 33) % png.count
            png[at] ^= UInt8(truncatingIfNeeded: state >> 13) | 1
            try file.write(png)
            do {
                let image = try PNGReader.read(path: file.path)
                #expect(image.pixels.count == image.width * image.height * 4)
            } catch {
                guard case .invalidInput = error else {
                    Issue.record("byte \(at): \(error)")
                    continue
                }
            }
        }
    }

    @Test("a missing file is .io")
    func missing() {
        let error = #expect(throws: EncodeError.self) {
            try PNGReader.read(path: "/nonexistent-\(UUID().uuidString).png")
        }
        guard case .io? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
    }
}
