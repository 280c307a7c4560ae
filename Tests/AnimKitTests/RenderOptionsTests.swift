// RenderOptionsTests.swift: `--lossless`, `--pix-fmt`, `--matte`, odd frame sizes, sRGB tags on RGB outputs, the GIF
// timing warning and the summary line (issue #19 items 2–5), with ffprobe/ffmpeg as the oracle: decoded frames
// equal the PNG frames exactly where the output is lossless, PSNR ≥ 40 dB where it is not.

import AnimKit
import Foundation
import TestSupport
import Testing
import Timeline

/// 101×51 px (odd on both sides), 12 fps, 0.5 s, transparent: a red square at 50 % opacity on nothing.
private let oddScene = """
    scene(width: 101, height: 51, fps: 12, duration: 0.5, scale: 1, background: .clear)
    Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 20).opacity(0.5)

    """

@Suite(.serialized)
struct RenderOptionsTests {
    /// Renders `scene` to PNG frames and to `name` with the given options; returns (PNG RGBA, video RGBA, capture).
    static func both(
        _ scene: String, _ name: String, in dir: URL, frames: String? = "0..5", pixelFormat: String? = nil,
        lossless: Bool = false, codec: RenderRun.Codec? = nil, matte: String? = nil
    ) throws -> (reference: [UInt8], video: [UInt8], run: Captured) {
        let out = dir.appendingPathComponent(name)
        let r = try renderScene(
            scene, to: out.path, frames: frames, preset: "ultrafast", codec: codec, pixelFormat: pixelFormat,
            lossless: lossless, matte: matte)
        #expect(r.status == .ok, "\(r.stderr)")
        let seq = dir.appendingPathComponent("png-\(name)")
        let p = try renderScene(scene, to: seq.path + "/", format: .png, frames: frames, quiet: true, matte: matte)
        #expect(p.status == .ok, "\(p.stderr)")
        let reference = try RenderFormatTests.rgba(seq.appendingPathComponent("frame_%05d.png").path)
        return (reference, try RenderFormatTests.rgba(out.path), r)
    }

    static func expectSRGBTags(_ s: [String: Any]) {
        #expect(s["color_space"] as? String == "gbr")
        #expect(s["color_transfer"] as? String == "iec61966-2-1")
        #expect(s["color_primaries"] as? String == "bt709")
        #expect(s["color_range"] as? String == "pc")
    }

