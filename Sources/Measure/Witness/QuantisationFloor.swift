// QuantisationFloor.swift: the smallest shape error an 8-bit frame can promise for a marker: the second-moment change
// that edge pixels each off by half a level (the storage's rounding) could make, as a fraction of the variance.
// Rule: each partly covered pixel's coverage is stored as one of 256 levels (PNG, W3C PNG 2nd ed. §4.2 "sample
// depth"; 8-bit video alike), so it is known to ±½ level at best: ±1/510 of full coverage. A pixel at (x, y)
// moves the measured variance along x by c·((x − x̄)² − σx²)/A (and the covariance by c·(x − x̄)(y − ȳ)/A), so the
// worst case over the edge pixels is Σ |(x − x̄)² − σx²|·δ/A. It shrinks as the marker grows (≈ 0.032 % at a 40-px
// disc, under the 0.05 % default, which then governs) but not below what the frame holds for tiny ones: 0.135 % for a
// 9-px disc centred on a pixel, whose measured 0.078 % (a 10-px disc: 0.004 %) comes from the rasteriser's per-pixel
// coverage being within about one level of the exact area (up to −1.05/+0.87 levels on its 32 edge pixels: the
// kappa-Bézier circle of Geometry/Path.swift and 0.001-px flattening), not from a misplaced shape. The shape
// check's tolerance is the larger of the run's and this floor. Status: complete.

extension ExactCoverage {
    /// The worst-case shape error (fraction of the larger variance, seed 000's measure) that every partly covered
    /// pixel stored `δ` off its exact coverage could produce; nil when the outline covers nothing.
    func quantisationFloor(_ delta: Double = 0.5 / 255) -> Double? {
        let (x0, x1, y0, y1) = pixelBounds()
        guard x1 > x0, y1 > y0, let m = moments() else { return nil }
        let (vx, vy) = (m.xx - 1.0 / 12, m.yy - 1.0 / 12)
        var (bx, by, bxy) = (0.0, 0.0, 0.0)
        for j in y0..<y1 {
            for i in x0..<x1 {
                let c = area(i, j)
                guard c > 1e-9 && c < 1 - 1e-9 else { continue }
                let (dx, dy) = (Double(i) + 0.5 - m.x, Double(j) + 0.5 - m.y)
                bx += abs(dx * dx - vx)
                by += abs(dy * dy - vy)
                bxy += abs(dx * dy)
            }
        }
        let scale = max(m.xx, m.yy)
        guard scale > 0, m.area > 0 else { return nil }
        return max(bx, by, bxy) * delta / m.area / scale
    }
}
