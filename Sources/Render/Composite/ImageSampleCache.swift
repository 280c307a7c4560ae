// ImageSampleCache.swift: the resampled pixels of an image drawn the same way again (a colour glyph of static text),
// kept between frames, so only the final src-over runs per frame.
// Rule: issue #21 (nothing static recomputed per frame, exact equality with the uncached pixels); ImageBlit.swift
// rules 2–4. Status: complete.
//
// 1. A draw's samples (ImageBlit rule 3, before src-over) are a function of the image's texels, its transform,
//    opacity, interpolation and edge mode, and the device box; the key holds all of them exactly (bit patterns), the
//    texels by their storage's identity as in ImageMipCache.swift rule 1 (the entry keeps the array alive).
// 2. Bounded: at most `byteLimit` bytes of samples; past it the least recently used entries go until half remain.
//    Thread-safe (one `Mutex`); entries are immutable values.

import Synchronization

/// Resampled image pixels per exact draw (rules 1–2).
final class ImageSampleCache: Sendable {
    static let shared = ImageSampleCache()
    private static let byteLimit = 32 << 20

    struct Key: Hashable {
        var address: UInt
        var count: Int
        var width: Int
        var transform: [UInt64]
        var opacity: UInt64
        var interpolation: ImageInterpolation
        var antialiased: Bool
        var box: [Int]
    }

    private struct Entry {
        var source: [UInt8]
        var samples: [Double]
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
        var bytes = 0
    }

    private let state = Mutex(State())

    /// The samples for `key`, made by `make` unless kept from an earlier draw of the same `source`.
    func samples(_ key: Key, source: [UInt8], make: () -> [Double]) -> [Double] {
        let hit: [Double]? = state.withLock { s in
            s.clock &+= 1
            guard var entry = s.entries[key] else { return nil }
            entry.lastUse = s.clock
            s.entries[key] = entry
            return entry.samples
        }
        if let hit { return hit }
        let made = make()
        let size = made.count * 8
        if size > ImageSampleCache.byteLimit / 8 { return made }
        state.withLock { s in
            s.clock &+= 1
            if let old = s.entries[key] { s.bytes -= old.samples.count * 8 }
            s.entries[key] = Entry(source: source, samples: made, lastUse: s.clock)
            s.bytes += size
            if s.bytes <= ImageSampleCache.byteLimit { return }
            for (key, entry) in s.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse })
            where s.bytes > ImageSampleCache.byteLimit / 2 {
                s.entries[key] = nil
                s.bytes -= entry.samples.count * 8
            }
        }
        return made
    }
}
