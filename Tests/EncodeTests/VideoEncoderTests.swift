// VideoEncoderTests.swift: H.264 files checked with ffprobe/ffmpeg as the independent oracle.
// Rule: the ffprobe fields are the brief's acceptance list; colour numbers are BT.709 limited range
// (ITU-R BT.709-6 Table 3: Y = 16 + 219·(0.2126 R + 0.7152 G + 0.0722 B), …). Status: complete.

import Encode
import Foundation
import TestSupport
import Testing

struct VideoEncoderTests {
    @Test("72 frames 800×450 at 24 fps: ffprobe reports h264 yuv420p bt709/tv, 72 frames, 3.000 s")
    func ffprobeFields() throws {
        let file = TemporaryFile("clip.mp4")
        defer { file.remove() }
        let settings = VideoSettings(width: 800, height: 450, frameRateNumerator: 24)
        let written = try Frames.encode(to: file.path, settings: settings, count: 72) {
            Frames.gradient(width: 800, height: 450, index: $0)
        }
        #expect(written == 72)

        let (stream, format) = try CLI.probe(file.path)
        #expect(stream["codec_name"] as? String == "h264")
        #expect(stream["width"] as? Int == 800)
        #expect(stream["height"] as? Int == 450)
        #expect(stream["pix_fmt"] as? String == "yuv420p")
        #expect(stream["color_space"] as? String == "bt709")
        #expect(stream["color_transfer"] as? String == "bt709")
        #expect(stream["color_primaries"] as? String == "bt709")
        #expect(stream["color_range"] as? String == "tv")
        #expect(stream["chroma_location"] as? String == "center")  // untagged H.264 4:2:0 reads as "left"
        #expect(stream["nb_read_frames"] as? String == "72")
        #expect(stream["r_frame_rate"] as? String == "24/1")
        #expect(stream["avg_frame_rate"] as? String == "24/1")
        #expect(stream["sample_aspect_ratio"] as? String == "1:1")
        let duration = try #require(Double(format["duration"] as? String ?? ""))
        #expect(abs(duration - 3.0) <= 0.001, "format duration \(duration) s; 72 frames / 24 fps = 3 s")
        #expect((format["format_name"] as? String)?.contains("mp4") == true)
    }

    @Test("colour tags and the centre chroma siting are in the H.264 VUI itself, not only in the container's colr box")
    func vuiTags() throws {
        let file = TemporaryFile("vui.mp4")
        let raw = TemporaryFile("vui.h264")
        defer {
            file.remove()
            raw.remove()
        }
        let settings = VideoSettings(width: 64, height: 36, frameRateNumerator: 24, preset: "ultrafast")
        try Frames.encode(to: file.path, settings: settings, count: 2) {
            Frames.gradient(width: 64, height: 36, index: $0)
        }
        _ = try CLI.run("ffmpeg", ["-v", "error", "-i", file.path, "-c", "copy", "-f", "h264", "-y", raw.path])
        let (stream, _) = try CLI.probe(raw.path)  // a raw Annex B stream: tags can only come from the SPS VUI
        #expect(stream["color_space"] as? String == "bt709")
        #expect(stream["color_transfer"] as? String == "bt709")
        #expect(stream["color_primaries"] as? String == "bt709")
        #expect(stream["color_range"] as? String == "tv")
        #expect(stream["chroma_location"] as? String == "center")
    }

    @Test("30000/1001 fps: r_frame_rate is the exact rational, 90 frames, 90·1001/30000 s")
    func ntscRate() throws {
        let file = TemporaryFile("ntsc.mp4")
        defer { file.remove() }
        let settings = VideoSettings(
            width: 320, height: 180, frameRateNumerator: 30000, frameRateDenominator: 1001, preset: "veryfast")
        try Frames.encode(to: file.path, settings: settings, count: 90) {
            Frames.gradient(width: 320, height: 180, index: $0)
        }
        let (stream, format) = try CLI.probe(file.path)
        #expect(stream["r_frame_rate"] as? String == "30000/1001")
        #expect(stream["avg_frame_rate"] as? String == "30000/1001")
        #expect(stream["nb_read_frames"] as? String == "90")
        let duration = try #require(Double(format["duration"] as? String ?? ""))
        #expect(abs(duration - 90.0 * 1001 / 30000) <= 0.001, "format duration \(duration) s; expected 3.003 s")
    }

