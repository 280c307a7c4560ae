// FrameMemo.swift: values of frame-invariant expressions, computed once and reused by every later frame.
// Rule: issue #21 ("incremental re-evaluation of only what depends on time/state"). An expression FrameInvariance
// marked depends on nothing but constants, pure routines and the locals it is keyed on, so its value is a function
// of the key: reusing it gives the same bytes as evaluating it again. The key also holds the identity context
// (views are stamped with it) and both depths (a limit reached at one depth but not another). Thread-safe: frames
// evaluate concurrently and share one table; which frame filled an entry does not matter, the value is the same.
// Status: complete for issue #21.

import Synchronization

/// A `.memo` site of the IR: the expression and the locals its value depends on (at most three). A class, so that
/// matching `.memo` in the evaluator retains one reference instead of copying the locals array and the body.
/// `perFrame`: the expression reads `time` or `frame` but no local (FrameInvariance: `360 * time / 3` inside a
/// ForEach), so its value is the same for every element of one frame; the evaluator keeps it for that frame only
/// (Evaluator+Memo, `perFrameValue`), never in the table.
final class MemoSite: Sendable {
    let id: Int
    let locals: [Int]
    let body: IR
    let perFrame: Bool

    init(id: Int, locals: [Int], body: IR, perFrame: Bool = false) {
        (self.id, self.locals, self.body, self.perFrame) = (id, locals, body, perFrame)
    }
}

/// What a site's value is keyed on: the site, the identity context, the call and expression depths, and the
/// free locals' values (Int, Double by bit pattern, or Bool).
struct MemoKey: Hashable, Sendable {
    var site: Int32
    var depths: Int32
    var context: UInt64
    var values: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var tags: UInt16 = 0

    /// The key of `site` for these locals, or nil when a local holds a value not keyed by bits (evaluate instead).
    init?(_ site: MemoSite, locals: [Value], context: UInt64, callDepth: Int, expressionDepth: Int) {
        self.site = Int32(truncatingIfNeeded: site.id)
        self.depths = Int32(truncatingIfNeeded: callDepth << 16 | expressionDepth)
        self.context = context
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        for (n, slot) in site.locals.enumerated() {
            let word: UInt64
            let tag: UInt16
            switch locals[slot] {
            case .int(let i): (word, tag) = (UInt64(bitPattern: Int64(i)), 1)
            case .double(let d): (word, tag) = (d.bitPattern, 2)
            case .bool(let b): (word, tag) = (b ? 1 : 0, 3)
            default: return nil
            }
            switch n {
            case 0: words.0 = word
            case 1: words.1 = word
            default: words.2 = word
            }
            tags |= tag << UInt16(4 * n)
        }
        values = words
    }

    static func == (a: MemoKey, b: MemoKey) -> Bool {
        a.site == b.site && a.depths == b.depths && a.context == b.context && a.tags == b.tags
            && a.values.0 == b.values.0 && a.values.1 == b.values.1 && a.values.2 == b.values.2
    }

    /// The key's words mixed into one (each of five words through `Hasher` cost a SipHash round: 2 % of a 1000-view
    /// frame).
    var word: UInt64 {
        var h = context ^ UInt64(UInt32(bitPattern: site)) &* 0x9e37_79b9_7f4a_7c15
        h = (h ^ values.0) &* 0xbf58_476d_1ce4_e5b9
        h = (h ^ values.1 ^ UInt64(tags) << 48) &* 0x94d0_49bb_1331_11eb
        return h ^ values.2
    }

    func hash(into hasher: inout Hasher) { hasher.combine(word) }
}

/// A site's value with what evaluating it cost: the steps it counted and the innermost range it entered (nil: it
/// set none), replayed on reuse so the evaluation budget (Evaluator+Limits) runs exactly as without the table.
/// Immutable and shared: a hit retains it instead of copying its value, count and range through value witnesses.
final class MemoEntry: Sendable {
    let value: Value
    let steps: Int
    let range: SourceRange?
    /// The modifier made from the site's arguments (IR.modifierInvariantArguments); nil for other sites.
    let modifier: AppliedModifier?

    init(value: Value, steps: Int, range: SourceRange?, modifier: AppliedModifier? = nil) {
        (self.value, self.steps, self.range, self.modifier) = (value, steps, range, modifier)
    }

    /// Bytes an entry holds at least: its object header and the sizes of its stored properties (what MemoTrace.prime
    /// may read from its address).
    static let bytes =
        16 + MemoryLayout<Value>.size + MemoryLayout<Int>.size + MemoryLayout<SourceRange?>.size
        + MemoryLayout<AppliedModifier?>.size

    /// What a free slot of the table holds.
    static let vacant = MemoEntry(value: .void, steps: 0, range: nil)
}

