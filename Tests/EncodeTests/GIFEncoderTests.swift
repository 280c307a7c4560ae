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
}
