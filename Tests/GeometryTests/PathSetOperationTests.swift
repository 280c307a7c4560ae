// PathSetOperationTests.swift: Path's set operations (iOS 17): areas of the results against closed forms (the lens
// of two circles, rectangles, a ring), the shape of the outline (one 4-vertex contour for two adjacent squares, no
// vertex inside the union), the fill rules of the operands, degenerate inputs, and the line operations.
// Expected values: circle–circle lens area A = 2r²·acos(d/2r) − (d/2)·√(4r² − d²) (Weisstein, "Circle-Circle
// Intersection", MathWorld, eq. 14); the rest are elementary areas and lengths computed in each test.

import Foundation
import Geometry
import Testing

struct PathSetOperationTests {
    /// The area the outline fills with the non-zero rule, from the shoelace formula per closed polygon (the results
    /// are polygons; every contour winds with its region on one side, holes the other way).
    static func area(_ path: Path) -> Double {
        var total = 0.0
        for contour in contours(path) {
            var a = 0.0
            for i in contour.indices {
                let p = contour[i]
                let q = contour[(i + 1) % contour.count]
                a += p.x * q.y - q.x * p.y
            }
            total += a / 2
        }
        return abs(total)
    }

    /// The closed polygons of a path made of moves, lines and closes.
    static func contours(_ path: Path) -> [[Point]] {
        var out: [[Point]] = []
        for e in path.elements {
            switch e {
            case .move(let p): out.append([p])
            case .line(let p): out[out.count - 1].append(p)
            case .cubic: Issue.record("set operations return polygons")
            case .close: break
            }
        }
        return out
    }

    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        Path(ellipseIn: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    /// Area of the lens where two circles of radius r, centres d apart, overlap (MathWorld eq. 14).
    static func lens(_ r: Double, _ d: Double) -> Double {
        2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
    }

    static func close(_ value: Double, _ expected: Double, within fraction: Double = 0.001) -> Bool {
        abs(value - expected) <= fraction * abs(expected)
    }

    @Test("two overlapping circles: union, intersection, difference and symmetric difference match the lens formula")
    func circles() {
        let (r, d) = (50.0, 60.0)
        let a = Self.circle(100, 100, r)
        let b = Self.circle(100 + d, 100, r)
        let disc = Double.pi * r * r
        let lens = Self.lens(r, d)
        #expect(Self.close(Self.area(a.union(b)), 2 * disc - lens))
        #expect(Self.close(Self.area(a.intersection(b)), lens))
        #expect(Self.close(Self.area(a.subtracting(b)), disc - lens))
        #expect(Self.close(Self.area(a.symmetricDifference(b)), 2 * disc - 2 * lens))
        // The union is one contour, the symmetric difference two (the lens is not part of it).
        #expect(Self.contours(a.union(b)).count == 1)
        #expect(Self.contours(a.symmetricDifference(b)).count == 2)
    }

    @Test("the union's outline runs only along the outer boundary: no vertex lies inside either circle")
    func unionHasNoInteriorEdges() {
        let a = Self.circle(100, 100, 50)
        let b = Self.circle(160, 100, 50)
        for contour in Self.contours(a.union(b)) {
            for p in contour {
                // Every vertex is on one circle (flattened within 0.0025) and not inside the other.
                let da = p.distance(to: Point(x: 100, y: 100))
                let db = p.distance(to: Point(x: 160, y: 100))
                #expect(min(da, db) > 50 - 0.01)
            }
        }
    }

    @Test("rectangles: overlap, containment, disjoint operands and the empty path")
    func rectangles() {
        let a = Path(rect: Rect(x: 0, y: 0, width: 100, height: 60))
        let b = Path(rect: Rect(x: 70, y: 20, width: 50, height: 80))
        // Overlap 30 × 40 = 1200.
        #expect(Self.area(a.union(b)) == 6000 + 4000 - 1200)
        #expect(Self.area(a.intersection(b)) == 1200)
        #expect(Self.area(a.subtracting(b)) == 6000 - 1200)
        #expect(Self.area(b.subtracting(a)) == 4000 - 1200)
        // The intersection is the 30 × 40 rectangle: one contour of 4 vertices.
        #expect(Self.contours(a.intersection(b)).map(\.count) == [4])
        // Containment: the inner rectangle is the intersection, the frame is the difference (a hole).
        let inner = Path(rect: Rect(x: 20, y: 10, width: 30, height: 20))
        #expect(Self.area(a.union(inner)) == 6000)
        #expect(Self.area(a.intersection(inner)) == 600)
        let frame = a.subtracting(inner)
        #expect(Self.area(frame) == 5400)
        #expect(Self.contours(frame).count == 2)
        #expect(!frame.contains(Point(x: 30, y: 20)))
        #expect(frame.contains(Point(x: 5, y: 5)))
        // Disjoint: the union is both, the intersection nothing.
        let far = Path(rect: Rect(x: 200, y: 0, width: 10, height: 10))
        #expect(Self.area(a.union(far)) == 6100)
        #expect(a.intersection(far).isEmpty)
        // Empty operands.
        #expect(Self.area(a.union(Path())) == 6000)
        #expect(Self.area(Path().union(a)) == 6000)
        #expect(a.intersection(Path()).isEmpty)
        #expect(Self.area(a.subtracting(Path())) == 6000)
        #expect(Path().subtracting(a).isEmpty)
    }

    @Test("a ring: a circle minus a smaller concentric one has area π(R² − r²) and a hole")
    func ring() {
        let ring = Self.circle(0, 0, 60).subtracting(Self.circle(0, 0, 30))
        #expect(Self.close(Self.area(ring), Double.pi * (60 * 60 - 30 * 30)))
        #expect(Self.contours(ring).count == 2)
        #expect(!ring.contains(Point(x: 0, y: 0)))
        #expect(ring.contains(Point(x: 45, y: 0)))
        #expect(!ring.contains(Point(x: 61, y: 0)))
    }

    @Test("two adjacent squares unite into one rectangle of 4 vertices: the shared edge leaves no seam")
    func adjacentSquares() {
        let a = Path(rect: Rect(x: 0, y: 0, width: 40, height: 40))
        let b = Path(rect: Rect(x: 40, y: 0, width: 40, height: 40))
        let u = a.union(b)
        let contours = Self.contours(u)
        #expect(contours.count == 1)
        #expect(contours.first?.count == 4)
        #expect(
            Set(contours.first ?? []) == [
                Point(x: 0, y: 0), Point(x: 80, y: 0), Point(x: 80, y: 40), Point(x: 0, y: 40),
            ])
        // Sharing half an edge: a step of two squares, one 8-vertex contour (4 corners each, none shared).
        let c = Path(rect: Rect(x: 40, y: 20, width: 40, height: 40))
        #expect(Self.contours(a.union(c)).map(\.count) == [8])
        #expect(Self.area(a.union(c)) == 3200)
        // Touching only: their intersection has no area.
        #expect(a.intersection(b).isEmpty)
    }

