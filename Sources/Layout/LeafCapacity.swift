// LeafCapacity.swift: how many leaves the previous frame laid out, so the next frame's leaf array is allocated once.
// Rule: issue #21 (no per-frame regrowth): appending 1000 leaves to an empty array regrows it about ten times, each
// time copying every leaf (several hundred bytes each) into fresh, page-faulted memory — a fifth of the layout of
// bench/scenes/stress.scene (`perf record`). Swift's Array.reserveCapacity(_:) allocates once
// (developer.apple.com/documentation/swift/array/reservecapacity(_:)). The hint only sizes an allocation: the leaves
// themselves do not depend on it, so output stays deterministic whatever order threads update it in.

import Synchronization

/// The leaf count last laid out by the engines sharing this value (the frames of one run).
public final class LeafCapacity: Sendable {
    private let last = Atomic<Int>(0)

    public init() {}

    /// The capacity to reserve for the next frame.
    var hint: Int { last.load(ordering: .relaxed) }

    /// Records a frame's leaf count.
    func record(_ count: Int) { last.store(count, ordering: .relaxed) }
}
