// ShardSpec.swift: `--shard K/N` (K 1-based) or `--shard auto`, which reads the index the engine running the job
// gives each copy: Kubernetes Indexed Jobs set JOB_COMPLETION_INDEX (0-based; the count is the Job's `completions`,
// given as SHARD_COUNT), other engines (a GitHub Actions matrix, GNU parallel) set SHARD_INDEX (1-based) and
// SHARD_COUNT. Rule: issue #20 (Kubernetes docs "Indexed Job for Parallel Processing with Static Work Assignment").
// Status: complete.

import Foundation

/// Which of N equal parts of the work this process does.
public enum ShardSpec: Sendable, Equatable, CustomStringConvertible {
    /// Part `index` (1-based) of `count`.
    case part(index: Int, count: Int)
    /// From the environment when the run starts (`resolved(environment:)`).
    case auto

    /// Parses `K/N` (1 ≤ K ≤ N) or `auto`; nil otherwise.
    public init?(_ text: String) {
        if text == "auto" {
            self = .auto
            return
        }
        let p = text.split(separator: "/", omittingEmptySubsequences: false)
        guard p.count == 2, let k = Int(p[0]), let n = Int(p[1]), n >= 1, (1...n).contains(k) else { return nil }
        self = .part(index: k, count: n)
    }

    public var description: String {
        switch self {
        case .part(let k, let n): "\(k)/\(n)"
        case .auto: "auto"
        }
    }

    /// `(K, N)`: the part itself, or for `auto` JOB_COMPLETION_INDEX + 1 of SHARD_COUNT, else SHARD_INDEX of
    /// SHARD_COUNT; a missing or malformed variable is a usage error naming it.
    public func resolved(environment env: [String: String] = ProcessInfo.processInfo.environment)
        throws(CommandFailure) -> (index: Int, count: Int)
    {
        if case .part(let k, let n) = self { return (k, n) }
        guard let countText = env["SHARD_COUNT"] else {
            throw .usage(
                "--shard auto needs SHARD_COUNT (with JOB_COMPLETION_INDEX from a Kubernetes Indexed Job, or SHARD_INDEX 1…SHARD_COUNT)"
            )
        }
        guard let n = Int(countText), n >= 1 else { throw .usage("SHARD_COUNT '\(countText)' is not a count ≥ 1") }
        if let text = env["JOB_COMPLETION_INDEX"] {
            guard let i = Int(text), (0..<n).contains(i) else {
                throw .usage("JOB_COMPLETION_INDEX '\(text)' is not in 0…\(n - 1) (SHARD_COUNT \(n))")
            }
            return (i + 1, n)
        }
        guard let text = env["SHARD_INDEX"] else {
            throw .usage("--shard auto needs JOB_COMPLETION_INDEX (0-based) or SHARD_INDEX (1-based)")
        }
        guard let k = Int(text), (1...n).contains(k) else {
            throw .usage("SHARD_INDEX '\(text)' is not in 1…\(n) (SHARD_COUNT \(n))")
        }
        return (k, n)
    }

    /// Part `k` of `n` of `total` units: [⌊(k−1)·total/n⌋, ⌊k·total/n⌋), so parts differ by one unit at most.
    public static func range(part k: Int, of n: Int, total: Int) -> Range<Int> {
        ((k - 1) * total / n)..<(k * total / n)
    }
}
