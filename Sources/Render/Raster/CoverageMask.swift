// CoverageMask.swift: one fill's 8-bit coverage kept as bytes, so a path that comes back unchanged (static text) is
// composited from the bytes instead of being flattened, accumulated and swept again (CoverageCache.swift).
// Rule: SourceOver.swift rules 1–2 (src-over is one pure function of destination, source and coverage, whichever
// kernel runs it); CoverageAccumulator+Sweep.swift (the coverage bytes); Raph Levien, "Inside the fastest font
// renderer in the world", 2016 (coverage masks of glyphs composited with the fill colour). Status: complete.
//
// 1. Capturing runs the sweep of CoverageAccumulator+Sweep.swift unchanged in its choices (the same runs, 4-cell
//    groups and single cells for the same marks, so the same `Float` sums in the same order) and stores each
//    coverage byte instead of blending it. The mask is the window of the fill: `columns` × `rows` bytes from
//    (`originX`, `originY`), zero where the sweep blends nothing.
// 2. Compositing a mask gives every pixel `sourceOver(scaled(source, k), dst)` with the byte k the sweep would have
//    used; k = 0 leaves the pixel as it is and k = 255 with an opaque source stores it, as the sweep's fast paths
//    do, so the bytes equal sweeping anew (CoverageCacheTests checks frames with and without the cache).
// 3. Eight mask bytes are read at once: all zero (most of a line of text) skips 8 pixels; otherwise 4 pixels at a
//    time go through `blendQuad`, which is bit-identical to `blendPixel` per pixel (SourceOver+Quad.swift rule 2).

/// The coverage bytes of one fill in its window of the frame; immutable once captured, shared between threads.
final class CoverageMask: @unchecked Sendable {
    /// Leftmost column and top row of the window in the frame, and its size in pixels.
    let originX: Int
    let originY: Int
    let columns: Int
    let rows: Int
    /// `rows` × `columns` coverage bytes, top row first.
    let bytes: UnsafeMutablePointer<UInt8>

    var byteCount: Int { rows &* columns }

    init(originX: Int, originY: Int, columns: Int, rows: Int) {
        (self.originX, self.originY, self.columns, self.rows) = (originX, originY, columns, rows)
        bytes = .allocate(capacity: max(1, rows * columns))
        bytes.initialize(repeating: 0, count: max(1, rows * columns))
    }

    deinit { bytes.deallocate() }

    /// Composites rows `rowStart ..< rowEnd` (frame rows) of the mask with `source` into `framebuffer` (rules 2–3).
    func composite(_ source: PremultipliedSource, rowStart: Int, rowEnd: Int, into framebuffer: Framebuffer) {
        let top = max(originY, rowStart)
        let bottom = min(originY &+ rows, rowEnd)
        if top >= bottom { return }
        let quadSource = QuadPixels(repeating: source.word.littleEndian)
        let opaque = source.isOpaque
        let columns = self.columns
        for y in top..<bottom {
            let coverage = UnsafeRawPointer(bytes + (y &- originY) &* columns)
            let pixels = UnsafeMutableRawPointer(framebuffer.pixels) + (y &* framebuffer.width &+ originX) &* 4
            var x = 0
            while x &+ 8 <= columns {
                let eight = coverage.loadUnaligned(fromByteOffset: x, as: UInt64.self)
                if eight != 0 {
                    if eight == ~0 && opaque {
                        storeSpan(pixels + x &* 4, count: 8, word: source.word)
                    } else {
                        let low = UInt32(truncatingIfNeeded: eight)
                        let high = UInt32(truncatingIfNeeded: eight &>> 32)
                        if low != 0 { blendQuad(pixels + x &* 4, source: quadSource, coverage: quad(low)) }
                        if high != 0 { blendQuad(pixels + (x &+ 4) &* 4, source: quadSource, coverage: quad(high)) }
                    }
                }
                x &+= 8
            }
            while x < columns {
                let k = UInt32(coverage.load(fromByteOffset: x, as: UInt8.self))
                blendPixel(pixels + x &* 4, source: source, coverage: k)
                x &+= 1
            }
        }
    }

    /// Four little-endian coverage bytes as one lane each.
    @inline(__always)
    private func quad(_ k: UInt32) -> QuadPixels {
        QuadPixels(k & 0xFF, (k &>> 8) & 0xFF, (k &>> 16) & 0xFF, k &>> 24)
    }
}

extension CoverageAccumulator {
    /// Rasterises every row of `item` into a new mask, band by band as `paint` would (rule 1); the segments stay in
    /// `lines`.
    func captureMask(of item: FillItem) -> CoverageMask {
        let mask = CoverageMask(
            originX: item.originX, originY: item.firstRow, columns: item.columns, rows: item.endRow - item.firstRow)
        let band = CoverageAccumulator.bandHeight(width: width)
        var top = item.firstRow
        while top < item.endRow {
            let bottom = min(top + band, item.endRow)
            accumulateWindow(of: item, rowStart: top, rowEnd: bottom)
            sweepCoverage(into: mask.bytes + (top - item.firstRow) * item.columns, evenOdd: item.evenOdd)
            top = bottom
        }
        return mask
    }

    /// The sweep of CoverageAccumulator+Sweep.swift storing coverage bytes (`columns` per row from `out`) instead of
    /// blending them, and leaving the buffers zeroed (rule 1).
    func sweepCoverage(into out: UnsafeMutablePointer<UInt8>, evenOdd: Bool) {
        let cells = cellBuffer
        let marks = markBuffer
        let stride = self.stride
        let wordsPerRow = self.wordsPerRow
        let columns = self.columns
        var maskRow = out
        for r in 0..<rows {
            let row = cells + r &* stride
            let bits = marks + r &* wordsPerRow
            var sum: Float = 0
            var cursor = 0
            for w in 0..<wordsPerRow {
                var word = bits[w]
                if word == 0 { continue }
                bits[w] = 0
                let base = w &<< 6
                if cursor > base {
                    word &= ~UInt64(0) &<< UInt64(cursor &- base)
                }
                while word != 0 {
                    let start = base &+ word.trailingZeroBitCount
                    if start > cursor {
                        storeRun(
                            maskRow + cursor, count: min(start, columns) &- cursor, coverageByte(sum, evenOdd: evenOdd))
                    }
                    let end = start &+ 4
                    if end <= columns {
                        let coverage = integrateQuad(row + start, sum: &sum, evenOdd: evenOdd)
                        for lane in 0..<4 { maskRow[start &+ lane] = UInt8(truncatingIfNeeded: coverage[lane]) }
                    } else {
                        var c = start
                        while c < end {
                            sum += row[c]
                            row[c] = 0
                            if c < columns {
                                maskRow[c] = UInt8(truncatingIfNeeded: coverageByte(sum, evenOdd: evenOdd))
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
                storeRun(maskRow + cursor, count: columns &- cursor, coverageByte(sum, evenOdd: evenOdd))
            }
            maskRow += columns
        }
    }

    @inline(__always)
    private func storeRun(_ start: UnsafeMutablePointer<UInt8>, count: Int, _ coverage: UInt32) {
        if coverage == 0 || count <= 0 { return }
        start.update(repeating: UInt8(truncatingIfNeeded: coverage), count: count)
    }
}
