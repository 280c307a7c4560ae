// ShapeDrawingTests.swift: scenes that stroke, trim, inset and border shapes, and build paths, rendered through the
// whole pipeline; expected areas and centroids are plane geometry computed here (Apple: Shape.stroke,
// InsettableShape.strokeBorder, Shape.trim(from:to:), View.border(_:width:), Path — developer.apple.com/documentation/
// swiftui).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

enum SceneRender {
    /// The frame at `time` and its leaves.
    static func render(_ source: String, at time: Double = 0) throws -> (Framebuffer, [PlacedLeaf]) {
        let p = try SceneProgram(source: source, path: "test.scene")
        let h = p.header
        let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: h.scale)
        let snapshots = try p.snapshots(time: time, frame: Int(time * 30))
        let leaves = engine.leaves(of: snapshots, at: time)
        let fb = Framebuffer(width: Int(h.width * h.scale), height: Int(h.height * h.scale))
        Renderer().render(DisplayList(items: leaves.displayItems), background: h.background, into: fb)
        return (fb, leaves)
    }

    /// Coverage of black ink on white (1 − green/255 per pixel): area and centroid at pixel centres.
    static func ink(_ fb: Framebuffer) -> (area: Double, x: Double, y: Double) {
        var (a, sx, sy) = (0.0, 0.0, 0.0)
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let c = 1 - Double(fb[x, y].g) / 255
                a += c
                sx += c * (Double(x) + 0.5)
                sy += c * (Double(y) + 0.5)
            }
        }
        return (a, sx / max(a, 1e-9), sy / max(a, 1e-9))
    }
}

struct ShapeDrawingTests {
    @Test("Circle().stroke(lineWidth: 10) in a 200 pt frame: a ring of radii 105 and 95 centred on the frame")
    func strokeRing() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 300, background: .white)
            Circle().stroke(Color.black, lineWidth: 10).frame(width: 200, height: 200)
            """)
        let m = SceneRender.ink(fb)
        let expected = Double.pi * (105.0 * 105 - 95 * 95)
        #expect(abs(m.area - expected) / expected < 0.001, "area \(m.area) vs \(expected)")
        #expect(abs(m.x - 150) < 0.01 && abs(m.y - 150) < 0.01)
    }

    @Test("Circle().strokeBorder(lineWidth: 10): the ring stays inside the frame, radii 100 and 90")
    func strokeBorderRing() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 300, background: .white)
            Circle().strokeBorder(Color.black, lineWidth: 10).frame(width: 200, height: 200)
            """)
        let m = SceneRender.ink(fb)
        let expected = Double.pi * (100.0 * 100 - 90 * 90)
        #expect(abs(m.area - expected) / expected < 0.001, "area \(m.area) vs \(expected)")
    }

    @Test(
        "Circle().trim(from: 0, to: 0.5).stroke: the lower half ring (SwiftUI's circle starts at +x and runs clockwise on screen)"
    )
    func trimmedHalfRing() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 300, background: .white)
            Circle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 10).frame(width: 200, height: 200)
            """)
        let m = SceneRender.ink(fb)
        let (R, r) = (105.0, 95.0)
        let area = Double.pi * (R * R - r * r) / 2
        let below = 4 * (R * R * R - r * r * r) / (3 * Double.pi * (R * R - r * r))
        #expect(abs(m.area - area) / area < 0.001, "area \(m.area) vs \(area)")
        #expect(abs(m.x - 150) < 0.02)
        #expect(abs(m.y - (150 + below)) < 0.02, "y \(m.y) vs \(150 + below)")
    }

    @Test("trim animates: halfway through a linear 1 s change of `to` from 0 to 1, a quarter… the drawn fraction is ½")
    func trimAnimates() throws {
        let source = """
            scene(width: 300, height: 300, duration: 2, background: .white)
            @State var end = 0.0
            at(0) { withAnimation(.linear(duration: 1)) { end = 1 } }
            Circle().trim(from: 0, to: end).stroke(Color.black, lineWidth: 10).frame(width: 200, height: 200)
            """
        let full = Double.pi * (105.0 * 105 - 95 * 95)
        let (half, _) = try SceneRender.render(source, at: 0.5)
        let (done, _) = try SceneRender.render(source, at: 1.5)
        #expect(abs(SceneRender.ink(half).area - full / 2) / full < 0.002, "\(SceneRender.ink(half).area)")
        #expect(abs(SceneRender.ink(done).area - full) / full < 0.001)
    }

    @Test("border(_:width:) draws inside the frame: a 100 × 60 frame with width 4 covers 100·60 − 92·52 px²")
    func border() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            Color.clear.frame(width: 100, height: 60).border(Color.black, width: 4)
            """)
        #expect(abs(SceneRender.ink(fb).area - (100 * 60 - 92 * 52)) < 0.01)
    }

    @Test("Path { p in … } and a mutated var Path draw the same triangle, filled with the foreground style; area ½·b·h")
    func pathBuilders() throws {
        let built = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            Path { p in
                p.move(to: CGPoint(x: 20, y: 20))
                p.addLine(to: CGPoint(x: 180, y: 20))
                p.addLine(to: CGPoint(x: 20, y: 120))
                p.closeSubpath()
            }
            .frame(width: 200, height: 200)
            """
        ).0
        let mutated = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            func triangle() -> Path {
                var p = Path()
                p.addLines([CGPoint(x: 20, y: 20), CGPoint(x: 180, y: 20), CGPoint(x: 20, y: 120)])
                p.closeSubpath()
                return p
            }
            triangle().frame(width: 200, height: 200)
            """
        ).0
        #expect(built.bytes == mutated.bytes)
        #expect(abs(SceneRender.ink(built).area - 0.5 * 160 * 100) < 0.5)
    }

    @Test("FillStyle(eoFill: true) leaves the overlap of two squares in one path empty")
    func evenOddFill() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            Path { p in
                p.addRect(CGRect(x: 20, y: 20, width: 100, height: 100))
                p.addRect(CGRect(x: 70, y: 70, width: 100, height: 100))
            }
            .fill(Color.black, style: FillStyle(eoFill: true))
            .frame(width: 200, height: 200)
            """)
        #expect(abs(SceneRender.ink(fb).area - (2 * 10000 - 2 * 2500)) < 0.01)
        #expect(fb[95, 95].g == 255)
        #expect(fb[40, 40].g == 0)
    }

    @Test("CGRect members and CGAffineTransform: insetBy, midX, applying a rotation about a point")
    func geometryValues() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            let r = CGRect(x: 40, y: 40, width: 120, height: 120).insetBy(dx: 20, dy: 20)
            let t = CGAffineTransform(translationX: -r.midX, y: -r.midY).concatenating(CGAffineTransform(rotationAngle: .pi / 4)).concatenating(CGAffineTransform(translationX: r.midX, y: r.midY))
            Path(r).applying(t).frame(width: 200, height: 200)
            """)
        let m = SceneRender.ink(fb)
        #expect(abs(m.area - 80 * 80) < 0.5)
        #expect(abs(m.x - 100) < 0.01 && abs(m.y - 100) < 0.01)
        #expect(fb[100, 100 - 55].g == 0)  // the diamond's top corner reaches 40√2 ≈ 56.6 above the centre
    }

    @Test("dash phase animates between states (marching ants): the leaf's dash phase is interpolated")
    func dashPhaseAnimates() throws {
        let source = """
            scene(width: 300, height: 100, duration: 2, background: .white)
            @State var phase = 0.0
            at(0) { withAnimation(.linear(duration: 1)) { phase = 20 } }
            Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: phase))
                .frame(width: 200, height: 50)
            """
        let (_, leaves) = try SceneRender.render(source, at: 0.5)
        #expect(abs((leaves.first?.drawing.stroke?.dashPhase ?? -1) - 10) < 1e-9)
    }
}

