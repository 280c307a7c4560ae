// SourceOver+Quad.swift: the source-over formula of SourceOver.swift on four pixels at once, for the edge groups of
// the coverage sweep and the body of solid spans. Rule: SourceOver.swift rules 1–2; Swift Forums:
// forums.swift.org/t/huge-performance-hit-from-exclusive-memory-access-checks/54374 (explicit SIMD on raw pointers,
// kernels in the same module). Status: complete.
//
// 1. Four pixels are one `SIMD4<UInt32>` (memory order r, g, b, a per pixel; little-endian hosts: x86-64, arm64).
// 2. Viewed as `SIMD8<UInt16>`, `p & 0x00FF` holds red and blue and `p >> 8` green and alpha, one per 16-bit lane;
//    multiplying by a factor replicated in both halves of a pixel (`k | k << 16`) is SSE2 `pmullw`, the same
//    products as the scalar lane trick, so the results are bit-identical to `scaled(_:by:)`.
// 3. Rejected: `SIMD16<UInt16>` widening of the bytes (one lane per channel) needs per-pixel alpha and coverage
//    broadcasts that Swift's SIMD types lower to scalar inserts; measured 2× slower than this form.

/// Four packed pixels (see rule 1).
typealias QuadPixels = SIMD4<UInt32>

/// `round(x / 255)` in every 16-bit lane, each lane ≤ 255 · 255.
@inline(__always)
func div255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// Every channel of four pixels times its pixel's factor / 255, correctly rounded; `factor` holds `k | k << 16`
/// per pixel with k in 0…255.
@inline(__always)
func scaledQuad(_ pixels: QuadPixels, by factor: QuadPixels) -> QuadPixels {
    let lanes = unsafeBitCast(pixels, to: SIMD8<UInt16>.self)
    let k = unsafeBitCast(factor, to: SIMD8<UInt16>.self)
    let redBlue = div255((lanes & 0x00FF) &* k)
    let greenAlpha = div255((lanes &>> 8) &* k)
    return unsafeBitCast(redBlue | greenAlpha &<< 8, to: QuadPixels.self)
}

/// Composites the premultiplied pixel `source` (replicated) at per-pixel `coverage` (0…255 each) onto the four
/// pixels at `pixels`.
@inline(__always)
func blendQuad(_ pixels: UnsafeMutableRawPointer, source: QuadPixels, coverage: QuadPixels) {
    let src = scaledQuad(source, by: coverage | coverage &<< 16)
    let inverse = 255 &- (src &>> 24)
    let dst = pixels.loadUnaligned(as: QuadPixels.self)
    pixels.storeBytes(of: src &+ scaledQuad(dst, by: inverse | inverse &<< 16), as: QuadPixels.self)
}
