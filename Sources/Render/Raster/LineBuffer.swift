// LineBuffer.swift: the flattened, clipped outlines of a run of fills: directed line segments in device pixels.
// Rule: Raph Levien, "Inside the fastest font renderer in the world", 2016; font-rs src/raster.rs (edges feed an
// accumulation buffer), Swift Forums: forums.swift.org/t/huge-performance-hit-from-exclusive-memory-access-checks/54374
// (raw storage, grown rarely, reused per frame; taken from and given back to ScratchPool.swift). Status: complete.
//
// Every stored segment lies inside the clip rectangle [0, width] × [0, height] (see LineBuffer+Clip.swift), keeps
// the direction it had in the path (its sign is the winding) and has y0 ≠ y1. Segments of several paths follow one
// another; `startPath()` begins a path and the bounds then cover that path's segments only.

/// Growable storage of directed segments `(x0, y0) → (x1, y1)`, reused from fill to fill within one render call.
/// Its stored `var`s are `@exclusivity(unchecked)` for the reason given in CoverageAccumulator.swift.
final class LineBuffer {
    /// Four `Double`s per segment: x0, y0, x1, y1.
    @exclusivity(unchecked) private(set) var storage: UnsafeMutablePointer<Double>
    /// Number of stored segments (all paths).
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    /// The clip rectangle's size in pixels (the framebuffer's).
    let clipWidth: Double
    let clipHeight: Double

    /// Index of the current path's first segment.
    @exclusivity(unchecked) private(set) var pathStart = 0
    /// Bounding box of the current path's segments; empty (min > max) when it has none.
    @exclusivity(unchecked) private(set) var minX = Double.infinity
    @exclusivity(unchecked) private(set) var minY = Double.infinity
    @exclusivity(unchecked) private(set) var maxX = -Double.infinity
    @exclusivity(unchecked) private(set) var maxY = -Double.infinity
    /// True when part of the current path lay right of the frame and was dropped: its coverage may then reach the
    /// right edge although no stored segment does.
    @exclusivity(unchecked) var reachesRightEdge = false

    /// Where the storage comes from and goes back to (ScratchPool.swift).
    private let pool: ScratchPool

    init(clipWidth: Int, clipHeight: Int, pool: ScratchPool = ScratchPool.current) {
        self.clipWidth = Double(clipWidth)
        self.clipHeight = Double(clipHeight)
        self.pool = pool
        (storage, capacity) = LineBuffer.take(segments: 256, from: pool)
    }

    deinit { pool.give(UnsafeMutableRawPointer(storage), capacity: capacity * 32) }

    /// Storage for at least `segments` segments from `pool`, and how many it holds.
    private static func take(segments: Int, from pool: ScratchPool) -> (UnsafeMutablePointer<Double>, Int) {
        let (raw, bytes) = pool.take(bytes: segments * 32)
        return (raw.bindMemory(to: Double.self, capacity: bytes / 8), bytes / 32)
    }

    /// Forgets every segment (keeps the storage).
    func removeAll() {
        count = 0
        startPath()
    }

    /// Begins a new path: later segments belong to it and the bounds restart.
    func startPath() {
        pathStart = count
        minX = .infinity
        minY = .infinity
        maxX = -.infinity
        maxY = -.infinity
        reachesRightEdge = false
    }

    /// Drops the current path's segments.
    func discardPath() {
        count = pathStart
        startPath()
    }

    /// Appends a segment already inside the clip rectangle; horizontal segments carry no winding and are dropped.
    @inline(__always)
    func store(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        if y0 == y1 { return }
        if count == capacity { grow() }
        let p = storage + count &* 4
        p[0] = x0
        p[1] = y0
        p[2] = x1
        p[3] = y1
        count &+= 1
        minX = min(minX, min(x0, x1))
        maxX = max(maxX, max(x0, x1))
        minY = min(minY, min(y0, y1))
        maxY = max(maxY, max(y0, y1))
    }

    private func grow() {
        let (bigger, biggerCapacity) = LineBuffer.take(segments: capacity * 2, from: pool)
        bigger.update(from: storage, count: count * 4)
        pool.give(UnsafeMutableRawPointer(storage), capacity: capacity * 32)
        storage = bigger
        capacity = biggerCapacity
    }
}
