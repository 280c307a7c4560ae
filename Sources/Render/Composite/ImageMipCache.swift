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
//    entries are dropped until half remains (KeptValues.swift).

/// Box-filtered images keyed by the source's storage and the block size (rules 1–2).
final class ImageMipCache: Sendable {
    static let shared = ImageMipCache()
    private static let byteLimit = 32 << 20

    private struct Key: Hashable {
        var address: UInt
        var count: Int
        var k: Int
    }

    /// Entries cost their kept source and their filtered pixels.
    private let kept = KeptValues<Key, Filtered>(byteLimit: byteLimit, largest: byteLimit / 4)

    private struct Filtered: Sendable {
        var width: Int
        var height: Int
        var pixels: [UInt8]
    }

    /// The image `pixels` averaged over k×k blocks by `make`, from the cache when the same storage was filtered
    /// before.
    func filtered(
        _ pixels: [UInt8], k: Int, make: () -> (Int, Int, [UInt8])
    ) -> (Int, Int, [UInt8]) {
        let address = pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let key = Key(address: address, count: pixels.count, k: k)
        let f = kept.value(for: key, keepAlive: pixels, cost: { pixels.count + $0.pixels.count }) {
            let (w, h, p) = make()
            return Filtered(width: w, height: h, pixels: p)
        }
        return (f.width, f.height, f.pixels)
    }
}
