// RegressionMerge.swift: `anim regress --merge A.json B.json …`: the shards' `--json` documents joined into the
// results of the whole run, scene by scene in the run's order, with each scene's frames from every part.
// Rule: issue #20 ("produces exactly what the unsharded run produces"): per-frame verdicts and figures are read back
// as written (RegressionJSON), a scene's verdict is recomputed from all its frames (SceneComparison), its seconds are
// the parts' sum. The documents must come from one run: same anim, golden, shard count and scene list, every shard
// once, every frame of every scene covered exactly once; otherwise bad input naming what is missing. Status: complete.

import Measure
import Report

/// Joins shard documents.
enum RegressionMerge {
    /// The whole run's documents merged: golden, notes and one report per scene in run order.
    static func merge(_ paths: [String]) throws(CommandFailure) -> RegressionJSON.Document {
        guard !paths.isEmpty else { throw .usage("--merge needs the shards' JSON files") }
        var docs: [(String, RegressionJSON.Document)] = []
        for p in paths { docs.append((p, try RegressionJSON.read(path: p))) }
        let (firstPath, first) = docs[0]
        var seen: [Int: String] = [:]
        for (p, d) in docs {
            for (what, a, b) in [
                ("anim version", d.version, first.version), ("golden", d.golden, first.golden),
                ("shard count", "\(d.shard.count)", "\(first.shard.count)"),
                ("scene count", "\(d.sceneCount)", "\(first.sceneCount)"),
            ] where a != b {
                throw .badInput("'\(p)' has \(what) \(a) but '\(firstPath)' has \(b): not shards of one run")
            }
            if let other = seen[d.shard.index] {
                throw .badInput("'\(p)' and '\(other)' are both shard \(d.shard.index)/\(d.shard.count)")
            }
            seen[d.shard.index] = p
        }
        let missing = (1...first.shard.count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw .badInput(
                "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(first.shard.count)" }.joined(separator: ", ")) missing: give every shard's --json"
            )
        }
        var parts: [Int: [SceneReport]] = [:]
        for (_, d) in docs { for (i, s) in d.scenes { parts[i, default: []].append(s) } }
        var scenes: [(Int, SceneReport)] = []
        for i in 0..<first.sceneCount {
            guard let list = parts[i]?.sorted(by: { ($0.part?.lowerBound ?? 0) < ($1.part?.lowerBound ?? 0) }) else {
                throw .badInput("no shard compared scene \(i + 1) of \(first.sceneCount): the documents are incomplete")
            }
            scenes.append((i, try join(list)))
        }
        var notes: [String] = []
        for (_, d) in docs { for n in d.notes where !notes.contains(n) { notes.append(n) } }
        return RegressionJSON.Document(
            version: first.version, golden: first.golden, shard: (1, 1), sceneCount: first.sceneCount, notes: notes,
            scenes: scenes)
    }

    /// One scene from its parts in frame order: they must cover 0..<frameCount exactly once.
    private static func join(_ list: [SceneReport]) throws(CommandFailure) -> SceneReport {
        var whole = list[0]
        whole.part = nil
        whole.seconds = list.reduce(0) { $0 + $1.seconds }
        var next = 0
        for s in list {
            let range = s.part ?? 0..<s.frameCount
            guard range.lowerBound == next, s.frameCount == whole.frameCount else {
                throw .badInput(
                    "scene \(whole.name): frames \(next)…\(range.lowerBound - 1) are in no shard, or in two; the documents are not one run's"
                )
            }
            next = range.upperBound
        }
        guard next == whole.frameCount else {
            throw .badInput("scene \(whole.name): frames \(next)…\(whole.frameCount - 1) are in no shard")
        }
        if let failed = list.first(where: { if case .error = $0.outcome { true } else { false } }) {
            whole.outcome = failed.outcome
            whole.comparison = nil
            whole.diagnostics = failed.diagnostics
            (whole.width, whole.height, whole.fps) = (failed.width, failed.height, failed.fps)
            return whole
        }
        guard var c = whole.comparison else { return whole }
        c.frames = list.flatMap { $0.comparison?.frames ?? [] }
        whole.comparison = c
        whole.outcome = c.passes ? .passed : .regressed
        return whole
    }
}
