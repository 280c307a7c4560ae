// AnimatorSceneTests.swift: the forms `.keyframeAnimator` and `.phaseAnimator` accept, read from the view tree the
// content closure builds (the animated value arrives as plain modifier arguments). Expected values are straight
// lines and literal arithmetic worked out here; Layout-level timing is in LayoutTests/KeyframeLayoutTests.

import Testing

@testable import Scene

private func load(_ body: String) throws -> SceneProgram {
    try SceneProgram(source: "scene(width: 400, height: 300, fps: 60, duration: 3)\n" + body, path: "animators.scene")
}

/// The offset the content closure gave the root view at `time`.
private func offset(_ program: SceneProgram, _ time: Double) throws -> (x: Double, y: Double) {
    let modifiers = try program.view(time: time, frame: Int(time * 60)).chain.modifiers
    return try #require(modifiers.compactMap(\.offset).last)
}

struct AnimatorSceneTests {
    @Test("a nested key path animates a Double inside a struct inside the value")
    func nestedKeyPath() throws {
        let p = try load(
            """
            struct Inner { var x = 0.0 }
            struct Outer { var inner = Inner(); var y = 5.0 }
            @State var n = 0
            at(1) { n += 1 }
            Rectangle().keyframeAnimator(initialValue: Outer(), trigger: n) { content, v in
                content.offset(x: v.inner.x, y: v.y)
            } keyframes: { value in
                KeyframeTrack(\\.inner.x) { LinearKeyframe(40, duration: 0.5) }
            }
            """)
        #expect(try offset(p, 0.5) == (0, 5))
        let mid = try offset(p, 1.25)
        #expect(abs(mid.x - 20) < 1e-9 && mid.y == 5)
    }

    @Test("keyframe arguments may be literal arithmetic; integer literals are Doubles")
    func literalArithmetic() throws {
        let p = try load(
            """
            @State var n = 0
            at(0) { n = 1 }
            Rectangle().keyframeAnimator(initialValue: 0, trigger: n) { content, x in
                content.offset(x: x)
            } keyframes: { _ in
                LinearKeyframe(2 * 30 + 0.5, duration: 1 / 2)
            }
            """)
        #expect(abs(try offset(p, 0.25).x - 30.25) < 1e-9)
        #expect(try offset(p, 1).x == 60.5)
    }

    @Test("repeating: false shows the initial value; a LinearKeyframe's bezier timing curve is read as written")
    func repeatingFalseAndBezier() throws {
        let still = try load(
            """
            Rectangle().keyframeAnimator(initialValue: 7.0, repeating: false) { content, x in
                content.offset(x: x)
            } keyframes: { _ in LinearKeyframe(100, duration: 1) }
            """)
        #expect(try offset(still, 0.5).x == 7)
        let curved = try load(
            """
            Rectangle().keyframeAnimator(initialValue: 0.0) { content, x in content.offset(x: x) } keyframes: { _ in
                LinearKeyframe(100, duration: 1, timingCurve: .bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1)))
            }
            """)
        #expect(abs(try offset(curved, 0.3).x - 30) < 1e-4, "the (0,0)(1,1) Bézier is the identity")
    }

    @Test("integer phases are Doubles; the animation closure may return nil (a jump) or .none")
    func phaseForms() throws {
        let p = try load(
            """
            @State var n = 0
            at(1) { n += 1 }
            Rectangle().phaseAnimator([0, 10, 20], trigger: n) { content, phase in
                content.offset(x: phase)
            } animation: { phase in
                phase == 10 ? nil : (phase > 10 ? .linear(duration: 0.5) : .none)
            }
            """)
        #expect(try offset(p, 0.9).x == 0)
        // Entering 10 jumps (no time), entering 20 takes 0.5 s, returning to 0 jumps.
        #expect(abs(try offset(p, 1.25).x - 15) < 1e-5)
        #expect(try offset(p, 1.6).x == 0)
    }

    @Test("the content closure may ignore the view or the value with '_'")
    func underscores() throws {
        let p = try load(
            """
            Circle().phaseAnimator([0.0, 1.0]) { _, phase in
                Rectangle().offset(x: phase * 10)
            } animation: { _ in .linear(duration: 1) }
            """)
        let root = try p.view(time: 0.5, frame: 30)
        #expect(root.chain.leaf.shape == .rectangle)
        // The model value: phase 1 is entered at time 0 (its animation runs in layout, PhaseCycleTests), and
        // phase 0 again once that 1 s animation is complete.
        #expect(try offset(p, 0.5).x == 10)
        #expect(try offset(p, 1.5).x == 0)
    }
}
