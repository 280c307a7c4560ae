// Stroker.swift: the outline of a stroked path, as a union of pieces that the non-zero fill rule paints once.
// Rule: Apple: Path.strokedPath(_:) and StrokeStyle — developer.apple.com/documentation/swiftui/path/strokedpath(_:)
// (the area a stroke paints: every point within half the line width of the path, with caps at open ends and joins
// at corners, CGLineCap/CGLineJoin); the piecewise construction (one rectangle per segment, one wedge per join, one
// cap per end) is Skia's and FreeType's stroker idea (skia src/core/SkStroke.cpp, FreeType src/base/ftstroke.c)
// reduced to polygons: every piece is emitted with the same orientation, so the non-zero rule covers the union
// once, however the pieces overlap (the inside of a tight turn, a self-crossing path). Status: complete.
//
// 1. Curves are flattened (Polyline.swift) within `tolerance`; points inside a curve are joined round, so the
//    outline follows the curve's offset rather than the chosen join.
// 2. Miter joins are drawn when 1/sin(θ/2) ≤ miterLimit (θ the angle between the segments, CGContext.setMiterLimit),
//    else beveled; round joins and caps are arcs of half the width flattened within `tolerance`.
// 3. A one-point subpath (a move alone, or a zero-length line) paints a disc for round caps, an axis-aligned square
//    for square caps, nothing for butt caps.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns a path and a `StrokeStyle` into the outline the stroke paints.
public struct Stroker: Sendable {
    public var style: StrokeStyle
    /// Largest distance between a curve (or a round join or cap) and the polygon that replaces it.
    public var tolerance: Double

    public init(style: StrokeStyle, tolerance: Double = 0.02) {
        self.style = style
        self.tolerance = tolerance
    }

    /// The stroke outline of `path`: closed polygons, all of positive orientation, to fill with the non-zero rule.
    public func stroke(_ path: Path) -> Path {
        var out = Path()
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite else { return out }
        var lines = path.polylines(tolerance: tolerance)
        let dasher = Dasher(pattern: style.dash, phase: style.dashPhase)
        if dasher.isActive { lines = lines.flatMap { dasher.dashes(of: $0) } }
        for line in lines { strokeLine(line, half: half, into: &out) }
        return out
    }

    private func strokeLine(_ line: Polyline, half h: Double, into out: inout Path) {
        let pts = line.points
        let n = pts.count
        if n == 1 {
            let p = pts[0]
            switch style.lineCap {
            case .butt: break
            case .round: wedge(p, from: 0, sweep: 2 * Double.pi, radius: h, into: &out)
            case .square:
                polygon(
                    [
                        Point(x: p.x - h, y: p.y - h), Point(x: p.x + h, y: p.y - h), Point(x: p.x + h, y: p.y + h),
                        Point(x: p.x - h, y: p.y + h),
                    ], into: &out)
            }
            return
        }
        let segmentCount = line.closed ? n : n - 1
        for i in 0..<segmentCount {
            let a = pts[i]
            let b = pts[(i + 1) % n]
            let nrm = Stroker.normal(a, b) * h
            polygon([a + nrm, b + nrm, b - nrm, a - nrm], into: &out)
        }
        // Joins.
        let joinRange = line.closed ? 0..<n : 1..<(n - 1)
        for i in joinRange {
            let p = pts[i]
            let before = pts[(i - 1 + n) % n]
            let after = pts[(i + 1) % n]
            join(at: p, incoming: Stroker.direction(before, p), outgoing: Stroker.direction(p, after), half: h,
                style: line.corners[i] ? style.lineJoin : .round, into: &out)
        }
        if !line.closed {
            cap(at: pts[0], direction: Stroker.direction(pts[1], pts[0]), half: h, into: &out)
            cap(at: pts[n - 1], direction: Stroker.direction(pts[n - 2], pts[n - 1]), half: h, into: &out)
        }
    }

