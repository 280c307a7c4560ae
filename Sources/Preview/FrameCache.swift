// FrameCache.swift: the preview's rendered frames, PNG bytes keyed by generation, frame and scale, bounded by bytes
// and evicted least recently used; a frame asked for while it is being rendered is rendered once, and every asker
// gets that one result (the page's request and the re-render after a save meet here).
// Status: complete for issue #23.

import Foundation

/// Which frame: the scene generation it was rendered from, its index, its scale.
public struct FrameKey: Hashable, Sendable {
    public var generation: Int
    public var frame: Int
    public var scale: Double

    public init(generation: Int, frame: Int, scale: Double) {
        self.generation = generation
        self.frame = frame
        self.scale = scale
    }
}

/// A bounded LRU of encoded frames. Thread-safe; rendering happens outside the lock.
public final class FrameCache: @unchecked Sendable {
    /// Upper bound on the bytes held.
    public let capacity: Int
    private let condition = NSCondition()
    private var entries: [FrameKey: (data: Data, used: UInt64)] = [:]
    private var inFlight: Set<FrameKey> = []
    private var clock: UInt64 = 0
    private(set) public var bytes = 0
    /// Renders done and answers served from memory, for tests and the latency bench.
    private(set) public var misses = 0
    private(set) public var hits = 0

    public init(capacity: Int = 256 << 20) {
        self.capacity = capacity
    }

    /// The frame for `key`, rendered by `produce` when it is not held and nobody is rendering it already.
    public func frame<E: Error>(_ key: FrameKey, produce: () throws(E) -> Data) throws(E) -> Data {
        condition.lock()
        while inFlight.contains(key) { condition.wait() }
        if let entry = entries[key] {
            clock += 1
            entries[key] = (entry.data, clock)
            hits += 1
            condition.unlock()
            return entry.data
        }
        inFlight.insert(key)
        misses += 1
        condition.unlock()
        let result: Result<Data, E>
        do throws(E) { result = .success(try produce()) } catch { result = .failure(error) }
        condition.lock()
        inFlight.remove(key)
        if case .success(let data) = result { insertLocked(key, data) }
        condition.broadcast()
        condition.unlock()
        return try result.get()
    }

    /// Whether `key` is held (no rendering).
    public func contains(_ key: FrameKey) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return entries[key] != nil
    }

    /// Drops every frame not rendered from `generation` (a new scene replaced the old one).
    public func keepOnly(generation: Int) {
        condition.lock()
        defer { condition.unlock() }
        for key in entries.keys where key.generation != generation {
            bytes -= entries[key]!.data.count
            entries[key] = nil
        }
    }

    private func insertLocked(_ key: FrameKey, _ data: Data) {
        guard data.count <= capacity else { return }
        clock += 1
        if let old = entries[key] { bytes -= old.data.count }
        entries[key] = (data, clock)
        bytes += data.count
        while bytes > capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
            bytes -= oldest.value.data.count
            entries[oldest.key] = nil
        }
    }
}