    @Test("--lossless .mp4: libx264rgb gbrp, High 4:4:4 Predictive, sRGB tags; decoded frames equal the PNGs exactly")
    func losslessH264() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (reference, video, r) = try Self.both("scenes/orbit.scene", "l.mp4", in: dir, lossless: true)
        #expect(video.count == 800 * 450 * 4 * 6)
        #expect(video == reference)
        let (s, _) = try probe(dir.appendingPathComponent("l.mp4"))
        #expect(s["codec_name"] as? String == "h264")
        #expect(s["pix_fmt"] as? String == "gbrp")
        #expect(s["profile"] as? String == "High 4:4:4 Predictive")
        Self.expectSRGBTags(s)
        #expect(r.stderr.contains("gbrp 800×450, 6 frames at 24 fps (0.250 s)"), "\(r.stderr)")
        #expect(r.stderr.contains("note: RGB H.264 (--lossless) plays only in FFmpeg-based players"), "\(r.stderr)")
    }

    @Test("--lossless .webm (VP9 Profile 1, gbrp) and --codec hevc .mp4 (gbrp) decode to the PNG frames exactly")
    func losslessVP9AndHEVC() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let vp9 = try Self.both("scenes/orbit.scene", "l.webm", in: dir, frames: "0..2", lossless: true)
        #expect(vp9.video == vp9.reference)
        let (s, _) = try probe(dir.appendingPathComponent("l.webm"))
        #expect(s["profile"] as? String == "Profile 1")
        #expect(vp9.run.stderr.contains("note: VP9 Profile 1 (gbrp)"), "\(vp9.run.stderr)")
        let hevc = try Self.both("scenes/orbit.scene", "h.mp4", in: dir, frames: "0..2", lossless: true, codec: .hevc)
        #expect(hevc.video == hevc.reference)
        let (t, _) = try probe(dir.appendingPathComponent("h.mp4"))
        #expect(t["pix_fmt"] as? String == "gbrp")
        Self.expectSRGBTags(t)
    }

    @Test("--pix-fmt yuv444p: H.264 High 4:4:4 Predictive, PSNR ≥ 40 dB, and the summary says who cannot play it")
    func pixFmt444() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (reference, video, r) = try Self.both("scenes/orbit.scene", "p.mp4", in: dir, pixelFormat: "yuv444p")
        #expect(RenderFormatTests.psnr(video, reference) >= 40)
        let (s, _) = try probe(dir.appendingPathComponent("p.mp4"))
        #expect(s["pix_fmt"] as? String == "yuv444p")
        #expect(s["profile"] as? String == "High 4:4:4 Predictive")
        RenderFormatTests.expectBT709(s)
        #expect(r.stderr.contains("note: H.264 High 4:4:4 Predictive, which QuickTime, Safari"), "\(r.stderr)")
    }

    @Test("--crf 0 is stated in the summary as the cause of the High 4:4:4 Predictive profile")
    func crfZeroNote() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("z.mp4")
        let r = try renderScene("scenes/orbit.scene", to: out.path, frames: "0..2", crf: 0, preset: "ultrafast")
        #expect(r.status == .ok, "\(r.stderr)")
        #expect(r.stderr.contains("--crf 0 is lossless, so x264 writes H.264 High 4:4:4 Predictive"), "\(r.stderr)")
        let plain = try renderScene(
            "scenes/orbit.scene", to: dir.appendingPathComponent("y.mp4").path, frames: "0..2", preset: "ultrafast")
        #expect(plain.status == .ok)
        #expect(!plain.stderr.contains("note:"), "\(plain.stderr)")
    }

    @Test("10-bit: --pix-fmt yuv420p10le gives HEVC Main 10 and VP9 Profile 2, PSNR ≥ 40 dB")
    func tenBit() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let hevc = try Self.both(
            "scenes/orbit.scene", "t.mp4", in: dir, frames: "0..2", pixelFormat: "yuv420p10le", codec: .hevc)
        #expect(RenderFormatTests.psnr(hevc.video, hevc.reference) >= 40)
        let (s, _) = try probe(dir.appendingPathComponent("t.mp4"))
        #expect(s["profile"] as? String == "Main 10")
        #expect(s["pix_fmt"] as? String == "yuv420p10le")
        let vp9 = try Self.both("scenes/orbit.scene", "t.webm", in: dir, frames: "0..2", pixelFormat: "yuv420p10le")
        #expect(RenderFormatTests.psnr(vp9.video, vp9.reference) >= 40)
        let (v, _) = try probe(dir.appendingPathComponent("t.webm"))
        #expect(v["profile"] as? String == "Profile 2")
    }

    @Test("a pixel format the encoder does not take is exit 2 naming the ones it does; no file is written")
    func unknownPixFmt() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.mp4")
        let r = try renderScene("scenes/orbit.scene", to: out.path, pixelFormat: "rgba")
        #expect(r.status == .badInput)
        #expect(r.stderr.contains("libx264 does not take rgba; it takes yuv420p"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let g = try renderScene(
            "scenes/orbit.scene", to: dir.appendingPathComponent("x.gif").path, pixelFormat: "yuv420p")
        #expect(g.status == .badInput)
        let l = try renderScene(
            "scenes/orbit.scene", to: dir.appendingPathComponent("x.gif").path, lossless: true)
        #expect(l.status == .badInput)
        #expect(l.stderr.contains("256 colours"), "\(l.stderr)")
    }

    @Test("odd 101×51 frames: FFV1 and APNG exact with alpha; yuv420p refused with a hint; yuv444p accepted")
    func oddSizes() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(oddScene, named: "odd.scene", in: dir).path
        for name in ["odd.mkv", "odd.apng"] {
            let (reference, video, _) = try Self.both(scene, name, in: dir)
            #expect(video.count == 101 * 51 * 4 * 6)
            #expect(video == reference, "\(name)")
            #expect(video[3] == 0 && video[(25 * 101 + 50) * 4 + 3] == 128, "\(name)")
        }
        let (s, _) = try probe(dir.appendingPathComponent("odd.mkv"))
        #expect(s["pix_fmt"] as? String == "bgra")
        Self.expectSRGBTags(s)
        let refused = try renderScene(scene, to: dir.appendingPathComponent("odd.mp4").path)
        #expect(refused.status == .badInput)
        #expect(refused.stderr.contains("yuv420p (4:2:0) needs even dimensions; got 101×51 (try 102×52)"))
        #expect(refused.stderr.contains("--pix-fmt (yuv444p takes any size)"))
        let wide = try renderScene(
            scene, to: dir.appendingPathComponent("odd444.mp4").path, preset: "ultrafast", pixelFormat: "yuv444p")
        #expect(wide.status == .ok, "\(wide.stderr)")
        let (t, _) = try probe(dir.appendingPathComponent("odd444.mp4"))
        #expect(t["width"] as? Int == 101 && t["height"] as? Int == 51)
    }

    @Test("--matte white: the transparent corner decodes white, the 50 % red over white, no over-black warning")
    func matte() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(oddScene, named: "odd.scene", in: dir).path
        let (reference, video, r) = try Self.both(scene, "m.mkv", in: dir, matte: "white")
        #expect(!r.stderr.contains("warning"), "\(r.stderr)")
        #expect(video == reference)
        #expect(Array(video[0..<4]) == [255, 255, 255, 255])
        // Red (255, 0, 0) at α 0.5 premultiplied is (128, 0, 0, 128); over white: 128 + 127, 0 + 127, 0 + 127.
        let p = (25 * 101 + 50) * 4
        #expect(Array(video[p..<p + 4]) == [255, 127, 127, 255], "\(Array(video[p..<p + 4]))")
        let hex = try renderScene(
            scene, to: dir.appendingPathComponent("h.mkv").path, frames: "0..0", matte: "#00f")
        #expect(hex.status == .ok)
        let blue = try RenderFormatTests.rgba(dir.appendingPathComponent("h.mkv").path)
        #expect(Array(blue[0..<4]) == [0, 0, 255, 255])
        let bad = try renderScene(scene, to: dir.appendingPathComponent("b.mkv").path, matte: "mauve-ish")
        #expect(bad.status == .badInput)
        #expect(bad.stderr.contains("--matte 'mauve-ish' is not a colour"), "\(bad.stderr)")
    }

    @Test("GIF timing: 24 fps warns that delays alternate 4 and 5 cs (ffprobe agrees); 25 fps is exact, no warning")
    func gifTiming() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("o.gif")
        let r = try renderScene("scenes/orbit.scene", to: out.path, frames: "0..5")
        #expect(r.status == .ok, "\(r.stderr)")
        #expect(r.stderr.contains("delays alternate 4 and 5 cs (the average rate stays 24 fps"), "\(r.stderr)")
        let packets = try runTool(
            "ffprobe", ["-v", "error", "-show_entries", "packet=duration", "-of", "csv=p=0", out.path])
        let delays = packets.stdout.split(separator: "\n").compactMap { Int($0) }
        #expect(Set(delays) == [4, 5], "\(delays)")
        let exact = try renderScene(
            "scenes/orbit.scene", to: dir.appendingPathComponent("e.gif").path, fps: FrameRate(25), frames: "0..5")
        #expect(exact.status == .ok)
        #expect(!exact.stderr.contains("warning"), "\(exact.stderr)")
    }

    /// Every fcTL chunk's delay (delay_num, delay_den) of an APNG file (W3C PNG 3rd ed., "fcTL").
    static func apngDelays(_ url: URL) throws -> [[Int]] {
        let d = [UInt8](try Data(contentsOf: url))
        var delays: [[Int]] = []
        var i = 8
        func u32(_ at: Int) -> Int { d[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        while i + 8 <= d.count {
            let length = u32(i)
            if Array(d[i + 4..<i + 8]) == Array("fcTL".utf8) {
                let body = i + 8
                delays.append([Int(d[body + 20]) << 8 | Int(d[body + 21]), Int(d[body + 22]) << 8 | Int(d[body + 23])])
            }
            i += 12 + length
        }
        return delays
    }

    @Test("30000/1001 fps: every APNG frame delay is exactly 1001/30000 s; MOV keeps time base 1/30000, 90 frames")
    func exactRationalTiming() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let rate = FrameRate(Rational(30000, 1001))
        let apng = dir.appendingPathComponent("r.apng")
        #expect(
            try renderScene("scenes/orbit.scene", to: apng.path, fps: rate, frames: "0..9", quiet: true).status == .ok)
        let delays = try Self.apngDelays(apng)
        #expect(delays.count == 10)
        #expect(delays.allSatisfy { $0 == [1001, 30000] }, "\(delays)")
        let mov = dir.appendingPathComponent("r.mov")
        #expect(try renderScene("scenes/orbit.scene", to: mov.path, fps: rate, quiet: true).status == .ok)
        let (s, f) = try probe(mov)
        #expect(s["time_base"] as? String == "1/30000")
        #expect(s["avg_frame_rate"] as? String == "30000/1001")
        #expect(s["nb_read_frames"] as? String == "90")
        #expect(f["duration"] as? String == "3.003000")
    }
}
