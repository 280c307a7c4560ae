// RenderFormatTests.swift: `anim render` to .mov/.webm/.mkv and `--codec`, in-process, with ffprobe/ffmpeg as the
// oracle (issue #19 "Output formats"): ffprobe fields, decoded pixels against the PNG frames of the same render
// (exact for FFV1, PSNR ≥ 40 dB for lossy codecs), alpha of the transparent corner and of a 50%-opacity marker, and
// the over-black warning for formats without alpha.

import AnimKit
import Foundation
import TestSupport
import Testing

/// 64×48 px, 12 fps, 0.5 s (6 frames), transparent background: an opaque red square at the right and a blue square
/// at 50% opacity at (12…27, 28…43); the top-left corner stays transparent.
let transparentScene = """
    scene(width: 64, height: 48, fps: 12, duration: 0.5, scale: 1, background: .clear)

    ZStack {
        Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 24, height: 24)
            .position(x: 48, y: 24)
        Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 16, height: 16)
            .opacity(0.5)
            .position(x: 20, y: 36)
    }

    """

@Suite(.serialized)
struct RenderFormatTests {
    static let (w, h) = (64, 48)
    static let marker = (36 * 64 + 20) * 4  // inside the 50% blue square
    static let solid = (24 * 64 + 48) * 4  // inside the red square

    /// `ffmpeg [-c:v decoder] -i path -f rawvideo -pix_fmt rgba -` (straight alpha for every format here).
    static func rgba(_ path: String, decoder: String? = nil) throws -> [UInt8] {
        var arguments = ["-v", "error"]
        if let decoder { arguments += ["-c:v", decoder] }
        arguments += ["-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let r = try runTool("ffmpeg", arguments)
        guard r.status == 0 else { throw CommandFailure.runtime("ffmpeg: \(r.stderr)") }
        return [UInt8](r.data)
    }

    /// The scene's frames as PNGs (straight alpha), concatenated: the reference every video is compared with.
    static func pngFrames(_ scene: URL, in dir: URL) throws -> [UInt8] {
        let seq = dir.appendingPathComponent("png")
        let r = try renderScene(scene.path, to: seq.path + "/", format: .png)
        #expect(r.status == .ok, "\(r.stderr)")
        return try rgba(seq.appendingPathComponent("frame_%05d.png").path)
    }

    /// PSNR (dB) over R, G, B of pixels that are not fully transparent in the reference (their colour is undefined).
    static func psnr(_ a: [UInt8], _ reference: [UInt8]) -> Double {
        var sum = 0.0
        var n = 0
        for p in stride(from: 0, to: min(a.count, reference.count), by: 4) where reference[p + 3] > 0 {
            for c in 0..<3 {
                let d = Double(a[p + c]) - Double(reference[p + c])
                sum += d * d
                n += 1
            }
        }
        return sum == 0 ? .infinity : 10 * log10(255 * 255 / (sum / Double(n)))
    }

    static func expectBT709(_ s: [String: Any]) {
        #expect(s["color_space"] as? String == "bt709")
        #expect(s["color_transfer"] as? String == "bt709")
        #expect(s["color_primaries"] as? String == "bt709")
    }

    @Test("transparent scene → .mov: ProRes 4444 (ap4h), alpha kept: corner 0, marker 128, PSNR ≥ 40 dB vs PNGs")
    func proresAlpha() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(transparentScene, named: "t.scene", in: dir)
        let out = dir.appendingPathComponent("t.mov")
        let r = try renderScene(scene.path, to: out.path, quiet: true)
        #expect(r.status == .ok, "\(r.stderr)")
        #expect(!r.stderr.contains("warning"), "\(r.stderr)")
        let (s, f) = try probe(out)
        #expect(s["codec_name"] as? String == "prores")
        #expect(s["profile"] as? String == "4444")
        #expect(s["codec_tag_string"] as? String == "ap4h")
        #expect(s["pix_fmt"] as? String == "yuva444p12le")  // prores_dec's view of 10-bit 4444 with alpha
        #expect(s["nb_read_frames"] as? String == "6")
        #expect(f["duration"] as? String == "0.500000")
        Self.expectBT709(s)
        let reference = try Self.pngFrames(scene, in: dir)
        let video = try Self.rgba(out.path)
        #expect(video.count == reference.count && reference.count == Self.w * Self.h * 4 * 6)
        #expect(reference[3] == 0 && video[3] == 0, "corner alpha png \(reference[3]) video \(video[3])")
        #expect(abs(Int(reference[Self.marker + 3]) - 128) <= 1, "png marker alpha \(reference[Self.marker + 3])")
        #expect(abs(Int(video[Self.marker + 3]) - Int(reference[Self.marker + 3])) <= 1)
        #expect(video[Self.solid + 3] == 255)
        let psnr = Self.psnr(video, reference)
        #expect(psnr >= 40, "PSNR \(psnr) dB")
    }

