// PNGCompressionTests.swift: every zlib level and filter rule writes a PNG that decodes to the same pixels (PNGReader
// and the ffmpeg CLI), and the levels trade size as zlib says: 0 is stored, 9 is no larger than 1.
// Rule: PNGCompression.swift; PNG spec (W3C, 3rd ed.) §9–10. Status: complete.

import Encode
import Foundation
import TestSupport
import Testing

struct PNGCompressionTests {
    /// 120×80 premultiplied pixels: a gradient (what filters help), flat areas and a translucent seeded band.
    static let (width, height) = (120, 80)
    static let pixels: [UInt8] = {
        var state: UInt64 = 0x5EED
        var p = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if y < 30 {
                    (p[i], p[i + 1], p[i + 2], p[i + 3]) = (UInt8(x * 2), UInt8(y * 8), 200, 255)
                } else if y < 50 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let a = UInt8(truncatingIfNeeded: state >> 56)
                    let c = UInt8(truncatingIfNeeded: state >> 48) % (a == 0 ? 1 : a)
                    (p[i], p[i + 1], p[i + 2], p[i + 3]) = (c, c / 2, a - c, a)
                } else {
                    (p[i], p[i + 1], p[i + 2], p[i + 3]) = (20, 30, 40, 255)
                }
            }
        }
        return p
    }()

    static func written(_ compression: PNGCompression) throws -> (file: TemporaryFile, size: Int) {
        let file = TemporaryFile("level\(compression.level)-\(compression.filter)-\(compression.runLength).png")
        try pixels.withUnsafeBufferPointer { p in
            try PNGWriter.write(
                rgba: p.baseAddress!, width: width, height: height, bytesPerRow: width * 4, to: file.path,
                compression: compression)
        }
        let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as! Int
        return (file, size)
    }

    @Test("levels 0–9 with each filter rule decode to the written pixels", arguments: [
        PNGCompression.Filter.none, .sub, .up, .adaptive,
    ])
    func everyLevelRoundTrips(filter: PNGCompression.Filter) throws {
        for level in 0...9 {
            for runLength in [false, true] {
                let (file, _) = try Self.written(PNGCompression(level: level, filter: filter, runLength: runLength))
                defer { file.remove() }
                #expect(try PNGReader.read(path: file.path).pixels == Self.pixels, "level \(level) \(filter)")
            }
        }
    }

    @Test("the ffmpeg CLI decodes the fast and the still default to the same straight RGBA bytes")
    func ffmpegAgrees() throws {
        let fast = try Self.written(.sequence)
        let still = try Self.written(.still)
        defer {
            fast.file.remove()
            still.file.remove()
        }
        func decoded(_ path: String) throws -> Data {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
            let pipe = Pipe()
            p.standardOutput = pipe
            try p.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            return data
        }
        let a = try decoded(fast.file.path)
        #expect(a.count == Self.width * Self.height * 4)
        #expect(a == (try decoded(still.file.path)))
    }

    @Test("level 0 stores (file ≥ the raw rows), 9 is smaller than 1, adaptive filters shrink the gradient")
    func sizesFollowTheLevel() throws {
        let stored = try Self.written(PNGCompression(level: 0))
        let fast = try Self.written(PNGCompression(level: 1))
        let best = try Self.written(PNGCompression(level: 9))
        let fastest = try Self.written(.sequence)
        defer { fastest.file.remove() }
        #expect(fastest.size < stored.size / 2)
        let unfiltered9 = try Self.written(PNGCompression(level: 9, filter: .none))
        defer { [stored, fast, best, unfiltered9].forEach { $0.file.remove() } }
        #expect(stored.size >= Self.width * Self.height * 4 + Self.height)
        #expect(best.size < fast.size)
        #expect(best.size < unfiltered9.size)
        #expect(PNGCompression(level: 1) == .sequence && PNGCompression(level: 6) == .still)
        #expect(PNGCompression(level: 3).filter == .up && PNGCompression(level: 4).filter == .adaptive)
    }
}
