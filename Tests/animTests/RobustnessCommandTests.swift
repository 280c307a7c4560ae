// RobustnessCommandTests.swift: issue #22 through the built binary: each crash class of the mutation fuzz exits 2
// with a located error within a time limit; outputs refuse non-regular targets and never follow a symlink; an
// interrupted PNG-sequence render leaves nothing behind; `measure` refuses a folder with missing frames; a damaged
// golden or input file is a clear error.

import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct RobustnessCommandTests {
    /// A scene file in a fresh folder.
    private static func scene(_ text: String, in dir: URL, name: String = "s.scene") throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private static let header = "scene(width: 100, height: 100)\n"

    @Test(
        "every crash class of the fuzz exits 2 with file:line:col and the limit, within 60 s",
        arguments: [
            (
                "parens",
                header + "let x = " + String(repeating: "(", count: 4700) + "1"
                    + String(repeating: ")", count: 4700) + "\nRectangle()\n", ":2:", "nested more than 256 levels deep"
            ),
            (
                "zstacks",
                header + String(repeating: "ZStack { ", count: 1280) + "Rectangle()"
                    + String(repeating: " }", count: 1280) + "\n", ":2:", "nested more than 256 levels deep"
            ),
            (
                "chain", header + "Rectangle()" + String(repeating: ".offset(x: 1)", count: 1024) + "\n", ":2:1:",
                "a postfix chain has more than 256 links"
            ),
            (
                "sum",
                header + "let x = " + Array(repeating: "1", count: 7740).joined(separator: " + ")
                    + "\nRectangle()\n", ":2:9:", "an operator sequence has more than 256 links"
            ),
            (
                "duration", "scene(width: 100, height: 100, duration: 1e18)\nRectangle()\n", ":1:42:",
                "more than 3000000 frames"
            ),
            ("spring", header + "Rectangle().animation(.spring(", ":2:", "expected ')' in expression list"),
            (
                "identifier", header + "Rectangle()." + String(repeating: "a", count: 1_000_000) + "()\n", ":2:13:",
                "identifier is 1000000 characters long; the limit is 256"
            ),
            ("blur", header + "Rectangle().blur(radius: 1e6)\n", ":2:12:", "the limit is 1000.0 points"),
            (
                "forEach", header + "ZStack { ForEach(0..<10_000_000) { i in Rectangle() } }\n", ":2:10:",
                "ForEach over 10000000 elements; the limit is 100000"
            ),
        ])
    func crashClass(_ name: String, _ source: String, _ location: String, _ message: String) throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try Self.scene(source, in: dir, name: "\(name).scene")
        let r = try anim("check", path, timeLimit: 60)
        #expect(r.status == 2, "\(r.stderr.prefix(2000))")
        #expect(r.stderr.contains("\(name).scene\(location)"), "\(r.stderr.prefix(2000))")
        #expect(r.stderr.contains(message), "\(r.stderr.prefix(2000))")
        #expect(r.stderr.utf8.count < 20_000, "diagnostics are bounded: \(r.stderr.utf8.count) bytes")
    }

    @Test("a rotation of 1e300 degrees renders (the angle no longer traps converting to Int)")
    func hugeRotation() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try Self.scene(
            Self.header + "Rectangle().frame(width: 10, height: 10).rotationEffect(.degrees(1e300))\n", in: dir)
        let out = dir.appendingPathComponent("r.png").path
        let r = try anim("still", path, "-o", out, timeLimit: 60)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test("a device, a FIFO or a directory as -o is refused with exit 2 and left untouched")
    func nonRegularTargets() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let folder = dir.appendingPathComponent("folder").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for (target, words) in [
            ("/dev/null", "a character device"), (fifo, "a FIFO"), (folder, "it is a directory"),
        ] {
            let r = try anim("still", "scenes/orbit.scene", "-o", target, timeLimit: 60)
            #expect(r.status == 2, "\(target): \(r.stderr)")
            #expect(r.stderr.contains(words), "\(r.stderr)")
        }
        var st = stat()
        #expect(lstat("/dev/null", &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
        #expect(lstat(fifo, &st) == 0 && st.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["fifo", "folder"])
    }

    @Test("a symlink as the target is replaced by the output; what it pointed to is untouched")
    func symlinkTarget() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim.txt")
        try Data("secret".utf8).write(to: victim)
        let link = dir.appendingPathComponent("out.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim.path)
        let r = try anim("still", "scenes/orbit.scene", "-o", link, timeLimit: 60)
        #expect(r.status == 0, "\(r.stderr)")
        var st = stat()
        #expect(lstat(link, &st) == 0 && st.st_mode & S_IFMT == S_IFREG)
        #expect(try Data(contentsOf: victim) == Data("secret".utf8))
        let png = try Data(contentsOf: URL(fileURLWithPath: link))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test("SIGINT during a PNG-sequence render: exit 130 and no leftovers, in 20 tries")
    func interruptedSequence() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try Self.scene(
            // 9 000 frames: at ≈ 0.5 ms a frame on two threads a 30 s scene could finish before the last try's
            // 760 ms wait (it did once in a full parallel run).
            "scene(width: 320, height: 240, fps: 30, duration: 300)\n"
                + "Circle().fill(.red).frame(width: 80, height: 80).offset(x: 100 * sin(time)).blur(radius: 4)\n",
            in: dir)
        var interrupted = 0
        for attempt in 0..<20 {
            let out = dir.appendingPathComponent("frames").path + "/"
            let p = Process()
            p.executableURL = animExecutable
            p.arguments = ["render", path, "-o", out, "--format", "png", "--quiet", "--threads", "2"]
            p.standardError = FileHandle.nullDevice
            try p.run()
            defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
            // Once the temporary folder exists, at a different point of the writing each time.
            var started = false
            for _ in 0..<400 where !started {
                usleep(25_000)
                started = (try FileManager.default.contentsOfDirectory(atPath: dir.path)).contains {
                    $0.contains(".tmp-")
                }
            }
            #expect(started)
            usleep(UInt32(attempt * 40_000))
            p.interrupt()
            try waitForExit(p, within: 60)
            if p.terminationStatus == 130 { interrupted += 1 }
            let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            #expect(left == ["s.scene"], "attempt \(attempt): \(left)")
            try? FileManager.default.removeItem(atPath: out)
        }
        #expect(interrupted == 20, "every try interrupts the render (a 300 s scene does not finish)")
    }

    @Test("measure of a PNG folder with missing frames exits 1 naming them (issue #18: the input falls short)")
    func missingFrames() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try Self.scene(
            "scene(width: 64, height: 48, fps: 10, duration: 1)\n"
                + "Rectangle().fill(.red).frame(width: 10, height: 10).offset(x: 10 * time)\n", in: dir)
        let out = dir.appendingPathComponent("frames").path
        #expect(try anim("render", path, "-o", out + "/", "--format", "png", "--quiet").status == 0)
        let complete = try anim("measure", out, "--scene", path)
        #expect(complete.status == 0, "\(complete.stderr)")
        for gap in [2, 5, 7] {
            try FileManager.default.removeItem(atPath: out + "/frame_0000\(gap).png")
        }
        let r = try anim("measure", out, "--scene", path)
        #expect(r.status == 1)
        #expect(r.stderr.contains("holds 7 of the scene's 10 frames; missing frames 2, 5, 7"), "\(r.stderr)")
    }

    @Test("damaged inputs are clear errors: a corrupt PNG, a FIFO as a frame, a non-UTF-8 frames.md5")
    func damagedInputs() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try Self.scene(
            "scene(width: 64, height: 48)\nRectangle().fill(.red).frame(width: 10, height: 10)\n", in: dir)
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]).write(to: frames.appendingPathComponent("frame_00000.png"))
        let corrupt = try anim("measure", frames.path, "--scene", path, timeLimit: 60)
        #expect(corrupt.status == 2)
        #expect(corrupt.stderr.contains("frame_00000.png"), "\(corrupt.stderr)")
        try FileManager.default.removeItem(at: frames.appendingPathComponent("frame_00000.png"))
        #expect(mkfifo(frames.appendingPathComponent("frame_00000.png").path, 0o644) == 0)
        let fifo = try anim("measure", frames.path, "--scene", path, timeLimit: 60)
        #expect(fifo.status == 2)
        #expect(fifo.stderr.contains("not a regular file"), "\(fifo.stderr)")

        let golden = dir.appendingPathComponent("golden")
        #expect(try anim("regress", path, "--golden", golden.path, "--update").status == 0)
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: golden.appendingPathComponent("s/frames.md5"))
        let r = try anim("regress", path, "--golden", golden.path, timeLimit: 60)
        let printed = r.stdout + r.stderr
        #expect(r.status == 2, "\(printed)")
        #expect(printed.contains("frames.md5 is not UTF-8 text"), "\(printed)")
        #expect(!printed.contains("CommandFailure("), "no raw Swift error: \(printed)")
    }

    @Test("a font named by a scene outside its folder is not read; --allow-path opens a folder deliberately")
    func confinedFonts() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sceneDir = dir.appendingPathComponent("scene")
        let elsewhere = dir.appendingPathComponent("elsewhere")
        for d in [sceneDir, elsewhere] {
            try FileManager.default.createDirectory(at: d, withIntermediateDirectories: false)
        }
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            toPath: elsewhere.appendingPathComponent("F.ttf").path)
        let path = try Self.scene(
            Self.header + "Text(\"Hi\").font(.custom(\"../elsewhere/F.ttf\", size: 20))\n", in: sceneDir)
        let out = dir.appendingPathComponent("t.png").path
        let refused = try anim("still", path, "-o", out, "--warnings-as-errors", timeLimit: 60)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("is outside the scene's folder"), "\(refused.stderr)")
        let allowed = try anim(
            "still", path, "-o", out, "--warnings-as-errors", "--allow-path", elsewhere.path, timeLimit: 60)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(mkfifo(sceneDir.appendingPathComponent("P.ttf").path, 0o644) == 0)
        let fifo = try Self.scene(Self.header + "Text(\"Hi\").font(.custom(\"P.ttf\", size: 20))\n", in: sceneDir)
        let r = try anim("still", fifo, "-o", out, "--warnings-as-errors", timeLimit: 60)
        #expect(r.status == 2)
        #expect(r.stderr.contains("not a regular file"), "\(r.stderr)")
    }
}
