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
    /// What `prime` reads: for each step, the cache lines of the entry and of what the layout of its views reads of
    /// every box (AppliedModifier.hotBytes, AppliedView.hotBytes) down the chain of a kept view, and of a kept
    /// modifier's box. Addresses within objects the steps hold, so they stay valid as long as the trace; taken once,
    /// when the trace is made, so that priming copies no value and counts no reference (reading the entries through
    /// their values retained and released ~11 objects an entry: 33 k atomic counts a stress frame).
    private let lines: [UInt]

    /// Modifier levels of a kept view whose boxes are primed (a view's chain is rarely deeper).
    static let primedLevels = 8

    init(_ steps: [Step]) {
        self.steps = steps
        var lines: [UInt] = []
        lines.reserveCapacity(steps.count * 2)
        for step in steps {
            Self.append(Unmanaged.passUnretained(step.entry).toOpaque(), bytes: MemoEntry.bytes, to: &lines)
            if case .views(let views) = step.entry.value, let first = views.first {
                var node = first
                levels: for _ in 0..<Self.primedLevels {
                    switch node.kind {
                    case .modified(let content, let applied):
                        Self.append(applied.storageAddress, bytes: AppliedModifier.hotBytes, to: &lines)
                        node = content
                    case .view(let view):
                        Self.append(view.storageAddress, bytes: AppliedView.hotBytes, to: &lines)
                        break levels
                    case .group, .empty:
                        break levels
                    }
                }
            }
            if let modifier = step.entry.modifier {
                Self.append(modifier.storageAddress, bytes: AppliedModifier.hotBytes, to: &lines)
            }
        }
        self.lines = lines
    }

    /// Appends an address in each cache line of the object's first `bytes` bytes at `address` (each within them).
    private static func append(_ address: UnsafeRawPointer, bytes: Int, to lines: inout [UInt]) {
        let start = UInt(bitPattern: address)
        let end = start + UInt(bytes)
        var line = start & ~63
        while line < end {
            lines.append(max(line, start))
            line += 64
        }
    }

    /// Reads one byte of each cache line `lines` names: a frame's raster streams the whole framebuffer
    /// through the cache, so the lookups that follow, and the layout of the views they give, found their entries and
    /// boxes in memory, one dependent miss after another at every site of every view; read here in one pass of
    /// independent loads, their misses overlap (memory-level parallelism). Reads only. Returns a sum of the bytes
    /// read, so that the loads are kept.
    func prime() -> Int {
        var sum = 0
        lines.withUnsafeBufferPointer { lines in
            for line in lines {
                guard let address = UnsafeRawPointer(bitPattern: line) else { continue }
                sum &+= Int(address.load(as: UInt8.self))
            }
        }
        return sum
    }

    /// Cache lines `prime` reads (tests).
    var primedLines: Int { lines.count }
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
