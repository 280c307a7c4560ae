// RegressionRunTests.swift: AnimKit's RegressionRun in-process (issue #8 "Must show"): an unchanged scene passes
// byte-exactly (and its digests are what `ffmpeg -f framemd5` prints for the reference PNGs); a scene moved by one
// pixel's worth (offset 0.5 pt at scale 2) in frames 10–14, and by 1.5 pt in frame 12, flags exactly those frames with
// frame 12 the worst; tolerance tiers; JUnit and the report directory; damaged goldens and bad scenes give exit
// status 2, never a crash; the committed goldens/ pass. (`--tolerance` parsing is RegressCommandTests, in animTests.)

import AnimKit
import Foundation
import Measure
import TestSupport
import Testing

/// A tolerance as `--tolerance` spells it.
func tolerance(_ text: String) throws -> Tolerance { try #require(Tolerance(text)) }

/// `anim regress` in-process: scene and golden paths relative to the repository root, warnings printed as the CLI
/// prints them.
func regress(
    _ scenes: [String], golden: String, update: Bool = false, tolerance: Tolerance? = nil,
    references: ReferencePolicy? = nil, junit: URL? = nil, report: URL? = nil, threads: Int? = nil
) -> Captured {
    captured { console throws(CommandFailure) in
        try RegressionRun(
            scenes: scenes.map(scenePath), golden: scenePath(golden), update: update, tolerance: tolerance,
            references: references, junit: junit?.path, report: report?.path, threads: threads,
            warnings: .printing(to: console)
        ).run(console: console)
    }
}

@Suite(.serialized)
struct RegressionRunTests {
    /// A scratch folder with `base/sweep.scene`, `bumped/sweep.scene` and a golden of the base in `golden/`.
    static func fixture() throws -> URL {
        let dir = try scratchDirectory()
        for (folder, bump) in [("base", "0.0"), ("bumped", bumped)] {
            try FileManager.default.createDirectory(
                at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            try sweepScene(bump: bump).write(
                to: dir.appendingPathComponent("\(folder)/sweep.scene"), atomically: true, encoding: .utf8)
        }
        let r = regress(
            [dir.path + "/base/sweep.scene"], golden: dir.path + "/golden", update: true, references: .all)
        #expect(r.status == .ok, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout == "created sweep: 24 frames, 24 reference PNGs, tolerance exact\n")
        return dir
    }

    @Test("an unchanged scene passes byte-exactly; its digests are ffmpeg's framemd5 of the reference PNGs")
    func unchanged() throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = regress([dir.path + "/base/sweep.scene"], golden: dir.path + "/golden")
        #expect(r.status == .ok, "\(r.stderr)")
        #expect(r.stdout == "ok    sweep: 24 frames identical to the golden\n")
        #expect(r.stderr.isEmpty)

        // The golden: settings, 24 digest lines, 24 PNGs; nothing temporary left beside it.
        let golden = dir.appendingPathComponent("golden/sweep")
        let settings = try String(contentsOf: golden.appendingPathComponent("settings.txt"), encoding: .utf8)
        for line in [
            "fps: 24/1", "size: 400x225", "scale: 2", "pixels: 800x450", "frames: 24", "tolerance: exact",
            "references: all",
        ] {
            #expect(settings.contains(line + "\n"), "settings.txt lacks \(line)")
        }
        let digest = try String(contentsOf: golden.appendingPathComponent("frames.md5"), encoding: .utf8)
        let lines = digest.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count == 24)
        #expect(digest.contains("#tb: 1/24\n#dimensions: 800x450\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path + "/golden").sorted() == [
                "manifest.txt", "sweep",
            ])

        // Oracle: FFmpeg's framemd5 muxer hashes the same RGBA bytes (the frames are opaque, so straight = premultiplied).
        let ff = try runTool(
            "ffmpeg",
            [
                "-v", "error", "-framerate", "24", "-i", golden.path + "/frames/frame_%05d.png", "-pix_fmt", "rgba",
                "-f", "framemd5", "-",
            ])
        let ffHashes = ff.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: ",").last!.trimmingCharacters(in: .whitespaces)
        }
        let ours = lines.map { $0.split(separator: ",").last!.trimmingCharacters(in: .whitespaces) }
        #expect(ffHashes.count == 24)
        #expect(ffHashes == ours)
        // Each line: frame, pts = frame, duration 1, 800, 450, 1 440 000 bytes.
        #expect(lines[7].hasPrefix("7, 7, 1, 800, 450, 1440000, "))
    }

    @Test("one pixel's worth in frames 10–14: exactly those fail, frame 10 first, frame 12 (three pixels) worst")
    func onePixel() throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let junit = dir.appendingPathComponent("j.xml")
        let report = dir.appendingPathComponent("report")
        let r = regress(
            [dir.path + "/bumped/sweep.scene"], golden: dir.path + "/golden", junit: junit, report: report, threads: 2)
        #expect(r.status == .failure, "\(r.stderr)")
        // Frame 12: the coral 60×30 pt marker (120×60 px) moved 3 px: 3 columns × 60 rows at each side = 360 px, each
        // background (14, 16, 24) ↔ coral (245, 92, 87), so the largest channel change is 245 − 14 = 231. Frames 10,
        // 11, 13 and 14 moved 1 px: 2 × 60 = 120 px. Every changed pixel lies on the marker's edge.
        #expect(
            r.stdout.hasPrefix(
                "FAIL  sweep: 5 of 24 frames differ beyond exact (first 10: max Δ 231, 120 px, 0 off edges, PSNR-Y 42.23 dB, PSNR-RGB 39.67 dB, SSIM-Y 0.99834, SSIM 0.99838; worst 12: max Δ 231, 360 px, 0 off edges, PSNR-Y "
            ))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<testsuites name=\"anim regress\" tests=\"1\" failures=\"1\" errors=\"0\""))
        let flagged = xml.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("frame ") || line.contains(">frame ") else { return nil }
            let text = line.components(separatedBy: "frame ").last!
            return Int(text.prefix { $0.isNumber })
        }
        #expect(flagged == [10, 11, 12, 13, 14])
        #expect(xml.contains("frame 11: max Δ 231, 120 px, 0 off edges"))
        #expect(xml.contains("frame 12: max Δ 231, 360 px, 0 off edges"))
        for file in [
            "index.html", "sweep/side-by-side.png", "sweep/heatmap.png", "sweep/errors.png", "sweep/contact-sheet.png",
        ] {
            #expect(FileManager.default.fileExists(atPath: report.path + "/" + file), "report lacks \(file)")
        }
        // The side-by-side is golden | now | heat map: three 800×450 panels and 8-px gutters (ffprobe).
        let side = try probe(report.appendingPathComponent("sweep/side-by-side.png")).stream
        #expect(side["width"] as? Int == 3 * 800 + 4 * 8)
        #expect(side["height"] as? Int == 450 + 2 * 8)
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h3>Worst frame: 12 (t = 0.5000)</h3>"))
        #expect(html.contains("<h3>Changed frames (5 of 24)</h3>"))
    }

    @Test(
        "tolerance tiers on the same change: edge-aware fails (edges moved), fuzzy:255,200 fails frame 12 only, the golden's own tier applies"
    )
    func tiers() throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.path + "/bumped/sweep.scene"
        let golden = dir.path + "/golden"
        // Every changed pixel lies on the marker's edge, but the edge moved (1 px, 3 px in frame 12): edge-aware fails.
        let edge = regress([scene], golden: golden, tolerance: try tolerance("edge:0,0"))
        #expect(edge.status == .failure)
        #expect(edge.stdout.hasPrefix("FAIL  sweep: 5 of 24 frames differ beyond edge:0,0,24 (first 10: "))
        #expect(edge.stdout.contains(", edges moved "))
        let fuzzy = regress([scene], golden: golden, tolerance: try tolerance("fuzzy:255,200"))
        #expect(fuzzy.status == .failure)
        #expect(
            fuzzy.stdout.hasPrefix(
                "FAIL  sweep: 1 of 24 frames differ beyond fuzzy:255,200 (first and worst 12: max Δ 231, 360 px, 0 off edges, "
            ))
        // A tolerance recorded in the golden (per scene) is used when the command line gives none.
        let settings = URL(fileURLWithPath: golden + "/sweep/settings.txt")
        let text = try String(contentsOf: settings, encoding: .utf8).replacingOccurrences(
            of: "tolerance: exact", with: "tolerance: fuzzy:231,120")
        try text.write(to: settings, atomically: true, encoding: .utf8)
        let recorded = regress([scene], golden: golden)
        #expect(recorded.status == .failure)
        #expect(
            recorded.stdout.hasPrefix("FAIL  sweep: 1 of 24 frames differ beyond fuzzy:231,120 (first and worst 12: "))
    }

    @Test("--update rewrites atomically and says how many frames changed; the new golden then passes")
    func update() throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let golden = dir.path + "/golden"
        let r = regress(
            [dir.path + "/bumped/sweep.scene"], golden: golden, update: true, references: ReferencePolicy.none)
        #expect(r.status == .ok)
        #expect(r.stdout == "updated sweep: 24 frames, 0 reference PNGs, tolerance exact (5 frames changed)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden).sorted() == ["manifest.txt", "sweep"])
        #expect(!FileManager.default.fileExists(atPath: golden + "/sweep/frames"))
        #expect(regress([dir.path + "/bumped/sweep.scene"], golden: golden).status == .ok)
        // Without reference pixels a changed frame is still found, by digest, and fails under any tolerance.
        let back = regress(
            [dir.path + "/base/sweep.scene"], golden: golden, tolerance: try tolerance("fuzzy:255,100000"))
        #expect(back.status == .failure)
        #expect(
            back.stdout == "FAIL  sweep: 5 of 24 frames changed with no reference to measure (digest only): 10–14\n")
    }

    @Test(
        "damaged goldens and bad scenes: a clear message and exit status 2, never a crash",
        arguments: [
            "truncated digest", "garbled digest", "corrupt reference", "missing golden", "scene errors",
            "edited reference",
        ])
    func damaged(kind: String) throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let golden = dir.appendingPathComponent("golden/sweep")
        var scene = dir.path + "/bumped/sweep.scene"
        let expected: String
        switch kind {
        case "truncated digest":
            let text = try String(contentsOf: golden.appendingPathComponent("frames.md5"), encoding: .utf8)
            try String(text.prefix(text.count / 2)).write(
                to: golden.appendingPathComponent("frames.md5"), atomically: true, encoding: .utf8)
            expected = "ERROR sweep: golden \(golden.path)/frames.md5"
        case "garbled digest":
            let text = try String(contentsOf: golden.appendingPathComponent("frames.md5"), encoding: .utf8)
            try text.replacingOccurrences(of: "3, 3, 1, 800, 450, 1440000, ", with: "3, 3, 1, 800, 450, 1440000, zz")
                .write(to: golden.appendingPathComponent("frames.md5"), atomically: true, encoding: .utf8)
            expected = "ERROR sweep: golden \(golden.path)/frames.md5: line 10: "
        case "corrupt reference":
            let png = golden.appendingPathComponent("frames/frame_00012.png")
            let data = try Data(contentsOf: png)
            try data.prefix(data.count / 2).write(to: png)
            expected = "ERROR sweep: golden reference \(png.path): invalid input: "
        case "edited reference":
            // A valid PNG of the wrong frame: frame 0's picture under frame 11's name.
            try FileManager.default.removeItem(at: golden.appendingPathComponent("frames/frame_00011.png"))
            try FileManager.default.copyItem(
                at: golden.appendingPathComponent("frames/frame_00000.png"),
                to: golden.appendingPathComponent("frames/frame_00011.png"))
            expected =
                "ERROR sweep: golden reference \(golden.path)/frames/frame_00011.png does not match its line in frames.md5"
        case "missing golden":
            try FileManager.default.removeItem(at: golden)
            expected = "ERROR sweep: no golden at \(golden.path)/frames.md5 (run `anim regress --update` to create it)"
        default:
            scene = dir.path + "/broken.scene"
            try "scene(width: 10, height: 10)\nRectangle().fil(.red)\n".write(
                toFile: scene, atomically: true, encoding: .utf8)
            expected = "ERROR broken: scene has errors"
        }
        let r = regress([scene], golden: dir.path + "/golden")
        #expect(r.status == .badInput, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasPrefix(expected), "\(r.stdout)")
    }

    @Test("scenes run in parallel give the same lines, in the order named, as one at a time")
    func parallel() throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = ["scenes/witness-offset-scale.scene", dir.path + "/bumped/sweep.scene", "scenes/orbit.scene"]
        #expect(regress(scenes, golden: dir.path + "/golden", update: true).status == .ok)
        let one = regress(scenes, golden: dir.path + "/golden", threads: 1)
        let two = regress(scenes, golden: dir.path + "/golden", threads: 3)
        #expect(one.status == .ok && two.status == .ok)
        #expect(one.stdout == two.stdout)
        #expect(
            one.stdout.split(separator: "\n").map { $0.split(separator: ":")[0] } == [
                "ok    witness-offset-scale", "ok    sweep", "ok    orbit",
            ])
    }

    @Test("the committed goldens/ hold every scene in scenes/ and pass")
    func committed() throws {
        let r = regress(["scenes"], golden: "goldens")
        #expect(r.status == .ok, "\(r.stdout)\(r.stderr)")
        let scenes = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.path + "/scenes").filter {
            $0.hasSuffix(".scene")
        }
        #expect(r.stdout.split(separator: "\n").count == scenes.count)
        #expect(
            r.stdout.split(separator: "\n").allSatisfy {
                $0.hasPrefix("ok    ") && $0.hasSuffix("identical to the golden")
            })
    }
}
