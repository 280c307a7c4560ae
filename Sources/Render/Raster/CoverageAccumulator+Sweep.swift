// CoverageAccumulator+Sweep.swift: integrating the accumulated cells row by row into 8-bit coverage and handing
// runs and pixels to source-over. Rule: Raph Levien, "Inside the fastest font renderer in the world", 2016; font-rs
// src/raster.rs (prefix sum), Blend2D blend2d/raster/analyticrasterizer_p.h and its compositing pipelines. Status:
// complete.
//
// 1. Per row, walk the set bits of the cell bit vector in increasing x (trailing-zero count), clearing them.
// 2. Before each marked cell the running sum is constant: composite the run since the cursor at that one coverage
//    (skipped when 0; a plain store when 255 and the colour is opaque).
// 3. From a marked cell, 4 cells are read as one `SIMD4<Float>`, zeroed, turned into 4 running sums by an
//    in-register prefix sum, and composited as 4 pixels (SourceOver+Quad.swift); their marks are dropped and the
//    cursor moves past them. A group reaching past the window's right edge is done one cell at a time so no pixel
//    outside the frame is touched. A steep edge marks 3 cells per row, so it costs one group per row.
// 4. After the last group the run continues to the window's right edge (non-zero only for paths clipped on the
//    right, whose dropped parts would have closed the row).
// Coverage byte = round(255 · min(1, |sum|)) (non-zero winding, Raph Levien, "Inside the fastest font renderer in the
// world", 2016; font-rs src/raster.rs), rounded half to even by adding 1.5 · 2²³ in `Float` (the same IEEE operations
// in the scalar and SIMD paths, so they agree bit for bit). The running sum's error is ~1e-6, so interior pixels are
// exactly 255 and edge pixels move by at most one rounding.
// Even-odd (`FillStyle(eoFill: true)`, Apple: FillStyle — developer.apple.com/documentation/swiftui/fillstyle): the
// running sum's magnitude folded into [0, 1] with period 2, m = |sum| mod 2, coverage = min(m, 2 − m) (a pixel
// wholly inside two windings is empty), the analytic counterpart of the rule in font-rs's and FreeType's
// rasterisers (FreeType src/smooth/ftgrays.c `gray_hline`, which folds the cover the same way).

extension CoverageAccumulator {
    /// Composites the accumulated coverage of the current window with `source` and leaves the buffers zeroed.
    func sweep(into framebuffer: Framebuffer, source: PremultipliedSource, evenOdd: Bool = false) {
        let cells = cellBuffer
        let marks = markBuffer
        let stride = self.stride
        let wordsPerRow = self.wordsPerRow
        let columns = self.columns
        let quadSource = QuadPixels(repeating: source.word.littleEndian)
        let bytesPerRow = framebuffer.width &* 4
        var pixelRow = UnsafeMutableRawPointer(framebuffer.pixels) + (originY &* framebuffer.width &+ originX) &* 4
        for r in 0..<rows {
            let row = cells + r &* stride
            let bits = marks + r &* wordsPerRow
            var sum: Float = 0
            var cursor = 0  // first cell not yet consumed
            for w in 0..<wordsPerRow {
                var word = bits[w]
                if word == 0 { continue }
                bits[w] = 0
                let base = w &<< 6
                if cursor > base {
                    // Cells below the cursor were consumed by the previous word's last group.
                    word &= ~UInt64(0) &<< UInt64(cursor &- base)
                }
                while word != 0 {
                    let start = base &+ word.trailingZeroBitCount
                    if start > cursor {
                        blendSpan(
                            pixelRow + cursor &* 4, count: min(start, columns) &- cursor, source: source,
                            coverage: coverageByte(sum, evenOdd: evenOdd))
                    }
                    let end = start &+ 4
                    if end <= columns {
                        let coverage = integrateQuad(row + start, sum: &sum, evenOdd: evenOdd)
                        blendQuad(pixelRow + start &* 4, source: quadSource, coverage: coverage)
                    } else {
                        var c = start
                        while c < end {
                            sum += row[c]
                            row[c] = 0
                            if c < columns {
                                blendPixel(
                                    pixelRow + c &* 4, source: source, coverage: coverageByte(sum, evenOdd: evenOdd))
                            }
                            c &+= 1
                        }
                    }
                    cursor = end
                    let consumed = end &- base
                    word = consumed >= 64 ? 0 : word & (~UInt64(0) &<< UInt64(consumed))
                }
            }
            if cursor < columns {
                blendSpan(
                    pixelRow + cursor &* 4, count: columns &- cursor, source: source,
                    coverage: coverageByte(sum, evenOdd: evenOdd))
            }
            pixelRow += bytesPerRow
        }
    }
}

/// Adds the four cells at `cells` to the running `sum` one by one, zeroes them, and returns the four coverage bytes.
@inline(__always)
func integrateQuad(_ cells: UnsafeMutablePointer<Float>, sum: inout Float, evenOdd: Bool = false) -> QuadPixels {
    let raw = UnsafeMutableRawPointer(cells)
    var v = raw.loadUnaligned(as: SIMD4<Float>.self)
    raw.storeBytes(of: SIMD4<Float>(), as: SIMD4<Float>.self)
    v += SIMD4(0, v[0], v[1], v[2])
    v += SIMD4(0, 0, v[0], v[1])
    v += SIMD4(repeating: sum)
    sum = v[3]
    var magnitude = unsafeBitCast(unsafeBitCast(v, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
    if evenOdd {
        let folded = magnitude - 2 * (magnitude * 0.5).rounded(.down)
        magnitude = pointwiseMin(folded, 2 - folded)
    }
    let clamped = magnitude.replacing(with: 1, where: magnitude .> 1)
    return unsafeBitCast(clamped * 255 + 0x1.8p23, to: SIMD4<UInt32>.self) &- 0x4B40_0000
}

/// The 8-bit coverage of a running sum under the non-zero or the even-odd rule (file header).
@inline(__always)
func coverageByte(_ sum: Float, evenOdd: Bool) -> UInt32 {
    guard evenOdd else { return coverageByte(sum) }
    let magnitude = abs(sum)
    let folded = magnitude - 2 * (magnitude * 0.5).rounded(.down)
    return coverageByte(min(folded, 2 - folded))
}

/// round(255 · min(1, |sum|)) half to even: the 8-bit non-zero coverage of a running sum.
@inline(__always)
func coverageByte(_ sum: Float) -> UInt32 {
    (min(abs(sum), 1) * 255 + 0x1.8p23).bitPattern &- 0x4B40_0000
}
