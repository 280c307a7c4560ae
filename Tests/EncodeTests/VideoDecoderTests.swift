// VideoDecoderTests.swift: decoding our own files and CLI-made ones to RGBA, and surviving damaged files.
// Rule: times are i·den/num (docs/ARCHITECTURE.md "Time is rational"); colour per the stream's tags, BT.601 when
// untagged (swscale's SWS_CS_DEFAULT). Status: complete.

import Encode
import Foundation
import TestSupport
import Testing

struct VideoDecoderTests {
    /// Decodes every frame (or as many as come before an error).
    static func decodeAll(_ path: String) throws(EncodeError) -> [(image: RGBAImage, time: Double)] {
        let decoder = try VideoDecoder(path: path)
        var frames = [(image: RGBAImage, time: Double)]()
        while let frame = try decoder.nextFrame() { frames.append(frame) }
        return frames
    }

    @Test("our 24 fps clip: size, rate, 72 frames at i/24 s, pixels equal the CLI's precise decode")
    func decodesOwnClip() throws {
        let file = TemporaryFile("decode.mp4")
        defer { file.remove() }
        let (w, h) = (320, 180)
        try Frames.encode(
            to: file.path, settings: VideoSettings(width: w, height: h, frameRateNumerator: 24), count: 72
        ) {
            Frames.gradient(width: w, height: h, index: $0)
        }
        let decoder = try VideoDecoder(path: file.path)
        #expect(decoder.width == w && decoder.height == h)
        #expect(decoder.frameRateNumerator == 24 && decoder.frameRateDenominator == 1)
        var frames = [(image: RGBAImage, time: Double)]()
        while let frame = try decoder.nextFrame() { frames.append(frame) }
        #expect(frames.count == 72)
        for (i, frame) in frames.enumerated() {
            #expect(abs(frame.time - Double(i) / 24) < 1e-9, "frame \(i) at \(frame.time) s")
            #expect(frame.image.width == w && frame.image.height == h)
        }
        #expect(
            frames.allSatisfy { f in
                stride(from: 3, to: f.image.pixels.count, by: 4).allSatisfy { f.image.pixels[$0] == 255 }
            })
        #expect(try nil == decoder.nextFrame(), "stays at the end")

