// OffCanvasRootTests.swift: a header-less file whose drawing lies largely outside the root's own frame (a balloon at
// `.offset(y: 300)`, cards fanned over a small frame: a leaf more than a quarter outside) is drawn on the preview
// screen, as the Xcode preview it was written against shows it; a drawing that only overhangs its frame (a rotated
// square, a small offset) keeps the fitted canvas, as ImageRenderer's.
// Rule: Apple: ImageRenderer (the image is the view's size) and Xcode previews (the view centred on the device's
// screen, 393 × 852 pt for the iPhone anim answers for, Builtins+UIScreen.swift).

import Foundation
import Geometry
import Render
import Scene
import Testing

@testable import Layout

struct OffCanvasRootTests {
    func canvas(_ root: String) throws -> (Double, Double, [Diagnostic]) {
        let program = try SceneProgram(
            source: "struct V: View {\n    var body: some View {\n        \(root)\n    }\n}\n#Preview { V() }\n",
            path: "off.scene")
        return (program.header.width, program.header.height, program.warnings)
    }

    @Test("a circle at .offset(y: 300) from its 50 × 80 frame: the 393 × 852 screen, with one located warning")
    func wholeOffsetLeavesTheFrame() throws {
        let (w, h, warnings) = try canvas("Circle().fill(Color.red).frame(width: 50, height: 80).offset(y: 300)")
        #expect(w == 393 && h == 852)
        #expect(warnings.map(\.range.start.line) == [6])
        let (fb, _) = try SceneRender.render(
            "struct V: View {\n    var body: some View {\n        "
                + "Circle().fill(Color.red).frame(width: 50, height: 80).offset(y: 300)\n    }\n}\n#Preview { V() }\n")
        // Centred on the screen (196.5, 426), then 300 down: the circle's centre is at (196.5, 726).
        var (area, sx, sy) = (0.0, 0.0, 0.0)
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let a = Double(fb[x, y].a) / 255
                (area, sx, sy) = (area + a, sx + a * (Double(x) + 0.5), sy + a * (Double(y) + 0.5))
            }
        }
        #expect(fb.width == 393 && fb.height == 852)
        // The frame's x origin 171.5 snaps to a whole pixel: the centre is 196.5 ± 0.5.
        #expect(abs(sx / area - 196.5) <= 0.51 && abs(sy / area - 726) < 0.01, "\(sx / area), \(sy / area)")
    }

    @Test("an overhang keeps the fitted canvas: a square rotated 45° (17 % outside), a 100-wide bar moved 20 (20 %)")
    func overhangKeepsTheFittedCanvas() throws {
        let rotated = try canvas("Rectangle().frame(width: 100, height: 100).rotationEffect(.degrees(45))")
        #expect(rotated.0 == 100 && rotated.1 == 100 && rotated.2.isEmpty)
        let moved = try canvas("Rectangle().frame(width: 100, height: 20).offset(x: 20)")
        #expect(moved.0 == 100 && moved.1 == 20 && moved.2.isEmpty)
    }

    @Test("a bar moved 60 past its frame (60 % outside) and cards fanned over a 100 × 100 frame: the preview screen")
    func largeOverhangUsesTheScreen() throws {
        let moved = try canvas("Rectangle().frame(width: 100, height: 20).offset(x: 60)")
        #expect(moved.0 == 393 && moved.1 == 852 && moved.2.count == 1)
        // Cards over one 100 × 100 frame, as a "cascading cards" demo draws them: offsets of 35–40 pt, turns of
        // 10–20° and a 1.3× scale put each card a third or more outside the frame.
        let fan = """
            ZStack {
                    RoundedRectangle(cornerRadius: 12).fill(Color.red).frame(width: 100, height: 100)
                        .rotationEffect(.degrees(-20)).offset(x: -40, y: -30)
                    RoundedRectangle(cornerRadius: 12).fill(Color.yellow).frame(width: 100, height: 100)
                        .rotationEffect(.degrees(10)).offset(x: 35, y: -35)
                    RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 100, height: 100)
                        .scaleEffect(1.3)
                }
                .frame(width: 100, height: 100)
            """
        let (w, h, warnings) = try canvas(fan)
        #expect(w == 393 && h == 852)
        #expect(warnings.count == 1 && warnings.first?.message.contains("drawn outside") == true)
        // The share itself: a square turned 45° in its own frame is (√2 − 1)² = 3 − 2√2 ≈ 17.2 % outside.
        let r = 50 * 2.0.squareRoot()
        let quad = [Point(x: 50, y: 50 - r), Point(x: 50 + r, y: 50), Point(x: 50, y: 50 + r), Point(x: 50 - r, y: 50)]
        let inside = abs(LayoutEngine.area(LayoutEngine.clip(quad, to: Rect(x: 0, y: 0, width: 100, height: 100))))
        #expect(abs(1 - inside / 10_000 - (3 - 2 * 2.0.squareRoot())) < 1e-9)
    }

    @Test(
        "a custom shape whose stroked curve bulges ~20 pt below its 100 × 100 rect: the screen; a stroked circle: fitted"
    )
    func inkOutsideTheFrame() throws {
        let bowl = """
            import SwiftUI
            struct Bowl: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: CGPoint(x: 0, y: rect.height))
                    p.addCurve(to: CGPoint(x: rect.width, y: rect.height), control1: CGPoint(x: 25, y: 125),
                        control2: CGPoint(x: 75, y: 125))
                    return p
                }
            }
            #Preview { Bowl().stroke(.blue, lineWidth: 5).frame(width: 100, height: 100) }
            """
        let program = try SceneProgram(source: bowl, path: "bowl.scene")
        #expect(program.header.width == 393 && program.header.height == 852 && program.warnings.count == 1)
        // The stroke's outer half is ImageRenderer's ordinary overhang: the ring keeps its 100 × 100 canvas.
        let ring = try canvas("Circle().stroke(Color.blue, lineWidth: 12).frame(width: 100, height: 100)")
        #expect(ring.0 == 100 && ring.1 == 100 && ring.2.isEmpty)
    }
}
