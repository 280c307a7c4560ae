// Flatten.swift: a path's lines and cubic Béziers turned into clipped line segments.
// Rule: linebender/vello vello_common/src/flatten.rs (flatten before coverage), Raph Levien, "Inside the fastest font
// renderer in the world", 2016; font-rs src/raster.rs; Wang's formula for the segment count. Status: complete.
//
// Tolerance. `flatteningTolerance` = 0.001 px is the largest distance between a cubic and its polyline.
// 1. Coverage is the area of the shape inside a pixel; replacing the curve by its chords changes that area by at most
//    the area of a band of half-width `tol` along the outline inside the pixel, ≤ tol · (length inside the pixel)
//    ≤ tol · √2 ≈ 0.0014 = 0.36/255 for outlines whose curvature radius is ≳ 1 px.
// 2. So flattening moves a coverage byte by at most one rounding step, "far below" one level (the reference twin in
//    the tests flattens 100× finer and the two agree within 1/255). A Skia-like 0.1–0.25 px (linebender/vello
//    vello_common/src/flatten.rs) would move edge pixels of a circle by tens of levels and bias coverage moments
//    inward.
// 3. Cost: the count grows as 1/√tol. A circle of radius 60 px becomes 4 × 144 segments, a 10 px corner 4 × 59;
//    each segment costs one accumulator row step, which is small next to compositing.
//
// Segment count (Wang's formula): a chord over a parameter interval of length h stays within h²/8 · max|B''| of the
// curve (Filip, Magedson & Markot 1986), and a degree-d Bézier has |B''| ≤ d(d−1) · M, M = max |P_i − 2P_{i+1} +
// P_{i+2}|; so n uniform pieces keep every piece within `tol` of its chord when
//     n ≥ √( d(d−1)/8 · M / tol ),   i.e. n = ⌈√(0.75 · M / tol)⌉ for a cubic.
//
// Clipping of curves: a cubic whose control polygon lies wholly above, below, left or right of the frame is replaced
// by its chord (the chord lies in the same half-plane, and LineBuffer+Clip treats every such part exactly); a cubic
// that would need more than `maximumSegments` pieces is split in half (de Casteljau) and each half handled alike, so
// huge curves cost only where they cross the frame.

import Geometry

/// Largest distance, in device pixels, between a cubic and the polyline that replaces it.
let flatteningTolerance = 0.001

/// Most pieces one cubic is cut into before it is split instead.
private let maximumSegments = 512.0

/// Greatest split depth. It bounds the recursion for absurd inputs (|coordinates| up to ~1e308); past it a piece is
/// cut into `maximumSegments` chords even if they are coarser than the tolerance.
private let maximumDepth = 60

extension LineBuffer {
    /// Appends `path`'s outline, every subpath closed (the non-zero fill closes open subpaths).
    /// Returns false, appending nothing, when any coordinate is NaN or infinite.
    func append(_ path: Path) -> Bool {
        guard LineBuffer.isFinite(path) else { return false }
        var start = Point.zero
        var current = Point.zero
        var open = false
        for element in path.elements {
            switch element {
            case .move(let p):
                if open { add(current.x, current.y, start.x, start.y) }
                start = p
                current = p
                open = true
            case .line(let p):
                if !open { (start, open) = (current, true) }
                add(current.x, current.y, p.x, p.y)
                current = p
            case .cubic(let c1, let c2, let p):
                if !open { (start, open) = (current, true) }
                addCubic(current, c1, c2, p, depth: 0)
                current = p
            case .close:
                if open { add(current.x, current.y, start.x, start.y) }
                current = start
                open = false
            }
        }
        if open { add(current.x, current.y, start.x, start.y) }
        return true
    }

    /// True when every coordinate of `path` is finite.
    static func isFinite(_ path: Path) -> Bool {
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                if !p.x.isFinite || !p.y.isFinite { return false }
            case .cubic(let a, let b, let c):
                if !(a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite && c.x.isFinite && c.y.isFinite) {
                    return false
                }
            case .close:
                break
            }
        }
        return true
    }

    /// Flattens the cubic `p0 p1 p2 p3` by Wang's formula, culling and splitting per the file header.
    private func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, depth: Int) {
        let minX = min(min(p0.x, p1.x), min(p2.x, p3.x))
        let maxX = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let minY = min(min(p0.y, p1.y), min(p2.y, p3.y))
        let maxY = max(max(p0.y, p1.y), max(p2.y, p3.y))
        if maxY <= 0 || minY >= clipHeight || maxX <= 0 || minX >= clipWidth {
            add(p0.x, p0.y, p3.x, p3.y)
            return
        }
        let m = max(secondDifference(p0, p1, p2), secondDifference(p1, p2, p3))
        let needed = (0.75 * m / flatteningTolerance).squareRoot().rounded(.up)
        if !(needed <= maximumSegments) && depth < maximumDepth {
            // de Casteljau at t = ½, with halves computed as a/2 + b/2 so that finite inputs stay finite.
            let p01 = mid(p0, p1)
            let p12 = mid(p1, p2)
            let p23 = mid(p2, p3)
            let p012 = mid(p01, p12)
            let p123 = mid(p12, p23)
            let centre = mid(p012, p123)
            addCubic(p0, p01, p012, centre, depth: depth + 1)
            addCubic(centre, p123, p23, p3, depth: depth + 1)
            return
        }
        let n = needed >= 1 ? Int(min(needed, maximumSegments)) : 1
        let step = 1 / Double(n)
        var previous = p0
        for i in 1..<n {
            let t = Double(i) * step
            let u = 1 - t
            let (b0, b1, b2, b3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            let q = Point(
                x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
                y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
            add(previous.x, previous.y, q.x, q.y)
            previous = q
        }
        add(previous.x, previous.y, p3.x, p3.y)
    }

    /// |a − 2b + c|, the length of a second difference of control points.
    @inline(__always)
    private func secondDifference(_ a: Point, _ b: Point, _ c: Point) -> Double {
        let dx = a.x - 2 * b.x + c.x
        let dy = a.y - 2 * b.y + c.y
        return (dx * dx + dy * dy).squareRoot()
    }

    @inline(__always)
    private func mid(_ a: Point, _ b: Point) -> Point {
        Point(x: a.x * 0.5 + b.x * 0.5, y: a.y * 0.5 + b.y * 0.5)
    }
}