    @Test("faststart: the moov box precedes mdat at the top level")
    func faststart() throws {
        let file = TemporaryFile("faststart.mp4")
        defer { file.remove() }
        let settings = VideoSettings(width: 64, height: 36, frameRateNumerator: 24, preset: "veryfast")
        try Frames.encode(to: file.path, settings: settings, count: 24) {
            Frames.gradient(width: 64, height: 36, index: $0)
        }
        let boxes = topLevelBoxes(file.bytes)
        let moov = try #require(boxes.firstIndex(of: "moov"), "boxes: \(boxes)")
        let mdat = try #require(boxes.firstIndex(of: "mdat"), "boxes: \(boxes)")
        #expect(boxes.first == "ftyp")
        #expect(moov < mdat, "top-level boxes: \(boxes)")
    }

    @Test(
        "the container is the format argument, never the file name",
        arguments: [("mp4", "mp4"), ("mov", "mov"), ("matroska", "matroska")])
    func explicitFormat(format: String, expected: String) throws {
        let file = TemporaryFile(".orbit.\(format).tmp-123")  // a rename-into-place name with no real extension
        defer { file.remove() }
        let settings = VideoSettings(width: 64, height: 36, frameRateNumerator: 25, preset: "ultrafast")
        try Frames.encode(to: file.path, format: format, settings: settings, count: 10) {
            Frames.gradient(width: 64, height: 36, index: $0)
        }
        let (stream, format) = try CLI.probe(file.path)
        #expect((format["format_name"] as? String)?.contains(expected) == true, "\(format["format_name"] ?? "nil")")
        #expect(stream["nb_read_frames"] as? String == "10")
        #expect(stream["color_space"] as? String == "bt709")
    }

    @Test("odd size throws .unsupported before any file is created")
    func oddSize() throws {
        let file = TemporaryFile("odd.mp4")
        defer { file.remove() }
        let settings = VideoSettings(width: 801, height: 450, frameRateNumerator: 24)
        let error = #expect(throws: EncodeError.self) { try VideoEncoder(path: file.path, settings: settings) }
        guard case .unsupported(let message)? = error else {
            Issue.record("expected .unsupported, got \(String(describing: error))")
            return
        }
        #expect(message.contains("801×450"))
        #expect(message.contains("even"))
        #expect(!file.exists)
    }

