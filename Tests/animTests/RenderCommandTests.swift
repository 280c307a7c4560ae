// RenderCommandTests.swift: `anim render` / `anim still` end to end, checked with ffprobe and ffmpeg as oracles
// (issue #2 "Tests": ffprobe fields, frame counts and time bases, colour round trip, atomic outputs, exit codes).

import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct RenderCommandTests {
    @Test("orbit.mp4: h264 800×450 yuv420p, BT.709 tags, tv range, 72 frames, 3.000 s, faststart")
    func orbit() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("orbit.mp4")
        let r = try anim("render", "scenes/orbit.scene", "-o", out.path, "--preset", "veryfast")
        #expect(r.status == 0, "\(r.stderr)")
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
        let r = try anim("render", scene.path, "-o", out.path, "--preset", "ultrafast", "--quiet")
        #expect(r.status == 0, "\(r.stderr)")
        let (s, f) = try probe(out)
        #expect(s["nb_read_frames"] as? String == "90")
        #expect(s["r_frame_rate"] as? String == "30000/1001")
        #expect(s["avg_frame_rate"] as? String == "30000/1001")
        let duration = Double(try #require(f["duration"] as? String)) ?? 0
        #expect(abs(duration - 3.003) < 0.0005)
        // --fps overrides the header; --frames selects a range.
        let out2 = dir.appendingPathComponent("part.mp4")
        let r2 = try anim(
            "render", scene.path, "-o", out2.path, "--fps", "60", "--frames", "10..29", "--preset", "ultrafast")
        #expect(r2.status == 0, "\(r2.stderr)")
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
        let r = try anim("render", scene.path, "-o", out.path, "--quiet")
        #expect(r.status == 0, "\(r.stderr)")
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
        let r = try anim("render", "scenes/orbit.scene", "-o", seq.path + "/", "--format", "png", "--frames", "0..4")
        #expect(r.status == 0, "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: seq.path).sorted()
        #expect(names == (0...4).map { "frame_0000\($0).png" })
        let still = dir.appendingPathComponent("still.png")
        let r2 = try anim("still", "scenes/orbit.scene", "--time", "1.5", "-o", still.path)
        #expect(r2.status == 0, "\(r2.stderr)")
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
        let r = try anim("render", scene.path, "-o", out.path)
        #expect(r.status == 2)
        #expect(r.stderr.contains("bad.scene:3:6: error:"), "\(r.stderr)")
        #expect(r.stderr.contains("ofset"))
        #expect(r.stderr.contains("^"))
        #expect(r.stderr.contains("offset"))
        #expect(try Data(contentsOf: out) == Data("precious".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["bad.scene", "keep.mp4"])
    }

    @Test("odd pixel sizes are refused before anything is written; usage errors exit 2")
    func usageErrors() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("odd.mp4")
        let odd = try anim("render", "scenes/orbit.scene", "-o", out.path, "--size", "801x450")
        #expect(odd.status == 2)
        #expect(odd.stderr.contains("even"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(
            try anim("render", "scenes/orbit.scene", "-o", out.path, "--presett", "fast").stderr.contains(
                "did you mean '--preset'"))
        #expect(try anim("render", "scenes/orbit.scene", "-o", out.path, "--fps", "0").status == 2)
        #expect(try anim("render", "scenes/missing.scene", "-o", out.path).status == 2)
        #expect(try anim("rendr").status == 2)
        #expect(try anim("render", "scenes/orbit.scene", "-o", out.path, "--frames", "70..80").status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test("SIGINT mid-render leaves no partial file and keeps the old output")
    func interrupt() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("long.scene")
        try
            "scene(width: 1920, height: 1080, fps: 60, duration: 600)\nCircle().fill(.red).frame(width: 400, height: 400).offset(x: 300 * sin(time))\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("long.mp4")
        try Data("old".utf8).write(to: out)
        let p = Process()
        p.executableURL = animExecutable
        p.arguments = ["render", scene.path, "-o", out.path, "--quiet", "--preset", "ultrafast"]
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Wait until the temporary exists, i.e. encoding is under way.
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        var started = false
        for _ in 0..<200 where !started {
            usleep(50_000)
            started = (try FileManager.default.contentsOfDirectory(atPath: dir.path)).contains { $0.contains(".tmp-") }
        }
        #expect(started)
        p.interrupt()
        // A hang after the signal fails the test (the process is killed) instead of hanging the suite.
        try waitForExit(p, within: 60)
        #expect(p.terminationStatus == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["long.mp4", "long.scene"])
        #expect(try Data(contentsOf: out) == Data("old".utf8))
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
        for threads in ["1", "2"] {
            let r = try anim(
                "render", "scenes/\(scene.name).scene", "-o", dir.appendingPathComponent("t\(threads)").path + "/",
                "--format", "png", "--frames", scene.frames, "--threads", threads)
            #expect(r.status == 0, "\(r.stderr)")
        }
        let bounds = scene.frames.split(separator: ".").compactMap { Int($0) }
        for i in bounds[0]...bounds[1] {
            let name = String(format: "frame_%05d.png", i)
            let a = try Data(contentsOf: dir.appendingPathComponent("t1/\(name)"))
            let b = try Data(contentsOf: dir.appendingPathComponent("t2/\(name)"))
            #expect(a == b, "\(scene.name) frame \(i) differs between thread counts")
        }
    }

    @Test("--loss: per-frame PSNR/SSIM of the decoded video against the rendered frames; more compression costs more")
    func loss() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var meanPSNR: [Double] = []
        for crf in ["10", "40"] {
            let json = dir.appendingPathComponent("loss\(crf).json")
            let r = try anim(
                "render", "scenes/orbit.scene", "-o", dir.appendingPathComponent("o\(crf).mp4").path, "--crf", crf,
                "--preset", "veryfast", "--loss", json.path)
            #expect(r.status == 0, "\(r.stderr)")
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
