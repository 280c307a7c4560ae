// RenderCommandTests.swift: `anim render` as a command (issue #2 "Tests"): option errors exit 2 before anything is
// written, and SIGINT mid-render exits 130 leaving no partial file. What a render writes (ffprobe fields, frame counts,
// colour, determinism, loss) is RenderRunTests, in-process.

import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct RenderCommandTests {
    @Test(
        "option errors exit 2 before anything is written: a misspelt option gets a did-you-mean, --fps 0 and an unknown command are refused"
    )
    func usageErrors() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("odd.mp4")
        let typo = try anim("render", "scenes/orbit.scene", "-o", out.path, "--presett", "fast")
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean '--preset'"))
        #expect(try anim("render", "scenes/orbit.scene", "-o", out.path, "--fps", "0").status == 2)
        #expect(try anim("rendr").status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test(
        "--png-compression 0–9 on PNG sequences only, --lookahead on H.264/HEVC only (exit 2 otherwise); a 4K render with a long lookahead warns about memory"
    )
    func encoderOptions() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let mp4 = dir.appendingPathComponent("o.mp4").path
        let png = dir.appendingPathComponent("frames").path + "/"
        let wrongFormat = try anim("render", "scenes/orbit.scene", "-o", mp4, "--png-compression", "3")
        #expect(wrongFormat.status == 2)
        #expect(wrongFormat.stderr.contains("--png-compression is for PNG sequences"))
        #expect(try anim("render", "scenes/orbit.scene", "-o", png, "--png-compression", "10").status == 2)
        #expect(try anim("render", "scenes/orbit.scene", "-o", png, "--lookahead", "5").status == 2)
        let tooLong = try anim("render", "scenes/orbit.scene", "-o", mp4, "--codec", "h264", "--lookahead", "300")
        #expect(tooLong.status == 2)
        let mkv = dir.appendingPathComponent("o.mkv").path
        #expect(try anim("render", "scenes/orbit.scene", "-o", mkv, "--lookahead", "5").status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        // Two frames at 4K: the warning comes from the settings, before any frame.
        let big = try anim(
            "render", "scenes/orbit.scene", "-o", mp4, "--scale", "4.8", "--frames", "0..1", "--preset", "ultrafast",
            "--quiet")
        #expect(big.status == 0)
        #expect(!big.stderr.contains("memory"))
        let warned = try anim(
            "render", "scenes/orbit.scene", "-o", mp4, "--scale", "4.8", "--frames", "0..1", "--lookahead", "60",
            "--preset", "veryfast", "--quiet")
        #expect(warned.status == 0)
        #expect(warned.stderr.contains("x264 preset veryfast at 3840×2160 will need about"))
        #expect(warned.stderr.contains("lookahead of 60 frames"))
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
}
