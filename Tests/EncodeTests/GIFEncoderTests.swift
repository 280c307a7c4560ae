// GIFEncoderTests.swift: animated GIFs through libavfilter's palettegen/paletteuse, checked with ffprobe/ffmpeg.
// Rule: GIF89a's NETSCAPE2.0 application extension holds the loop count (0 = forever); one global palette for
// the clip; alpha < 128 becomes the transparent index. Status: complete.

import Encode
import Foundation
import TestSupport
import Testing

struct GIFEncoderTests {
    static func encode(_ path: String, count: Int, plays: Int = 0, dither: String = "sierra2_4a") throws -> [UInt8] {
        let encoder = try GIFEncoder(
            path: path, width: VideoFormatTests.w, height: VideoFormatTests.h, frameRateNumerator: 25, plays: plays,
            dither: dither)
        var all = [UInt8]()
        for i in 0..<count {
            let frame = VideoFormatTests.translucent(index: i)
            all += frame
            try frame.withUnsafeBufferPointer {
                try encoder.send(rgba: $0.baseAddress!, bytesPerRow: VideoFormatTests.w * 4)
            }
        }
        try encoder.finish()
        #expect(encoder.framesWritten == count)
        return all
    }

    /// The NETSCAPE2.0 loop count, nil when there is no such extension (plays once).
    static func loopCount(_ path: String) throws -> Int? {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let tag = Array("NETSCAPE2.0".utf8)
        guard let at = bytes.indices.dropLast(16).first(where: { Array(bytes[$0..<$0 + tag.count]) == tag }) else {
            return nil
        }
        return Int(bytes[at + 13]) | Int(bytes[at + 14]) << 8
    }

    @Test("GIF: 10 frames at 25 fps, 0.4 s, loops forever; transparent corner, opaque pixels PSNR ≥ 30 dB")
    func gif() throws {
        let file = TemporaryFile("clip.gif")
        defer { file.remove() }
        let source = try Self.encode(file.path, count: 10)
        let (stream, format) = try CLI.probe(file.path)
        #expect(stream["codec_name"] as? String == "gif")
        #expect(stream["nb_read_frames"] as? String == "10")
        let duration = Double(format["duration"] as? String ?? "") ?? -1
        #expect(abs(duration - 0.4) <= 0.001, "duration \(duration)")
        #expect(try Self.loopCount(file.path) == 0)
        let decoded = try VideoFormatTests.decodeRGBA(file.path)
        #expect(decoded.count == source.count)
        #expect(decoded[3] == 0, "corner alpha \(decoded[3])")
        let opaque = (40 * VideoFormatTests.w * 4)..<(VideoFormatTests.h * VideoFormatTests.w * 4)
        #expect(decoded[opaque.lowerBound + 3] == 255)
        let psnr = VideoFormatTests.psnrRGB(Array(decoded[opaque]), Array(source[opaque]))
        #expect(psnr >= 30, "PSNR \(psnr) dB")
    }

