// SampledMoments.swift: the moments seed 000's measurement reads from a predicted marker drawn exactly on the pixel
// grid, the quantity a measured frame is compared with for its shape.
// Rule: the measurement (CoverageMoments.swift) weights each pixel centre by the pixel's exact-area coverage and adds
// a unit square's 1/12 per axis. That is exact for a pixel the shape covers wholly, but an edge pixel's covered part
// is not a centred unit square: it is grouped at the pixel centre with the spread of a whole pixel. The excess is
// the grouping error of W. F. Sheppard ("On the calculation of the most probable values of frequency-constants, for
// data arranged according to equidistant division of a scale", Proc. London Math. Soc. 29, 1898): it does not
// shrink with the shape, so it matters only for small markers. An axis-aligned square whose sides both cross their
// pixels at phase φ reads φ(1 − φ) px² too wide on that axis (none on the grid, ¼ px² half-way); a 10-px disc
// centred on a pixel corner reads 2.2 % above its continuous r²/4. No correction from the coverage alone is exact (a
// pixel's coverage does not say where in the pixel it lies), so the prediction is sampled instead: each pixel's
// exact-area coverage of the predicted outline (polygon clipping: Sutherland & Hodgman, "Reentrant polygon
// clipping", CACM 17(1), 1974; a disc against a polygon: the signed sum over its edges of disc ∩ triangle areas),
// summed as the measurement sums. Status: complete for rectangles, circles and ellipses under any affine placement.

import Geometry
import Scene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Predicted {
    /// The moments (device pixels) that seed 000's measurement reads from the marker placed by `t` at render `scale`
    /// when every pixel holds its exact-area coverage of the outline: the shape comparison's reference. Nil for
    /// shapes without closed-form moments, as `moments`.
    public func sampledMoments(_ t: AffineTransform, shape: ShapeKind, scale: Double) -> Moments? {
        outline(t, shape: shape, scale: scale)?.moments()
    }

    /// The marker's outline in device pixels, placed by `t` at render `scale`, with its exact per-pixel coverage; nil
    /// for shapes without one here.
    func outline(_ t: AffineTransform, shape: ShapeKind, scale: Double) -> ExactCoverage? {
        let (w, h) = (size.width, size.height)
        let toPixels = t.concatenating(AffineTransform(scaleX: scale, y: scale))
        switch shape {
        case .rectangle:
            let corners = [Point(x: -w / 2, y: -h / 2), Point(x: w / 2, y: -h / 2), Point(x: w / 2, y: h / 2)]
            return .polygon((corners + [Point(x: -w / 2, y: h / 2)]).map { $0.applying(toPixels) })
        case .ellipse:
            return .ellipse(AffineTransform(scaleX: w / 2, y: h / 2).concatenating(toPixels))
        case .circle:
            let r = min(w, h) / 2
            return .ellipse(AffineTransform(scaleX: r, y: r).concatenating(toPixels))
        case .roundedRectangle, .capsule, .unevenRoundedRectangle, .path, .custom:
            return nil
        }
    }
}

/// A convex outline in device pixels and the exact area it covers of each pixel square [i, i+1] × [j, j+1].
enum ExactCoverage {
    /// A convex polygon, corners in order (either way round).
    case polygon([Point])
    /// The unit disc mapped by an affine transform.
    case ellipse(AffineTransform)

    /// The same outline moved by (dx, dy) device pixels.
    func translated(_ dx: Double, _ dy: Double) -> ExactCoverage {
        switch self {
        case .polygon(let p): .polygon(p.map { Point(x: $0.x + dx, y: $0.y + dy) })
        case .ellipse(let t): .ellipse(t.concatenating(AffineTransform(translationX: dx, y: dy)))
        }
    }

    /// Seed 000's moments of the exactly covered pixels (CoverageMoments.Sums, the measurement's own sums), leaving out
    /// the `skipped` pixels (PixelKey: those an occluder hides from the measurement); nil when nothing is covered.
    func moments(excluding skipped: Set<Int> = []) -> Moments? {
        let (x0, x1, y0, y1) = pixelBounds()
        guard x1 > x0, y1 > y0 else { return nil }
        // Sums about a pixel near the shape keep the variance arithmetic well conditioned.
        let (ox, oy) = (Double((x0 + x1) / 2), Double((y0 + y1) / 2))
        var s = CoverageMoments.Sums()
        for j in y0..<y1 {
            for i in x0..<x1 {
                guard skipped.isEmpty || !skipped.contains(PixelKey.make(i, j)) else { continue }
                let c = area(i, j)
                if c > 0 { s.add(c, Double(i) + 0.5 - ox, Double(j) + 0.5 - oy) }
            }
        }
        return s.moments(originX: ox, originY: oy)
    }

