// CoverageAccumulator+Cells.swift: adding one segment's signed area to the cells of the current window.
// Rule: CoverageAccumulator.swift rules 3–4 (Raph Levien, "Inside the fastest font renderer in the world", 2016;
// font-rs src/raster.rs). Status: complete.

extension CoverageAccumulator {
    /// Adds the directed segment (x relative to the window's left edge, in [0, columns]; y in frame rows) to the
    /// window rows `rowStart ..< rowEnd`.
    @inline(__always)
    func accumulate(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, rowStart: Int, rowEnd: Int) {
        var (xa, ya, xb, yb, direction) = (x0, y0, x1, y1, 1.0)
        if ya > yb {
            (xa, ya, xb, yb, direction) = (x1, y1, x0, y0, -1.0)
        }
        var r = max(Int(ya), rowStart)
        let end = min(ceiling(yb), rowEnd)
        if r >= end { return }
        let cells = cellBuffer
        let marks = markBuffer
        let stride = self.stride
        let wordsPerRow = self.wordsPerRow
        let originY = self.originY
        if xa == xb {
            // Vertical: at most two cells per row, the same split in every row.
            let i = Int(xa)
            let m = xa - Double(i)
            while r < end {
                let d = direction * (min(yb, Double(r &+ 1)) - max(ya, Double(r)))
                let row = cells + (r &- originY) &* stride
                let words = marks + (r &- originY) &* wordsPerRow
                row[i] += Float(d * (1 - m))
                if m > 0 {
                    row[i &+ 1] += Float(d * m)
                    mark(words, from: i, through: i &+ 1)
                } else {
                    mark(words, from: i, through: i)
                }
                r &+= 1
            }
            return
        }
        let dxdy = (xb - xa) / (yb - ya)
        let xLow = min(xa, xb)
        let xHigh = max(xa, xb)
        var top = max(ya, Double(r))
        var xTop = top == ya ? xa : clamp(xa + (top - ya) * dxdy, xLow, xHigh)
        while r < end {
            let boundary = Double(r &+ 1)
            let bottom: Double
            let xBottom: Double
            if yb <= boundary {
                (bottom, xBottom) = (yb, xb)
            } else {
                (bottom, xBottom) = (boundary, clamp(xa + (boundary - ya) * dxdy, xLow, xHigh))
            }
            addPiece(
                row: cells + (r &- originY) &* stride, marks: marks + (r &- originY) &* wordsPerRow,
                xl: min(xTop, xBottom), xr: max(xTop, xBottom), d: direction * (bottom - top))
            (top, xTop) = (bottom, xBottom)
            r &+= 1
        }
    }

    /// Adds one row piece spanning [xl, xr] (0 ≤ xl ≤ xr ≤ columns) with signed height `d` to `row`.
    @inline(__always)
    private func addPiece(
        row: UnsafeMutablePointer<Float>, marks: UnsafeMutablePointer<UInt64>, xl: Double, xr: Double, d: Double
    ) {
        let width = xr - xl
        let i0 = Int(xl)
        if width < 1e-6 {
            let xm = (xl + xr) * 0.5
            let i = Int(xm)
            let m = xm - Double(i)
            row[i] += Float(d * (1 - m))
            row[i &+ 1] += Float(d * m)
            mark(marks, from: i, through: i &+ 1)
            return
        }
        let s = 1 / width
        if width < 1 {
            // Steep: the piece lies in cells i0 and i0 + 1 (xr < i0 + 2). With e = i0 + 1 the four R arguments are
            // t1 = e − xl ∈ (0, 1], t2 = e − xr ∈ (−1, 1), t3 = t1 + 1 ∈ (1, 2], t4 = t2 + 1 ∈ (0, 2), so
            // R(t1) = t1²/2, R(t2) = max(t2, 0)²/2, R(t3) = t3 − ½ and R(t4) = u²/2 + t4 − u with u = min(t4, 1).
            // One formula for the one- and two-cell case, without a branch on which it is (it would mispredict
            // about half the time): F(i0 + 1) is exactly 1 when the piece stays in cell i0.
            let e = Double(i0 &+ 1)
            let t1 = e - xl
            let t2 = e - xr
            let t4 = t2 + 1
            let p2 = Swift.max(t2, 0)
            let u = Swift.min(t4, 1)
            let f0 = 0.5 * (t1 * t1 - p2 * p2) * s
            let f1 = (t1 + 0.5 - (0.5 * u * u + t4 - u)) * s
            row[i0] += Float(d * f0)
            row[i0 &+ 1] += Float(d * (f1 - f0))
            row[i0 &+ 2] += Float(d * (1 - f1))
            // The three bits in one word, as `mark` would set them, without its two-word masks (most pieces).
            let bit = i0 & 63
            if bit <= 61 {
                marks[i0 &>> 6] |= 7 &<< UInt64(bit)
            } else {
                mark(marks, from: i0, through: i0 &+ 2)
            }
            return
        }
        let last = ceiling(xr) &- 1
        let a = Double(i0 &+ 1) - xl
        var previous = 0.5 * a * a * s
        row[i0] += Float(d * previous)
        var c = i0 &+ 1
        while c < last {
            let f = (Double(c) + 0.5 - xl) * s
            row[c] += Float(d * (f - previous))
            previous = f
            c &+= 1
        }
        let b = Double(last &+ 1) - xr
        let f = (Double(last) + 0.5 - xl - 0.5 * b * b) * s
        row[last] += Float(d * (f - previous))
        row[last &+ 1] += Float(d * (1 - f))
        mark(marks, from: i0, through: last &+ 1)
    }

    /// Sets the bits of cells `first … last` in one row's bit vector.
    @inline(__always)
    private func mark(_ words: UnsafeMutablePointer<UInt64>, from first: Int, through last: Int) {
        let w0 = first &>> 6
        let w1 = last &>> 6
        let low = ~UInt64(0) &<< UInt64(first & 63)
        let high = ~UInt64(0) &>> UInt64(63 &- (last & 63))
        if w0 == w1 {
            words[w0] |= low & high
            return
        }
        words[w0] |= low
        var w = w0 &+ 1
        while w < w1 {
            words[w] = ~0
            w &+= 1
        }
        words[w1] |= high
    }

    @inline(__always)
    private func clamp(_ v: Double, _ low: Double, _ high: Double) -> Double {
        v > low ? (v < high ? v : high) : low
    }
}
