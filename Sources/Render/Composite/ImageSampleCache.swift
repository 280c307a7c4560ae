// ImageSampleCache.swift: the resampled pixels of an image drawn the same way again (a colour glyph of static text),
// kept between frames, so only the final src-over runs per frame.
// Rule: issue #21 (nothing static recomputed per frame, exact equality with the uncached pixels); ImageBlit.swift
// rules 2–4. Status: complete.
//
// 1. A draw's samples (ImageBlit rule 3, before src-over) are a function of the image's texels, its transform,
//    opacity, interpolation and edge mode, and the device box; the key holds all of them exactly (bit patterns), the
//    texels by their storage's identity as in ImageMipCache.swift rule 1 (the entry keeps the array alive).
// 2. Bounded: at most `byteLimit` bytes of samples; past it the least recently used entries go until half
//    remain (KeptValues.swift).

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
        var repeats: [UInt64]
    }

    /// Entries cost their samples (8 bytes each).
    private let kept = KeptValues<Key, [Double]>(byteLimit: byteLimit, largest: byteLimit / 8)

    /// The samples for `key`, made by `make` unless kept from an earlier draw of the same `source`.
    func samples(_ key: Key, source: [UInt8], make: () -> [Double]) -> [Double] {
        kept.value(for: key, keepAlive: source, cost: { $0.count * 8 }, make: make)
    }
}
