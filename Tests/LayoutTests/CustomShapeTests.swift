// CustomShapeTests.swift: a user `struct X: Shape` drawn through the pipeline: its `path(in:)` gets the frame layout
// gives it, it takes shape modifiers, and a stored `animatableData` animates between states (Apple: Shape,
// Animatable — developer.apple.com/documentation/swiftui/shape). Expected areas are sectors of a disc, ½·θ·r².

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct CustomShapeTests {
    static let source = """
        scene(width: 300, height: 300, duration: 2, background: .white)
        struct Wedge: Shape {
            var animatableData: Double
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: rect.midX, y: rect.midY))
                    p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .degrees(0), endAngle: .degrees(animatableData), clockwise: false)
                    p.closeSubpath()
                }
            }
        }
        @State var sweep = 90.0
        at(0) { withAnimation(.linear(duration: 1)) { sweep = 270 } }
        Wedge(animatableData: sweep).fill(Color.black).frame(width: 200, height: 200)
        """

    /// ½·θ·r² for θ in degrees, r = 100.
    static func sector(_ degrees: Double) -> Double { 0.5 * degrees * Double.pi / 180 * 100 * 100 }

    @Test("path(in:) receives the laid-out frame; animatableData animates: 90° at rest, 180° half-way, 270° after")
    func animates() throws {
        for (time, degrees) in [(0.0, 90.0), (0.5, 180.0), (1.5, 270.0)] {
            let (fb, _) = try SceneRender.render(CustomShapeTests.source, at: time)
            let m = SceneRender.ink(fb)
            let expected = CustomShapeTests.sector(degrees)
            #expect(abs(m.area - expected) / expected < 0.002, "t = \(time): \(m.area) vs \(expected)")
        }
    }

    @Test("a custom shape takes shape modifiers: trim and stroke")
    func strokes() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 300, background: .white)
            struct Bar: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { p in
                        p.move(to: CGPoint(x: rect.minX, y: rect.midY))
                        p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                    }
                }
            }
            Bar().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 10).frame(width: 200, height: 100)
            """)
        // Half of a 200 pt line, 10 pt wide, butt caps: 100 × 10, starting at the frame's left edge (x = 50).
        let m = SceneRender.ink(fb)
        #expect(abs(m.area - 1000) < 0.5)
        #expect(abs(m.x - 100) < 0.01 && abs(m.y - 150) < 0.01)
    }

    @Test("a Shape struct without path(in:) is a located error")
    func missingPath() throws {
        #expect(throws: SceneError.self) {
            _ = try SceneProgram(
                source: """
                    scene(width: 100, height: 100)
                    struct Nothing: Shape { var x = 1.0 }
                    Nothing().frame(width: 10, height: 10)
                    """, path: "bad.scene")
        }
    }
}