    private func join(
        at p: Point, incoming d0: Point, outgoing d1: Point, half h: Double, style join: LineJoin,
        into out: inout Path
    ) {
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-12 && dot > 0 { return }  // straight on
        let side: Double = cross > 0 ? -1 : 1  // the outer side, as a multiple of the left normal
        let n0 = Point(x: -d0.y, y: d0.x) * side
        let n1 = Point(x: -d1.y, y: d1.x) * side
        switch join {
        case .round:
            let a0 = atan2(n0.y, n0.x)
            var sweep = atan2(n1.y, n1.x) - a0
            if sweep > Double.pi { sweep -= 2 * Double.pi }
            if sweep < -Double.pi { sweep += 2 * Double.pi }
            if abs(cross) < 1e-12 { sweep = Double.pi }  // a U-turn: the half disc ahead
            wedge(p, from: a0, sweep: sweep, radius: h, into: &out)
        case .miter, .bevel:
            // 1/sin(θ/2) with θ the angle between the segments = 1/cos(φ/2) with φ the turn.
            let cosHalfTurn = ((1 + dot) / 2).squareRoot()
            if join == .miter, cosHalfTurn > 0, 1 / cosHalfTurn <= style.miterLimit {
                let bis = n0 + n1
                let len = (bis.x * bis.x + bis.y * bis.y).squareRoot()
                let m = p + bis * (h / (len * cosHalfTurn))
                polygon([p, p + n0 * h, m, p + n1 * h], into: &out)
            } else {
                polygon([p, p + n0 * h, p + n1 * h], into: &out)
            }
        }
    }

    /// A cap at end point `p`, `d` the unit direction pointing out of the line.
    private func cap(at p: Point, direction d: Point, half h: Double, into out: inout Path) {
        let nrm = Point(x: -d.y, y: d.x) * h
        switch style.lineCap {
        case .butt: break
        case .square: polygon([p + nrm, p + nrm + d * h, p - nrm + d * h, p - nrm], into: &out)
        case .round: wedge(p, from: atan2(nrm.y, nrm.x), sweep: -Double.pi, radius: h, into: &out)
        }
    }

    /// A pie slice (a full disc for a sweep of 2π) of `radius` about `c`, arc flattened within the tolerance.
    private func wedge(_ c: Point, from a0: Double, sweep: Double, radius r: Double, into out: inout Path) {
        let step = 2 * acos(max(-1, 1 - tolerance / r))
        let count = max(1, Int((abs(sweep) / step).rounded(.up)))
        var points: [Point] = []
        points.reserveCapacity(count + 2)
        let full = abs(sweep) >= 2 * Double.pi
        if !full { points.append(c) }
        // Vertices on a circle of radius r/cos(step/2) would be tangent; the arc's own points keep the polygon
        // inside the disc by at most `tolerance`, as the fill flattener does.
        for i in 0...count {
            if full && i == count { break }
            let a = a0 + sweep * Double(i) / Double(count)
            points.append(Point(x: c.x + r * cos(a), y: c.y + r * sin(a)))
        }
        polygon(points, into: &out)
    }

    /// Appends `points` as a closed polygon of positive signed area (reversed when needed); degenerate ones are
    /// dropped.
    private func polygon(_ points: [Point], into out: inout Path) {
        var area = 0.0
        for i in points.indices {
            let a = points[i]
            let b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? points : points.reversed()
        out.move(to: ordered[0])
        for p in ordered.dropFirst() { out.line(to: p) }
        out.close()
    }

    static func direction(_ a: Point, _ b: Point) -> Point {
        let d = b - a
        let l = (d.x * d.x + d.y * d.y).squareRoot()
        return l > 0 ? d * (1 / l) : Point(x: 1, y: 0)
    }

    /// The unit left normal of a → b.
    static func normal(_ a: Point, _ b: Point) -> Point {
        let d = direction(a, b)
        return Point(x: -d.y, y: d.x)
    }
}

extension Path {
    /// `strokedPath(_:)`: the outline `style` paints, to be filled with the non-zero rule.
    public func strokedPath(_ style: StrokeStyle, tolerance: Double = 0.02) -> Path {
        Stroker(style: style, tolerance: tolerance).stroke(self)
    }
}