    @Test("unknown container format and unwritable path are errors, not crashes")
    func badDestinations() throws {
        let file = TemporaryFile("x.mp4")
        defer { file.remove() }
        let settings = VideoSettings(width: 64, height: 36, frameRateNumerator: 24)
        let unknown = #expect(throws: EncodeError.self) {
            try VideoEncoder(path: file.path, format: "no-such-muxer", settings: settings)
        }
        guard case .unsupported? = unknown else {
            Issue.record("got \(String(describing: unknown))")
            return
        }
        #expect(!file.exists)
        let missingDirectory = #expect(throws: EncodeError.self) {
            try VideoEncoder(path: "/nonexistent-dir-\(UUID().uuidString)/x.mp4", settings: settings)
        }
        guard case .io? = missingDirectory else {
            Issue.record("got \(String(describing: missingDirectory))")
            return
        }
    }

    /// Solid frames through our encoder and the ffmpeg CLI decoder. (0, 136, 0) is Remotion issue #3263's
    /// "#008800 renders as #007300" (Remotion issue github.com/remotion-dev/remotion/issues/3263): BT.709 limited gives
    /// Y 100, Cb 82, Cr 74 (±0.5; ffmpeg `-pix_fmt yuv420p` readback), which the CLI's default BT.709 path turns into
    /// (0, 134, 0), the exact inverse into (1, 136, 1) [measured, FFmpeg 5.1].
    @Test(
        "colour round trip through the ffmpeg CLI is within ±2 per channel",
        arguments: [(0, 136, 0), (255, 255, 255), (0, 0, 0), (200, 30, 90), (30, 120, 230)] as [(UInt8, UInt8, UInt8)])
    func colourRoundTripCLI(colour: (UInt8, UInt8, UInt8)) throws {
        let file = TemporaryFile("solid.mp4")
        defer { file.remove() }
        let (w, h) = (160, 90)
        let frame = Frames.solid(width: w, height: h, colour.0, colour.1, colour.2)
        try Frames.encode(to: file.path, settings: VideoSettings(width: w, height: h, frameRateNumerator: 24), count: 3)
        {
            _ in frame
        }
        let tagged = try CLI.decodeRGB24(file.path)
        #expect(tagged.count == w * h * 3 * 3)
        let result = deviation(rgb: tagged, from: colour)
        #expect(result.max <= 2, "CLI decode of \(colour): mean \(result.mean), max deviation \(result.max)")

        // The CLI honours the bt709 tags: forcing the matrix and range gives the same bytes.
        let forced = try CLI.decodeRGB24(file.path, filter: "scale=in_color_matrix=bt709:in_range=tv")
        #expect(forced == tagged)
        // The precise swscale path is the exact inverse, within ±1.
        let precise = try CLI.decodeRGB24(file.path, filter: "scale=flags=bilinear+accurate_rnd+full_chroma_int")
        #expect(deviation(rgb: precise, from: colour).max <= 1)
    }

    @Test("(0, 136, 0) decoded as BT.601 is far off, so the round trip does tell the matrices apart")
    func bt601Differs() throws {
        let file = TemporaryFile("solid601.mp4")
        defer { file.remove() }
        let frame = Frames.solid(width: 64, height: 36, 0, 136, 0)
        try Frames.encode(
            to: file.path, settings: VideoSettings(width: 64, height: 36, frameRateNumerator: 24), count: 1
        ) {
            _ in frame
        }
        let wrong = try CLI.decodeRGB24(file.path, filter: "scale=in_color_matrix=bt601:in_range=tv")
        // Measured (10, 158, 4) with FFmpeg 5.1: the wrong matrix moves green by 22 levels.
        #expect(deviation(rgb: wrong, from: (0, 136, 0)).max >= 10)
        let yuv = try CLI.run("ffmpeg", ["-v", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "yuv420p", "-"])
        let (ySize, cSize) = (64 * 36, 32 * 18)
        #expect(yuv.count == ySize + 2 * cSize)
        // BT.709 limited: Y = 16 + 219·0.7152·136/255 = 99.54, Cb = 128 − 224·0.7152·(136/255)/1.8556 = 81.95,
        // Cr = 128 − 224·0.7152·(136/255)/1.5748 = 73.74.
        #expect(Set(yuv[0..<ySize]) == [100])
        #expect(Set(yuv[ySize..<ySize + cSize]) == [82])
        #expect(Set(yuv[(ySize + cSize)...]) == [74])
    }
}

/// The four-character types of the top-level ISO-BMFF boxes (size 1 = 64-bit size follows; 0 = to the end).
func topLevelBoxes(_ bytes: [UInt8]) -> [String] {
    var types = [String]()
    var offset = 0
    while offset + 8 <= bytes.count {
        var size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        if size == 1, offset + 16 <= bytes.count {
            size = bytes[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) }
        }
        if size == 0 { size = bytes.count - offset }
        types.append(type)
        guard size >= 8 else { break }
        offset += size
    }
    return types
}
