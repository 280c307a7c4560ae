// Lang22bTests.swift: issue #14 leftovers: `Self` in a generic View extension's closure parameter is the receiver's
// own type (a shape stays a shape), and a class's `lazy var` runs its initializer once, on first read.
// Rule: TSPL "Types" (Self Type: "the type of the current type … the dynamic type of the instance"); TSPL
// "Properties", Lazy Stored Properties ("a property whose initial value isn't calculated until the first time it's
// used"). Expected values: the shape filled red must draw what `Rectangle().fill(.red)` written directly draws, at
// the frame `.frame(width: 100, height: 100)` centres in a 200-point canvas (50…150); the lazy value computed from
// `rate` 2 is 2 × 10 = 20, and it stays 20 after `rate` becomes 5 (a re-run would give 50).

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct Lang22bTests {
    private func leaves(_ source: String) throws -> [PlacedLeaf] {
        let program = try SceneProgram(source: source, path: "lang22b.scene")
        let h = program.header
        let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: h.scale)
        return engine.leaves(of: try program.snapshots(time: 0, frame: 0), at: 0)
    }

    @Test("a View extension taking (Self) -> T passes a shape as the shape: r.fill(.red) on Rectangle()")
    func selfParameterKeepsReceiverType() throws {
        let viaExtension = try leaves(
            """
            scene(width: 200, height: 200)
            extension View {
                func modifiers<T: View>(@ViewBuilder _ f: (Self) -> T) -> some View { f(self) }
            }
            Rectangle().modifiers { r in r.fill(.red) }.frame(width: 100, height: 100)
            """)
        let direct = try leaves(
            """
            scene(width: 200, height: 200)
            Rectangle().fill(.red).frame(width: 100, height: 100)
            """)
        #expect(viaExtension.count == 1)
        #expect(direct.count == 1)
        guard let leaf = viaExtension.first, let reference = direct.first else { return }
        #expect(leaf.frame == Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(leaf.color == reference.color)
        #expect(leaf.color != Color(red: 0, green: 0, blue: 0))
    }

    @Test("a View extension's Self parameter on a non-shape view still takes the view")
    func selfParameterOnView() throws {
        let found = try leaves(
            """
            scene(width: 200, height: 200)
            extension View {
                func modifiers<T: View>(@ViewBuilder _ f: (Self) -> T) -> some View { f(self) }
            }
            Color.blue.modifiers { v in v.frame(width: 40, height: 20) }
            """)
        #expect(found.map(\.frame) == [Rect(x: 80, y: 90, width: 40, height: 20)])
    }

    @Test("a class's lazy var runs its initializer once: later reads keep the first value")
    func lazyVarEvaluatedOnce() throws {
        let texts = try FoundationFormatTests.previewTexts(
            """
            final class Model {
                var rate = 2.0
                lazy var first: Double = rate * 10
                func bump() { rate = 5 }
                func both() -> String { "\\(first) \\(rate)" }
            }
            func run() -> String {
                let m = Model()
                let a = m.first
                m.rate = 5
                return "\\(a) \\(m.first)"
            }
            func viaVar() -> String {
                var m = Model()
                m.bump()
                return m.both()
            }
            func readThenBump() -> String {
                var m = Model()
                let a = m.both()
                m.bump()
                return a + " " + m.both()
            }

            """,
            "Text(run())\nText(viaVar())\nText(readThenBump())")
        #expect(texts == ["20.0 20.0", "50.0 5.0", "20.0 2.0 20.0 5.0"])
    }
}