    /// The pixels the outline crosses (partly covered), as PixelKeys.
    func edgePixels() -> [Int] {
        let (x0, x1, y0, y1) = pixelBounds()
        var out: [Int] = []
        for j in y0..<max(y0, y1) {
            for i in x0..<max(x0, x1) {
                let c = area(i, j)
                if c > 1e-9 && c < 1 - 1e-9 { out.append(PixelKey.make(i, j)) }
            }
        }
        return out
    }

    /// The pixel columns x0..<x1 and rows y0..<y1 the outline can touch.
    func pixelBounds() -> (Int, Int, Int, Int) {
        let xs: [Double]
        let ys: [Double]
        switch self {
        case .polygon(let p):
            (xs, ys) = (p.map(\.x), p.map(\.y))
        case .ellipse(let t):
            // The extent of an ellipse p = (cos θ, sin θ)·t about its centre: √(a² + c²) across x, √(b² + d²) down y.
            let (ex, ey) = ((t.a * t.a + t.c * t.c).squareRoot(), (t.b * t.b + t.d * t.d).squareRoot())
            (xs, ys) = ([t.tx - ex, t.tx + ex], [t.ty - ey, t.ty + ey])
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
        else { return (0, 0, 0, 0) }
        return (
            Int(minX.rounded(.down)), Int(maxX.rounded(.up)), Int(minY.rounded(.down)), Int(maxY.rounded(.up))
        )
    }

    /// The area of pixel (i, j) inside the outline, 0…1.
    func area(_ i: Int, _ j: Int) -> Double {
        let square = [
            Point(x: Double(i), y: Double(j)), Point(x: Double(i + 1), y: Double(j)),
            Point(x: Double(i + 1), y: Double(j + 1)), Point(x: Double(i), y: Double(j + 1)),
        ]
        switch self {
        case .polygon(let p):
            return abs(Self.shoelace(Self.clip(p, toPixel: i, j)))
        case .ellipse(let t):
            // In the disc's own space the pixel is a parallelogram; areas scale back by |det t|.
            guard let inverse = t.inverted else { return 0 }
            let q = square.map { $0.applying(inverse) }
            if q.allSatisfy({ (p: Point) -> Bool in p.x * p.x + p.y * p.y <= 1 }) { return 1 }
            var a = 0.0
            for k in 0..<4 { a += Self.discWedge(q[k], q[(k + 1) % 4]) }
            return min(1, abs(a * t.determinant))
        }
    }

    /// The signed area of a polygon (the shoelace formula).
    static func shoelace(_ p: [Point]) -> Double {
        guard p.count >= 3 else { return 0 }
        var twice = 0.0
        for k in p.indices {
            let (a, b) = (p[k], p[(k + 1) % p.count])
            twice += a.x * b.y - b.x * a.y
        }
        return twice / 2
    }

    /// The part of polygon `p` inside pixel square (i, j): Sutherland–Hodgman against its four sides.
    static func clip(_ p: [Point], toPixel i: Int, _ j: Int) -> [Point] {
        let (x0, x1, y0, y1) = (Double(i), Double(i + 1), Double(j), Double(j + 1))
        var out = p
        // Each side as (distance inside, ≥ 0 is kept).
        let sides: [(Point) -> Double] = [{ $0.x - x0 }, { x1 - $0.x }, { $0.y - y0 }, { y1 - $0.y }]
        for inside in sides {
            guard !out.isEmpty else { break }
            let input = out
            out = []
            for (a, b) in zip(input, input.dropFirst() + [input[0]]) {
                let (da, db) = (inside(a), inside(b))
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) {
                    let t = da / (da - db)
                    out.append(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
                }
            }
        }
        return out
    }

    /// The signed area of the unit disc ∩ triangle (origin, a, b): the segment is split where it crosses the circle;
    /// a piece inside adds its triangle with the origin, a piece outside the circular sector it subtends. Summed over
    /// a polygon's edges this is the disc ∩ polygon area, signed by the polygon's orientation.
    static func discWedge(_ a: Point, _ b: Point) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let qa = dx * dx + dy * dy
        guard qa > 0 else { return 0 }
        let qb = a.x * dx + a.y * dy
        let qc = a.x * a.x + a.y * a.y - 1
        var ts = [0.0]
        let disc = qb * qb - qa * qc
        if disc > 0 {
            let s = disc.squareRoot()
            for t in [(-qb - s) / qa, (-qb + s) / qa] where t > 0 && t < 1 { ts.append(t) }
        }
        ts.append(1)
        var sum = 0.0
        for k in 0..<(ts.count - 1) {
            let p = Point(x: a.x + ts[k] * dx, y: a.y + ts[k] * dy)
            let q = Point(x: a.x + ts[k + 1] * dx, y: a.y + ts[k + 1] * dy)
            let cross = p.x * q.y - p.y * q.x
            let tm = (ts[k] + ts[k + 1]) / 2
            let (mx, my) = (a.x + tm * dx, a.y + tm * dy)
            sum += mx * mx + my * my <= 1 ? cross / 2 : atan2(cross, p.x * q.x + p.y * q.y) / 2
        }
        return sum
    }
}
