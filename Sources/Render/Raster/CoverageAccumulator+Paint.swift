// CoverageAccumulator+Paint.swift: compositing a window's coverage with a gradient instead of one colour.
// Rule: the coverage is the same running sum as Sweep's (non-zero or even-odd, the same coverage bytes); the colour
// of each covered pixel is the gradient at its centre, mapped back into the shape's space (Skia's and Blend2D's
// gradient shaders evaluate per pixel centre the same way: skia src/shaders/gradients, Blend2D
// blend2d/pipeline/reference/fetchgradient_p.h), read from a 1024-entry table of premultiplied colours built once
// per item, so nothing is allocated per pixel. A table step moves a colour by at most 1/1023 of a stop's span, well
// under one 8-bit level. The sweep is dense (every cell of the window), simpler than Sweep's run-skipping, since a
// gradient's pixels differ anyway. Status: complete.

import Geometry

/// A gradient ready to paint: its table of premultiplied colours and how to find a pixel's parameter.
final class PaintTable {
    static let size = 1024
    let paint: DisplayPaint
    let table: [UInt32]

    init(_ paint: DisplayPaint) {
        self.paint = paint
        let gradient = paint.shading.gradient
        table = (0..<PaintTable.size).map { i in
            let c = gradient.color(at: Double(i) / Double(PaintTable.size - 1))
            return PremultipliedSource(c.opacity(paint.opacity)).word
        }
    }

    /// The premultiplied colour at device pixel (x, y)'s centre.
    @inline(__always)
    func word(x: Int, y: Int) -> UInt32 {
        let local = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(paint.deviceToLocal)
        let t = paint.shading.parameter(at: local, in: paint.rect)
        let clamped = t.isNaN ? 0 : max(0, min(1, t))
        return table[Int((clamped * Double(PaintTable.size - 1)).rounded())]
    }
}

extension CoverageAccumulator {
    /// Composites the accumulated coverage of the current window with `paint` and leaves the buffers zeroed.
    func sweep(into framebuffer: Framebuffer, paint: PaintTable, evenOdd: Bool) {
        let cells = cellBuffer
        let marks = markBuffer
        let bytesPerRow = framebuffer.width &* 4
        var pixelRow = UnsafeMutableRawPointer(framebuffer.pixels) + (originY &* framebuffer.width &+ originX) &* 4
        for r in 0..<rows {
            let row = cells + r &* stride
            let bits = marks + r &* wordsPerRow
            for w in 0..<wordsPerRow { bits[w] = 0 }
            var sum: Float = 0
            for c in 0..<stride {
                sum += row[c]
                row[c] = 0
                guard c < columns else { continue }
                let coverage = coverageByte(sum, evenOdd: evenOdd)
                if coverage == 0 { continue }
                let src = paint.word(x: originX &+ c, y: originY &+ r)
                let pixel = pixelRow + c &* 4
                let dst = UInt32(littleEndian: pixel.loadUnaligned(as: UInt32.self))
                pixel.storeBytes(of: sourceOver(scaled(src, by: coverage), onto: dst).littleEndian, as: UInt32.self)
            }
            pixelRow += bytesPerRow
        }
    }
}
