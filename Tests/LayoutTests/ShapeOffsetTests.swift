// ShapeOffsetTests.swift: `Shape.offset(x:y:)`/`offset(_:)` keep a shape a shape (Apple: Shape.offset(x:y:) —
// developer.apple.com/documentation/swiftui/shape/offset(x:y:), OffsetShape), so `.fill`/`.stroke` may follow, and
// compose with `.rotation(_:anchor:)`, `.scale(_:anchor:)` and `.inset(by:)`, innermost first. Black ink on white:
// the ink's area and centroid against the closed forms (a disc πr², a ring π(R² − r²), squares), each moved by the
// offset and turned about the frame's centre.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct ShapeOffsetTests {
    static func ink(_ body: String, at time: Double = 0, header: String = "") throws -> (
        area: Double, x: Double, y: Double
    ) {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 200, fps: 30, duration: 1, background: .white)
            \(header)
            \(body)
                .frame(width: 100, height: 100)
            """, at: time)
        return SceneRender.ink(fb)
    }

    @Test("Circle().offset(x: 20, y: 10).fill(.black): a disc of radius 50 centred at (120, 110)")
    func offsetThenFill() throws {
        let m = try ShapeOffsetTests.ink("Circle().offset(x: 20, y: 10).fill(Color.black)")
        let area = Double.pi * 2500
        #expect(abs(m.area - area) / area < 0.001, "\(m.area)")
        #expect(abs(m.x - 120) < 0.01 && abs(m.y - 110) < 0.01, "\(m.x), \(m.y)")
    }

    @Test("Circle().offset(CGSize(width: -15, height: 5)).stroke(lineWidth: 10): a ring π(55² − 45²) at (85, 105)")
    func offsetSizeThenStroke() throws {
        let m = try ShapeOffsetTests.ink(
            "Circle().offset(CGSize(width: -15, height: 5)).stroke(Color.black, lineWidth: 10)")
        let area = Double.pi * (55.0 * 55 - 45 * 45)
        #expect(abs(m.area - area) / area < 0.002, "\(m.area) vs \(area)")
        #expect(abs(m.x - 85) < 0.02 && abs(m.y - 105) < 0.02, "\(m.x), \(m.y)")
    }

    @Test("Rectangle().inset(by: 10).offset(x: 20): an 80 × 80 square centred at (120, 100)")
    func insetThenOffset() throws {
        let m = try ShapeOffsetTests.ink("Rectangle().inset(by: 10).offset(x: 20).fill(Color.black)")
        #expect(abs(m.area - 6400) < 1, "\(m.area)")
        #expect(abs(m.x - 120) < 0.01 && abs(m.y - 100) < 0.01)
    }

    @Test("Rectangle().scale(0.5).offset(x: 30): 50 × 50 at (130, 100); .offset(x: 30).rotation(90°): at (100, 130)")
    func composesWithScaleAndRotation() throws {
        let scaled = try ShapeOffsetTests.ink("Rectangle().scale(0.5).offset(x: 30).fill(Color.black)")
        #expect(abs(scaled.area - 2500) < 1, "\(scaled.area)")
        #expect(abs(scaled.x - 130) < 0.01 && abs(scaled.y - 100) < 0.01)
        // The offset applies first (innermost), then the rotation about the frame's centre turns +x into +y.
        let turned = try ShapeOffsetTests.ink(
            "Rectangle().scale(0.5).offset(x: 30).rotation(.degrees(90)).fill(Color.black)")
        #expect(abs(turned.area - 2500) < 1, "\(turned.area)")
        #expect(abs(turned.x - 100) < 0.01 && abs(turned.y - 130) < 0.01, "\(turned.x), \(turned.y)")
    }

    @Test("An animated Shape.offset interpolates: x 0 → 50 linearly over 1 s is 25 at 0.5 s, not pixel-snapped")
    func animated() throws {
        let m = try ShapeOffsetTests.ink(
            "Circle().offset(x: moved ? 50 : 0).fill(Color.black)", at: 0.5,
            header: "@State var moved = false\nat(0) { withAnimation(.linear(duration: 1)) { moved = true } }")
        #expect(abs(m.x - 125) < 0.01, "\(m.x)")
        let shifted = try ShapeOffsetTests.ink("Circle().offset(x: 0.25).fill(Color.black)")
        #expect(abs(shifted.x - 100.25) < 0.01, "\(shifted.x)")
    }
}
