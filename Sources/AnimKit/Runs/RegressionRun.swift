// RegressionRun.swift: `anim regress`, the nightly video regression of issue #8: renders each scene, compares every
// frame with its golden, prints one line per scene, writes JUnit XML and an HTML report; or, with `update`, rewrites
// the goldens. Status: complete.

import Encode
import Foundation
import Measure
import Report

/// Scenes compared with (or written as) their goldens.
public struct RegressionRun: Sendable {
    public let scenes: [String]
    public let golden: String
    public let update: Bool
    public let tolerance: Tolerance?
    public let references: ReferencePolicy
    public let junit: String?
    public let report: String?
    /// Threads in all: scenes run in parallel, each scene's frames on its share (SceneScheduler).
    public let threads: Int
    /// `--shard K/N|auto`: compare only this shard's part of the scenes' frames (ShardPlan).
    public let shard: ShardSpec?
    /// `--json F`: every frame's verdict and figures, for `--merge`.
    public let json: String?
    /// `--merge`: `scenes` are shards' JSON documents to join instead of scenes to render.
    public let merge: Bool
    /// `--cache DIR`: frame digests keyed by the frames' inputs (FrameCache).
    public let cache: String?
    let warnings: WarningPolicy

    /// Checks the options and finds the scenes (files, or every `*.scene` in the folders given; default
    /// `scenes/`); `threads` nil is all cores, shared out among scenes rendered in parallel.
    public init(
        scenes items: [String] = [], golden: String, update: Bool = false, tolerance: Tolerance? = nil,
        references: ReferencePolicy? = nil, junit: String? = nil, report: String? = nil, threads: Int? = nil,
        shard: ShardSpec? = nil, json: String? = nil, merge: Bool = false, cache: String? = nil,
        warnings: WarningPolicy = WarningPolicy()
    ) throws(CommandFailure) {
        self.shard = shard
        self.cache = cache
        if cache != nil, update || merge {
            throw .usage("--cache speeds up comparisons; drop it with --update or --merge")
        }
        self.json = json
        self.merge = merge
        if update, shard != nil || json != nil || merge {
            throw .usage("--shard, --json and --merge describe a comparison; drop them with --update")
        }
        if merge, shard != nil { throw .usage("--merge joins shards' results; it takes no --shard") }
        self.golden = golden
        self.update = update
        self.tolerance = tolerance
        if references != nil, !update { throw .usage("--references only applies with --update") }
        self.references = references ?? .auto
        self.junit = junit
        self.report = report
        if update, junit != nil || report != nil {
            throw .usage("--junit and --report describe a comparison; drop them with --update")
        }
        self.threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        self.warnings = warnings
        if merge {
            guard !items.isEmpty else { throw .usage("--merge needs the shards' JSON files (from --json)") }
            scenes = items
            return
        }
        scenes = try Self.expand(items.isEmpty ? ["scenes"] : items)
        var seen: [String: String] = [:]
        for s in scenes {
            let name = GoldenFolder.sceneName(s)
            if let other = seen[name] { throw .usage("'\(other)' and '\(s)' would share the golden '\(name)'") }
            seen[name] = s
        }
        if !update {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: golden, isDirectory: &isDir), isDir.boolValue else {
                throw .badInput("golden folder '\(golden)' does not exist (create it with --update)")
            }
        }
    }

    /// Scene files, and every `*.scene` in the given folders (sorted by name).
    static func expand(_ items: [String]) throws(CommandFailure) -> [String] {
        var out: [String] = []
        for item in items {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: item, isDirectory: &isDir) else {
                throw .badInput("no scene or folder '\(item)'")
            }
            if isDir.boolValue {
                let files = ((try? FileManager.default.contentsOfDirectory(atPath: item)) ?? [])
                    .filter { $0.hasSuffix(".scene") && !$0.hasPrefix(".") }.sorted()
                guard !files.isEmpty else { throw .badInput("folder '\(item)' has no .scene files") }
                let base = item.hasSuffix("/") ? String(item.dropLast()) : item
                out += files.map { base + "/" + $0 }
            } else {
                out.append(item)
            }
        }
        return out
    }

    /// Updates or compares every scene, printing one line per scene in the order named as scenes finish.
    /// `.ok` all passed (or were written), `.failure` one regressed, `.badInput` one could not be compared.
    public func run(console: Console) throws(CommandFailure) -> ExitStatus {
        if update { return try runUpdate(console) }
        return merge ? try runMerge(console) : try runComparison(console)
    }

    private func runUpdate(_ console: Console) throws(CommandFailure) -> ExitStatus {
        do {
            try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
        } catch {
            throw .runtime("cannot create golden folder '\(golden)': \(error.localizedDescription)")
        }
        let scheduler = SceneScheduler(count: scenes.count, jobs: threads)
        let (scenes, golden, tolerance, references, threads, warnings) = (
            self.scenes, self.golden, self.tolerance, self.references, scheduler.threadsPerScene, self.warnings
        )
        var status = ExitStatus.ok
        scheduler.run(
            { i -> Result<String, CommandFailure> in
                Result { () throws(CommandFailure) in
                    try GoldenUpdate(
                        scenePath: scenes[i], golden: golden, tolerance: tolerance, references: references,
                        threads: threads, warnings: warnings
                    ).run()
                }
            },
            deliver: { i, result in
                switch result {
                case .success(let line): console.output(line)
                case .failure(let failure):
                    console.output("ERROR \(GoldenFolder.sceneName(scenes[i])): \(failure.message)")
                    if let rendered = failure.rendered { console.diagnostics(rendered) }
                    status = .badInput
                }
            })
        let manifest = (golden.hasSuffix("/") ? String(golden.dropLast()) : golden) + "/" + GoldenManifest.file
        try AtomicOutput.write(Data(GoldenManifest.current.text.utf8), to: manifest)
        return status
    }

    /// Notes on the golden folder's provenance: no manifest, or another anim version or other fonts.
    private func provenanceNotes() throws(CommandFailure) -> [String] {
        switch GoldenManifest.read(golden: golden) {
        case nil:
            return [
                "golden '\(golden)' has no \(GoldenManifest.file): which anim and fonts made it is unknown (run --update to record them)"
            ]
        case .failure(let failure)?: throw failure
        case .success(let m)?:
            return m.differences(from: .current).map { "golden '\(golden)' " + $0 }
        }
    }

    private func runComparison(_ console: Console) throws(CommandFailure) -> ExitStatus {
        let notes = try provenanceNotes()
        for note in notes { console.warning(note) }
        // The plan: every scene's frames, or this shard's part of them (ShardPlan).
        let (part, parts) = try shard?.resolved() ?? (1, 1)
        let counts =
            shard == nil && json == nil
            ? Array(repeating: 0, count: scenes.count)
            : scenes.map { (try? SceneFrames(path: $0, warnings: WarningPolicy()))?.frameCount ?? 1 }
        let plan = shard == nil ? nil : ShardPlan(frameCounts: counts, part: part, of: parts)
        let chosen = scenes.indices.filter { plan == nil || !plan!.ranges[$0].isEmpty }
        let scheduler = SceneScheduler(count: chosen.count, jobs: threads)
        let (scenes, golden, tolerance, threads) = (self.scenes, self.golden, self.tolerance, scheduler.threadsPerScene)
        let warnings = self.warnings
        let pictures = report != nil
        let frameCache = try cache.map { d throws(CommandFailure) in try FrameCache(directory: d) }
        var reports: [SceneReport] = []
        scheduler.run(
            { k in
                var one = SceneRegression(
                    scenePath: scenes[chosen[k]], golden: golden, toleranceOverride: tolerance,
                    collectPictures: pictures, threads: threads, warnings: warnings, console: console)
                one.part = plan?.ranges[chosen[k]]
                one.plannedFrameCount = counts[chosen[k]]
                one.cache = frameCache
                return one.run()
            },
            deliver: { _, result in
                console.output(result.report.summaryLine)
                if let diagnostics = result.diagnostics { console.diagnostics(diagnostics) }
                reports.append(result.report)
            })
        if let cache {
            let compared = reports.reduce(0) { $0 + ($1.comparison?.frames.count ?? 0) }
            let rendered = reports.filter { $0.renderedFrames > 0 }
            console.info(
                "cache \(cache): \(rendered.reduce(0) { $0 + $1.renderedFrames }) of \(compared) frames rendered, "
                    + "the others unchanged since they were cached; rendered: "
                    + (rendered.isEmpty
                        ? "none" : rendered.map { "\($0.name) (\($0.renderedFrames))" }.joined(separator: ", ")))
        }
        if let json {
            let document = RegressionJSON.Document(
                version: AnimVersion.current, golden: golden, shard: (part, parts), sceneCount: scenes.count,
                notes: notes, scenes: Array(zip(chosen, reports)))
            try AtomicOutput.write(Data(RegressionJSON.text(document).utf8), to: json)
        }
        return try finish(reports, notes: notes)
    }

    /// `--merge`: the shards' documents joined; prints and writes what the unsharded run would. The report's
    /// pictures (worst frame, contact sheet) are rendered again for the scenes that regressed.
    private func runMerge(_ console: Console) throws(CommandFailure) -> ExitStatus {
        let merged = try RegressionMerge.merge(scenes)
        for note in merged.notes { console.warning(note) }
        var reports: [SceneReport] = []
        for (_, s) in merged.scenes {
            console.output(s.summaryLine)
            if let diagnostics = s.diagnostics { console.diagnostics(diagnostics) }
            reports.append(s)
        }
        if let json { try AtomicOutput.write(Data(RegressionJSON.text(merged).utf8), to: json) }
        if report != nil {
            let (golden, tolerance, threads, warnings) = (self.golden, self.tolerance, self.threads, WarningPolicy())
            for (k, s) in reports.enumerated() where s.outcome == .regressed {
                var again = SceneRegression(
                    scenePath: s.scenePath, golden: golden, toleranceOverride: tolerance, collectPictures: true,
                    threads: threads, warnings: warnings, console: .silent
                ).run().report
                again.seconds = s.seconds
                // The figures stay the shards'; only the pictures come from this render.
                reports[k].worstActual = again.worstActual
                reports[k].worstGolden = again.worstGolden
                reports[k].thumbnails = again.thumbnails
            }
        }
        return try finish(reports, notes: merged.notes)
    }

    /// JUnit, report and exit status of compared scenes.
    private func finish(_ reports: [SceneReport], notes: [String]) throws(CommandFailure) -> ExitStatus {
        if let junit { try AtomicOutput.write(Data(JUnitXML.document(reports).utf8), to: junit) }
        if let report { try writeReport(reports, notes: notes, to: report) }
        if reports.contains(where: { if case .error = $0.outcome { true } else { false } }) { return .badInput }
        return reports.allSatisfy { $0.outcome == .passed } ? .ok : .failure
    }

    private func writeReport(_ reports: [SceneReport], notes: [String], to path: String) throws(CommandFailure) {
        let directory = path.hasSuffix("/") ? String(path.dropLast()) : path
        let out = try AtomicOutput(path: directory, directory: true)
        do {
            try RegressionReport.write(reports, to: out.temporaryPath, notes: notes)
        } catch {
            out.abandon()
            throw .runtime("cannot write report '\(path)': \(error.description)")
        }
        try out.commit()
    }
}
