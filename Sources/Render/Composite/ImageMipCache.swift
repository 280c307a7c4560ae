// ImageMipCache.swift: box-prefiltered images (ImageBlit.swift rule 2) kept between frames, so a colour glyph drawn
// at the same size every frame is averaged once, not per frame.
// Rule: issue #21 (nothing static recomputed per frame, exact equality with the uncached pixels); ImageBlit.swift
// rule 2. Status: complete.
//
// 1. The key is the identity of the image's pixel storage (its buffer's address and length) and the block size k.
//    The entry keeps the source array, which keeps its buffer alive: while the entry exists no other image can
//    occupy that address, and an array sharing the buffer cannot have been changed in place (a write would copy it
//    first), so equal keys mean equal texels and the filtered bytes are the same as filtering again.
// 2. Bounded: the kept sources and filtered images hold at most `byteLimit` bytes; past it the least recently used
//    entries are dropped until half remains. Thread-safe (one `Mutex`);
//    entries are immutable values.

import Synchronization

/// Box-filtered images keyed by the source's storage and the block size (rules 1–2).
final class ImageMipCache: Sendable {
    static let shared = ImageMipCache()
    private static let byteLimit = 32 << 20

    private struct Key: Hashable {
        var address: UInt
        var count: Int
        var k: Int
    }

    private struct Entry {
        var source: [UInt8]
        var filtered: (width: Int, height: Int, pixels: [UInt8])
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
        var bytes = 0
    }

    private let state = Mutex(State())

    /// The image `pixels` averaged over k×k blocks by `make`, from the cache when the same storage was filtered
    /// before.
    func filtered(
        _ pixels: [UInt8], k: Int, make: () -> (Int, Int, [UInt8])
    ) -> (Int, Int, [UInt8]) {
        let address = pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let key = Key(address: address, count: pixels.count, k: k)
        let hit: (Int, Int, [UInt8])? = state.withLock { s in
            s.clock &+= 1
            guard var entry = s.entries[key] else { return nil }
            entry.lastUse = s.clock
            s.entries[key] = entry
            return entry.filtered
        }
        if let hit { return hit }
        let made = make()
        let size = pixels.count + made.2.count
        if size > ImageMipCache.byteLimit / 4 { return made }
        state.withLock { s in
            s.clock &+= 1
            if let old = s.entries[key] { s.bytes -= old.source.count + old.filtered.pixels.count }
            s.entries[key] = Entry(source: pixels, filtered: made, lastUse: s.clock)
            s.bytes += size
            if s.bytes <= ImageMipCache.byteLimit { return }
            for (key, entry) in s.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse })
            where s.bytes > ImageMipCache.byteLimit / 2 {
                s.entries[key] = nil
                s.bytes -= entry.source.count + entry.filtered.pixels.count
            }
        }
        return made
    }
}
