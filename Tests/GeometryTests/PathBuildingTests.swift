// PathBuildingTests.swift: Path's building methods, bounding rect, length and trim against closed forms (Apple:
// Path — developer.apple.com/documentation/swiftui/path; CGContext.addArc's flipped-space convention: in SwiftUI's
// y-down space `clockwise: false` sweeps toward +y, clockwise on screen).

import Foundation
import Geometry
import Testing

struct PathBuildingTests {
    func close(_ a: Point?, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test(
        "addArc clockwise: false from 0° to 90° ends at +y (below the centre on screen); clockwise: true goes the other way round"
    )
    func arcDirection() {
        var p = Path()
        p.addArc(
            center: Point(x: 0, y: 0), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(close(p.currentPoint, Point(x: 0, y: 10)))
        #expect(abs(p.length - 5 * Double.pi) < 0.01)  // a quarter turn
        var q = Path()
        q.addArc(
            center: Point(x: 0, y: 0), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(close(q.currentPoint, Point(x: 0, y: 10)))
        #expect(abs(q.length - 15 * Double.pi) < 0.01)  // three quarters, through −y
        #expect(q.boundingRect.minY < -9.99)
    }

    @Test(
        "addArc(tangent1End:tangent2End:radius:) rounds a right-angle corner: line to (90, 0), quarter arc to (100, 10)"
    )
    func tangentArc() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addArc(tangent1End: Point(x: 100, y: 0), tangent2End: Point(x: 100, y: 100), radius: 10)
        #expect(close(p.currentPoint, Point(x: 100, y: 10), 1e-9))
        #expect(abs(p.length - (90 + 5 * Double.pi)) < 0.01)
    }

    @Test("addQuadCurve is the exactly equal cubic: its midpoint is (p0 + 2c + p1)/4")
    func quadCurve() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))
        #expect(abs(p.boundingRect.maxY - 50) < 1e-9)  // the curve's top, not the control point's 100
        #expect(abs(p.bounds.maxY - 200.0 / 3) < 1e-9)  // the cubic's control points reach 2/3 of the way
    }

    @Test("boundingRect is the curve's extent, smaller than the control points' box")
    func boundingRect() {
        let circle = Path(ellipseIn: Rect(x: 10, y: 20, width: 100, height: 60))
        let r = circle.boundingRect
        #expect(
            abs(r.minX - 10) < 1e-9 && abs(r.maxX - 110) < 1e-9 && abs(r.minY - 20) < 1e-9 && abs(r.maxY - 80) < 1e-9)
    }

    @Test("trimmedPath(from: 0.25, to: 0.5) of a circle is the arc from +y to −x (clockwise on screen from +x)")
    func trimCircle() {
        let circle = Path(ellipseIn: Rect(x: -50, y: -50, width: 100, height: 100))
        let part = circle.trimmedPath(from: 0.25, to: 0.5)
        guard case .move(let start)? = part.elements.first else {
            Issue.record("no move")
            return
        }
        #expect(close(start, Point(x: 0, y: 50), 1e-3))
        #expect(close(part.currentPoint, Point(x: -50, y: 0), 1e-3))
        #expect(abs(part.length - circle.length / 4) < 1e-3)
    }

    @Test(
        "Rectangle's trim starts at the top-leading corner and runs clockwise on screen: 0…0.25 of a 100 × 100 is the top edge"
    )
    func trimRectangle() {
        let square = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        let top = square.trimmedPath(from: 0, to: 0.25)
        #expect(top.elements.count == 2)
        #expect(close(top.currentPoint, Point(x: 100, y: 0)))
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(square.trimmedPath(from: 0, to: 1).elements == square.elements)
    }

    @Test(
        "addRelativeArc sweeps its delta; addLines, addRect and addPath append subpaths; contains uses non-zero winding"
    )
    func building() {
        var p = Path()
        p.addRelativeArc(center: Point(x: 0, y: 0), radius: 10, startAngle: .degrees(90), delta: .degrees(-180))
        #expect(close(p.currentPoint, Point(x: 0, y: -10)))
        var q = Path()
        q.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        q.addLines([Point(x: 20, y: 0), Point(x: 30, y: 0)])
        q.addPath(
            Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), transform: AffineTransform(translationX: 50, y: 0))
        #expect(q.contains(Point(x: 5, y: 5)))
        #expect(q.contains(Point(x: 55, y: 5)))
        #expect(!q.contains(Point(x: 35, y: 5)))
        #expect(abs(q.boundingRect.maxX - 60) < 1e-9)
    }

    @Test(
        "Dasher: [10, 5] with phase 12 starts 2 into the 5-long gap; odd patterns repeat; all-zero patterns do not dash"
    )
    func dasher() {
        var line = Polyline()
        line.points = [Point(x: 0, y: 0), Point(x: 40, y: 0)]
        line.corners = [true, true]
        let dashes = Dasher(pattern: [10, 5], phase: 12).dashes(of: line)
        // Phase 12: 3 of the gap left, then on [3, 13], [18, 28], [33, 40].
        #expect(dashes.map { $0.points.first!.x } == [3, 18, 33])
        #expect(dashes.map { $0.points.last!.x } == [13, 28, 40])
        #expect(Dasher(pattern: [5], phase: 0).pattern == [5, 5])
        #expect(!Dasher(pattern: [0, 0], phase: 0).isActive)
    }
}
