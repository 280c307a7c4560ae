// ShapeSetOperationTests.swift: `Shape.union(_:eoFill:)` and its siblings drawn: rendered coverage (the sum of a white
// fill's encoded red over a black background, linear in coverage: docs/ARCHITECTURE.md "Pixels are sRGB-encoded,
// premultiplied RGBA8") against closed-form areas, seams and interior lines, the fill rule of the operands, the line
// operations, and Path values combined in a custom Shape. Expected areas: the circle–circle lens
// A = 2r²·acos(d/2r) − (d/2)·√(4r² − d²) (Weisstein, "Circle-Circle Intersection", MathWorld, eq. 14); the rest
// elementary, computed in each test.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct ShapeSetOperationTests {
    static func render(_ body: String, width: Int = 300, height: Int = 200) throws -> Framebuffer {
        try ImageTests.render(
            SceneProgram(
                source: "scene(width: \(width), height: \(height), scale: 1, background: .black)\n" + body,
                path: "/tmp/setops.scene"))
    }

    /// The covered area in px²: white on black, so each pixel's red over 255 is its coverage.
    static func coverage(_ fb: Framebuffer) -> Double {
        var sum = 0
        for y in 0..<fb.height {
            for x in 0..<fb.width { sum += Int(fb.pixels[y * fb.bytesPerRow + x * 4]) }
        }
        return Double(sum) / 255
    }

    static func red(_ fb: Framebuffer, _ x: Int, _ y: Int) -> UInt8 { fb.pixels[y * fb.bytesPerRow + x * 4] }

    static func lens(_ r: Double, _ d: Double) -> Double {
        2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
    }

    static func within(_ value: Double, _ expected: Double, _ fraction: Double = 0.005) -> Bool {
        abs(value - expected) <= fraction * expected
    }

    @Test(
        "two circles 60 pt apart (r = 50): union, intersection, subtracting and symmetricDifference cover the lens areas"
    )
    func circles() throws {
        let (r, d) = (50.0, 60.0)
        let disc = Double.pi * r * r
        let lens = Self.lens(r, d)
        let expected: [(String, Double)] = [
            ("union", 2 * disc - lens), ("intersection", lens), ("subtracting", disc - lens),
            ("symmetricDifference", 2 * disc - 2 * lens),
        ]
        for (operation, area) in expected {
            let fb = try Self.render(
                "Circle().\(operation)(Circle().offset(x: 60)).fill(.white).frame(width: 100, height: 100)")
            let covered = Self.coverage(fb)
            #expect(Self.within(covered, area), "\(operation): \(covered) px² for \(area)")
        }
    }

    @Test("a ring: Circle minus its inset by 20 covers π(R² − r²), and its centre is background")
    func ring() throws {
        let fb = try Self.render(
            "Circle().subtracting(Circle().inset(by: 20)).fill(.white).frame(width: 120, height: 120)")
        #expect(Self.within(Self.coverage(fb), Double.pi * (60 * 60 - 40 * 40)))
        #expect(Self.red(fb, 150, 100) == 0)
        #expect(Self.red(fb, 150 + 50, 100) == 255)
    }

    @Test("rectangles: a 40 pt square united with itself moved 40 pt right is one 80 × 40 bar with no seam")
    func adjacentSquares() throws {
        // The frame is 40 × 40 centred at (150, 100): x 130…170, the bar reaches 210.
        let fb = try Self.render(
            "Rectangle().union(Rectangle().offset(x: 40)).fill(.white).frame(width: 40, height: 40)")
        #expect(Self.coverage(fb) == 3200)
        for y in 80..<120 {
            for x in [169, 170, 171] { #expect(Self.red(fb, x, y) == 255) }
        }
        // Overlapping rectangles: 40 × 40 and the same moved (20, 20): 2·1600 − 400.
        let overlap = try Self.render(
            "Rectangle().union(Rectangle().offset(x: 20, y: 20)).fill(.white).frame(width: 40, height: 40)")
        #expect(Self.coverage(overlap) == 2800)
        let inter = try Self.render(
            "Rectangle().intersection(Rectangle().offset(x: 20, y: 20)).fill(.white).frame(width: 40, height: 40)")
        #expect(Self.coverage(inter) == 400)
    }

    @Test("the stroke of a union outlines only the outer boundary: no arc crosses the lens")
    func strokeOfUnion() throws {
        // Circles centred at x 150 and 210 (y 100), r 50: circle 1's arc would cross the axis at x 200, circle 2's
        // at x 160, both inside the union.
        let united = try Self.render(
            "Circle().union(Circle().offset(x: 60)).stroke(.white, lineWidth: 2).frame(width: 100, height: 100)")
        #expect(Self.red(united, 200, 100) == 0)
        #expect(Self.red(united, 160, 100) == 0)
        #expect(Self.red(united, 100, 100) > 0)  // the outer boundary, at x 100 (150 − 50)
        // Drawn as two strokes, the arcs are there.
        let both = try Self.render(
            """
            ZStack {
                Circle().stroke(.white, lineWidth: 2)
                Circle().offset(x: 60).stroke(.white, lineWidth: 2)
            }.frame(width: 100, height: 100)
            """)
        #expect(Self.red(both, 200, 100) > 0)
        #expect(Self.red(both, 160, 100) > 0)
    }

    @Test("eoFill: a custom shape of two overlapping squares loses the overlap under the even-odd rule")
    func evenOdd() throws {
        let twice = """
            struct Twice: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
                    p.addRect(CGRect(x: 20, y: 20, width: 40, height: 40))
                    return p
                }
            }

            """
        let nonZero = try Self.render(
            twice + "Twice().intersection(Rectangle()).fill(.white).frame(width: 60, height: 60)")
        let evenOdd = try Self.render(
            twice + "Twice().intersection(Rectangle(), eoFill: true).fill(.white).frame(width: 60, height: 60)")
        #expect(Self.coverage(nonZero) == 2800)
        #expect(Self.coverage(evenOdd) == 2400)
        // The overlap's centre, (30, 30) in the frame at (120, 70).
        #expect(Self.red(nonZero, 150, 100) == 255)
        #expect(Self.red(evenOdd, 150, 100) == 0)
    }

    @Test("lineSubtraction strokes the part of the outline outside the other shape; lineIntersection the part inside")
    func lineOperations() throws {
        // A 100 × 100 square at x 100…200 minus its right half: the left edge stays, the right edge goes.
        let outside = try Self.render(
            "Rectangle().lineSubtraction(Rectangle().offset(x: 50)).stroke(.white, lineWidth: 4).frame(width: 100, height: 100)"
        )
        #expect(Self.red(outside, 100, 100) == 255)
        #expect(Self.red(outside, 200, 100) == 0)
        #expect(Self.red(outside, 125, 50) == 255)  // the top edge's left half
        #expect(Self.red(outside, 175, 50) == 0)
        let inside = try Self.render(
            "Rectangle().lineIntersection(Rectangle().offset(x: 50)).stroke(.white, lineWidth: 4).frame(width: 100, height: 100)"
        )
        #expect(Self.red(inside, 100, 100) == 0)
        #expect(Self.red(inside, 175, 50) == 255)
        // Stroked as one open line of 200 pt (top half, right edge, bottom half), 4 pt wide with butt caps: at each
        // of the two corners the miter adds a 2 × 2 square outside and the segments overlap by one inside, so the
        // area is 200 · 4; a closed outline would have drawn the left edge too.
        #expect(abs(Self.coverage(inside) - 200 * 4) < 1)
    }

    @Test("Path values combine in a custom Shape's path(in:): an ellipse minus its inset is a ring")
    func pathValues() throws {
        let fb = try Self.render(
            """
            struct Ring: Shape {
                func path(in rect: CGRect) -> Path {
                    Path(ellipseIn: rect).subtracting(Path(ellipseIn: rect.insetBy(dx: 20, dy: 20)))
                }
            }
            Ring().fill(.white).frame(width: 120, height: 120)
            """)
        #expect(Self.within(Self.coverage(fb), Double.pi * (60 * 60 - 40 * 40)))
        #expect(Self.red(fb, 150, 100) == 0)
    }

    @Test("modifiers before the operation act on the receiver, after it on the result")
    func modifierOrder() throws {
        // offset before: the receiver moves 100 right, the operand stays: two disjoint 20 × 20 squares.
        let before = try Self.render(
            "Rectangle().offset(x: 100).union(Rectangle()).fill(.white).frame(width: 20, height: 20)")
        #expect(Self.coverage(before) == 800)
        #expect(Self.red(before, 150, 100) == 255)
        #expect(Self.red(before, 250, 100) == 255)
        // offset after: the united square moves 100 right together.
        let after = try Self.render(
            "Rectangle().union(Rectangle()).offset(x: 100).fill(.white).frame(width: 20, height: 20)")
        #expect(Self.coverage(after) == 400)
        #expect(Self.red(after, 150, 100) == 0)
        #expect(Self.red(after, 250, 100) == 255)
    }
}
