// DiffRunTests.swift: AnimKit's DiffRun in-process (issue #8): per-frame figures between PNG folders and videos, the
// JSON report's shape and worst frame, heat maps, PSNR/SSIM against the ffmpeg CLI's filters on the same frames, and
// clear errors (exit status 2) for different counts, timing or sizes and for missing, corrupt or truncated inputs.
// (The two-inputs arity check is DiffCommandTests, in animTests.)

import AnimKit
import Foundation
import Measure
import TestSupport
import Testing
import Timeline

/// `anim diff` in-process.
func diff(_ a: String, _ b: String, json: URL? = nil, heatmap: URL? = nil, tolerance: Tolerance = .exact) -> Captured {
    captured { console throws(CommandFailure) in
        try DiffRun(reference: a, b, json: json?.path, heatmap: heatmap?.path, tolerance: tolerance).run(
            console: console)
    }
}

@Suite(.serialized)
struct DiffRunTests {
    /// Renders the base and bumped sweep (TestSupport's SceneBuilder.swift) as PNG folders `a/`, `b/` and MP4s `a.mp4`, `b.mp4`.
    static func fixture(videos: Bool = false) throws -> URL {
        let dir = try scratchDirectory()
        for (name, bump) in [("a", "0.0"), ("b", bumped)] {
            let scene = dir.appendingPathComponent("\(name).scene")
            try sweepScene(bump: bump).write(to: scene, atomically: true, encoding: .utf8)
            #expect(try renderScene(scene.path, to: dir.path + "/\(name)/", format: .png, quiet: true).status == .ok)
            if videos {
                #expect(try renderScene(scene.path, to: dir.path + "/\(name).mp4", quiet: true).status == .ok)
            }
        }
        return dir
    }

