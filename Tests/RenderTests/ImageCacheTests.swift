// ImageCacheTests.swift: images drawn from the kept box-filtered mips and samples (ImageMipCache.swift,
// ImageSampleCache.swift) give the bytes of drawing them anew. Rule: those files' rule 1; ImageBlit.swift.
// Status: complete.

import Geometry
import TestSupport
import Testing

@testable import Render

struct ImageCacheTests {
    /// A 64×48 seeded translucent image shrunk 3.3× (box prefilter + bilinear), rotated, at 0.8 opacity, plus the
    /// same image magnified with `.low` interpolation and clamped edges.
    static func list(_ pixels: [UInt8]) -> DisplayList {
        let shrunk = AffineTransform(scaleX: 1 / 3.3, y: 1 / 3.3).concatenating(AffineTransform(rotation: .degrees(11)))
            .concatenating(AffineTransform(translationX: 20.4, y: 7.9))
        var magnified = DisplayImage(
            width: 64, height: 48, pixels: pixels, transform: AffineTransform(scaleX: 1.7, y: 1.7)
                .concatenating(AffineTransform(translationX: 30.25, y: 12.5)), opacity: 1, interpolation: .low)
        magnified.antialiased = false
        return DisplayList(items: [
            DisplayItem(image: DisplayImage(width: 64, height: 48, pixels: pixels, transform: shrunk, opacity: 0.8)),
            DisplayItem(image: magnified),
        ])
    }

    static func pixels(seed: UInt64) -> [UInt8] {
        var rng = SplitMix64(seed: seed)
        var p = [UInt8](repeating: 0, count: 64 * 48 * 4)
        for i in stride(from: 0, to: p.count, by: 4) {
            let a = UInt8(truncatingIfNeeded: rng.next() >> 56)
            for c in 0..<3 { p[i + c] = UInt8(truncatingIfNeeded: rng.next() >> 56) % (a == 0 ? 1 : a) }
            p[i + 3] = a
        }
        return p
    }

    static func render(_ list: DisplayList) -> [UInt8] {
        let framebuffer = Framebuffer(width: 150, height: 100)
        Renderer().render(list, background: Color(r8: 200, g8: 210, b8: 220), into: framebuffer)
        return framebuffer.bytes
    }

    @Test("the second draw of the same image storage (cache hit) equals the first and a draw from a fresh copy")
    func cachedDrawsAreExact() {
        let pixels = Self.pixels(seed: 0x1A6E)
        let first = Self.render(Self.list(pixels))
        #expect(Self.render(Self.list(pixels)) == first)
        // A copy with its own storage is a miss in both caches: drawn anew.
        let copy = pixels.withUnsafeBufferPointer { Array($0) }
        #expect(Self.render(Self.list(copy)) == first)
        // Different texels in other storage never reuse the first image's samples.
        let other = Self.pixels(seed: 0x1A6F)
        #expect(Self.render(Self.list(other)) != first)
        #expect(Self.render(Self.list(other)) == Self.render(Self.list(other.withUnsafeBufferPointer { Array($0) })))
    }
}