    @Test("transparent scene → .webm: VP9 with AlphaMode; libvpx decodes corner 0, marker ≈128, PSNR ≥ 40 dB")
    func vp9Alpha() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(transparentScene, named: "t.scene", in: dir)
        let out = dir.appendingPathComponent("t.webm")
        let r = try renderScene(scene.path, to: out.path, quiet: true)
        #expect(r.status == .ok, "\(r.stderr)")
        let (s, f) = try probe(out)
        #expect(s["codec_name"] as? String == "vp9")
        let tags = (s["tags"] as? [String: Any]) ?? [:]
        #expect(tags.first { $0.key.lowercased() == "alpha_mode" }?.value as? String == "1", "\(tags)")
        #expect(s["nb_read_frames"] as? String == "6")
        #expect(f["duration"] as? String == "0.500000")
        Self.expectBT709(s)
        let reference = try Self.pngFrames(scene, in: dir)
        let video = try Self.rgba(out.path, decoder: "libvpx-vp9")
        #expect(video.count == reference.count)
        #expect(video[3] <= 2, "corner alpha \(video[3])")
        #expect(abs(Int(video[Self.marker + 3]) - 128) <= 3, "marker alpha \(video[Self.marker + 3])")
        let psnr = Self.psnr(video, reference)
        #expect(psnr >= 40, "PSNR \(psnr) dB")
    }

    @Test("orbit frames 0..5 → .mkv: FFV1 bgr0, 6 frames, decoded RGBA equals the PNG frames exactly")
    func ffv1Exact() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("orbit.mkv")
        let r = try renderScene("scenes/orbit.scene", to: out.path, frames: "0..5", quiet: true)
        #expect(r.status == .ok, "\(r.stderr)")
        let (s, _) = try probe(out)
        #expect(s["codec_name"] as? String == "ffv1")
        #expect(s["pix_fmt"] as? String == "bgr0")
        #expect(s["nb_read_frames"] as? String == "6")
        let seq = dir.appendingPathComponent("png")
        let p = try renderScene("scenes/orbit.scene", to: seq.path + "/", format: .png, frames: "0..5")
        #expect(p.status == .ok)
        let reference = try Self.rgba(seq.appendingPathComponent("frame_%05d.png").path)
        let video = try Self.rgba(out.path)
        #expect(video.count == 800 * 450 * 4 * 6)
        #expect(video == reference)
    }

    @Test("transparent scene → .mp4 --codec hevc: hvc1, BT.709, a warning, the corner composited over black")
    func hevcOverBlack() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(transparentScene, named: "t.scene", in: dir)
        let out = dir.appendingPathComponent("t.mp4")
        let r = try renderScene(scene.path, to: out.path, preset: "ultrafast", quiet: true, codec: .hevc)
        #expect(r.status == .ok, "\(r.stderr)")
        #expect(r.stderr.contains("composited over black"), "\(r.stderr)")
        let (s, f) = try probe(out)
        #expect(s["codec_name"] as? String == "hevc")
        #expect(s["codec_tag_string"] as? String == "hvc1")
        #expect(s["pix_fmt"] as? String == "yuv420p")
        #expect(s["color_range"] as? String == "tv")
        #expect(s["nb_read_frames"] as? String == "6")
        #expect(f["duration"] as? String == "0.500000")
        Self.expectBT709(s)
        let video = try Self.rgba(out.path)
        #expect(Array(video[0..<3]).allSatisfy { $0 <= 3 }, "corner \(Array(video[0..<4]))")
    }

    @Test("--codec that the container does not take is a usage error naming the allowed codecs")
    func wrongCodec() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try renderScene("scenes/orbit.scene", to: dir.appendingPathComponent("x.webm").path, codec: .h264)
        #expect(r.status != .ok)
        #expect(r.stderr.contains("vp9"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// acTL's (num_frames, num_plays) (APNG spec "acTL": two big-endian UInt32 after the chunk type).
    static func acTL(_ url: URL) throws -> (frames: UInt32, plays: UInt32) {
        let bytes = [UInt8](try Data(contentsOf: url))
        let at = try #require(bytes.indices.dropLast(12).first { Array(bytes[$0..<$0 + 4]) == Array("acTL".utf8) })
        let u32 = { (i: Int) in bytes[i..<i + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
        return (u32(at + 4), u32(at + 8))
    }

    /// The first fcTL's (delay_num, delay_den) (two big-endian UInt16 at offset 20 of the chunk data).
    static func firstDelay(_ url: URL) throws -> (UInt16, UInt16) {
        let bytes = [UInt8](try Data(contentsOf: url))
        let at = try #require(bytes.indices.dropLast(30).first { Array(bytes[$0..<$0 + 4]) == Array("fcTL".utf8) })
        let u16 = { (i: Int) in UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) }
        return (u16(at + 24), u16(at + 26))
    }

    @Test("transparent scene → .apng: rgba, 6 frames, loops forever by default; decoded RGBA equals the PNG frames")
    func apngAlpha() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(transparentScene, named: "t.scene", in: dir)
        let out = dir.appendingPathComponent("t.apng")
        let r = try renderScene(scene.path, to: out.path, quiet: true)
        #expect(r.status == .ok, "\(r.stderr)")
        let (s, f) = try probe(out)
        #expect(s["codec_name"] as? String == "apng")
        #expect(s["pix_fmt"] as? String == "rgba")
        #expect(s["nb_read_frames"] as? String == "6")
        // The apng demuxer reports no duration: the rate and each fcTL's delay_num/delay_den say 1/12 s a frame.
        #expect(s["r_frame_rate"] as? String == "12/1")
        #expect(try Self.firstDelay(out) == (1, 12))
        _ = f
        let control = try Self.acTL(out)
        #expect(control.frames == 6)
        #expect(control.plays == 0)
        let reference = try Self.pngFrames(scene, in: dir)
        let video = try Self.rgba(out.path)
        #expect(video[3] == 0)
        #expect(abs(Int(video[Self.marker + 3]) - 128) <= 1)
        #expect(video == reference)
    }

    @Test("--loop 3 → APNG num_plays 3")
    func apngLoop() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(transparentScene, named: "t.scene", in: dir)
        let out = dir.appendingPathComponent("t.apng")
        let r = captured { console throws(CommandFailure) in
            try RenderRun(scene: scene.path, output: out.path, loop: 3, quiet: true).run(console: console)
            return .ok
        }
        #expect(r.status == .ok, "\(r.stderr)")
        #expect(try Self.acTL(out).plays == 3)
    }

    @Test("transparent scene → .gif: one palette, 6 frames, loops forever; corner transparent, red square exact")
    func gifAlpha() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(transparentScene, named: "t.scene", in: dir)
        let out = dir.appendingPathComponent("t.gif")
        let r = try renderScene(scene.path, to: out.path, quiet: true)
        #expect(r.status == .ok, "\(r.stderr)")
        let (s, f) = try probe(out)
        #expect(s["codec_name"] as? String == "gif")
        #expect(s["nb_read_frames"] as? String == "6")
        let duration = Double(f["duration"] as? String ?? "") ?? -1
        #expect(abs(duration - 0.5) <= 0.03, "duration \(duration) (GIF delays are whole centiseconds)")
        let bytes = [UInt8](try Data(contentsOf: out))
        let tag = Array("NETSCAPE2.0".utf8)
        let at = try #require(bytes.indices.dropLast(16).first { Array(bytes[$0..<$0 + tag.count]) == tag })
        #expect(bytes[at + 13] == 0 && bytes[at + 14] == 0, "loop count 0 = forever")
        let video = try Self.rgba(out.path)
        #expect(video.count == Self.w * Self.h * 4 * 6)
        #expect(video[3] == 0, "corner alpha \(video[3])")
        #expect(Array(video[Self.solid..<Self.solid + 4]) == [255, 0, 0, 255])
        let markerAlpha = video[Self.marker + 3]
        #expect(markerAlpha == 0 || markerAlpha == 255, "GIF alpha is one bit; got \(markerAlpha)")
    }

    @Test("--loop 2 --dither none → .gif NETSCAPE loop 1; --codec with .gif is a usage error")
    func gifOptions() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(transparentScene, named: "t.scene", in: dir)
        let out = dir.appendingPathComponent("t.gif")
        let r = captured { console throws(CommandFailure) in
            try RenderRun(scene: scene.path, output: out.path, loop: 2, dither: "none", quiet: true).run(
                console: console)
            return .ok
        }
        #expect(r.status == .ok, "\(r.stderr)")
        let bytes = [UInt8](try Data(contentsOf: out))
        let tag = Array("NETSCAPE2.0".utf8)
        let at = try #require(bytes.indices.dropLast(16).first { Array(bytes[$0..<$0 + tag.count]) == tag })
        #expect(bytes[at + 13] == 1 && bytes[at + 14] == 0)
        let bad = try renderScene(scene.path, to: dir.appendingPathComponent("u.gif").path, codec: .vp9)
        #expect(bad.status != .ok)
    }
}
