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
    private func leaves(_ source: String, at time: Double = 0) throws -> [PlacedLeaf] {
        try PastedScene.leaves(source, path: "lang22b.scene", at: time)
    }

    /// A phase animator whose `animation:` closure returns the view's own `let animation` or builds one from its
    /// `let seconds`: phases false → true move a 20-point square from x 0 to 100 linearly over that duration, so at
    /// 0.5 s its centre is 100 + 50 / seconds (canvas 200 wide, the square centred at 100 before the offset).
    private static func pulse(member: String, closure: String, preview: String) -> String {
        """
        scene(width: 200, height: 100, fps: 10, duration: 4)
        struct Pulse: View {
            \(member)
            var body: some View {
                PhaseAnimator([false, true]) { on in
                    Rectangle().fill(.black).frame(width: 20, height: 20).offset(x: on ? 100 : 0)
                } animation: { _ in
                    \(closure)
                }
            }
        }
        \(preview)
        """
    }

    @Test(
        "a PhaseAnimator's animation closure reads the view's members",
        arguments: [
            ("let animation: Animation", "animation", "Pulse(animation: .linear(duration: 1))", 150.0),
            ("let seconds: Double", ".linear(duration: seconds)", "Pulse(seconds: 2)", 125.0),
        ])
    func phaseAnimationReadsSelf(member: String, closure: String, preview: String, centre: Double) throws {
        let found = try leaves(Self.pulse(member: member, closure: closure, preview: preview), at: 0.5)
        #expect(found.count == 1)
        guard let leaf = found.first else { return }
        let x = Point(x: leaf.frame.midX, y: leaf.frame.midY).applying(leaf.transform).x
        #expect(abs(x - centre) < 0.01, "centre \(x)")
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
