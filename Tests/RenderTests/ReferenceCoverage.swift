// ReferenceCoverage.swift: the slow reference twin of the rasteriser's coverage, for tests only.
// Rule: docs/ARCHITECTURE.md ("every fast kernel keeps a reference twin"); FreeType src/smooth/ftgrays.c, exact-area
// coverage (exact area is the ground truth). Status: complete for simple (non-self-intersecting) polygons.
//
// 1. Flatten: every cubic is cut into n uniform pieces with Wang's bound for a tolerance of 1e-5 px (100× finer
//    than the fast path's 0.001 px), at least 64 pieces.
// 2. Per pixel: clip each flattened subpath to the pixel square with Sutherland–Hodgman (first to the row's strip,
//    then to the pixel's column), take its signed area with the shoelace formula, sum the subpaths, and report
//    min(1, |sum|). For simple polygons that is the exact area of the shape inside the pixel (half-plane clipping
//    keeps the winding number inside the half-plane, so degenerate edges along the clip line add no area).
// Nothing here shares code with Sources/Render.

import Geometry

/// Exact-area coverage of a path's flattened polygons, per pixel, computed the simplest way.
struct ReferenceCoverage {
    /// The flattened subpaths (closed implicitly).
    let polygons: [[Point]]

    init(_ path: Path, tolerance: Double = 1e-5) {
        var polygons: [[Point]] = []
        var current: [Point] = []
        var last = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                if current.count > 2 { polygons.append(current) }
                current = [p]
                last = p
            case .line(let p):
                current.append(p)
                last = p
            case .cubic(let c1, let c2, let p):
                let m = max(Self.length(last - c1 * 2 + c2), Self.length(c1 - c2 * 2 + p))
                let n = max(64, Int((0.75 * m / tolerance).squareRoot().rounded(.up)))
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    current.append(last * a + c1 * b + c2 * c + p * d)
                }
                last = p
            case .close:
                if current.count > 2 { polygons.append(current) }
                current = current.isEmpty ? [] : [current[0]]
                last = current.first ?? last
            }
        }
        if current.count > 2 { polygons.append(current) }
        self.polygons = polygons
    }

    /// Coverage in 0…1 of every pixel of a width × height frame, row-major.
    func coverage(width: Int, height: Int) -> [Double] {
        var result = [Double](repeating: 0, count: width * height)
        for polygon in polygons {
            let ys = polygon.map(\.y)
            let xs = polygon.map(\.x)
            let rowLow = max(0, Int(ys.min()!.rounded(.down)))
            let rowHigh = min(height - 1, Int(ys.max()!.rounded(.up)))
            let colLow = max(0, Int(xs.min()!.rounded(.down)))
            let colHigh = min(width - 1, Int(xs.max()!.rounded(.up)))
            if rowLow > rowHigh || colLow > colHigh { continue }
            for y in rowLow...rowHigh {
                let strip = Self.clip(
                    Self.clip(polygon, keep: { $0.y >= Double(y) }, cut: { Self.atY($0, $1, Double(y)) }),
                    keep: { $0.y <= Double(y + 1) }, cut: { Self.atY($0, $1, Double(y + 1)) })
                if strip.count < 3 { continue }
                for x in colLow...colHigh {
                    let cell = Self.clip(
                        Self.clip(strip, keep: { $0.x >= Double(x) }, cut: { Self.atX($0, $1, Double(x)) }),
                        keep: { $0.x <= Double(x + 1) }, cut: { Self.atX($0, $1, Double(x + 1)) })
                    result[y * width + x] += Self.signedArea(cell)
                }
            }
        }
        return result.map { min(1, abs($0)) }
    }

    // MARK: - Geometry

    /// Sutherland–Hodgman against one half-plane.
    static func clip(_ polygon: [Point], keep: (Point) -> Bool, cut: (Point, Point) -> Point) -> [Point] {
        guard !polygon.isEmpty else { return [] }
        var out: [Point] = []
        var previous = polygon[polygon.count - 1]
        for p in polygon {
            switch (keep(previous), keep(p)) {
            case (true, true): out.append(p)
            case (true, false): out.append(cut(previous, p))
            case (false, true):
                out.append(cut(previous, p))
                out.append(p)
            case (false, false): break
            }
            previous = p
        }
        return out
    }

    static func atY(_ a: Point, _ b: Point, _ y: Double) -> Point {
        let t = (y - a.y) / (b.y - a.y)
        return Point(x: a.x + t * (b.x - a.x), y: y)
    }

    static func atX(_ a: Point, _ b: Point, _ x: Double) -> Point {
        let t = (x - a.x) / (b.x - a.x)
        return Point(x: x, y: a.y + t * (b.y - a.y))
    }

    /// Shoelace formula; positive for clockwise outlines on a y-down screen.
    static func signedArea(_ polygon: [Point]) -> Double {
        guard polygon.count > 2 else { return 0 }
        var twice = 0.0
        var previous = polygon[polygon.count - 1]
        for p in polygon {
            twice += previous.x * p.y - p.x * previous.y
            previous = p
        }
        return twice / 2
    }

    static func length(_ p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }
}
