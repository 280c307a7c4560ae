// RegressionShardTests.swift: `anim regress --shard K/N` and `--merge` in-process (issue #20 "Must show"): for
// N = 1, 2, 3, 7 the merged shards print the same lines, write the same JUnit (times aside) and the same JSON
// (compared as numbers, times aside) as the unsharded run, over a small scene set with a regressed scene, frames
// without a reference, an unchanged scene and a scene without a golden; shards are balanced by frames; an
// incomplete or mixed set of shard files is bad input naming what is missing.

import AnimKit
import Foundation
import Measure
import TestSupport
import Testing

/// `anim regress` in-process with the sharding options.
func regressShard(
    _ items: [String], golden: String, update: Bool = false, references: ReferencePolicy? = nil,
    junit: String? = nil, report: String? = nil, shard: ShardSpec? = nil, json: String? = nil, merge: Bool = false
) -> Captured {
    captured { console throws(CommandFailure) in
        try RegressionRun(
            scenes: items, golden: golden, update: update, references: references, junit: junit, report: report,
            threads: 2, shard: shard, json: json, merge: merge, warnings: .printing(to: console)
        ).run(console: console)
    }
}

/// A JSON document with every `seconds` and the `time` of JUnit removed, for comparison as values.
func withoutTimes(_ value: Any) -> Any {
    if let d = value as? [String: Any] {
        return d.filter { $0.key != "seconds" }.mapValues(withoutTimes)
    }
    if let a = value as? [Any] { return a.map(withoutTimes) }
    return value
}

func jsonValue(_ path: String) throws -> NSObject {
    let data = try #require(FileManager.default.contents(atPath: path))
    return try #require(withoutTimes(try JSONSerialization.jsonObject(with: data)) as? NSObject)
}

