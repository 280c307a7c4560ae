// MemoTrace.swift: a frame's FrameMemo lookups in the order it made them, followed by the next frame of the same
// state instead of the table.
// Rule: issue #21. The frames of an animation make the same invariant lookups in the same order (the same ForEach
// elements reach the same sites), so a frame compares each key with the one at the same position of the last
// frame's trace and, when they are equal, takes that step's entry: FrameMemo keeps one value per key, whichever frame
// stored it, so the entry holds the same value the table would give (the same bytes: FrameMemo.swift) — without the
// table's hash, shard lock and probe. The first key that differs sends the frame to the table for the rest of its
// lookups, and the frame records a trace of its own (the steps it followed, then each lookup it made) for the frames
// after it. The trace is one array read front to back, which the hardware prefetcher streams after a raster has
// evicted the cache, and `prime` reads its entries ahead of the lookups so that their misses overlap
// (bench/README.md "Evaluation after the raster: the memo followed in order (stop 58)").

/// One frame's lookups in order: each key with the entry it found (or stored). Immutable once published.
final class MemoTrace: Sendable {
    struct Step: Sendable {
        let key: MemoKey
        let entry: MemoEntry
    }

    let steps: [Step]

    init(_ steps: [Step]) { self.steps = steps }

    /// Reads each step's entry (its steps count, the first view of a views value and its modifier's box, a kept
    /// modifier's box): a frame's raster streams the whole framebuffer through the cache, so the lookups that follow
    /// found their entries in memory, one dependent miss after another at every site of every view; read here in
    /// one pass whose loads do not wait on each other, their misses overlap (memory-level parallelism) and the
    /// lookups hit the cache. Reads only. Returns a sum of what it read, so that the loads are kept.
    func prime() -> Int {
        var sum = 0
        steps.withUnsafeBufferPointer { steps in
            for i in steps.indices {
                let entry = steps[i].entry
                sum &+= entry.steps
                if case .views(let views) = entry.value, let first = views.first {
                    sum &+= Int(truncatingIfNeeded: first.identity)
                    if case .modified(_, let applied) = first.kind { sum &+= applied.secondaryCount }
                }
                if let modifier = entry.modifier { sum &+= modifier.secondaryCount }
            }
        }
        return sum
    }
}

/// How one evaluation follows the last trace and records its own (Evaluator+Memo, `lookedUp`).
struct MemoTraceCursor {
    /// The trace being followed (nil: none yet for this state).
    var trace: MemoTrace?
    /// The next step of `trace` to compare.
    var position = 0
    /// The steps of this evaluation once it left the trace (or had none): nil while it follows the trace exactly.
    var recorded: [MemoTrace.Step]?
    /// Lookups answered by the trace (tests).
    var followed = 0

    init(_ trace: MemoTrace?) {
        self.trace = trace
        if trace == nil { recorded = [] }
    }

    /// The entry for `key` when it is the trace's next step; nil otherwise (the caller asks the table and records).
    mutating func follow(_ key: MemoKey) -> MemoEntry? {
        guard recorded == nil, let trace else { return nil }
        if position < trace.steps.count {
            let step = trace.steps[position]
            if step.key == key {
                position += 1
                followed += 1
                return step.entry
            }
        }
        recorded = Array(trace.steps[..<position])
        return nil
    }

    /// Notes a lookup the table answered, or an entry stored after a miss, when recording (bounded by
    /// FrameMemo.capacity: past it the trace ends and the frames after it ask the table for the rest).
    mutating func record(_ key: MemoKey, _ entry: MemoEntry) {
        guard let count = recorded?.count, count < FrameMemo.capacity else { return }
        recorded?.append(MemoTrace.Step(key: key, entry: entry))
    }

    /// The trace this evaluation made, when it left the one it was given (nil: it followed it, or a prefix of it).
    var newTrace: MemoTrace? { recorded.map(MemoTrace.init) }
}
