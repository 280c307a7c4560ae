// LocalBackground.swift: the background behind one marker when it is not one colour (a full-bleed gradient drawn
// first): a smooth colour field fitted to the frame's own pixels in a ring just outside the marker's reading band.
// Rule: seed 000's coverage is a pixel's position on the line from the colour the marker covers to the marker's
// colour, so each pixel needs the background at that pixel. A LinearGradient's colour is a smooth function of position
// (Apple: LinearGradient, https://developer.apple.com/documentation/swiftui/lineargradient — colours interpolated
// along the axis from startPoint to endPoint); over one marker's extent a quadratic in (x, y) per channel follows it,
// curvature from the interpolation's colour space included, and a least-squares fit over the ring averages out the
// 8-bit rounding (and any dither) of single pixels. Pixels of other markers are kept out of the ring.
// Status: complete for backdrops smooth over a marker's extent (linear, radial, angular gradients away from their
// centre); a backdrop with edges under a marker (an image, stripes) is not modelled.

import Geometry

struct LocalBackground: Sendable {
    /// Per channel, coefficients of 1, x, y, x², xy, y² (x, y relative to `origin`).
    let coefficients: [[Double]]
    let origin: Point

    /// The fitted colour (8-bit levels) at pixel centre (x, y).
    func colour(_ x: Double, _ y: Double) -> (Double, Double, Double) {
        let (u, v) = ((x - origin.x) / 100, (y - origin.y) / 100)
        let basis = [1, u, v, u * u, u * v, v * v]
        func at(_ c: [Double]) -> Double { zip(c, basis).reduce(0) { $0 + $1.0 * $1.1 } }
        return (at(coefficients[0]), at(coefficients[1]), at(coefficients[2]))
    }

    /// The fit over the pixels of `rgba` whose centres lie in `region` grown by `outer` but not by `inner` pixels,
    /// and in none of `others` (each grown by `inner`); nil with fewer than 24 such pixels.
    static func fit(
        rgba: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, region: MarkerRegion,
        others: [MarkerRegion], inner: Double = 5, outer: Double = 10
    ) -> LocalBackground? {
        let bounds = region.pixelBounds(band: outer, width: width, height: height)
        let origin = Point(
            x: Double(bounds.x.lowerBound + bounds.x.upperBound) / 2,
            y: Double(bounds.y.lowerBound + bounds.y.upperBound) / 2)
        var normal = [[Double]](repeating: [Double](repeating: 0, count: 6), count: 6)
        var rhs = [[Double]](repeating: [Double](repeating: 0, count: 6), count: 3)
        var n = 0
        for row in bounds.y {
            for col in bounds.x {
                let c = Point(x: Double(col) + 0.5, y: Double(row) + 0.5)
                guard region.contains(c, band: outer), !region.contains(c, band: inner),
                    !others.contains(where: { $0.contains(c, band: inner) })
                else { continue }
                let (u, v) = ((c.x - origin.x) / 100, (c.y - origin.y) / 100)
                let basis = [1, u, v, u * u, u * v, v * v]
                let p = rgba + row * bytesPerRow + col * 4
                for a in 0..<6 {
                    for b in 0..<6 { normal[a][b] += basis[a] * basis[b] }
                    for k in 0..<3 { rhs[k][a] += basis[a] * Double(p[k]) }
                }
                n += 1
            }
        }
        guard n >= 24 else { return nil }
        var coefficients: [[Double]] = []
        for k in 0..<3 {
            guard let c = solve(normal, rhs[k]) else { return nil }
            coefficients.append(c)
        }
        return LocalBackground(coefficients: coefficients, origin: origin)
    }

    /// Gaussian elimination with partial pivoting; nil when singular.
    private static func solve(_ a: [[Double]], _ b: [Double]) -> [Double]? {
        var m = a
        var y = b
        let n = b.count
        for col in 0..<n {
            guard let pivot = (col..<n).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }), abs(m[pivot][col]) > 1e-12
            else { return nil }
            m.swapAt(col, pivot)
            y.swapAt(col, pivot)
            for r in (col + 1)..<n {
                let f = m[r][col] / m[col][col]
                for c in col..<n { m[r][c] -= f * m[col][c] }
                y[r] -= f * y[col]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for r in stride(from: n - 1, through: 0, by: -1) {
            var s = y[r]
            for c in (r + 1)..<n { s -= m[r][c] * x[c] }
            x[r] = s / m[r][r]
        }
        return x
    }
}