    @Test("plays 3 → NETSCAPE loop 2 (repeats); plays 1 → no loop extension; dither none is accepted")
    func loops() throws {
        let file = TemporaryFile("loop.gif")
        defer { file.remove() }
        _ = try Self.encode(file.path, count: 2, plays: 3)
        #expect(try Self.loopCount(file.path) == 2)
        _ = try Self.encode(file.path, count: 2, plays: 1, dither: "none")
        #expect(try Self.loopCount(file.path) == nil)
        #expect(throws: EncodeError.self) {
            try GIFEncoder(path: file.path, width: 8, height: 8, frameRateNumerator: 25, dither: "nope")
        }
    }

    /// A smooth 256×64 gradient (R = x, G = 4y, B = 128: 16,384 colours, far beyond one palette).
    static func gradient() -> [UInt8] {
        var p = [UInt8](repeating: 255, count: 256 * 64 * 4)
        for y in 0..<64 {
            for x in 0..<256 { p[(y * 256 + x) * 4..<(y * 256 + x) * 4 + 3] = [UInt8(x), UInt8(4 * y), 128] }
        }
        return p
    }

    /// Encodes `frames` (straight = premultiplied: all opaque) with or without a palette made first.
    static func gif(_ path: String, _ frames: [[UInt8]], width: Int, height: Int, dither: String, twoPass: Bool) throws
    {
        let palette = twoPass ? try GIFPalette(width: width, height: height, frameRateNumerator: 25) : nil
        if let palette {
            for f in frames {
                try f.withUnsafeBufferPointer { try palette.add(rgba: $0.baseAddress!, bytesPerRow: width * 4) }
            }
        }
        let encoder = try GIFEncoder(
            path: path, width: width, height: height, frameRateNumerator: 25, dither: dither, palette: palette)
        for f in frames {
            try f.withUnsafeBufferPointer { try encoder.send(rgba: $0.baseAddress!, bytesPerRow: width * 4) }
        }
        try encoder.finish()
    }

    @Test("two-pass GIF (palette first, frames streamed) is byte-identical to the one-pass GIF of the same frames")
    func twoPassEqualsOnePass() throws {
        let (one, two) = (TemporaryFile("one.gif"), TemporaryFile("two.gif"))
        defer {
            one.remove()
            two.remove()
        }
        let frames = (0..<10).map { VideoFormatTests.translucent(index: $0) }
        let (w, h) = (VideoFormatTests.w, VideoFormatTests.h)
        try Self.gif(one.path, frames, width: w, height: h, dither: "sierra2_4a", twoPass: false)
        try Self.gif(two.path, frames, width: w, height: h, dither: "sierra2_4a", twoPass: true)
        let (a, b) = (
            try Data(contentsOf: URL(fileURLWithPath: one.path)), try Data(contentsOf: URL(fileURLWithPath: two.path))
        )
        #expect(a.count > 1000)
        #expect(a == b)
    }

    /// Banding on a gradient: the mean length of runs of identical pixels along rows (a band's width) and the error
    /// of 8×8 block means against the source (what the eye averages), for one dither.
    static func banding(dither: String) throws -> (run: Double, blockError: Double) {
        let file = TemporaryFile("band-\(dither).gif")
        defer { file.remove() }
        let source = gradient()
        try gif(file.path, [source], width: 256, height: 64, dither: dither, twoPass: true)
        let d = try VideoFormatTests.decodeRGBA(file.path)
        #expect(d.count == source.count)
        var runs = 0
        for y in 0..<64 {
            for x in 0..<256
            where x == 0
                || d[(y * 256 + x) * 4..<(y * 256 + x) * 4 + 3] != d[(y * 256 + x - 1) * 4..<(y * 256 + x - 1) * 4 + 3]
            {
                runs += 1
            }
        }
        var error = 0.0
        for by in 0..<8 {
            for bx in 0..<32 {
                for c in 0..<3 {
                    var (s, t) = (0, 0)
                    for y in by * 8..<by * 8 + 8 {
                        for x in bx * 8..<bx * 8 + 8 {
                            s += Int(source[(y * 256 + x) * 4 + c])
                            t += Int(d[(y * 256 + x) * 4 + c])
                        }
                    }
                    error += abs(Double(s - t)) / 64
                }
            }
        }
        return (Double(64 * 256) / Double(runs), error / Double(8 * 32 * 3))
    }

    @Test(
        "banding on a 16,384-colour gradient: dithering shortens bands and brings 8×8 block means closer to the source")
    func banding() throws {
        let none = try Self.banding(dither: "none")
        let sierra = try Self.banding(dither: "sierra2_4a")
        let bayer = try Self.banding(dither: "bayer")
        print(
            "GIF banding: none run \(none.run) px, block error \(none.blockError); sierra2_4a \(sierra.run), \(sierra.blockError); bayer \(bayer.run), \(bayer.blockError)"
        )
        #expect(none.run > 2 * sierra.run, "\(none) vs \(sierra)")
        #expect(none.run > 2 * bayer.run, "\(none) vs \(bayer)")
        #expect(sierra.blockError < none.blockError, "\(none) vs \(sierra)")
        #expect(sierra.blockError < 1.5, "\(sierra)")
    }
}
