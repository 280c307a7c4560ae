// MarkerRegion.swift: where a predicted marker may put pixels: its layout rectangle under the snapped matrix, in
// device pixels (a convex quadrilateral; a circle or ellipse lies inside it), grown by a band.
// Rule: exact-area coverage (docs/ARCHITECTURE.md, Render) touches only pixels that the outline crosses or covers, so
// every pixel of a marker lies within one pixel of its outline; the band allows that and the snapped prediction's
// error. Two markers whose regions meet may cover each other: the one drawn first is occluded (issue #18). Separating
// axes for convex polygons: two convex sets are disjoint when some edge normal of either separates their projections
// (Gottschalk, Lin, Manocha, "OBBTree", SIGGRAPH 1996, §4). Status: complete.

import Geometry

struct MarkerRegion: Sendable {
    /// The corners in device pixels, in order around the outline.
    let corners: [Point]

    init(_ q: Predicted, scale: Double) {
        let (w, h) = (q.size.width / 2, q.size.height / 2)
        let t = q.snapped.concatenating(AffineTransform(scaleX: scale, y: scale))
        corners = [Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)].map {
            $0.applying(t)
        }
    }

    /// Unit outward normals and offsets of the edges (n · p ≤ d inside), whichever way round the corners go.
    private var halfPlanes: [(nx: Double, ny: Double, d: Double)] {
        let c = corners
        let area = zip(c, c.dropFirst() + [c[0]]).reduce(0.0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
        let sign = area >= 0 ? 1.0 : -1.0
        return zip(c, c.dropFirst() + [c[0]]).compactMap { a, b in
            let (ex, ey) = (b.x - a.x, b.y - a.y)
            let len = (ex * ex + ey * ey).squareRoot()
            guard len > 0 else { return nil }
            let (nx, ny) = (sign * ey / len, -sign * ex / len)
            return (nx, ny, nx * a.x + ny * a.y)
        }
    }

    /// Whether `p` lies inside the region grown by `band` pixels (each edge moved out by `band`).
    func contains(_ p: Point, band: Double) -> Bool {
        halfPlanes.allSatisfy { $0.nx * p.x + $0.ny * p.y <= $0.d + band }
    }

    /// The pixel rows and columns the grown region can touch, clipped to a `width` × `height` frame.
    func pixelBounds(band: Double, width: Int, height: Int) -> (x: Range<Int>, y: Range<Int>) {
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let x0 = max(0, Int((xs.min()! - band).rounded(.down)))
        let x1 = min(width, Int((xs.max()! + band).rounded(.up)) + 1)
        let y0 = max(0, Int((ys.min()! - band).rounded(.down)))
        let y1 = min(height, Int((ys.max()! + band).rounded(.up)) + 1)
        return (x0..<max(x0, x1), y0..<max(y0, y1))
    }

    /// Whether the two regions, each grown by `band`, overlap.
    func meets(_ other: MarkerRegion, band: Double) -> Bool {
        for (nx, ny, _) in halfPlanes + other.halfPlanes {
            // Projections on the axis; separated when one lies wholly beyond the other by more than both bands.
            let a = corners.map { nx * $0.x + ny * $0.y }
            let b = other.corners.map { nx * $0.x + ny * $0.y }
            if b.min()! > a.max()! + 2 * band || a.min()! > b.max()! + 2 * band { return false }
        }
        return true
    }
}
