// PathBoolean.swift: the filled region of two outlines combined — union, intersection, difference, symmetric
// difference — as one outline filled with the non-zero rule.
// Rule: Apple: Shape.union(_:eoFill:) and its siblings — developer.apple.com/documentation/swiftui/shape/union(_:eofill:)
// ("a new shape with filled regions in either this shape or the given shape"; `eoFill` chooses the even-odd rule
// for "which areas to treat as the interior of the paths", the non-zero rule otherwise) and CGPath's equivalents —
// developer.apple.com/documentation/coregraphics/cgpath/union(_:using:). The construction is the classic one of
// overlay operations on planar arrangements (de Berg et al., "Computational Geometry", 3rd ed., ch. 2.3 "Computing
// the overlay of two subdivisions"): both outlines are flattened, split at every mutual intersection on a snap
// grid (PlanarArrangement.swift), identical edges merged with their winding counts per operand, each edge
// classified by the fill of each operand on its two sides (winding numbers from a ray cast, per Dan Sunday's
// crossing rule), and the edges whose two sides differ in the result kept, oriented with the result on their left
// so that it winds once (non-zero) and holes zero, then chained into closed contours, taking the leftmost turn at a
// vertex where several meet, and collinear vertices removed. Status: complete; curves come back as polylines.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which filled region a set operation keeps (Apple: Shape.union(_:eoFill:), intersection(_:eoFill:),
/// subtracting(_:eoFill:), symmetricDifference(_:eoFill:)).
public enum PathSetOperation: String, Hashable, Sendable, CaseIterable {
    case union, intersection, subtracting, symmetricDifference

    /// Whether a point inside (`a`, `b`) of the two operands is inside the result.
    @inline(__always)
    public func keeps(_ a: Bool, _ b: Bool) -> Bool {
        switch self {
        case .union: a || b
        case .intersection: a && b
        case .subtracting: a && !b
        case .symmetricDifference: a != b
        }
    }
}

/// An edge of the arrangement between two vertices (`from` < `to`), with each operand's net number of edges running
/// from → to (an edge running to → from counts −1).
struct ArrangementEdge: Sendable {
    var from: Int
    var to: Int
    var count: (Int, Int)
}

/// The shared vertices and merged edges of an arrangement, and the winding numbers on either side of an edge.
struct Arrangement: Sendable {
    var vertices: [GridPoint] = []
    var edges: [ArrangementEdge] = []

    /// Merges the split segments' endpoints into vertices (numbered in order of appearance) and identical segments
    /// into one edge.
    init(_ segments: [GridSegment]) {
        var vertexIndex: [GridPoint: Int] = [:]
        var edgeIndex: [Int64: Int] = [:]
        func vertex(_ p: GridPoint) -> Int {
            if let i = vertexIndex[p] { return i }
            vertices.append(p)
            vertexIndex[p] = vertices.count - 1
            return vertices.count - 1
        }
        for s in segments {
            let a = vertex(s.a)
            let b = vertex(s.b)
            guard a != b else { continue }
            let (lo, hi, sign) = a < b ? (a, b, 1) : (b, a, -1)
            let key = Int64(lo) << 32 | Int64(hi)
            let index: Int
            if let i = edgeIndex[key] {
                index = i
            } else {
                edges.append(ArrangementEdge(from: lo, to: hi, count: (0, 0)))
                index = edges.count - 1
                edgeIndex[key] = index
            }
            if s.operand == 0 { edges[index].count.0 += sign } else { edges[index].count.1 += sign }
        }
        edges.removeAll { $0.count == (0, 0) }
    }

