// VideoFormatTests.swift: HEVC, FFV1, ProRes 4444 and VP9 files checked with ffprobe/ffmpeg as the oracle.
// Rule: issue #19's acceptance list — codec_name, profile, pix_fmt, frame count, duration, tags; lossless decodes
// equal the input exactly, lossy ones have PSNR ≥ 40 dB; alpha of a transparent corner and a 50%-opacity marker.
// Alpha is decoded with `-c:v libvpx-vp9` for VP9 (FFmpeg's native vp9 decoder drops the alpha plane).
// Status: complete for the codecs above.

import Encode
import Foundation
import TestSupport
import Testing

struct VideoFormatTests {
    static let (w, h) = (64, 48)

    /// `ffmpeg [-c:v decoder] -i path -f rawvideo -pix_fmt rgba -`.
    static func decodeRGBA(_ path: String, decoder: String? = nil) throws -> [UInt8] {
        var arguments = ["-v", "error"]
        if let decoder { arguments += ["-c:v", decoder] }
        return try CLI.run("ffmpeg", arguments + ["-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
    }

    /// PSNR in dB over the RGB channels of two RGBA buffers (alpha ignored).
    static func psnrRGB(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var sum = 0.0
        var n = 0
        for i in 0..<min(a.count, b.count) where i % 4 != 3 {
            let d = Double(a[i]) - Double(b[i])
            sum += d * d
            n += 1
        }
        return sum == 0 ? .infinity : 10 * log10(255 * 255 / (sum / Double(n)))
    }

    /// Premultiplied RGBA: an opaque gradient, a fully transparent 8×8 top-left corner and an 8×8 marker of
    /// (200, 30, 90) at 50% opacity (premultiplied (100, 15, 45, 128)) at (32, 24).
    static func translucent(index: Int) -> [UInt8] {
        var pixels = Frames.gradient(width: w, height: h, index: index)
        for y in 0..<8 {
            for x in 0..<8 {
                let corner = (y * w + x) * 4
                pixels[corner..<corner + 4] = [0, 0, 0, 0]
                let marker = ((24 + y) * w + 32 + x) * 4
                pixels[marker..<marker + 4] = [100, 15, 45, 128]
            }
        }
        return pixels
    }

    static func encode(_ path: String, format: String, settings: VideoSettings, count: Int, alpha: Bool = false) throws
        -> [UInt8]
    {
        var all = [UInt8]()
        try Frames.encode(to: path, format: format, settings: settings, count: count) {
            let frame = alpha ? translucent(index: $0) : Frames.gradient(width: w, height: h, index: $0)
            all += frame
            return frame
        }
        return all
    }

    static func expectBT709(_ stream: [String: Any]) {
        #expect(stream["color_space"] as? String == "bt709")
        #expect(stream["color_transfer"] as? String == "bt709")
        #expect(stream["color_primaries"] as? String == "bt709")
        #expect(stream["color_range"] as? String == "tv")
    }

    static func duration(_ format: [String: Any]) -> Double { Double(format["duration"] as? String ?? "") ?? -1 }

    @Test("HEVC in MP4: libx265, hvc1, yuv420p, BT.709, 24 frames, 1.000 s, PSNR ≥ 40 dB")
    func hevc() throws {
        let file = TemporaryFile("clip-hevc.mp4")
        defer { file.remove() }
        let settings = VideoSettings(
            width: Self.w, height: Self.h, frameRateNumerator: 24, preset: "ultrafast", codec: .hevc)
        let source = try Self.encode(file.path, format: "mp4", settings: settings, count: 24)
        let (stream, format) = try CLI.probe(file.path)
        #expect(stream["codec_name"] as? String == "hevc")
        #expect(stream["codec_tag_string"] as? String == "hvc1")
        #expect(stream["profile"] as? String == "Main")
        #expect(stream["pix_fmt"] as? String == "yuv420p")
        #expect(stream["nb_read_frames"] as? String == "24")
        #expect(abs(Self.duration(format) - 1.0) <= 0.001, "duration \(Self.duration(format))")
        Self.expectBT709(stream)
        #expect(stream["chroma_location"] as? String == "center")
        let decoded = try Self.decodeRGBA(file.path)
        #expect(decoded.count == source.count)
        let psnr = Self.psnrRGB(decoded, source)
        #expect(psnr >= 40, "PSNR \(psnr) dB")
    }

    @Test("FFV1 in Matroska: bgr0, 12 frames, 0.500 s, decoded RGBA equals the input exactly")
    func ffv1() throws {
        let file = TemporaryFile("clip-ffv1.mkv")
        defer { file.remove() }
        let settings = VideoSettings(width: Self.w, height: Self.h, frameRateNumerator: 24, codec: .ffv1)
        let source = try Self.encode(file.path, format: "matroska", settings: settings, count: 12)
        let (stream, format) = try CLI.probe(file.path)
        #expect(stream["codec_name"] as? String == "ffv1")
        #expect(stream["pix_fmt"] as? String == "bgr0")
        #expect(stream["nb_read_frames"] as? String == "12")
        #expect(abs(Self.duration(format) - 0.5) <= 0.001, "duration \(Self.duration(format))")
        #expect(try Self.decodeRGBA(file.path) == source)
    }

    @Test("FFV1 with alpha: bgra, straight alpha decodes to the input exactly where opaque, 0/128 alpha kept")
    func ffv1Alpha() throws {
        let file = TemporaryFile("clip-ffv1a.mkv")
        defer { file.remove() }
        let settings = VideoSettings(
            width: Self.w, height: Self.h, frameRateNumerator: 24, codec: .ffv1, alpha: true)
        let source = try Self.encode(file.path, format: "matroska", settings: settings, count: 2, alpha: true)
        let (stream, _) = try CLI.probe(file.path)
        #expect(stream["pix_fmt"] as? String == "bgra")
        let decoded = try Self.decodeRGBA(file.path)
        #expect(decoded.count == source.count)
        let marker = ((24 + 3) * Self.w + 35) * 4
        #expect(Array(decoded[marker..<marker + 4]) == [199, 30, 90, 128])  // straight: round(255·100/128) = 199
        #expect(decoded[3] == 0)
        let opaque = ((40 * Self.w) + 60) * 4
        #expect(Array(decoded[opaque..<opaque + 4]) == Array(source[opaque..<opaque + 4]))
    }

    @Test("ProRes 4444 in MOV: prores_ks, profile 4444, yuva444p10le, ap4h, BT.709; alpha 0 and 128 decode back")
    func prores4444() throws {
        let file = TemporaryFile("clip-prores.mov")
        defer { file.remove() }
        let settings = VideoSettings(
            width: Self.w, height: Self.h, frameRateNumerator: 24, codec: .prores, alpha: true)
        let source = try Self.encode(file.path, format: "mov", settings: settings, count: 12, alpha: true)
        let (stream, format) = try CLI.probe(file.path)
        #expect(stream["codec_name"] as? String == "prores")
        #expect(stream["profile"] as? String == "4444")
        #expect(stream["codec_tag_string"] as? String == "ap4h")
        // Written as yuva444p10le; FFmpeg's prores decoder (prores_dec) reports 4444 streams as 12-bit.
        #expect(stream["pix_fmt"] as? String == "yuva444p12le")
        #expect(stream["chroma_location"] == nil, "4:4:4 has no siting to tag: \(stream["chroma_location"] ?? "")")
        #expect(stream["nb_read_frames"] as? String == "12")
        #expect(abs(Self.duration(format) - 0.5) <= 0.001, "duration \(Self.duration(format))")
        Self.expectBT709(stream)
        let decoded = try Self.decodeRGBA(file.path)
        #expect(decoded.count == source.count)
        #expect(decoded[3] == 0, "corner alpha \(decoded[3])")
        let marker = ((24 + 3) * Self.w + 35) * 4
        #expect(abs(Int(decoded[marker + 3]) - 128) <= 1, "marker alpha \(decoded[marker + 3])")
        #expect(abs(Int(decoded[marker]) - 200) <= 2, "marker red (straight) \(decoded[marker])")
        // Opaque pixels: PSNR over a region away from the corner and marker.
        let opaque = (40 * Self.w * 4)..<(Self.h * Self.w * 4)
        let psnr = Self.psnrRGB(Array(decoded[opaque]), Array(source[opaque]))
        #expect(psnr >= 40, "PSNR \(psnr) dB")
    }

    @Test("ProRes profile option: hq writes yuv422p10le, profile HQ")
    func proresHQ() throws {
        let file = TemporaryFile("clip-hq.mov")
        defer { file.remove() }
        let settings = VideoSettings(
            width: Self.w, height: Self.h, frameRateNumerator: 24, codec: .prores, proresProfile: "hq")
        _ = try Self.encode(file.path, format: "mov", settings: settings, count: 2)
        let (stream, _) = try CLI.probe(file.path)
        #expect(stream["profile"] as? String == "HQ")
        #expect(stream["pix_fmt"] as? String == "yuv422p10le")
        #expect(stream["codec_tag_string"] as? String == "apch")
    }

    @Test("VP9 in WebM with alpha: alpha_mode 1, BT.709, 12 frames; libvpx decodes alpha 0 and 128, PSNR ≥ 40 dB")
    func vp9Alpha() throws {
        let file = TemporaryFile("clip-vp9.webm")
        defer { file.remove() }
        let settings = VideoSettings(
            width: Self.w, height: Self.h, frameRateNumerator: 24, crf: 15, codec: .vp9, alpha: true)
        let source = try Self.encode(file.path, format: "webm", settings: settings, count: 12, alpha: true)
        let (stream, format) = try CLI.probe(file.path)
        #expect(stream["codec_name"] as? String == "vp9")
        // Matroska's AlphaMode element; ffprobe shows it as the tag ALPHA_MODE.
        let tags = (stream["tags"] as? [String: Any]) ?? [:]
        #expect(tags.first { $0.key.lowercased() == "alpha_mode" }?.value as? String == "1", "\(tags)")
        #expect(stream["pix_fmt"] as? String == "yuv420p")  // the native decoder's view; alpha is a side channel
        #expect(stream["nb_read_frames"] as? String == "12")
        #expect(abs(Self.duration(format) - 0.5) <= 0.001, "duration \(Self.duration(format))")
        Self.expectBT709(stream)
        #expect(stream["chroma_location"] as? String == "center")
        let decoded = try Self.decodeRGBA(file.path, decoder: "libvpx-vp9")
        #expect(decoded.count == source.count)
        #expect(decoded[3] <= 2, "corner alpha \(decoded[3])")
        let marker = ((24 + 3) * Self.w + 35) * 4
        #expect(abs(Int(decoded[marker + 3]) - 128) <= 3, "marker alpha \(decoded[marker + 3])")
        let opaque = (40 * Self.w * 4)..<(Self.h * Self.w * 4)
        let psnr = Self.psnrRGB(Array(decoded[opaque]), Array(source[opaque]))
        #expect(psnr >= 40, "PSNR \(psnr) dB")
    }

    @Test("alpha on a codec that cannot store it is .unsupported before any file exists")
    func alphaUnsupported() throws {
        let file = TemporaryFile("alpha.mp4")
        defer { file.remove() }
        let settings = VideoSettings(width: 64, height: 48, frameRateNumerator: 24, codec: .h264, alpha: true)
        #expect(throws: EncodeError.self) { try VideoEncoder(path: file.path, settings: settings) }
        #expect(!file.exists)
    }
}
