// Path+Trim.swift: `Path.trimmedPath(from:to:)`, the part of a path between two fractions of its length.
// Rule: Apple: Path.trimmedPath(from:to:) — developer.apple.com/documentation/swiftui/path/trimmedpath(from:to:)
// ("a partial copy of the path … from and to are fractions of the path's length", both clamped to 0…1, nothing when
// from ≥ to); the fractions run along the path in its own order, so each shape's trim starts where its path does
// (Circle at angle 0, +x, clockwise on screen; Rectangle at its top-leading corner, clockwise on screen). Curves are
// cut exactly (de Casteljau) at the parameter whose arc length is wanted, found on a 0.001-unit polyline.
// Status: complete.

extension Path {
    /// The part of the path from `from` to `to` (fractions of its total length, closing segments included).
    public func trimmedPath(from: Double, to: Double) -> Path {
        let f = max(0, min(1, from.isNaN ? 0 : from))
        let t = max(0, min(1, to.isNaN ? 0 : to))
        guard f < t else { return Path() }
        if f == 0 && t == 1 { return self }
        // Pass 1: lengths.
        let pieces = measuredElements()
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let lo = f * total
        let hi = t * total
        var out = Path()
        var position = 0.0
        var open = false  // a piece has been emitted in the current subpath
        var startedAtSubpathStart = false
        for piece in pieces {
            let s = position
            let e = position + piece.length
            position = e
            if piece.isMove {
                open = false
                continue
            }
            let a = max(lo, s)
            let b = min(hi, e)
            guard a < b || (piece.length == 0 && a == b && s >= lo && e <= hi) else { continue }
            let u0 = piece.length > 0 ? (a - s) / piece.length : 0
            let u1 = piece.length > 0 ? (b - s) / piece.length : 1
            switch piece.kind {
            case .line(let p0, let p1, let closing):
                let q0 = p0 + (p1 - p0) * u0
                let q1 = p0 + (p1 - p0) * u1
                if !open {
                    out.move(to: q0)
                    open = true
                    startedAtSubpathStart = piece.startsSubpath && u0 == 0
                }
                if closing && u1 == 1 && startedAtSubpathStart {
                    out.close()
                    open = false
                } else {
                    out.line(to: q1)
                }
            case .cubic(let p0, let c1, let c2, let p3, let table):
                let t0 = Path.parameter(at: u0 * piece.length, in: table)
                let t1 = Path.parameter(at: u1 * piece.length, in: table)
                let (q0, k1, k2, q3) = Path.subcubic(p0, c1, c2, p3, t0, t1)
                if !open {
                    out.move(to: q0)
                    open = true
                    startedAtSubpathStart = piece.startsSubpath && u0 == 0
                }
                out.cubic(to: q3, control1: k1, control2: k2)
            }
        }
        return out
    }

    /// The total length of the outline (closing segments included), within 0.001 units on curves.
    public var length: Double { measuredElements().reduce(0) { $0 + $1.length } }

    /// One drawable piece of the path with its length; `move` entries only mark subpath starts.
    struct MeasuredElement {
        enum Kind {
            case line(Point, Point, closing: Bool)
            /// A cubic and its cumulative chord lengths at parameters i/n.
            case cubic(Point, Point, Point, Point, [Double])
        }
        var kind: Kind
        var length: Double
        var isMove = false
        var startsSubpath = false
    }

    func measuredElements() -> [MeasuredElement] {
        var out: [MeasuredElement] = []
        var pen = Point.zero
        var start = Point.zero
        var atStart = true
        for e in elements {
            switch e {
            case .move(let p):
                out.append(MeasuredElement(kind: .line(p, p, closing: false), length: 0, isMove: true))
                (pen, start, atStart) = (p, p, true)
            case .line(let p):
                out.append(
                    MeasuredElement(
                        kind: .line(pen, p, closing: false), length: pen.distance(to: p), startsSubpath: atStart))
                (pen, atStart) = (p, false)
            case .cubic(let c1, let c2, let p):
                let n = Path.chordCount(pen, c1, c2, p, tolerance: 0.001)
                var table = [0.0]
                table.reserveCapacity(n + 1)
                var previous = pen
                for i in 1...n {
                    let q = Path.cubicPoint(pen, c1, c2, p, Double(i) / Double(n))
                    table.append(table[i - 1] + previous.distance(to: q))
                    previous = q
                }
                out.append(
                    MeasuredElement(kind: .cubic(pen, c1, c2, p, table), length: table[n], startsSubpath: atStart))
                (pen, atStart) = (p, false)
            case .close:
                out.append(
                    MeasuredElement(
                        kind: .line(pen, start, closing: true), length: pen.distance(to: start),
                        startsSubpath: atStart))
                (pen, atStart) = (start, true)
            }
        }
        return out
    }

    /// The parameter whose cumulative chord length is `s` (linear between table entries).
    static func parameter(at s: Double, in table: [Double]) -> Double {
        let n = table.count - 1
        guard n > 0, table[n] > 0 else { return s > 0 ? 1 : 0 }
        var lo = 0
        var hi = n
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] <= s { lo = mid } else { hi = mid }
        }
        let span = table[hi] - table[lo]
        let frac = span > 0 ? (s - table[lo]) / span : 0
        return min(1, max(0, (Double(lo) + frac) / Double(n)))
    }

    /// The part of a cubic between parameters t0 ≤ t1 (de Casteljau, twice).
    static func subcubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t0: Double, _ t1: Double)
        -> (Point, Point, Point, Point)
    {
        func split(_ a: Point, _ b: Point, _ c: Point, _ d: Point, _ t: Double) -> (
            (Point, Point, Point, Point), (Point, Point, Point, Point)
        ) {
            let ab = a + (b - a) * t
            let bc = b + (c - b) * t
            let cd = c + (d - c) * t
            let abc = ab + (bc - ab) * t
            let bcd = bc + (cd - bc) * t
            let m = abc + (bcd - abc) * t
            return ((a, ab, abc, m), (m, bcd, cd, d))
        }
        var seg = (p0, p1, p2, p3)
        if t1 < 1 { seg = split(seg.0, seg.1, seg.2, seg.3, t1).0 }
        if t0 > 0 {
            let local = t1 > 0 ? t0 / t1 : 0
            seg = split(seg.0, seg.1, seg.2, seg.3, local).1
        }
        return seg
    }
}
