// ScratchPool.swift: the rasteriser's scratch memory (coverage cells and marks, flattened segments, layer pixels, blur
// planes) kept between renders and handed out again, so a steady stream of frames allocates nothing and touches no
// fresh pages.
// Rule: issue #21 (per-frame scratch was allocated and page-faulted anew, 19.7 % of the heavy scene; no steady-state
// allocation); Blend2D keeps its zeroed cell buffers per rendering context (blend2d/raster/rastercontext.cpp) for the
// same reason. Status: complete.
//
// 1. Buffers come in size classes (4, 5, 6 or 7 × 2ᵏ bytes, at least 4 KiB), so a buffer is reused by any request of
//    its class and at most 25 % of it is slack. Each class keeps a free list.
// 2. `take` returns a buffer of the class (from the free list, else newly allocated, counted in `statistics`);
//    `give` returns it. Buffers held beyond `byteLimit` are freed instead of kept. What a buffer held before is
//    undefined: callers zero what they rely on (they did so on fresh memory before).
// 3. Thread-safe (one `Mutex`); a buffer belongs to one owner between `take` and `give`. Which buffer a render gets
//    never changes what it draws (every owner initialises what it reads), so output does not depend on the pool.
// 4. `ScratchPool.current` (a task-local, default `shared`) selects the pool; tests give a render its own pool and
//    count what it allocates.

import Synchronization

/// Reused raw scratch buffers (rules 1–4).
public final class ScratchPool: Sendable {
    /// The process-wide pool, keeping up to 512 MiB of free buffers.
    public static let shared = ScratchPool(byteLimit: 512 << 20)

    /// The pool renders use on this task or thread (rule 4).
    @TaskLocal public static var current: ScratchPool = shared

    /// Buffers allocated (not reused) and their bytes, buffers reused, and the bytes held free now.
    public struct Statistics: Hashable, Sendable {
        public var allocations = 0
        public var allocatedBytes = 0
        public var reuses = 0
        public var freeBytes = 0
    }

    /// Free buffers are kept up to this many bytes (rule 2).
    public let byteLimit: Int

    private struct State {
        /// Free buffers per size class, as addresses (raw pointers are not `Sendable`).
        var free: [Int: [UInt]] = [:]
        var statistics = Statistics()
    }

    private let state: Mutex<State>

    public init(byteLimit: Int) {
        self.byteLimit = byteLimit
        state = Mutex(State())
    }

    deinit {
        state.withLock { s in
            for list in s.free.values { for p in list { UnsafeMutableRawPointer(bitPattern: p)?.deallocate() } }
        }
    }

    public var statistics: Statistics { state.withLock { $0.statistics } }

    /// The size class holding `bytes` (rule 1).
    static func sizeClass(_ bytes: Int) -> Int {
        if bytes <= 4096 { return 4096 }
        let shift = (Int.bitWidth - 1 - (bytes - 1).leadingZeroBitCount) - 2
        let step = 1 << shift
        return (bytes + step - 1) / step * step
    }

    /// A buffer of at least `bytes` bytes, 64-byte aligned, contents undefined; its capacity is returned with it.
    func take(bytes: Int) -> (UnsafeMutableRawPointer, capacity: Int) {
        let capacity = ScratchPool.sizeClass(max(1, bytes))
        let reused: UInt? = state.withLock { s in
            if let p = s.free[capacity]?.popLast() {
                s.statistics.reuses += 1
                s.statistics.freeBytes -= capacity
                return p
            }
            s.statistics.allocations += 1
            s.statistics.allocatedBytes += capacity
            return nil
        }
        if let reused, let p = UnsafeMutableRawPointer(bitPattern: reused) { return (p, capacity) }
        return (.allocate(byteCount: capacity, alignment: 64), capacity)
    }

    /// Takes back a buffer from `take`.
    func give(_ buffer: UnsafeMutableRawPointer, capacity: Int) {
        let address = UInt(bitPattern: buffer)
        let kept = state.withLock { s in
            guard s.statistics.freeBytes + capacity <= byteLimit else { return false }
            s.free[capacity, default: []].append(address)
            s.statistics.freeBytes += capacity
            return true
        }
        if !kept { buffer.deallocate() }
    }
}