/// The table shared by the frames of one SceneProgram.
///
/// Frames render concurrently (AnimKit FramePipeline), and each looks up every invariant site of every view, so one
/// lock was taken thousands of times per frame by every worker: with two workers it was contended, and a waiter
/// that spins out sleeps in the kernel (Synchronization's `Mutex` is a priority-inheritance futex on Linux, futex(2)
/// FUTEX_LOCK_PI), so unlocking takes a system call too. The entries are split over `shardCount` tables by another
/// hash of the key, each under its own lock, so two workers meet only when they probe the same shard at once
/// (bench/README.md "Heavy end to end: packing"). The total stays exactly bounded by `capacity` through one atomic
/// count, changed only when a key is stored for the first time.
final class FrameMemo: Sendable {
    /// Entries kept at most (then new values are computed and not stored): a bound on memory for scenes whose
    /// invariant expressions take many distinct keys.
    static let capacity = 1 << 16
    /// Tables the entries are split over (a power of two).
    static let shardCount = 16

    /// One table and its lock, in an object of its own (a `Mutex` cannot be an array element).
    private final class Shard: Sendable {
        let table = Mutex(Table())
    }

    private let shards = (0..<FrameMemo.shardCount).map { _ in Shard() }
    private let stored = Atomic<Int>(0)

    /// The shard of `key`: the top bits of a second multiplicative hash of its word (the table's slot uses the top
    /// bits of the first, so keys of one shard still spread over its slots).
    private func shard(_ key: MemoKey) -> Shard {
        shards[
            Int(
                truncatingIfNeeded: (key.word &* 0xd6e8_feb8_6659_fd93)
                    >> UInt64(64 - FrameMemo.shardCount.trailingZeroBitCount))]
    }

    func entry(_ key: MemoKey) -> MemoEntry? {
        shard(key).table.withLock { $0.entry(key) }
    }

    func store(_ key: MemoKey, _ entry: MemoEntry) {
        shard(key).table.withLock { table in
            if table.entry(key) == nil {
                guard stored.wrappingAdd(1, ordering: .relaxed).oldValue < FrameMemo.capacity else {
                    stored.wrappingSubtract(1, ordering: .relaxed)
                    return
                }
            }
            table.store(key, entry)
        }
    }

    /// Entries stored so far (tests).
    var count: Int { stored.load(ordering: .relaxed) }

    /// The entries by key in open addressing (Knuth, TAOCP vol. 3, §6.4: multiplicative hashing, linear probing) on
    /// `MemoKey.word`, at most half full: a `Dictionary` hashed every key again with SipHash through `Hasher`, a
    /// fifth of each lookup of a 1000-view frame (issue #21, bench/README.md). Keys are plain words, so a probe
    /// copies no reference; the entry is retained once, on a hit. Entries are not optional (a free slot holds
    /// `vacant`; its key says it is free): copying a `MemoEntry?` went through the runtime's generic value witness,
    /// a fifth of a lookup. Each key sits beside its entry (Slot).
    struct Table {
        /// A key and its entry side by side: a probe that finds its key reads the entry from the same cache line
        /// (two arrays, keys and entries, cost a miss each in a frame whose raster had evicted both).
        struct Slot {
            var key: MemoKey?
            var entry: MemoEntry
        }

        private var slots = [Slot](repeating: Slot(key: nil, entry: .vacant), count: 64)
        private var shift: UInt64 = 64 - 6
        private(set) var count = 0

        func entry(_ key: MemoKey) -> MemoEntry? {
            var i = slot(key)
            while let k = slots[i].key {
                if k == key { return slots[i].entry }
                i = (i + 1) & (slots.count - 1)
            }
            return nil
        }

        /// Stores `entry` for `key`, replacing an entry stored for it before (by another frame: the same value).
        mutating func store(_ key: MemoKey, _ entry: MemoEntry) {
            if 2 * (count + 1) > slots.count { grow() }
            var i = slot(key)
            while let k = slots[i].key {
                if k == key {
                    slots[i].entry = entry
                    return
                }
                i = (i + 1) & (slots.count - 1)
            }
            slots[i] = Slot(key: key, entry: entry)
            count += 1
        }

        private func slot(_ key: MemoKey) -> Int {
            Int(truncatingIfNeeded: (key.word &* 0x9e37_79b9_7f4a_7c15) >> shift)
        }

        private mutating func grow() {
            let old = slots
            slots = [Slot](repeating: Slot(key: nil, entry: .vacant), count: 2 * old.count)
            shift -= 1
            count = 0
            for slot in old {
                if let key = slot.key { store(key, slot.entry) }
            }
        }
    }
}
