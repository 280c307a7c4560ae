// LockedCache.swift: a thread-safe dictionary with hit/miss counts, for shaped runs, outlines, bitmaps and layouts.
// Rule: issue #5 (caches shared across frames and render threads; a lock-protected dictionary).
// Status: complete.
//
// 1. Lookups and inserts take one `Mutex`; the value is computed outside it, so a slow shape never blocks readers.
// 2. Two threads missing the same key both compute it; the values are identical (shaping and outlines are pure
//    functions of the key), so which one is stored does not matter: results stay deterministic.
// 3. When `capacity` entries are reached the dictionary is emptied (no LRU): simple, and a frame's working set refills
//    it at once. Only the hit rate depends on this, never a result.

import Synchronization

/// Hit and miss counts of one cache since the process started.
public struct CacheCounts: Hashable, Sendable, CustomStringConvertible {
    public var hits: Int
    public var misses: Int
    public var entries: Int

    public var description: String { "\(hits) hits, \(misses) misses, \(entries) entries" }
}

final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var entries: [Key: Value] = [:]
        var hits = 0
        var misses = 0
    }

    private let state = Mutex(State())
    let capacity: Int

    init(capacity: Int) {
        precondition(capacity > 0, "a cache needs room for one entry")
        self.capacity = capacity
    }

    /// The cached value for `key`, or `make()`'s result, stored for next time.
    func value(for key: Key, orInsert make: () -> Value) -> Value {
        let cached: Value? = state.withLock { s in
            if let v = s.entries[key] {
                s.hits += 1
                return v
            }
            s.misses += 1
            return nil
        }
        if let cached { return cached }
        let made = make()
        state.withLock { s in
            if s.entries.count >= capacity { s.entries.removeAll(keepingCapacity: true) }
            s.entries[key] = made
        }
        return made
    }

    var counts: CacheCounts {
        state.withLock { CacheCounts(hits: $0.hits, misses: $0.misses, entries: $0.entries.count) }
    }

    func removeAll() {
        state.withLock { $0.entries.removeAll() }
    }
}