    @Test("squares touching at a corner: the union keeps both, as two contours")
    func touchingVertex() {
        let a = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = Path(rect: Rect(x: 10, y: 10, width: 10, height: 10))
        let u = a.union(b)
        #expect(Self.area(u) == 200)
        #expect(Self.contours(u).map(\.count) == [4, 4])
        #expect(Self.area(a.symmetricDifference(b)) == 200)
    }

    @Test("eoFill: a self-overlapping operand has a hole under the even-odd rule, none under non-zero")
    func evenOddOperands() {
        // One path of two overlapping squares wound the same way: the 10 × 10 overlap winds twice.
        var twice = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
        twice.addRect(Rect(x: 10, y: 10, width: 20, height: 20))
        let far = Path(rect: Rect(x: 100, y: 100, width: 1, height: 1))
        #expect(Self.area(twice.union(far)) == 700 + 1)
        #expect(Self.area(twice.union(far, eoFill: true)) == 600 + 1)
        #expect(!twice.union(far, eoFill: true).contains(Point(x: 15, y: 15)))
        // A pentagram: the centre pentagon is inside with non-zero, outside with even-odd.
        var star = Path()
        for k in 0..<5 {
            let angle = Double(k) * 4 * Double.pi / 5 - Double.pi / 2
            let p = Point(x: 50 * cos(angle), y: 50 * sin(angle))
            if k == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        let box = Path(rect: Rect(x: -60, y: -60, width: 120, height: 120))
        let nonZero = star.intersection(box)
        let evenOdd = star.intersection(box, eoFill: true)
        #expect(nonZero.contains(Point(x: 0, y: 0)))
        #expect(!evenOdd.contains(Point(x: 0, y: 0)))
        // The difference is the inner pentagon: circumradius ρ = R·sin 18°/sin 126°, area (5/2)ρ² sin 72°.
        let rho = 50 * sin(Double.pi / 10) / sin(7 * Double.pi / 10)
        let pentagon = 2.5 * rho * rho * sin(2 * Double.pi / 5)
        #expect(Self.close(Self.area(nonZero) - Self.area(evenOdd), pentagon, within: 1e-6))
    }

    @Test("a self-intersecting bowtie united with nothing becomes its two triangles")
    func bowtie() {
        var bowtie = Path()
        bowtie.move(to: Point(x: 0, y: 0))
        bowtie.line(to: Point(x: 20, y: 20))
        bowtie.line(to: Point(x: 20, y: 0))
        bowtie.line(to: Point(x: 0, y: 20))
        bowtie.close()
        let u = bowtie.union(Path())
        #expect(Self.area(u) == 200)
        #expect(Self.contours(u).map(\.count) == [3, 3])
    }

    @Test("two 500-vertex polygons: |A ∪ B| + |A ∩ B| = |A| + |B| and |A − B| = |A| − |A ∩ B|")
    func manyVertices() {
        func wobbly(_ cx: Double, _ phase: Double) -> Path {
            var p = Path()
            for k in 0..<500 {
                let t = Double(k) / 500 * 2 * Double.pi
                let r = 100 + 15 * sin(7 * t + phase)
                let q = Point(x: cx + r * cos(t), y: r * sin(t))
                if k == 0 { p.move(to: q) } else { p.line(to: q) }
            }
            p.close()
            return p
        }
        let a = wobbly(0, 0)
        let b = wobbly(80, 1)
        let (areaA, areaB) = (Self.area(a), Self.area(b))
        let union = Self.area(a.union(b))
        let intersection = Self.area(a.intersection(b))
        #expect(abs(union + intersection - areaA - areaB) < 1e-6 * (areaA + areaB))
        #expect(abs(Self.area(a.subtracting(b)) - (areaA - intersection)) < 1e-6 * areaA)
        #expect(intersection > 0.3 * areaA && intersection < areaA)
    }

    @Test("a subpath with a non-finite coordinate is left out; the finite operand is kept")
    func nonFinite() {
        var bad = Path()
        bad.move(to: Point(x: 0, y: 0))
        bad.line(to: Point(x: .nan, y: 10))
        bad.line(to: Point(x: 10, y: .infinity))
        bad.close()
        let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(Self.area(square.union(bad)) == 100)
        #expect(square.intersection(bad).isEmpty)
        #expect(Self.lines(square.lineSubtraction(bad)).closed == 1)
    }

    @Test("the same operands give the same outline every time")
    func deterministic() {
        let a = Self.circle(0, 0, 40)
        let b = Self.circle(30, 10, 35)
        #expect(a.union(b) == a.union(b))
        #expect(a.symmetricDifference(b).elements == a.symmetricDifference(b).elements)
    }

    /// Total length of the path's subpaths (no curves), and whether any subpath is closed.
    static func lines(_ path: Path) -> (length: Double, subpaths: Int, closed: Int) {
        var (length, subpaths, closed) = (0.0, 0, 0)
        var pen = Point.zero
        var start = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                (pen, start) = (p, p)
                subpaths += 1
            case .line(let p):
                length += pen.distance(to: p)
                pen = p
            case .cubic: Issue.record("line operations return polylines")
            case .close:
                length += pen.distance(to: start)
                closed += 1
            }
        }
        return (length, subpaths, closed)
    }

    @Test("lineSubtraction and lineIntersection cut the outline into open subpaths inside and outside the other")
    func lineOperations() {
        let square = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        let rightHalf = Path(rect: Rect(x: 50, y: -10, width: 100, height: 120))
        // Outside: the left 50 of the top edge, the left edge and the left 50 of the bottom edge; one run that
        // crosses the subpath's start at the top-leading corner.
        let outside = Self.lines(square.lineSubtraction(rightHalf))
        #expect(abs(outside.length - 200) < 1e-9)
        #expect(outside.subpaths == 1)
        #expect(outside.closed == 0)
        let inside = Self.lines(square.lineIntersection(rightHalf))
        #expect(abs(inside.length - 200) < 1e-9)
        #expect(inside.subpaths == 1)
        #expect(inside.closed == 0)
        // A circle's outline minus a concentric smaller disc: nothing of it is inside; all of it, still closed, is
        // outside.
        let ring = Self.circle(0, 0, 50)
        #expect(ring.lineIntersection(Self.circle(0, 0, 20)).isEmpty)
        #expect(Self.lines(ring.lineSubtraction(Self.circle(0, 0, 20))).closed == 1)
        // A circle cut by a vertical band through its centre: two open arcs outside, one … inside: the band
        // x ∈ [−10, 10] holds two short arcs of the circle (top and bottom), each 2·r·asin(10/r) long.
        let band = Path(rect: Rect(x: -10, y: -60, width: 20, height: 120))
        let cut = Self.lines(ring.lineIntersection(band))
        #expect(cut.subpaths == 2)
        #expect(cut.closed == 0)
        #expect(Self.close(cut.length, 2 * 2 * 50 * asin(10.0 / 50), within: 1e-3))
        let rest = Self.lines(ring.lineSubtraction(band))
        #expect(rest.subpaths == 2)
        #expect(Self.close(rest.length + cut.length, 2 * Double.pi * 50, within: 1e-3))
        // An open receiver stays open: a line across the square keeps its middle.
        var across = Path()
        across.move(to: Point(x: -50, y: 50))
        across.line(to: Point(x: 150, y: 50))
        #expect(abs(Self.lines(across.lineIntersection(square)).length - 100) < 1e-9)
        #expect(Self.lines(across.lineSubtraction(square)).subpaths == 2)
    }
}
