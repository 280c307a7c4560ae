// Path+Building.swift: SwiftUI `Path`'s building methods: quadratic curves, arcs, rectangles, ellipses, lines, paths.
// Rule: Apple: Path — developer.apple.com/documentation/swiftui/path (each method adds to the current subpath as
// CGPath's counterpart does: Apple: CGMutablePath — developer.apple.com/documentation/coregraphics/cgmutablepath);
// arcs as ≤ 90° cubics with handle length 4/3·tan(θ/4) (Aleksas Riškus, "Approximation of a cubic Bézier curve by
// circular arcs and vice versa", 2006). Angles run from +x toward +y; in SwiftUI's y-down space `clockwise: false`
// sweeps with increasing angle, which is clockwise on screen — Apple: CGContext.addArc(center:radius:startAngle:
// endAngle:clockwise:) "in a flipped coordinate system … a clockwise arc results in a counterclockwise arc".
// Status: complete.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Path {
    /// The end point of the last element, or nil when the path is empty (`Path.currentPoint`).
    public var currentPoint: Point? {
        var start: Point?
        var current: Point?
        for e in elements {
            switch e {
            case .move(let p):
                start = p
                current = p
            case .line(let p), .cubic(_, _, let p): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// `addLine(to:)`; on an empty path it starts a subpath at `p` (as CGPath does, which asserts instead).
    public mutating func addLine(to p: Point) {
        if elements.isEmpty { move(to: p) } else { line(to: p) }
    }

    /// `addQuadCurve(to:control:)`, raised to the exactly equal cubic.
    public mutating func addQuadCurve(to p: Point, control c: Point) {
        let p0 = currentPoint ?? c
        if elements.isEmpty { move(to: p0) }
        cubic(to: p, control1: p0 + (c - p0) * (2.0 / 3.0), control2: p + (c - p) * (2.0 / 3.0))
    }

    /// `addCurve(to:control1:control2:)`.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        if elements.isEmpty { move(to: control1) }
        cubic(to: p, control1: control1, control2: control2)
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`: a line from the current point (if any) to the arc's
    /// start, then the arc. `clockwise: false` sweeps toward increasing angle (by less than one turn, a full turn
    /// when the angles differ by a multiple of 2π and are not equal).
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        let twoPi = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            if delta > 0 { delta -= twoPi * (delta / twoPi).rounded(.up) }
            delta = max(delta, -twoPi)
        } else {
            if delta < 0 { delta += twoPi * (-delta / twoPi).rounded(.up) }
            delta = min(delta, twoPi)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: delta))
    }

    /// `addRelativeArc(center:radius:startAngle:delta:)`: sweeps `delta` from `startAngle` (positive toward +y).
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Angle, delta: Angle) {
        let a0 = startAngle.radians
        let start = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
        if elements.isEmpty { move(to: start) } else { line(to: start) }
        let sweep = delta.radians
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = a0
        for _ in 0..<pieces {
            let next = angle + step
            let (s0, c0, s1, c1) = (sin(angle), cos(angle), sin(next), cos(next))
            cubic(
                to: Point(x: center.x + radius * c1, y: center.y + radius * s1),
                control1: Point(x: center.x + radius * c0 - k * s0, y: center.y + radius * s0 + k * c0),
                control2: Point(x: center.x + radius * c1 + k * s1, y: center.y + radius * s1 - k * c1))
            angle = next
        }
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: the arc of `radius` tangent to the lines current point →
    /// `t1` and `t1` → `t2`, preceded by a line to its first tangent point (CGPath's `addArc(tangent1End:…)`);
    /// when the three points are collinear or the radius is 0, a line to `t1`.
    public mutating func addArc(tangent1End t1: Point, tangent2End t2: Point, radius: Double) {
        guard let p0 = currentPoint else {
            move(to: t1)
            return
        }
        let u = p0 - t1
        let v = t2 - t1
        let lu = (u.x * u.x + u.y * u.y).squareRoot()
        let lv = (v.x * v.x + v.y * v.y).squareRoot()
        guard lu > 0, lv > 0, radius > 0 else {
            line(to: t1)
            return
        }
        let (ux, uy, vx, vy) = (u.x / lu, u.y / lu, v.x / lv, v.y / lv)
        let cross = ux * vy - uy * vx
        let cosine = max(-1, min(1, ux * vx + uy * vy))
        guard abs(cross) > 1e-12 else {
            line(to: t1)
            return
        }
        let half = acos(cosine) / 2  // half the angle between the two lines at t1
        let reach = radius / tan(half)  // distance from t1 to each tangent point
        let a = Point(x: t1.x + ux * reach, y: t1.y + uy * reach)
        let b = Point(x: t1.x + vx * reach, y: t1.y + vy * reach)
        // The centre lies on the bisector, radius/sin(half) from t1.
        let bx = ux + vx
        let by = uy + vy
        let lb = (bx * bx + by * by).squareRoot()
        let d = radius / sin(half)
        let centre = Point(x: t1.x + bx / lb * d, y: t1.y + by / lb * d)
        let startAngle = atan2(a.y - centre.y, a.x - centre.x)
        var endAngle = atan2(b.y - centre.y, b.x - centre.x)
        // The arc is the short way round (less than π), from a to b.
        var sweep = endAngle - startAngle
        if sweep > Double.pi { sweep -= 2 * Double.pi }
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        endAngle = startAngle + sweep
        line(to: a)
        addRelativeArc(
            center: centre, radius: radius, startAngle: Angle(radians: startAngle), delta: Angle(radians: sweep))
    }

    /// `addRect(_:)`: a closed subpath, clockwise on screen from the top-leading corner (CGPath's `addRect`).
    public mutating func addRect(_ r: Rect) { addPath(Path(rect: r)) }

    /// `addRoundedRect(in:cornerSize:style:)`: as `Path(roundedRect:cornerRadius:style:)` with the corner's width
    /// (SwiftUI's elliptical corners are drawn with the width, the common case of equal width and height).
    public mutating func addRoundedRect(in r: Rect, cornerRadius: Double, style: RoundedCornerStyle) {
        addPath(Path(roundedRect: r, cornerRadius: cornerRadius, style: style))
    }

    /// `addEllipse(in:)`: a closed subpath starting at angle 0 (+x), clockwise on screen.
    public mutating func addEllipse(in r: Rect) { addPath(Path(ellipseIn: r)) }

    /// `addLines(_:)`: a new subpath through the points (open).
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { line(to: p) }
    }

    /// `addPath(_:transform:)`: the elements of `other`, mapped through `transform`.
    public mutating func addPath(_ other: Path, transform: AffineTransform = .identity) {
        let mapped = transform.isIdentity ? other : other.applying(transform)
        for e in mapped.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// `closeSubpath()`.
    public mutating func closeSubpath() { close() }

    /// `offsetBy(dx:dy:)`.
    public func offsetBy(dx: Double, dy: Double) -> Path { applying(AffineTransform(translationX: dx, y: dy)) }

    /// `boundingRect`: the smallest rectangle containing the curve itself (cubic extrema found from the roots of
    /// the derivative), unlike `bounds`, which holds the control points too. `.zero` when empty.
    public var boundingRect: Rect {
        var lo = Point(x: Double.infinity, y: Double.infinity)
        var hi = Point(x: -Double.infinity, y: -Double.infinity)
        func add(_ p: Point) {
            lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
            hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
        }
        var current = Point.zero
        var start = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                add(p)
                (current, start) = (p, p)
            case .line(let p):
                add(current)
                add(p)
                current = p
            case .cubic(let c1, let c2, let p):
                add(current)
                add(p)
                for t in Path.cubicExtrema(current.x, c1.x, c2.x, p.x) + Path.cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    add(Path.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .close: current = start
            }
        }
        guard lo.x <= hi.x else { return .zero }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The point at `t` of the cubic `p0 p1 p2 p3`.
    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        let (b0, b1, b2, b3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(
            x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x, y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
    }

    /// Parameters in (0, 1) where one coordinate of a cubic has a zero derivative.
    static func cubicExtrema(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        // B'(t)/3 = (b−a)(1−t)² + 2(c−b)(1−t)t + (d−c)t² = A t² + B t + C
        let A = -a + 3 * b - 3 * c + d
        let B = 2 * (a - 2 * b + c)
        let C = b - a
        var roots: [Double] = []
        if abs(A) < 1e-12 {
            if abs(B) > 1e-12 { roots.append(-C / B) }
        } else {
            let disc = B * B - 4 * A * C
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-B + s) / (2 * A))
                roots.append((-B - s) / (2 * A))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

extension Path {
    /// `contains(_:eoFill:)` with the non-zero rule: whether `p` is inside the filled outline (curves flattened
    /// within 0.001 units).
    public func contains(_ p: Point, eoFill: Bool = false) -> Bool {
        var winding = 0
        for line in polylines(tolerance: 0.001) where line.points.count > 1 {
            let pts = line.points
            for i in pts.indices {
                let a = pts[i]
                let b = pts[(i + 1) % pts.count]
                if a.y <= p.y {
                    if b.y > p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }
}
