// ConcatCommandTests.swift: `anim render --shard K/N` segments joined by `anim concat` (issue #20 "Must show"):
// the joined file has the scene's exact frame count and duration (ffprobe), decodes within 45 dB PSNR of the
// unsharded render frame by frame (ffmpeg's psnr filter), and is identical to it with --lossless (framemd5); parts
// that differ in settings, come out of order or leave a gap exit 2 naming the part; nothing is re-encoded (the
// joined file's packets are the parts' packets).

import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct ConcatCommandTests {
    static let scene = """
        scene(width: 160, height: 90, fps: 24, duration: 2, background: Color(red: 14/255, green: 16/255, blue: 24/255))
        Rectangle().fill(Color.orange).frame(width: 40, height: 20).rotationEffect(.degrees(180 * time)).position(x: 40 + 40 * time, y: 45)

        """

    /// Renders the scene whole and in `n` shards with `options`, joins the shards; returns the folder.
    static func render(shards n: Int, _ options: [String] = []) throws -> URL {
        let dir = try scratchDirectory()
        let scene = dir.appendingPathComponent("s.scene").path
        try Self.scene.write(toFile: scene, atomically: true, encoding: .utf8)
        let whole = try runAnim(["render", scene, "-o", dir.path + "/whole.mp4", "-q"] + options)
        #expect(whole.status == 0, "\(whole.stderr)")
        var parts: [String] = []
        for k in 1...n {
            let part = dir.path + "/part-\(k).mp4"
            let r = try runAnim(["render", scene, "--shard", "\(k)/\(n)", "-o", part, "-q"] + options)
            #expect(r.status == 0, "\(r.stderr)")
            parts.append(part)
        }
        let joined = try runAnim(["concat"] + parts + ["-o", dir.path + "/joined.mp4"])
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(joined.stderr.contains("48 frames, 2.000 s (0.000 … 2.000 s), h264, \(n) parts joined by stream copy"))
        return dir
    }

    /// ffmpeg's framemd5 of the decoded frames.
    static func frameHashes(_ path: String) throws -> [String] {
        let r = try runTool("ffmpeg", ["-v", "error", "-i", path, "-f", "framemd5", "-"])
        return r.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            String($0.split(separator: ",").last!)
        }
    }

    @Test("3 segments joined: 48 frames, 2 s from 0, each frame within 45 dB of the unsharded render, packets copied")
    func joined() throws {
        let dir = try Self.render(shards: 3)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (stream, format) = try probe(dir.appendingPathComponent("joined.mp4"))
        #expect(stream["nb_read_frames"] as? String == "48")
        #expect(stream["start_time"] as? String == "0.000000")
        #expect(stream["duration"] as? String == "2.000000")
        #expect(format["duration"] as? String == "2.000000")
        // A segment keeps the clip's timestamps: part 2 of 3 starts at frame 16 = 0.666667 s.
        let (part2, _) = try probe(dir.appendingPathComponent("part-2.mp4"))
        #expect(part2["start_time"] as? String == "0.666667")
        #expect(part2["nb_read_frames"] as? String == "16")
        // Per-frame PSNR (average over Y, U, V as ffmpeg's psnr filter reports) of joined against whole.
        let stats = dir.path + "/psnr.log"
        _ = try runTool(
            "ffmpeg",
            [
                "-v", "error", "-i", dir.path + "/joined.mp4", "-i", dir.path + "/whole.mp4", "-lavfi",
                "psnr=stats_file=" + stats, "-f", "null", "-",
            ])
        let lines = try String(contentsOfFile: stats, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 48)
        for line in lines {
            let field = try #require(line.split(separator: " ").first { $0.hasPrefix("psnr_avg:") })
            let value = String(field.dropFirst(9))
            #expect(value == "inf" || Double(value)! >= 45, "\(line)")
        }
        // Stream copy: the joined packets are the parts' packets, byte for byte (ffmpeg's streamhash of the copy).
        func packetHash(_ files: [String]) throws -> [String] {
            try files.flatMap { f in
                try runTool(
                    "ffprobe",
                    ["-v", "error", "-select_streams", "v", "-show_entries", "packet=size,flags", "-of", "csv=p=0", f]
                )
                .stdout.split(separator: "\n").map(String.init)
            }
        }
        #expect(
            try packetHash([dir.path + "/joined.mp4"])
                == packetHash((1...3).map { dir.path + "/part-\($0).mp4" }))
    }

    @Test("--lossless segments joined decode to exactly the unsharded render's frames")
    func lossless() throws {
        let dir = try Self.render(shards: 2, ["--lossless"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let joined = try Self.frameHashes(dir.path + "/joined.mp4")
        #expect(joined.count == 48)
        #expect(joined == (try Self.frameHashes(dir.path + "/whole.mp4")))
    }

    @Test("parts that do not fit exit 2 naming the part: other settings, out of order, a gap; --shard with --frames")
    func mismatches() throws {
        let dir = try Self.render(shards: 3)
        defer { try? FileManager.default.removeItem(at: dir) }
        let p = (1...3).map { dir.path + "/part-\($0).mp4" }
        let out = dir.path + "/bad.mp4"
        let gap = try runAnim(["concat", p[0], p[2], "-o", out])
        #expect(gap.status == 2)
        #expect(
            gap.stderr.contains(
                "part-3.mp4 starts at 1.3333333333333333 s but \(p[0]) ends at 0.6666666666666666 s: frames are missing between them"
            ))
        let order = try runAnim(["concat", p[1], p[0], p[2], "-o", out])
        #expect(order.status == 2)
        #expect(order.stderr.contains("they overlap"))
        let big = dir.path + "/big-2.mp4"
        #expect(
            try runAnim(["render", dir.path + "/s.scene", "--shard", "2/3", "--size", "320x180", "-o", big, "-q"])
                .status == 0)
        let other = try runAnim(["concat", p[0], big, p[2], "-o", out])
        #expect(other.status == 2)
        #expect(
            other.stderr.contains("big-2.mp4 cannot follow \(p[0]) by stream copy: size 160x90 ≠ 320x180"),
            "\(other.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let both = try runAnim(["render", dir.path + "/s.scene", "--shard", "1/2", "--frames", "0..3", "-o", out])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--shard picks the frames itself"))
        let mkv = try runAnim(["concat", p[0], "-o", dir.path + "/x.mkv"])
        #expect(mkv.status == 2)
    }
}