    /// Each operand's winding numbers on the left and on the right of every edge (left of from → to with x right and
    /// y up; in a y-down space that side is on the right on screen, which only flips every edge alike).
    func sideWindings() -> [(left: (Int, Int), right: (Int, Int))] {
        let rays = RayIndex(self, rotated: false)
        let rotatedRays = RayIndex(self, rotated: true)
        var out: [(left: (Int, Int), right: (Int, Int))] = []
        out.reserveCapacity(edges.count)
        for (i, e) in edges.enumerated() {
            let u = vertices[e.from]
            let v = vertices[e.to]
            // A horizontal edge is cast across in y: in a frame turned by −90°, (x, y) → (y, −x), it is vertical.
            let rotated = u.y == v.y
            let index = rotated ? rotatedRays : rays
            let (ru, rv) = rotated ? (GridPoint(x: u.y, y: -u.x), GridPoint(x: v.y, y: -v.x)) : (u, v)
            let mid = GridPoint(x: (ru.x + rv.x) / 2, y: (ru.y + rv.y) / 2)
            // The winding just right (+x) of the midpoint: the ray from the midpoint itself, this edge left out.
            let plus = index.winding(at: mid, excluding: i)
            let up = rv.y > ru.y
            // From just left (−x) the ray also crosses this edge: +count going up, −count going down.
            let minus = up ? (plus.0 + e.count.0, plus.1 + e.count.1) : (plus.0 - e.count.0, plus.1 - e.count.1)
            // Going up, the left of the edge is −x; going down, +x.
            out.append(up ? (left: minus, right: plus) : (left: plus, right: minus))
        }
        return out
    }
}

/// The arrangement's edges bucketed by bands of y (of the rotated frame when `rotated`), so that a horizontal ray
/// meets only the edges of its band.
struct RayIndex {
    var points: [GridPoint]
    var edges: [ArrangementEdge]
    var bands: [[Int]]
    var minY: Double
    var bandHeight: Double

    init(_ arrangement: Arrangement, rotated: Bool) {
        points = rotated ? arrangement.vertices.map { GridPoint(x: $0.y, y: -$0.x) } : arrangement.vertices
        edges = arrangement.edges
        let ys = points.map(\.y)
        minY = ys.min() ?? 0
        let maxY = ys.max() ?? 0
        let count = max(1, min(4096, Int(Double(edges.count).squareRoot())))
        bandHeight = max(1, (maxY - minY) / Double(count))
        bands = Array(repeating: [], count: count)
        for (i, e) in edges.enumerated() {
            let a = points[e.from].y
            let b = points[e.to].y
            guard a != b else { continue }  // horizontal edges never cross a horizontal ray
            for k in band(of: min(a, b))...band(of: max(a, b)) { bands[k].append(i) }
        }
    }

    func band(of y: Double) -> Int { max(0, min(bands.count - 1, Int((y - minY) / bandHeight))) }

    /// Each operand's winding number at `p` (which lies on no edge but `excluding`), counting edges crossed by the
    /// ray from `p` toward +x, half-open in y so that a ray through a vertex counts it once.
    func winding(at p: GridPoint, excluding skip: Int) -> (Int, Int) {
        var w = (0, 0)
        for i in bands[band(of: p.y)] where i != skip {
            let e = edges[i]
            let a = points[e.from]
            let b = points[e.to]
            if a.y <= p.y {
                if b.y > p.y, orientation(a, b, p) > 0 {
                    w.0 += e.count.0
                    w.1 += e.count.1
                }
            } else if b.y <= p.y, orientation(a, b, p) < 0 {
                w.0 -= e.count.0
                w.1 -= e.count.1
            }
        }
        return w
    }
}

extension Polyline {
    /// Whether every point has finite coordinates.
    var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
}

