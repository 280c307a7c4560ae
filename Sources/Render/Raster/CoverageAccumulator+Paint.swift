// CoverageAccumulator+Paint.swift: compositing a window's coverage with a gradient instead of one colour.
// Rule: the coverage is the same running sum as Sweep's (non-zero or even-odd, the same coverage bytes); the colour
// of each covered pixel is the gradient at its centre, mapped back into the shape's space (Skia's and Blend2D's
// gradient shaders evaluate per pixel centre the same way: skia src/shaders/gradients, Blend2D
// blend2d/pipeline/reference/fetchgradient_p.h), read from a 1024-entry table of premultiplied colours built once
// per item, so nothing is allocated per pixel (a mesh gradient reads its sampled field, MeshGradientField.swift). A
// table step moves a colour by at most 1/1023 of a stop's span, well under one 8-bit level. The sweep is dense (every cell of the window), simpler than Sweep's run-skipping, since a
// gradient's pixels differ anyway. Status: complete.

import Geometry

/// A gradient ready to paint: its table of premultiplied colours and how to find a pixel's parameter.
final class PaintTable {
    static let size = 1024
    let paint: DisplayPaint
    let table: [UInt32]
    /// A mesh gradient's sampled colours (MeshGradientField.swift), used instead of `table`.
    let field: MeshGradientField?

    init(_ paint: DisplayPaint) {
        self.paint = paint
        if case .mesh(let mesh) = paint.shading {
            table = []
            // About one sample per device pixel of the rect: its sides' lengths through the leaf's transform.
            let toDevice = paint.deviceToLocal.inverted ?? .identity
            let o = Point(x: 0, y: 0).applying(toDevice)
            let across = Point(x: paint.rect.width, y: 0).applying(toDevice)
            let down = Point(x: 0, y: paint.rect.height).applying(toDevice)
            field = MeshGradientField(
                mesh, columns: Int(across.distance(to: o).rounded(.up)), rows: Int(down.distance(to: o).rounded(.up)),
                opacity: paint.opacity)
            return
        }
        field = nil
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
        if let field {
            let rect = paint.rect
            return field.word(
                u: rect.width > 0 ? (local.x - rect.minX) / rect.width : 0,
                v: rect.height > 0 ? (local.y - rect.minY) / rect.height : 0)
        }
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
