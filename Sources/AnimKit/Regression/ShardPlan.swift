// ShardPlan.swift: which frames of which scenes one shard of `anim regress --shard K/N` compares.
// Rule: issue #20 (balanced by frame count, not scene count; deterministic). The scenes, in the order the run
// names them, are laid end to end as one sequence of frames (a scene that cannot be loaded counts as one unit);
// shard K takes the K-th of N contiguous, equal parts of that sequence (ShardSpec.range), so a long scene is split
// between shards and every shard gets the same number of frames, ±1. Every shard computes the same plan from the
// same scenes. Status: complete.

/// The frames of each scene one shard covers.
struct ShardPlan: Equatable {
    /// Per scene, the frames of it this shard compares (empty: none).
    let ranges: [Range<Int>]

    /// The plan of shard `k` of `n` for scenes of `frameCounts` frames (a scene that failed to load counts 1).
    init(frameCounts: [Int], part k: Int, of n: Int) {
        let total = frameCounts.reduce(0, +)
        let mine = ShardSpec.range(part: k, of: n, total: total)
        var start = 0
        ranges = frameCounts.map { count in
            defer { start += count }
            let lo = max(mine.lowerBound, start)
            let hi = min(mine.upperBound, start + count)
            return lo < hi ? (lo - start)..<(hi - start) : 0..<0
        }
    }
}