        // Same swscale path in the CLI (BT.709 from the tags, bilinear, accurate rounding, full chroma).
        let cli = try CLI.decodeRGB24(file.path, filter: "scale=flags=bilinear+accurate_rnd+full_chroma_int")
        let ours = frames.flatMap { rgb(of: $0.image) }
        #expect(cli.count == ours.count)
        let worst = zip(cli, ours).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
        #expect(worst <= 1, "largest channel difference from the CLI decode: \(worst)")
    }

    @Test("30000/1001 fps: rational rate and times i·1001/30000 s")
    func ntscTimes() throws {
        let file = TemporaryFile("ntsc-decode.mp4")
        defer { file.remove() }
        let settings = VideoSettings(
            width: 64, height: 36, frameRateNumerator: 30000, frameRateDenominator: 1001, preset: "veryfast")
        try Frames.encode(to: file.path, settings: settings, count: 30) {
            Frames.gradient(width: 64, height: 36, index: $0)
        }
        let decoder = try VideoDecoder(path: file.path)
        #expect(decoder.frameRateNumerator == 30000 && decoder.frameRateDenominator == 1001)
        let frames = try Self.decodeAll(file.path)
        #expect(frames.count == 30)
        for (i, frame) in frames.enumerated() {
            #expect(abs(frame.time - Double(i) * 1001 / 30000) < 1e-6, "frame \(i) at \(frame.time) s")
        }
    }

    /// Measured (1, 136, 1): Y 100, Cb 82, Cr 74 inverted exactly with BT.709 (see VideoEncoderTests).
    @Test("solid (0, 136, 0) through our encoder and decoder is within ±2 per channel")
    func colourRoundTrip() throws {
        let file = TemporaryFile("solid-decode.mp4")
        defer { file.remove() }
        let frame = Frames.solid(width: 160, height: 90, 0, 136, 0)
        try Frames.encode(
            to: file.path, settings: VideoSettings(width: 160, height: 90, frameRateNumerator: 24), count: 3
        ) {
            _ in frame
        }
        let frames = try Self.decodeAll(file.path)
        #expect(frames.count == 3)
        for f in frames {
            let result = deviation(rgb: rgb(of: f.image), from: (0, 136, 0))
            #expect(result.max <= 2, "mean \(result.mean), max deviation \(result.max)")
        }
    }

    /// ffmpeg's `color` source is drawn in BT.601 limited range (libavfilter drawutils) and x264 leaves the
    /// VUI colour fields unset, so the file is untagged SD; decoding must use BT.601, like the CLI.
    @Test("untagged SD video made by the ffmpeg CLI is decoded as BT.601")
    func untaggedIsBT601() throws {
        let file = TemporaryFile("untagged.mp4")
        defer { file.remove() }
        _ = try CLI.run(
            "ffmpeg",
            [
                "-v", "error", "-f", "lavfi", "-i", "color=c=0x008800:s=320x240:r=25", "-frames:v", "3",
                "-pix_fmt", "yuv420p", "-c:v", "libx264", "-preset", "ultrafast", "-f", "mp4", "-y", file.path,
            ])
        let (stream, _) = try CLI.probe(file.path)
        #expect(stream["color_space"] == nil, "fixture must be untagged: \(stream["color_space"] ?? "")")
        let frames = try Self.decodeAll(file.path)
        #expect(frames.count == 3)
        let ours = deviation(rgb: rgb(of: try #require(frames.first).image), from: (0, 136, 0))
        #expect(ours.max <= 2, "mean \(ours.mean), max \(ours.max)")
        let cli = try CLI.decodeRGB24(file.path)
        #expect(deviation(rgb: Array(cli.prefix(320 * 240 * 3)), from: (0, 136, 0)).max <= 2)
    }

    /// With faststart the moov box comes first, so a cut file still lists samples that are no longer there:
    /// the demuxer reports them (partial packet flagged corrupt, then a failed seek), and the decoder must
    /// pass that on after the frames that still decode. Cut at 2 % even moov is incomplete.
    @Test(
        "a truncated MP4 returns the frames it could decode, then throws .invalidInput; never crashes",
        arguments: [(0.02, 0), (0.2, 0), (0.5, 1), (0.8, 20), (0.97, 40)])
    func truncated(fraction: Double, atLeast: Int) throws {
        let file = TemporaryFile("whole.mp4")
        let cut = TemporaryFile("cut.mp4")
        defer {
            file.remove()
            cut.remove()
        }
        try Frames.encode(
            to: file.path, settings: VideoSettings(width: 320, height: 180, frameRateNumerator: 24), count: 48
        ) {
            Frames.gradient(width: 320, height: 180, index: $0)
        }
        let bytes = file.bytes
        try cut.write(Array(bytes.prefix(Int(Double(bytes.count) * fraction))))
        var frames = 0
        var failure: EncodeError?
        do {
            let decoder = try VideoDecoder(path: cut.path)
            while let f = try decoder.nextFrame() {
                #expect(f.image.pixels.count == 320 * 180 * 4)
                frames += 1
            }
        } catch {
            failure = error
        }
        guard case .invalidInput? = failure else {
            Issue.record(
                "cut at \(fraction): expected .invalidInput after \(frames) frames, got \(String(describing: failure))")
            return
        }
        #expect(frames >= atLeast && frames < 48, "cut at \(fraction): \(frames) frames, then \(failure!)")
    }

    @Test("a missing file is .io; a non-video file is .invalidInput")
    func badFiles() throws {
        let missing = #expect(throws: EncodeError.self) {
            try VideoDecoder(path: "/nonexistent-\(UUID().uuidString).mp4")
        }
        guard case .io? = missing else {
            Issue.record("got \(String(describing: missing))")
            return
        }

        let text = TemporaryFile("notvideo.mp4")
        defer { text.remove() }
        try text.write(Array("this is not a video file\n".utf8))
        let garbage = #expect(throws: EncodeError.self) { try VideoDecoder(path: text.path) }
        guard case .invalidInput? = garbage else {
            Issue.record("got \(String(describing: garbage))")
            return
        }
    }

    @Test(
        "a header declaring a picture above the canvas limits is .invalidInput before a frame is allocated",
        arguments: [(20000, 100), (8193, 8193), (12000, 12000)])
    func oversizedPicture(width: Int, height: Int) throws {
        // A YUV4MPEG2 header costs nothing to write and declares any size; its one frame is cut short.
        let file = TemporaryFile("huge.y4m")
        defer { file.remove() }
        try file.write(Array("YUV4MPEG2 W\(width) H\(height) F25:1 Ip A1:1 C420jpeg\nFRAME\n".utf8) + [UInt8](repeating: 16, count: 64))
        let error = #expect(throws: EncodeError.self) { try VideoDecoder(path: file.path) }
        guard case .invalidInput(let message)? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(message.contains("picture size \(width)×\(height) exceeds"), "\(message)")
    }

    @Test("the largest allowed picture side still opens (16384×16 declared)")
    func largestSideOpens() throws {
        let file = TemporaryFile("wide.y4m")
        defer { file.remove() }
        let (w, h) = (16384, 16)
        try file.write(
            Array("YUV4MPEG2 W\(w) H\(h) F25:1 Ip A1:1 C420jpeg\nFRAME\n".utf8)
                + [UInt8](repeating: 128, count: w * h * 3 / 2))
        let decoder = try VideoDecoder(path: file.path)
        #expect(decoder.width == w && decoder.height == h)
        let frame = try decoder.nextFrame()
        #expect(frame?.image.width == w)
    }
}