    /// Parses a `--json` report.
    static func report(_ url: URL) throws -> (frames: [[String: Any]], worst: [String: Any]?) {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return (try #require(json["frames"] as? [[String: Any]]), json["worst"] as? [String: Any])
    }

    /// The per-frame lines of ffmpeg's `psnr` or `ssim` stats file for inputs `a`, `b` (`-cpuflags 0`: the C code,
    /// see ImageMetricsTests), as dictionaries (`psnr_y`, `psnr_avg`, `Y`, `All`, …).
    static func ffmpegStats(_ filter: String, _ a: String, _ b: String, format: String? = nil, in dir: URL) throws
        -> [[String: Double]]
    {
        let stats = dir.appendingPathComponent("\(filter).txt")
        let inputs: [String] = [a, b].flatMap {
            $0.hasSuffix(".mp4") ? ["-i", $0] : ["-framerate", "24", "-i", $0 + "/frame_%05d.png"]
        }
        let graph = format.map { "[0:v]format=\($0)[x];[1:v]format=\($0)[y];[x][y]" } ?? "[0:v][1:v]"
        let r = try runTool(
            "ffmpeg",
            ["-v", "error", "-cpuflags", "0"] + inputs + [
                "-lavfi", graph + "\(filter)=stats_file=\(stats.path)", "-f", "null", "-",
            ])
        #expect(r.status == 0, "\(r.stderr)")
        return try String(contentsOf: stats, encoding: .utf8).split(separator: "\n").map { line in
            var values: [String: Double] = [:]
            for token in line.split(separator: " ") {
                let kv = token.split(separator: ":")
                if kv.count == 2 { values[String(kv[0])] = kv[1] == "inf" ? .infinity : Double(kv[1]) }
            }
            return values
        }
    }

    @Test("PNG folders: exactly frames 10–14 differ, frame 12 worst; PSNR-RGB and SSIM agree with ffmpeg (gbrp)")
    func pngFolders() throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("d.json")
        let heat = dir.appendingPathComponent("heat")
        let r = diff(dir.path + "/a", dir.path + "/b", json: json, heatmap: heat)
        #expect(r.status == .failure, "\(r.stderr)")
        #expect(
            r.stdout.hasSuffix(
                "24 frames: 5 differ (first 10: max Δ 231, 120 px, 0 off edges, PSNR-Y 42.23 dB, PSNR-RGB 39.67 dB, SSIM-Y 0.99834, SSIM 0.99838; worst 12: max Δ 231, 360 px, 0 off edges, PSNR-Y 37.46 dB, PSNR-RGB 34.90 dB, SSIM-Y 0.99756, SSIM 0.99760)\n"
            ))
        let (frames, worst) = try Self.report(json)
        #expect(frames.count == 24)
        #expect(
            frames.filter { ($0["differingPixels"] as? Int ?? 0) > 0 }.map { $0["frame"] as? Int } == [
                10, 11, 12, 13, 14,
            ])
        let w = try #require(worst)
        #expect(w["frame"] as? Int == 12)
        #expect(
            w["maxDifference"] as? Int == 231 && w["differingPixels"] as? Int == 360
                && w["differingPixelsOffEdges"] as? Int == 0)
        // Identical frames: infinite PSNR is null, SSIM exactly 1.
        #expect(frames[0]["psnrY"] is NSNull && frames[0]["psnrRGB"] is NSNull && frames[0]["ssim"] as? Double == 1)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: heat.path).sorted()
                == (10...14).map { String(format: "frame_%05d.png", $0) })

        let psnr = try Self.ffmpegStats("psnr", dir.path + "/a", dir.path + "/b", format: "gbrp", in: dir)
        let ssim = try Self.ffmpegStats("ssim", dir.path + "/a", dir.path + "/b", format: "gbrp", in: dir)
        #expect(psnr.count == 24 && ssim.count == 24)
        for i in 10...14 {
            let ours = try #require(frames[i]["psnrRGB"] as? Double)
            let theirs = try #require(psnr[i]["psnr_avg"])
            #expect(abs(ours - theirs) < 0.01, "frame \(i): PSNR-RGB \(ours) vs ffmpeg \(theirs)")
            let s = try #require(frames[i]["ssim"] as? Double)
            let t = try #require(ssim[i]["All"])
            #expect(abs(s - t) < 0.0005, "frame \(i): SSIM \(s) vs ffmpeg \(t)")
        }
    }

    @Test("videos: frames matched by timestamp; PSNR-Y and SSIM-Y track ffmpeg on the decoded luma")
    func videos() throws {
        let dir = try Self.fixture(videos: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("v.json")
        let r = diff(dir.path + "/a.mp4", dir.path + "/b.mp4", json: json)
        #expect(r.status == .failure, "\(r.stderr)")
        let (frames, worst) = try Self.report(json)
        #expect(frames.count == 24)
        #expect(try #require(worst)["frame"] as? Int == 12)
        let psnr = try Self.ffmpegStats("psnr", dir.path + "/a.mp4", dir.path + "/b.mp4", in: dir)
        let ssim = try Self.ffmpegStats("ssim", dir.path + "/a.mp4", dir.path + "/b.mp4", in: dir)
        // Our luma is the decoded Y plane itself, as FFmpeg's filters read it: PSNR-Y within 0.01 dB on every frame
        // that differs at all (identical planes are +∞ in both, null in our JSON), SSIM-Y within 0.0005.
        var checked = 0
        for (i, f) in frames.enumerated() {
            let theirs = try #require(psnr[i]["psnr_y"])
            if theirs.isFinite {
                let ours = try #require(f["psnrY"] as? Double)
                #expect(abs(ours - theirs) < 0.01, "frame \(i): PSNR-Y \(ours) vs ffmpeg \(theirs)")
                checked += 1
            } else {
                #expect(f["psnrY"] is NSNull)
            }
            let s = try #require(f["ssimY"] as? Double)
            let t = try #require(ssim[i]["Y"])
            #expect(abs(s - t) < 0.0005, "frame \(i): SSIM-Y \(s) vs ffmpeg \(t)")
        }
        #expect(checked >= 5)
    }

    @Test("identical inputs exit 0 and report no worst frame")
    func identical() throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("same.json")
        let r = diff(dir.path + "/a", dir.path + "/a/", json: json)
        #expect(r.status == .ok, "\(r.stderr)")
        #expect(r.stdout == "24 frames: identical\n")
        #expect(try Self.report(json).worst == nil)
        // Within a tolerance also exits 0, while still listing the frames that differ.
        let tolerant = diff(dir.path + "/a", dir.path + "/b", tolerance: try tolerance("fuzzy:231,360"))
        #expect(tolerant.status == .ok)
        #expect(
            tolerant.stdout.contains(
                "24 frames: 5 differ, 0 beyond fuzzy:231,360 (first 10: max Δ 231, 120 px, 0 off edges, PSNR-Y 42.23 dB, PSNR-RGB 39.67 dB, SSIM-Y 0.99834, SSIM 0.99838; worst 12: "
            ))
    }

    @Test(
        "mismatched or damaged inputs: exit status 2 with the reason, never a crash",
        arguments: [
            "count", "timing", "size", "missing", "truncated video", "corrupt png", "not a video", "empty folder",
        ])
    func errors(kind: String) throws {
        let dir = try Self.fixture(videos: kind == "truncated video" || kind == "timing")
        defer { try? FileManager.default.removeItem(at: dir) }
        var a = dir.path + "/a"
        var b = dir.path + "/b"
        let expected: String
        switch kind {
        case "count":
            try FileManager.default.removeItem(atPath: b + "/frame_00023.png")
            expected = "anim: error: frame counts differ: '\(a)' has 24 frames, '\(b)' has 23\n"
        case "timing":
            let scene = dir.appendingPathComponent("a.scene").path
            #expect(try renderScene(scene, to: dir.path + "/a25.mp4", fps: FrameRate(25), quiet: true).status == .ok)
            (a, b) = (dir.path + "/a.mp4", dir.path + "/a25.mp4")
            expected = "anim: error: timing differs at frame 1: '\(a)' shows it at 0.041667 s, '\(b)' at 0.040000 s\n"
        case "size":
            let scene = dir.appendingPathComponent("a.scene").path
            #expect(try renderScene(scene, to: dir.path + "/small/", format: .png, scale: 1, quiet: true).status == .ok)
            b = dir.path + "/small"
            expected = "anim: error: frame 0 sizes differ: '\(a)' is 800x450, '\(b)' is 400x225\n"
        case "missing":
            b = dir.path + "/nothing"
            expected = "anim: error: no such file or folder '\(b)'\n"
        case "truncated video":
            let data = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/b.mp4"))
            try data.prefix(data.count * 2 / 3).write(to: URL(fileURLWithPath: dir.path + "/cut.mp4"))
            (a, b) = (dir.path + "/a.mp4", dir.path + "/cut.mp4")
            expected = "anim: error: '\(b)' is damaged ("
        case "corrupt png":
            try Data(repeating: 0x89, count: 100).write(to: URL(fileURLWithPath: b + "/frame_00005.png"))
            expected = "anim: error: frame 5 of '\(b)': invalid input: \(b)/frame_00005.png: "
        case "not a video":
            try "not a video".write(toFile: dir.path + "/x.mp4", atomically: true, encoding: .utf8)
            b = dir.path + "/x.mp4"
            expected = "anim: error: cannot read '\(b)' as video: "
        default:
            try FileManager.default.createDirectory(atPath: dir.path + "/empty", withIntermediateDirectories: false)
            b = dir.path + "/empty"
            expected = "anim: error: folder '\(b)' has no .png frames\n"
        }
        let json = dir.appendingPathComponent("out.json")
        let r = diff(a, b, json: json)
        #expect(r.status == .badInput, "\(r.stdout)\(r.stderr)")
        #expect(r.failure?.status == .badInput)
        // The failure as `anim` prints it (Captured): a line starting `anim: error:`.
        let message =
            r.stderr.split(separator: "\n").first { $0.hasPrefix("anim: error: ") }.map { String($0) + "\n" } ?? ""
        #expect(message.hasPrefix(expected), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: json.path), "no JSON is written on error")
        if kind == "truncated video" { #expect(r.stderr.contains("cut.mp4")) }
    }
}
