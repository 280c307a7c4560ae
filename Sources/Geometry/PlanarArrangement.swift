// PlanarArrangement.swift: the segments of flattened outlines on an integer grid, split at every mutual
// intersection, for the boolean operations of paths (PathBoolean.swift).
// Rule: snap rounding of segment arrangements (John D. Hobby, "Practical segment intersection with finite precision
// output", 1999; Guibas & Marimont, "Rounding arrangements dynamically", 1998): every point is rounded to a grid
// of 2⁻²⁴ of the operands' extent, so orientation tests on grid points are exact in Double (differences < 2²⁵,
// products < 2⁵¹); intersection points are rounded to the grid and the splitting is repeated until no two
// segments cross properly, no endpoint lies inside another segment, so edges meet only at shared vertices or are
// identical (coincident collinear parts). Candidate pairs come from a sweep in x over the segments' extents.
// Status: complete; a rounding that moves a vertex creates the usual snap-rounding detours of < 1 grid unit.

/// A segment between two grid points, from one operand (0 or 1).
struct GridSegment: Sendable {
    var a: GridPoint
    var b: GridPoint
    var operand: Int
}

/// A point with integral coordinates in grid units, held in Doubles (exact below 2⁵³).
struct GridPoint: Hashable, Sendable {
    var x: Double
    var y: Double

    static func - (l: GridPoint, r: GridPoint) -> GridPoint { GridPoint(x: l.x - r.x, y: l.y - r.y) }
}

/// Twice the signed area of (a, b, c): > 0 when c is left of a→b (x right, y up), exact on grid points.
@inline(__always)
func orientation(_ a: GridPoint, _ b: GridPoint, _ c: GridPoint) -> Double {
    (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
}

/// The grid every operand's point is rounded to.
struct SnapGrid: Sendable {
    /// Grid units per coordinate unit.
    var scale: Double

    /// A grid whose 2²⁴ units span the largest coordinate of `points` (at least 1 unit of the plane).
    init(covering extent: Double) {
        let m = max(1, extent.isFinite ? extent : 1)
        // A power of two, so that grid coordinates convert back exactly.
        let exponent = (m.exponent + 1)
        scale = Double(sign: .plus, exponent: 24 - exponent, significand: 1)
    }

    func snap(_ p: Point) -> GridPoint {
        GridPoint(x: (p.x * scale).rounded(), y: (p.y * scale).rounded())
    }

    func point(_ g: GridPoint) -> Point { Point(x: g.x / scale, y: g.y / scale) }
}

enum PlanarArrangement {
    /// Splits `segments` until no two of them cross properly or touch inside one of them. Zero-length segments are
    /// dropped. The order of the result follows the input's (each segment's pieces in order along it).
    static func split(_ input: [GridSegment]) -> [GridSegment] {
        var segments = input.filter { $0.a != $0.b }
        // Each round rounds new intersection points to the grid, which can create new crossings near them; a few
        // rounds settle it (8 is far above what snapped outlines need: usually 1 or 2).
        for _ in 0..<8 {
            let cuts = intersections(segments)
            if cuts.allSatisfy({ $0.isEmpty }) { break }
            var next: [GridSegment] = []
            next.reserveCapacity(segments.count + cuts.count)
            for (i, s) in segments.enumerated() {
                if cuts[i].isEmpty {
                    next.append(s)
                    continue
                }
                let d = s.b - s.a
                var points = cuts[i].filter { $0 != s.a && $0 != s.b }
                points.sort {
                    let ta = ($0.x - s.a.x) * d.x + ($0.y - s.a.y) * d.y
                    let tb = ($1.x - s.a.x) * d.x + ($1.y - s.a.y) * d.y
                    return ta != tb ? ta < tb : ($0.x, $0.y) < ($1.x, $1.y)
                }
                var from = s.a
                for p in points + [s.b] where p != from {
                    next.append(GridSegment(a: from, b: p, operand: s.operand))
                    from = p
                }
            }
            segments = next
        }
        return segments
    }

    /// For each segment, the grid points where it must be split: proper crossings (rounded) and other segments'
    /// endpoints that lie inside it.
    static func intersections(_ segments: [GridSegment]) -> [[GridPoint]] {
        var cuts = [[GridPoint]](repeating: [], count: segments.count)
        let order = segments.indices.sorted {
            let a = min(segments[$0].a.x, segments[$0].b.x)
            let b = min(segments[$1].a.x, segments[$1].b.x)
            return a != b ? a < b : $0 < $1
        }
        for (k, i) in order.enumerated() {
            let s = segments[i]
            let sMaxX = max(s.a.x, s.b.x)
            let (sMinY, sMaxY) = (min(s.a.y, s.b.y), max(s.a.y, s.b.y))
            var m = k + 1
            while m < order.count {
                let j = order[m]
                m += 1
                let t = segments[j]
                if min(t.a.x, t.b.x) > sMaxX { break }
                if max(t.a.y, t.b.y) < sMinY || min(t.a.y, t.b.y) > sMaxY { continue }
                intersect(s, i, t, j, into: &cuts)
            }
        }
        return cuts
    }

    private static func intersect(
        _ s: GridSegment, _ i: Int, _ t: GridSegment, _ j: Int, into cuts: inout [[GridPoint]]
    ) {
        let o1 = orientation(s.a, s.b, t.a)
        let o2 = orientation(s.a, s.b, t.b)
        let o3 = orientation(t.a, t.b, s.a)
        let o4 = orientation(t.a, t.b, s.b)
        if ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)) {
            // A proper crossing: s.a + (s.b − s.a)·o3/(o3 − o4), rounded to the grid.
            let u = o3 / (o3 - o4)
            let p = GridPoint(
                x: (s.a.x + (s.b.x - s.a.x) * u).rounded(), y: (s.a.y + (s.b.y - s.a.y) * u).rounded())
            cuts[i].append(p)
            cuts[j].append(p)
            return
        }
        if o1 == 0, inside(t.a, s) { cuts[i].append(t.a) }
        if o2 == 0, inside(t.b, s) { cuts[i].append(t.b) }
        if o3 == 0, inside(s.a, t) { cuts[j].append(s.a) }
        if o4 == 0, inside(s.b, t) { cuts[j].append(s.b) }
    }

    /// Whether `p`, collinear with `s`, lies strictly between its endpoints.
    @inline(__always)
    private static func inside(_ p: GridPoint, _ s: GridSegment) -> Bool {
        let d = s.b - s.a
        let t = (p.x - s.a.x) * d.x + (p.y - s.a.y) * d.y
        return t > 0 && t < d.x * d.x + d.y * d.y
    }
}
