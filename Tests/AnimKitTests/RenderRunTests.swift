// RenderRunTests.swift: AnimKit's RenderRun and StillRun in-process, checked with ffprobe and ffmpeg as oracles
// (issue #2 "Tests": ffprobe fields, frame counts and time bases, colour round trip, atomic outputs, exit statuses,
// determinism across thread counts, the codec's loss). Option parsing and SIGINT are RenderCommandTests, in animTests.

import AnimKit
import Foundation
import TestSupport
import Testing
import Timeline

/// `anim render` in-process: `scene` relative to the repository root; option values spelled as on the command line
/// (`frames: "10..29"`, `size: "801x450"`) and parsed by AnimKit's OptionParsing, as the CLI parses them.
func renderScene(
    _ scene: String, to output: String, format: RenderRun.Format? = nil, fps: FrameRate? = nil, size: String? = nil,
    scale: Double? = nil, frames: String? = nil, crf: Int = 18, preset: String = "medium", threads: Int? = nil,
    quiet: Bool = false, loss: String? = nil, codec: RenderRun.Codec? = nil, proresProfile: String = "4444",
    pixelFormat: String? = nil, lossless: Bool = false, matte: String? = nil
) throws -> Captured {
    let size = try size.map { try #require(OptionParsing.size($0)) }
    let frames = try frames.map { try #require(OptionParsing.frames($0)) }
    return captured { console throws(CommandFailure) in
        try RenderRun(
            scene: scenePath(scene), output: output, format: format, fps: fps, size: size, scale: scale,
            frames: frames, crf: crf, preset: preset, codec: codec, proresProfile: proresProfile,
            pixelFormat: pixelFormat, lossless: lossless, matte: matte, threads: threads, quiet: quiet, loss: loss,
            warnings: .printing(to: console)
        ).run(console: console)
        return .ok
    }
}

/// `anim still` in-process.
func renderStill(_ scene: String, time: Double? = nil, to output: String) -> Captured {
    captured { console throws(CommandFailure) in
        try StillRun(scene: scenePath(scene), output: output, time: time, warnings: .printing(to: console)).run()
        return .ok
    }
}

@Suite(.serialized)
struct RenderRunTests {
    @Test("orbit.mp4: h264 800×450 yuv420p, BT.709 tags, tv range, 72 frames, 3.000 s, faststart")
    func orbit() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("orbit.mp4")
        let r = try renderScene("scenes/orbit.scene", to: out.path, preset: "veryfast")
        #expect(r.status == .ok, "\(r.stderr)")
        let (s, f) = try probe(out)
        #expect(s["codec_name"] as? String == "h264")
        #expect(s["width"] as? Int == 800)
        #expect(s["height"] as? Int == 450)
        #expect(s["pix_fmt"] as? String == "yuv420p")
        #expect(s["color_space"] as? String == "bt709")
        #expect(s["color_transfer"] as? String == "bt709")
        #expect(s["color_primaries"] as? String == "bt709")
        #expect(s["color_range"] as? String == "tv")
        #expect(s["nb_read_frames"] as? String == "72")
        #expect(s["r_frame_rate"] as? String == "24/1")
        #expect(f["duration"] as? String == "3.000000")
        // +faststart: the moov box comes before mdat.
        let bytes = try Data(contentsOf: out)
        let moov = try #require(bytes.range(of: Data("moov".utf8)))
        let mdat = try #require(bytes.range(of: Data("mdat".utf8)))
        #expect(moov.lowerBound < mdat.lowerBound)
        // Nothing but the output is left in the directory (the temporary was renamed).
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["orbit.mp4"])
    }

    @Test("a 29.97 fps scene: 90 frames for 3 s, time base and rate 30000/1001, duration 3.003 s")
    func ntsc() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("ntsc.scene")
        try """
        scene(width: 320, height: 180, fps: 30000/1001, duration: 3)
        Rectangle().fill(.blue).frame(width: 40, height: 40).offset(x: 100 * sin(time))
        """.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("ntsc.mp4")
        let r = try renderScene(scene.path, to: out.path, preset: "ultrafast", quiet: true)
        #expect(r.status == .ok, "\(r.stderr)")
        let (s, f) = try probe(out)
        #expect(s["nb_read_frames"] as? String == "90")
        #expect(s["r_frame_rate"] as? String == "30000/1001")
        #expect(s["avg_frame_rate"] as? String == "30000/1001")
        let duration = Double(try #require(f["duration"] as? String)) ?? 0
        #expect(abs(duration - 3.003) < 0.0005)
        // fps overrides the header; frames selects a range.
        let out2 = dir.appendingPathComponent("part.mp4")
        let r2 = try renderScene(scene.path, to: out2.path, fps: FrameRate(60), frames: "10..29", preset: "ultrafast")
        #expect(r2.status == .ok, "\(r2.stderr)")
        let (s2, _) = try probe(out2)
        #expect(s2["nb_read_frames"] as? String == "20")
        #expect(s2["r_frame_rate"] as? String == "60/1")
    }

    @Test("colour round trip: solid (0, 136, 0) encoded by anim, decoded by the ffmpeg CLI, within ±2")
    func colourRoundTrip() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("green.scene")
        try
            "scene(width: 64, height: 64, fps: 10, duration: 0.3, background: Color(red: 0, green: 136/255, blue: 0))\nEmptyView()\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("green.mp4")
        let r = try renderScene(scene.path, to: out.path, quiet: true)
        #expect(r.status == .ok, "\(r.stderr)")
        let decoded = try runTool(
            "ffmpeg",
            ["-v", "error", "-i", out.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        #expect(decoded.data.count == 64 * 64 * 3)
        let px = Array(decoded.data)
        var worst = 0
        for i in stride(from: 0, to: px.count, by: 3) {
            worst = max(worst, abs(Int(px[i])), abs(Int(px[i + 1]) - 136), abs(Int(px[i + 2])))
        }
        #expect(worst <= 2, "worst channel error \(worst)")
    }

    @Test("PNG sequence: one numbered RGBA PNG per frame; still writes one frame")
    func pngs() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let seq = dir.appendingPathComponent("seq")
        let r = try renderScene("scenes/orbit.scene", to: seq.path + "/", format: .png, frames: "0..4")
        #expect(r.status == .ok, "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: seq.path).sorted()
        #expect(names == (0...4).map { "frame_0000\($0).png" })
        let still = dir.appendingPathComponent("still.png")
        let r2 = renderStill("scenes/orbit.scene", time: 1.5, to: still.path)
        #expect(r2.status == .ok, "\(r2.stderr)")
        let (s, _) = try probe(still)
        #expect(s["codec_name"] as? String == "png")
        #expect(s["pix_fmt"] as? String == "rgba")
        #expect(s["width"] as? Int == 800)
    }

    @Test("bad input: exit 2, file:line:col with a caret and hint, existing output untouched")
    func badScene() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("bad.scene")
        try "scene(width: 800, height: 450)\nRectangle()\n    .ofset(x: 160)\n".write(
            to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("keep.mp4")
        try Data("precious".utf8).write(to: out)
        let r = try renderScene(scene.path, to: out.path)
        #expect(r.status == .badInput)
        #expect(r.stderr.contains("bad.scene:3:6: error:"), "\(r.stderr)")
        #expect(r.stderr.contains("ofset"))
        #expect(r.stderr.contains("^"))
        #expect(r.stderr.contains("offset"))
        #expect(try Data(contentsOf: out) == Data("precious".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["bad.scene", "keep.mp4"])
    }

    @Test("odd pixel sizes, a missing scene and frames past the end are refused before anything is written (exit 2)")
    func refusedBeforeWriting() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("odd.mp4")
        let odd = try renderScene("scenes/orbit.scene", to: out.path, size: "801x450")
        #expect(odd.status == .badInput)
        #expect(odd.stderr.contains("even"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try renderScene("scenes/missing.scene", to: out.path).status == .badInput)
        #expect(try renderScene("scenes/orbit.scene", to: out.path, frames: "70..80").status == .badInput)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// A still scene, and animated ones (state snapshots, springs, layers, numeric-text morphs with blur) over their
    /// busiest frames.
    @Test(
        "determinism: the same scene gives byte-identical PNG frames with 1 and 2 render threads",
        arguments: [
            ("offset-scale-sweep", "0..11"), ("spring-retarget", "20..43"), ("avatars", "14..25"),
            ("numeric-counter", "30..41"),
        ])
    func determinism(scene: (name: String, frames: String)) throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for threads in [1, 2] {
            let r = try renderScene(
                "scenes/\(scene.name).scene", to: dir.appendingPathComponent("t\(threads)").path + "/", format: .png,
                frames: scene.frames, threads: threads)
            #expect(r.status == .ok, "\(r.stderr)")
        }
        let bounds = scene.frames.split(separator: ".").compactMap { Int($0) }
        for i in bounds[0]...bounds[1] {
            let name = String(format: "frame_%05d.png", i)
            let a = try Data(contentsOf: dir.appendingPathComponent("t1/\(name)"))
            let b = try Data(contentsOf: dir.appendingPathComponent("t2/\(name)"))
            #expect(a == b, "\(scene.name) frame \(i) differs between thread counts")
        }
    }

    @Test("loss: per-frame PSNR/SSIM of the decoded video against the rendered frames; more compression costs more")
    func loss() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var meanPSNR: [Double] = []
        for crf in [10, 40] {
            let json = dir.appendingPathComponent("loss\(crf).json")
            let r = try renderScene(
                "scenes/orbit.scene", to: dir.appendingPathComponent("o\(crf).mp4").path, crf: crf, preset: "veryfast",
                loss: json.path)
            #expect(r.status == .ok, "\(r.stderr)")
            #expect(r.stderr.contains("codec loss: worst frame"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
            let frames = try #require(object["frames"] as? [[String: Any]])
            #expect(frames.count == 72)
            let psnr = frames.compactMap { $0["psnrRGB"] as? Double }
            #expect(psnr.count == 72)
            #expect(psnr.allSatisfy { $0 > 20 && $0 < 80 })
            #expect(frames.compactMap { $0["ssim"] as? Double }.allSatisfy { $0 > 0.8 && $0 <= 1 })
            #expect(object["worst"] is [String: Any])
            meanPSNR.append(psnr.reduce(0, +) / 72)
        }
        #expect(meanPSNR[0] > meanPSNR[1] + 3, "crf 10 vs 40: \(meanPSNR)")
    }
}
