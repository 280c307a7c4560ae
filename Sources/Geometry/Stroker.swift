// Stroker.swift: the outline of a stroked path, filled with the non-zero rule.
// Rule: Apple: Path.strokedPath(_:) and StrokeStyle — developer.apple.com/documentation/swiftui/path/strokedpath(_:)
// (the area a stroke paints: every point within half the line width of the path, with caps at open ends and joins
// at corners, CGLineCap/CGLineJoin); the construction is Skia's and FreeType's (skia src/core/SkStroke.cpp,
// FreeType src/base/ftstroke.c): each side's offset polyline, joined on the outer side of a corner and meeting at
// the offsets' intersection on the inner side, one contour per open subpath (left side forward, end cap, right
// side backward, start cap) and two per closed one. Every band winds the same way, so where parts of one stroke
// overlap (a path crossing itself, a tight inner corner drawn through its pivot) the non-zero rule covers them once
// in every fully covered pixel. Status: complete.
//
// 1. Curves are flattened (Polyline.swift) within `tolerance` (0.0025 px by default); points inside a curve are joined round, so the
//    outline follows the curve's offset rather than the chosen join.
// 2. Miter joins are drawn when 1/sin(θ/2) ≤ miterLimit (θ the angle between the segments, CGContext.setMiterLimit),
//    else beveled; round joins and caps are arcs of half the width flattened within `tolerance`.
// 3. An inner corner whose offsets meet beyond either segment's length is drawn through its pivot (Skia's
//    "inner join" fallback), a loop inside the stroke.
// 4. A one-point subpath (a move alone, or a zero-length line) paints a disc for round caps, an axis-aligned square
//    for square caps, nothing for butt caps.
// Limit: where two parts of one stroke overlap with edges inside the same pixel, that pixel's partial coverages
// add (exact-area coverage sums signed areas per pixel); the union is exact only away from such edges.

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

    /// 0.0025 px, well within the 0.02 px asked for: inscribed chords sit inside the curve by ⅔ of the tolerance on
    /// average, so both edges of a line shift toward the centre of curvature; at 0.02 that moves a 3 px curved
    /// line's coverage by 0.9 % against Cairo (StrokeOracleTests), and loses 0.33 px² of a radius-4 round dot.
    public static let defaultTolerance = 0.0025

    public init(style: StrokeStyle, tolerance: Double = Stroker.defaultTolerance) {
        self.style = style
        self.tolerance = tolerance
    }

    /// The stroke outline of `path`: closed contours whose bands all wind the same way, to fill with the non-zero
    /// rule.
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
            case .round: out.addPath(polygon(arc(p, from: 0, sweep: 2 * Double.pi, radius: h, centre: false)))
            case .square:
                out.addPath(
                    polygon([
                        Point(x: p.x - h, y: p.y - h), Point(x: p.x + h, y: p.y - h), Point(x: p.x + h, y: p.y + h),
                        Point(x: p.x - h, y: p.y + h),
                    ]))
            }
            return
        }
        let segmentCount = line.closed ? n : n - 1
        var directions: [Point] = []
        var lengths: [Double] = []
        directions.reserveCapacity(segmentCount)
        for i in 0..<segmentCount {
            let a = pts[i]
            let b = pts[(i + 1) % n]
            directions.append(Stroker.direction(a, b))
            lengths.append(a.distance(to: b))
        }
        /// The offset points of side `s` (+1 left, −1 right) around vertex `v` (between segments v − 1 and v).
        func corner(_ v: Int, side s: Double, into points: inout [Point]) {
            let a = (v - 1 + segmentCount) % segmentCount
            let b = v % segmentCount
            join(
                at: pts[v], incoming: directions[a], outgoing: directions[b], lengths: (lengths[a], lengths[b]),
                half: h, side: s, style: line.corners[v] ? style.lineJoin : .round, into: &points)
        }
        if line.closed {
            // Two contours, the left one forward and the right one backward: the band between them winds once.
            var left: [Point] = []
            var right: [Point] = []
            for v in 0..<n {
                corner(v, side: 1, into: &left)
                corner(v, side: -1, into: &right)
            }
            out.addPath(contour(left))
            out.addPath(contour(right.reversed()))
            return
        }
        // One contour: the left side forward, the end cap, the right side backward, the start cap.
        let n0 = Point(x: -directions[0].y, y: directions[0].x)
        let dn = directions[segmentCount - 1]
        let nn = Point(x: -dn.y, y: dn.x)
        var left = [pts[0] + n0 * h]
        var right = [pts[0] - n0 * h]
        for v in 1..<(n - 1) {
            corner(v, side: 1, into: &left)
            corner(v, side: -1, into: &right)
        }
        left.append(pts[n - 1] + nn * h)
        right.append(pts[n - 1] - nn * h)
        var outline = left
        outline += cap(at: pts[n - 1], direction: dn, half: h)
        outline += right.reversed()
        outline += cap(at: pts[0], direction: directions[0] * -1, half: h)
        out.addPath(contour(outline))
    }

    /// Appends side `s`'s points at the corner `p` between unit directions `d0` and `d1`: on the outer side the
    /// join (miter point, bevel, round arc); on the inner side the intersection of the two offset lines when it
    /// lies within both segments, else the pivot (offset end, corner, offset start: a small loop inside the stroke
    /// that the non-zero rule covers once).
    private func join(
        at p: Point, incoming d0: Point, outgoing d1: Point, lengths: (Double, Double), half h: Double,
        side s: Double, style join: LineJoin, into points: inout [Point]
    ) {
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        let n0 = Point(x: -d0.y, y: d0.x) * s
        let n1 = Point(x: -d1.y, y: d1.x) * s
        if abs(cross) < 1e-12 && dot > 0 {
            points.append(p + n0 * h)  // straight on
            return
        }
        let outer: Double = cross > 0 ? -1 : 1  // the outer side (a U-turn takes the left side as outer)
        if s != outer {
            let reach = h * abs(cross) / (1 + dot)  // h·tan(φ/2): from the corner to the offsets' intersection
            if dot > -1 + 1e-9, reach <= min(lengths.0, lengths.1) {
                points.append(p + (n0 + n1) * (h / (1 + dot)))
            } else {
                points.append(p + n0 * h)
                points.append(p)
                points.append(p + n1 * h)
            }
            return
        }
        points.append(p + n0 * h)
        switch join {
        case .round:
            let a0 = atan2(n0.y, n0.x)
            var sweep = atan2(n1.y, n1.x) - a0
            if sweep > Double.pi { sweep -= 2 * Double.pi }
            if sweep < -Double.pi { sweep += 2 * Double.pi }
            if abs(cross) < 1e-12 { sweep = -s * Double.pi }  // a U-turn: the half disc ahead
            let arcPoints = arc(p, from: a0, sweep: sweep, radius: h, centre: false)
            points += arcPoints.dropFirst().dropLast()
        case .miter, .bevel:
            // 1/sin(θ/2) with θ the angle between the segments = 1/cos(φ/2) with φ the turn.
            let cosHalfTurn = ((1 + dot) / 2).squareRoot()
            if join == .miter, cosHalfTurn > 1e-12, 1 / cosHalfTurn <= style.miterLimit {
                points.append(p + (n0 + n1) * (h / (1 + dot)))
            }
        }
        points.append(p + n1 * h)
    }

    /// The points a cap adds after the end point's left offset and before its right offset; `d` is the unit
    /// direction pointing out of the line.
    private func cap(at p: Point, direction d: Point, half h: Double) -> [Point] {
        let nrm = Point(x: -d.y, y: d.x) * h
        switch style.lineCap {
        case .butt: return []
        case .square: return [p + nrm + d * h, p - nrm + d * h]
        case .round:
            return Array(
                arc(p, from: atan2(nrm.y, nrm.x), sweep: -Double.pi, radius: h, centre: false).dropFirst().dropLast())
        }
    }

    /// Points of an arc of `radius` about `c` from angle `a0` through `sweep`, both ends included (a full circle
    /// without repeating its start), flattened within the tolerance; with `centre`, the centre first (a pie slice).
    private func arc(_ c: Point, from a0: Double, sweep: Double, radius r: Double, centre: Bool) -> [Point] {
        let step = 2 * acos(max(-1, 1 - tolerance / r))
        let count = max(1, Int((abs(sweep) / step).rounded(.up)))
        var points: [Point] = []
        points.reserveCapacity(count + 2)
        if centre { points.append(c) }
        let full = abs(sweep) >= 2 * Double.pi
        for i in 0...count {
            if full && i == count { break }
            let a = a0 + sweep * Double(i) / Double(count)
            points.append(Point(x: c.x + r * cos(a), y: c.y + r * sin(a)))
        }
        return points
    }

    /// `points` as a closed contour, as built (the sides' order gives the band its winding).
    private func contour(_ points: [Point]) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        for p in points.dropFirst() { path.line(to: p) }
        path.close()
        return path
    }

    /// `points` as a closed polygon oriented as the stroke's bands are (negative shoelace sum, y down), for the
    /// pieces that stand alone (dots); degenerate ones are dropped.
    private func polygon(_ points: [Point]) -> Path {
        var area = 0.0
        for i in points.indices {
            let a = points[i]
            let b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return Path() }
        return contour(area < 0 ? points : points.reversed())
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
    public func strokedPath(_ style: StrokeStyle, tolerance: Double = Stroker.defaultTolerance) -> Path {
        Stroker(style: style, tolerance: tolerance).stroke(self)
    }
}