struct ShapeModifierTests {
    @Test("Rectangle().rotation(.degrees(45)) keeps its frame and turns the outline about its centre: a diamond")
    func rotation() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            Rectangle().rotation(.degrees(45)).fill(Color.black).frame(width: 100, height: 100)
            """)
        let m = SceneRender.ink(fb)
        #expect(abs(m.area - 10000) < 1)
        #expect(fb[100, 100 - 68].g == 0)  // the top corner reaches 50√2 ≈ 70.7 above the centre
        #expect(fb[52, 52].g == 255)  // the frame's corner is empty
    }

    @Test("Circle().scale(0.5, anchor: .topLeading).stroke: a circle of half the size in the top-leading quarter")
    func scaleAndStroke() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 300, background: .white)
            Circle().scale(0.5, anchor: .topLeading).stroke(Color.black, lineWidth: 4).frame(width: 200, height: 200)
            """)
        // The frame spans 50…250; the scaled circle has radius 50 about (100, 100).
        let m = SceneRender.ink(fb)
        let expected = Double.pi * (52.0 * 52 - 48 * 48)
        #expect(abs(m.area - expected) / expected < 0.002)
        #expect(abs(m.x - 100) < 0.02 && abs(m.y - 100) < 0.02)
    }

    @Test("UnevenRoundedRectangle: square corners where the radius is 0, round ones elsewhere")
    func uneven() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 40, style: .circular).fill(Color.black).frame(width: 100, height: 100)
            """)
        // Two circular corners of radius 40 each remove (1 − π/4)·40² from the 100 × 100 square.
        let expected = 10000 - 2 * (1 - Double.pi / 4) * 1600
        #expect(abs(SceneRender.ink(fb).area - expected) < 1)
        #expect(fb[51, 51].g == 255 && fb[148, 148].g == 255)  // rounded corners
        #expect(fb[148, 51].g == 0 && fb[51, 148].g == 0)  // square corners
    }
}

struct DrawingDiagnosticsTests {
    func errors(_ source: String) -> String {
        do {
            _ = try SceneProgram(source: source, path: "bad.scene")
            return ""
        } catch { return error.rendered }
    }

    @Test("mutating a 'let' Path is a located error with swiftc's message and a hint")
    func letPath() {
        let text = errors(
            """
            scene(width: 100, height: 100)
            func f() -> Path {
                let p = Path()
                p.addLine(to: CGPoint(x: 1, y: 1))
                return p
            }
            f()
            """)
        #expect(text.contains("bad.scene:4:5: error: cannot use mutating member on immutable value: 'p' is a 'let' constant"))
        #expect(text.contains("change 'let' to 'var'"))
    }

    @Test("a wrong StrokeStyle label and stroke on a non-shape are located errors")
    func strokeErrors() {
        let label = errors(
            """
            scene(width: 100, height: 100)
            Circle().stroke(Color.red, style: StrokeStyle(linewidth: 3))
            """)
        #expect(label.contains("bad.scene:2:"))
        #expect(label.contains("linewidth"))
        let text = errors(
            """
            scene(width: 100, height: 100)
            Text("a").stroke(Color.red, lineWidth: 2)
            """)
        #expect(text.contains("bad.scene:2:11: error: value of type 'some View' has no member 'stroke'"))
    }
}