enum PathBoolean {
    /// The outline of `operation` applied to the fills of `a` and `b` (each with the even-odd rule when `eoFill`),
    /// curves flattened within `tolerance`; closed polygons to fill with the non-zero rule.
    static func combine(
        _ a: Path, _ b: Path, operation: PathSetOperation, eoFill: Bool, tolerance: Double
    ) -> Path {
        let lines = [a, b].map { path in
            // A subpath with a non-finite coordinate has no area to speak of (and NaN would break the vertex table).
            path.polylines(tolerance: tolerance).filter { $0.points.count > 2 && $0.isFinite }
        }
        var extent = 0.0
        for line in lines.joined() {
            for p in line.points { extent = max(extent, abs(p.x), abs(p.y)) }
        }
        let grid = SnapGrid(covering: extent)
        var segments: [GridSegment] = []
        for (operand, polylines) in lines.enumerated() {
            for line in polylines {
                let pts = line.points.map(grid.snap)
                // Every subpath is closed for filling, as the rasteriser closes it.
                for i in pts.indices {
                    segments.append(GridSegment(a: pts[i], b: pts[(i + 1) % pts.count], operand: operand))
                }
            }
        }
        let arrangement = Arrangement(PlanarArrangement.split(segments))
        let sides = arrangement.sideWindings()
        func filled(_ w: Int) -> Bool { eoFill ? w & 1 != 0 : w != 0 }
        // The kept edges, directed with the result on their left.
        var kept: [(from: Int, to: Int)] = []
        for (i, e) in arrangement.edges.enumerated() {
            let left = operation.keeps(filled(sides[i].left.0), filled(sides[i].left.1))
            let right = operation.keeps(filled(sides[i].right.0), filled(sides[i].right.1))
            if left == right { continue }
            kept.append(left ? (e.from, e.to) : (e.to, e.from))
        }
        let contours = chain(kept, arrangement.vertices)
        var out = Path()
        for contour in contours {
            out.move(to: grid.point(arrangement.vertices[contour[0]]))
            for v in contour.dropFirst() { out.line(to: grid.point(arrangement.vertices[v])) }
            out.close()
        }
        return out
    }

    /// Chains directed edges into closed contours of vertex indices, taking at each vertex the unused outgoing edge
    /// that turns furthest left (which keeps a face that touches another at a vertex a contour of its own), then
    /// drops vertices where the contour goes straight on.
    static func chain(_ edges: [(from: Int, to: Int)], _ vertices: [GridPoint]) -> [[Int]] {
        var outgoing: [Int: [Int]] = [:]
        for (i, e) in edges.enumerated() { outgoing[e.from, default: []].append(i) }
        var used = [Bool](repeating: false, count: edges.count)
        var contours: [[Int]] = []
        for start in edges.indices where !used[start] {
            used[start] = true
            var contour = [edges[start].from]
            var current = start
            while true {
                let at = edges[current].to
                if at == edges[start].from { break }
                contour.append(at)
                let incoming = vertices[at] - vertices[edges[current].from]
                var best: Int?
                var bestTurn = -Double.infinity
                for candidate in outgoing[at] ?? [] where !used[candidate] {
                    let d = vertices[edges[candidate].to] - vertices[at]
                    let turn = atan2Turn(incoming, d)
                    if turn > bestTurn {
                        bestTurn = turn
                        best = candidate
                    }
                }
                // A vertex with nothing left to leave by closes the contour there (only an inconsistent arrangement
                // gets here: every vertex of a region's boundary has as many edges in as out).
                guard let next = best else { break }
                used[next] = true
                current = next
            }
            let simplified = removingStraightVertices(contour, vertices)
            if simplified.count >= 3 { contours.append(simplified) }
        }
        return contours
    }

    /// The signed turn from direction `a` to `b`, in (−π, π], positive to the left (x right, y up).
    static func atan2Turn(_ a: GridPoint, _ b: GridPoint) -> Double {
        let cross = a.x * b.y - a.y * b.x
        let dot = a.x * b.x + a.y * b.y
        return cross == 0 && dot < 0 ? Double.pi : atan2(cross, dot)
    }

    /// The contour without vertices where it continues in the same direction (exact on grid points).
    static func removingStraightVertices(_ contour: [Int], _ vertices: [GridPoint]) -> [Int] {
        var c = contour
        var changed = true
        while changed && c.count >= 3 {
            changed = false
            var out: [Int] = []
            out.reserveCapacity(c.count)
            for i in c.indices {
                let prev = out.last ?? c[(i + c.count - 1) % c.count]
                let next = c[(i + 1) % c.count]
                let p = vertices[prev]
                let v = vertices[c[i]]
                let n = vertices[next]
                let d1 = v - p
                let d2 = n - v
                if d1.x * d2.y - d1.y * d2.x == 0, d1.x * d2.x + d1.y * d2.y > 0 {
                    changed = true
                    continue
                }
                out.append(c[i])
            }
            c = out
        }
        return c
    }
}
