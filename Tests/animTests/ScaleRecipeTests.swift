// ScaleRecipeTests.swift: the recipes of docs/scale.md, run (issue #20 "Must show"): each recipe's shard command,
// taken from the document, runs as 4 local processes at once (the environment a Kubernetes Indexed Job or a GitHub
// Actions matrix gives each copy, or xargs -P / GNU parallel as written), then the document's merge command; the
// merge prints the unsharded run's lines, exits with its status and writes its JUnit and JSON (times aside).

import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct ScaleRecipeTests {
    static let doc: String = {
        (try? String(contentsOf: repositoryRoot.appendingPathComponent("docs/scale.md"), encoding: .utf8)) ?? ""
    }()

    /// A folder with `scenes/` (three short scenes, one changed after its golden) and `goldens/`.
    static func fixture() throws -> URL {
        let dir = try scratchDirectory()
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        func sweep(_ bump: String, _ duration: String) -> String {
            sweepScene(bump: bump).replacingOccurrences(
                of: "duration: 1, scale: 2", with: "duration: \(duration), scale: 1")
        }
        try sweep("0.0", "0.5").write(toFile: scenes.path + "/a.scene", atomically: true, encoding: .utf8)
        try sweep("0.0", "0.25").write(toFile: scenes.path + "/b.scene", atomically: true, encoding: .utf8)
        try "scene(width: 64, height: 48, background: .white)\nCircle().fill(Color.red).frame(width: 20, height: 20)\n"
            .write(toFile: scenes.path + "/c.scene", atomically: true, encoding: .utf8)
        let update = try run(animExecutable, ["regress", "scenes", "--golden", "goldens", "--update"], cwd: dir)
        #expect(update.status == 0, "\(update.stderr)")
        try sweep("(frame >= 2 && frame <= 9 ? 1.0 : 0.0)", "0.5").write(
            toFile: scenes.path + "/a.scene", atomically: true, encoding: .utf8)
        return dir
    }

    /// Runs `script` with `sh` in `dir`, `anim` on the PATH.
    static func shell(_ script: String, in dir: URL) throws -> ProcessResult {
        let bin = animExecutable.deletingLastPathComponent().path
        return try run(URL(fileURLWithPath: "/bin/sh"), ["-c", "export PATH='\(bin)':\"$PATH\"\n" + script], cwd: dir)
    }

    /// Starts one `sh -c command` per environment, all at once (as an engine starts its copies), and waits for all.
    static func concurrently(_ command: String, environments: [[String: String]], in dir: URL) throws {
        let bin = animExecutable.deletingLastPathComponent().path
        var processes: [Process] = []
        for extra in environments {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/sh")
            p.arguments = ["-c", command]
            p.currentDirectoryURL = dir
            var env = ProcessInfo.processInfo.environment
            env["PATH"] = bin + ":" + (env["PATH"] ?? "/usr/bin:/bin")
            env.merge(extra) { _, new in new }
            p.environment = env
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            processes.append(p)
        }
        for p in processes { try waitForExit(p, within: defaultTimeLimit) }
    }

    /// The line of docs/scale.md that starts with `prefix` (trimmed).
    static func line(_ prefix: String) throws -> String {
        let found = doc.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first {
            $0.hasPrefix(prefix)
        }
        return try #require(found, "docs/scale.md has no line starting '\(prefix)'")
    }

    /// Runs the shards (`shards`, a script starting 4 processes), then `merge` with `--json merged.json`, and
    /// compares with the unsharded run.
    static func check(shards: String, environments: [[String: String]] = [[:]], merge: String) throws {
        let dir = try fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = try shell("anim regress scenes --golden goldens --junit whole.xml --json whole.json", in: dir)
        #expect(whole.status == 1, "a.scene regressed: \(whole.stdout)\(whole.stderr)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("results"), withIntermediateDirectories: true)
        try concurrently(shards, environments: environments, in: dir)
        let merged = try shell(merge + " --json merged.json", in: dir)
        #expect(merged.status == whole.status, "\(merged.stderr)")
        #expect(merged.stdout == whole.stdout)
        #expect(try jsonWithoutTimes(dir.path + "/merged.json") == jsonWithoutTimes(dir.path + "/whole.json"))
        let junit = merge.contains("results/all.xml") ? "results/all.xml" : "all.xml"
        #expect(try xmlWithoutTimes(dir.path + "/" + junit) == xmlWithoutTimes(dir.path + "/whole.xml"))
        #expect(
            FileManager.default.fileExists(
                atPath: dir.path + "/" + (merge.contains("results/report") ? "results/report" : "report")
                    + "/index.html"))
    }

    static func jsonWithoutTimes(_ path: String) throws -> NSObject {
        func strip(_ v: Any) -> Any {
            if let d = v as? [String: Any] { return d.filter { $0.key != "seconds" }.mapValues(strip) }
            if let a = v as? [Any] { return a.map(strip) }
            return v
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(strip(try JSONSerialization.jsonObject(with: data)) as? NSObject)
    }

    static func xmlWithoutTimes(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: #"time="[0-9.]+""#, with: #"time="""#, options: .regularExpression)
    }

    @Test("Kubernetes Indexed Job: 4 processes with JOB_COMPLETION_INDEX 0…3 and SHARD_COUNT=4, then the merge")
    func kubernetes() throws {
        #expect(Self.doc.contains("completionMode: Indexed"))
        let shard = try Self.line("- anim regress scenes --golden goldens --shard auto").dropFirst(2)
        let merge = try Self.line("anim regress --merge results/shard-*.json")
        try Self.check(
            shards: String(shard), environments: (0..<4).map { ["JOB_COMPLETION_INDEX": "\($0)", "SHARD_COUNT": "4"] },
            merge: merge)
    }

    @Test("GitHub Actions matrix: 4 processes with matrix.shard 1…4, then the merge job's command")
    func githubActions() throws {
        let shard = try Self.line(
            "- run: .build/release/anim regress scenes --golden goldens --shard ${{ matrix.shard }}/4"
        )
        .dropFirst("- run: .build/release/".count)
        let merge = try Self.line("- run: .build/release/anim regress --merge").dropFirst(
            "- run: .build/release/".count)
        // Each matrix job runs the step with its own value substituted, as Actions expands ${{ matrix.shard }}.
        let perJob = shard.replacingOccurrences(of: "${{ matrix.shard }}", with: "$MATRIX_SHARD")
        try Self.check(
            shards: perJob, environments: (1...4).map { ["MATRIX_SHARD": "\($0)"] }, merge: String(merge))
    }

    @Test("one machine: xargs -P 4 as written (GNU parallel's line too, where it is installed), then the merge")
    func oneMachine() throws {
        let xargs = try Self.line("printf '%s\\n' 1 2 3 4 | xargs -P 4")
        let merge = try Self.line("anim regress --merge shard-*.json --golden goldens --junit all.xml --report report")
        try Self.check(shards: xargs, merge: merge)
        let parallel = try Self.line("parallel --jobs 4 anim regress")
        if (try? Tool.require("parallel")) != nil { try Self.check(shards: parallel, merge: merge) }
    }
}