/// JUnit XML with its `time="…"` attributes blanked.
func junitWithoutTimes(_ path: String) throws -> String {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="""#, options: .regularExpression)
}

@Suite(.serialized)
struct RegressionShardTests {
    /// `scenes/`: a 12-frame sweep at scale 1 (frames 5–7 bumped by 0.5 pt after the golden), a 6-frame sweep
    /// whose golden keeps every 2nd PNG (frames 1–4 bumped: 1 and 3 have no reference), a still that did not
    /// change, and a scene without a golden.
    static func fixture() throws -> URL {
        let dir = try scratchDirectory()
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        func sweep(_ bump: String, duration: String) -> String {
            sweepScene(bump: bump).replacingOccurrences(
                of: "duration: 1, scale: 2", with: "duration: \(duration), scale: 1")
        }
        let still =
            "scene(width: 64, height: 48, background: .white)\nCircle().fill(Color.red).frame(width: 20, height: 20)\n"
        try sweep("0.0", duration: "0.5").write(
            to: scenes.appendingPathComponent("a-sweep.scene"), atomically: true, encoding: .utf8)
        try sweep("0.0", duration: "0.25").write(
            to: scenes.appendingPathComponent("b-short.scene"), atomically: true, encoding: .utf8)
        try still.write(to: scenes.appendingPathComponent("c-still.scene"), atomically: true, encoding: .utf8)
        let golden = dir.path + "/golden"
        for (name, refs) in [("a-sweep", ReferencePolicy.all), ("b-short", .every(2)), ("c-still", .all)] {
            let r = regressShard([scenes.path + "/\(name).scene"], golden: golden, update: true, references: refs)
            #expect(r.status == .ok, "\(r.stdout)\(r.stderr)")
        }
        try sweep("(frame >= 5 && frame <= 7 ? 0.5 : 0.0)", duration: "0.5").write(
            to: scenes.appendingPathComponent("a-sweep.scene"), atomically: true, encoding: .utf8)
        try sweep("(frame >= 1 && frame <= 4 ? 1.0 : 0.0)", duration: "0.25").write(
            to: scenes.appendingPathComponent("b-short.scene"), atomically: true, encoding: .utf8)
        try still.write(to: scenes.appendingPathComponent("d-new.scene"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test("shards 1…N merged equal the unsharded run: lines, JUnit and JSON", arguments: [1, 2, 3, 7])
    func mergedEqualsUnsharded(n: Int) throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (scenes, golden) = (dir.path + "/scenes", dir.path + "/golden")
        let whole = regressShard(
            [scenes], golden: golden, junit: dir.path + "/all.xml", json: dir.path + "/all.json")
        #expect(whole.status == .badInput, "d-new has no golden: \(whole.stdout)")
        // Pixel rounding snaps the 0.5 pt bump of frame 5 back; those of frames 6 and 7 move the marker 1 px.
        #expect(
            whole.stdout.contains(
                "FAIL  a-sweep: 2 of 12 frames differ beyond exact (first and worst 6: max Δ 231, 60 px"),
            "\(whole.stdout)")
        #expect(
            whole.stdout.contains(
                "FAIL  b-short: 2 of 6 frames differ beyond exact (first and worst 2: max Δ 231, 60 px"),
            "\(whole.stdout)")
        #expect(whole.stdout.contains("; 2 of 6 frames changed with no reference to measure (digest only): 1, 3\n"))
        #expect(whole.stdout.contains("ok    c-still: 1 frame identical to the golden\n"))
        #expect(whole.stdout.contains("ERROR d-new: no golden at "))

        var files: [String] = []
        var frames = 0
        for k in 1...n {
            let file = dir.path + "/part\(k).json"
            let part = regressShard([scenes], golden: golden, shard: .part(index: k, count: n), json: file)
            #expect(part.status != .ok || n > 1)
            files.append(file)
            // Balanced by frames: 12 + 6 + 1 + 1 = 20 frames, each shard ⌊20k/N⌋ − ⌊20(k−1)/N⌋ of them.
            let doc = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
            let parts = try #require(doc["scenes"] as? [[String: Any]])
            let mine = parts.reduce(0) { sum, s in
                let p = s["part"] as? [Int] ?? [0, 0]
                return sum + p[1] - p[0]
            }
            #expect(mine == 20 * k / n - 20 * (k - 1) / n)
            frames += mine
        }
        #expect(frames == 20)
        let merged = regressShard(
            files.reversed(), golden: golden, junit: dir.path + "/merged.xml", json: dir.path + "/merged.json",
            merge: true)
        #expect(merged.status == whole.status)
        #expect(merged.stdout == whole.stdout)
        #expect(try jsonValue(dir.path + "/merged.json") == jsonValue(dir.path + "/all.json"))
        #expect(try junitWithoutTimes(dir.path + "/merged.xml") == junitWithoutTimes(dir.path + "/all.xml"))
    }

    @Test("a missing or repeated shard, or shards of different counts, is bad input naming it")
    func incomplete() throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (scenes, golden) = (dir.path + "/scenes", dir.path + "/golden")
        for (k, n) in [(1, 3), (2, 3), (1, 2)] {
            _ = regressShard(
                [scenes], golden: golden, shard: .part(index: k, count: n), json: dir.path + "/\(k)of\(n).json")
        }
        let missing = regressShard([dir.path + "/1of3.json", dir.path + "/2of3.json"], golden: golden, merge: true)
        #expect(missing.status == .badInput)
        #expect(missing.stderr.contains("shard 3/3 missing: give every shard's --json"), "\(missing.stderr)")
        let twice = regressShard([dir.path + "/1of3.json", dir.path + "/1of3.json"], golden: golden, merge: true)
        #expect(twice.stderr.contains("are both shard 1/3"))
        let mixed = regressShard([dir.path + "/1of3.json", dir.path + "/1of2.json"], golden: golden, merge: true)
        #expect(mixed.stderr.contains("has shard count 2 but"))
    }

    @Test("--shard auto reads JOB_COMPLETION_INDEX (0-based) or SHARD_INDEX (1-based) with SHARD_COUNT")
    func auto() throws {
        #expect(try ShardSpec.auto.resolved(environment: ["JOB_COMPLETION_INDEX": "0", "SHARD_COUNT": "3"]) == (1, 3))
        #expect(try ShardSpec.auto.resolved(environment: ["SHARD_INDEX": "3", "SHARD_COUNT": "3"]) == (3, 3))
        #expect(throws: CommandFailure.self) {
            try ShardSpec.auto.resolved(environment: ["SHARD_INDEX": "4", "SHARD_COUNT": "3"])
        }
        #expect(throws: CommandFailure.self) { try ShardSpec.auto.resolved(environment: ["SHARD_INDEX": "1"]) }
        #expect(ShardSpec("2/3") == .part(index: 2, count: 3))
        for bad in ["0/3", "4/3", "1/0", "x", "1/2/3"] { #expect(ShardSpec(bad) == nil) }
    }
}
