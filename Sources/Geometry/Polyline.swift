// Polyline.swift: a subpath flattened to points, for the stroker, the dasher and `trim`.
// Rule: Wang's formula for the number of chords of a cubic (Filip, Magedson & Markot, "Surface algorithms using
// bounds on derivatives", 1986), as Render/Raster/Flatten.swift uses for fills. Status: complete.

/// One subpath as points. `corners[i]` is true where the outline has a corner a line join applies to (an element
/// boundary); points inside a flattened curve are not corners, the stroker joins them round, as an offset curve is.
public struct Polyline: Sendable {
    public var points: [Point] = []
    public var corners: [Bool] = []
    public var closed = false

    public init() {}

    /// Adds `p` unless it repeats the last point (a repeated point marks the previous one as a corner).
    mutating func append(_ p: Point, corner: Bool) {
        if let last = points.last, last == p {
            corners[corners.count - 1] = corners[corners.count - 1] || corner
            return
        }
        points.append(p)
        corners.append(corner)
    }

    /// The total length, the closing segment included when closed.
    public var length: Double {
        var total = 0.0
        for i in points.indices.dropFirst() { total += points[i - 1].distance(to: points[i]) }
        if closed, let first = points.first, let last = points.last { total += last.distance(to: first) }
        return total
    }
}

extension Path {
    /// The subpaths as polylines whose chords stay within `tolerance` of every curve. A subpath that is only a move
    /// gives a one-point polyline (a dot for round and square caps).
    public func polylines(tolerance: Double) -> [Polyline] {
        var out: [Polyline] = []
        var current = Polyline()
        var pen = Point.zero
        var start = Point.zero
        func finish() {
            if !current.points.isEmpty { out.append(current) }
            current = Polyline()
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish()
                current.append(p, corner: true)
                (pen, start) = (p, p)
            case .line(let p):
                if current.points.isEmpty { current.append(pen, corner: true) }
                current.append(p, corner: true)
                pen = p
            case .cubic(let c1, let c2, let p):
                if current.points.isEmpty { current.append(pen, corner: true) }
                let n = Path.chordCount(pen, c1, c2, p, tolerance: tolerance)
                for i in 1..<n {
                    current.append(Path.cubicPoint(pen, c1, c2, p, Double(i) / Double(n)), corner: false)
                }
                current.append(p, corner: true)
                pen = p
            case .close:
                if !current.points.isEmpty {
                    if current.points.count > 1, current.points.last == current.points.first {
                        current.points.removeLast()
                        current.corners.removeLast()
                    }
                    current.closed = true
                    finish()
                }
                pen = start
            }
        }
        finish()
        return out
    }

    /// Chords needed for a cubic to stay within `tolerance` (Wang's formula), 1…4096.
    static func chordCount(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        func second(_ a: Point, _ b: Point, _ c: Point) -> Double {
            let dx = a.x - 2 * b.x + c.x
            let dy = a.y - 2 * b.y + c.y
            return (dx * dx + dy * dy).squareRoot()
        }
        let m = max(second(p0, p1, p2), second(p1, p2, p3))
        let n = (0.75 * m / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(max(1, min(4096, n)))
    }
}
