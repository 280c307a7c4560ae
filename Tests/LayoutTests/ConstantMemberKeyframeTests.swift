// ConstantMemberKeyframeTests.swift: keyframe durations and values taken from a view's computed properties
// (Checker+ConstantMembers.swift), in a generic `ViewModifier<T: Equatable>` whose trigger is a `T` (Parser+Generics),
// as corpus3 file 40 (RippleEffect) and corpus file 07 (MarqueeTextView) write them. Expected scales are straight
// lines: a LinearKeyframe from 1 to `peak` over `rise` seconds is 1 + (peak − 1)·t/rise.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct ConstantMemberKeyframeTests {
    static func scale(_ p: SceneProgram, _ t: Double) throws -> Double {
        let engine = LayoutEngine(canvas: Size(width: 400, height: 200), scale: 1)
        return engine.leaves(of: try p.snapshots(time: t, frame: Int(t * 60)), at: t)[0].transform.a
    }

    static let source = """
        scene(width: 400, height: 200, fps: 60, duration: 4)
        struct Pulse<T: Equatable>: ViewModifier {
            var trigger: T
            var rise: TimeInterval { 0.5 }
            var peak: CGFloat { 1 + half }
            private var half: Double { return 0.5 }
            func body(content: Content) -> some View {
                content.keyframeAnimator(initialValue: 1.0, trigger: trigger) { view, s in
                    view.scaleEffect(s)
                } keyframes: { _ in
                    LinearKeyframe(peak, duration: rise)
                    LinearKeyframe(1.0, duration: self.rise * 2)
                }
            }
        }
        struct V: View {
            @State var count = 0
            var body: some View {
                Rectangle().frame(width: 20, height: 20)
                    .modifier(Pulse(trigger: count))
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { count += 1 } }
            }
        }
        V()
        """

    @Test("durations and values from computed properties; a generic Equatable trigger starts the animation")
    func computedDurations() throws {
        let p = try SceneProgram(source: ConstantMemberKeyframeTests.source, path: "k.scene")
        #expect(try ConstantMemberKeyframeTests.scale(p, 0.9) == 1)
        // Rising 1 → 1.5 over 0.5 s from the trigger at 1 s, then falling back over 1 s.
        #expect(abs(try ConstantMemberKeyframeTests.scale(p, 1.25) - 1.25) < 1e-9)
        #expect(abs(try ConstantMemberKeyframeTests.scale(p, 1.5) - 1.5) < 1e-9)
        #expect(abs(try ConstantMemberKeyframeTests.scale(p, 2.0) - 1.25) < 1e-9)
        #expect(abs(try ConstantMemberKeyframeTests.scale(p, 3.0) - 1.0) < 1e-9)
    }

    @Test("a computed property that reads a stored property is not a constant: a located error")
    func stateIsNotConstant() throws {
        let broken = ConstantMemberKeyframeTests.source.replacingOccurrences(
            of: "var rise: TimeInterval { 0.5 }", with: "var rise: TimeInterval { Double(trigger == trigger ? 1 : 2) }")
        do {
            _ = try SceneProgram(source: broken, path: "k.scene")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("this argument must be a constant number"))
        }
    }
}
