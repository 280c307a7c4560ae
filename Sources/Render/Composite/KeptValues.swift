// KeptValues.swift: values made once and kept between frames (a filtered mip, a draw's samples), in one table bounded
// by bytes, least recently used first out.
// Rule: issue #21 (nothing static recomputed per frame, exact equality with the uncached pixels); the key rules are
// the users' own (ImageMipCache.swift, ImageSampleCache.swift). Status: complete.
//
// 1. Each entry keeps its source array (`keepAlive`), so the storage address a key may hold cannot be reused by
//    another image while the entry exists (ImageMipCache.swift rule 1).
// 2. A value costing more than `largest` bytes is made and returned but not kept; past `byteLimit` the least recently
//    used entries are dropped until half the limit remains. Thread-safe (one `Mutex`); entries are immutable values.

import Synchronization

final class KeptValues<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        var value: Value
        var keepAlive: [UInt8]
        var cost: Int
        var lastUse: UInt64
    }

    private struct State: Sendable {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
        var bytes = 0
    }

    private let state = Mutex(State())
    private let byteLimit: Int
    private let largest: Int

    init(byteLimit: Int, largest: Int) {
        self.byteLimit = byteLimit
        self.largest = largest
    }

    /// The value kept for `key`, or the one `make` gives, kept with `keepAlive` at `cost(value)` bytes (rules 1–2).
    func value(
        for key: Key, keepAlive: [UInt8], cost: (Value) -> Int, make: () -> Value
    ) -> Value {
        let hit: Value? = state.withLock { s in
            s.clock &+= 1
            guard var entry = s.entries[key] else { return nil }
            entry.lastUse = s.clock
            s.entries[key] = entry
            return entry.value
        }
        if let hit { return hit }
        let made = make()
        let size = cost(made)
        if size > largest { return made }
        let limit = byteLimit
        state.withLock { s in
            s.clock &+= 1
            if let old = s.entries[key] { s.bytes -= old.cost }
            s.entries[key] = Entry(value: made, keepAlive: keepAlive, cost: size, lastUse: s.clock)
            s.bytes += size
            if s.bytes <= limit { return }
            for (key, entry) in s.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where s.bytes > limit / 2 {
                s.entries[key] = nil
                s.bytes -= entry.cost
            }
        }
        return made
    }
}
