// Framebuffer.swift: the frame's pixels: premultiplied, sRGB-encoded RGBA8, rows top to bottom.
// Rule: docs/ARCHITECTURE.md (pixels are premultiplied sRGB RGBA8); Swift Forums:
// forums.swift.org/t/huge-performance-hit-from-exclusive-memory-access-checks/54374 (own the buffer as a raw pointer,
// allocated once, so hot loops pay no exclusivity or bounds checks). Status: complete.

import Geometry

/// A width × height RGBA8 image, premultiplied alpha, `bytesPerRow = width · 4`.
public final class Framebuffer: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// The pixel bytes: `r, g, b, a` per pixel, premultiplied.
    public let pixels: UnsafeMutablePointer<UInt8>

    public var bytesPerRow: Int { width * 4 }
    public var byteCount: Int { width * height * 4 }

    /// The scratch pool the pixels came from and go back to, and their capacity in bytes; nil when allocated here.
    private let pooled: (pool: ScratchPool, capacity: Int)?

    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "framebuffer must not be empty")
        self.width = width
        self.height = height
        pixels = HugePageMemory.allocate(bytes: width * height * 4).bindMemory(
            to: UInt8.self, capacity: width * height * 4)
        pixels.initialize(repeating: 0, count: width * height * 4)
        pooled = nil
    }

    /// A transparent framebuffer whose pixels are scratch memory from `pool` (offscreen layers), returned when it is
    /// freed (ScratchPool.swift).
    init(scratchWidth width: Int, height: Int, pool: ScratchPool = ScratchPool.current) {
        precondition(width > 0 && height > 0, "framebuffer must not be empty")
        self.width = width
        self.height = height
        let (raw, capacity) = pool.take(bytes: width * height * 4)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: width * height * 4)
        pixels = raw.assumingMemoryBound(to: UInt8.self)
        pooled = (pool, capacity)
    }

    deinit {
        if let pooled {
            pooled.pool.give(UnsafeMutableRawPointer(pixels), capacity: pooled.capacity)
        } else {
            HugePageMemory.release(UnsafeMutableRawPointer(pixels))
        }
    }

    /// Fills every pixel with `color` (premultiplied and rounded to 8 bits).
    public func clear(to color: Color) {
        let p = color.premultipliedRGBA8
        let word = UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
        UnsafeMutableRawPointer(pixels).bindMemory(to: UInt32.self, capacity: width * height)
            .update(repeating: word.littleEndian, count: width * height)
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let o = (y * width + x) * 4
        return (pixels[o], pixels[o + 1], pixels[o + 2], pixels[o + 3])
    }

    /// A copy of the bytes, for tests and digests.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: pixels, count: byteCount)) }
}
