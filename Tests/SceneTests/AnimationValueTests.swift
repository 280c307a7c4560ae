// AnimationValueTests.swift: animations, springs, timing curves and transitions as ordinary scene values.
// Expected: every spelling of issue #4's catalogue means the factory call it names (Apple, SwiftUI "Animation",
// "Spring", "UnitCurve": signatures and defaults), and now also with variables, functions, arithmetic and
// method chains (issue 13).

import Animate
import Geometry
import Testing

@testable import Layout
@testable import Scene

struct AnimationValueTests {
    static let spellings: [(String, Animation)] = [
        // Issue #4's list of spellings, each against the factory call it names.
        (".spring(response: 0.5, dampingFraction: 0.5)", .spring(response: 0.5, dampingFraction: 0.5)),
        (".easeInOut(duration: 0.35)", .easeInOut(duration: 0.35)),
        (".bouncy.delay(0.1)", Animation.bouncy.delay(0.1)),
        (".spring(duration: 0.6, bounce: 0.3)", .spring(duration: 0.6, bounce: 0.3)),
        (".linear", .linear),
        (".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)", .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)),
        (".interpolatingSpring(stiffness: 100, damping: 10)", .interpolatingSpring(stiffness: 100, damping: 10)),
        (
            ".easeIn.speed(2).repeatCount(3, autoreverses: true)",
            Animation.easeIn.speed(2).repeatCount(3, autoreverses: true)
        ),
        ("Animation.smooth", .smooth),
        // More of the catalogue (Apple's signatures and defaults).
        (".default", .default), (".spring", .spring), (".spring()", .spring),
        (".interactiveSpring", .interactiveSpring),
        (".spring(blendDuration: 0.2)", .spring(duration: 0.5, bounce: 0, blendDuration: 0.2)),
        (".spring(dampingFraction: 0.6)", .spring(response: 0.5, dampingFraction: 0.6)),
        (".snappy(duration: 0.4, extraBounce: 0.1)", .snappy(duration: 0.4, extraBounce: 0.1)),
        (".interpolatingSpring", .interpolatingSpring(duration: 0.5, bounce: 0)),
        (
            ".interpolatingSpring(mass: 2, stiffness: 50, damping: 4, initialVelocity: 1)",
            .interpolatingSpring(mass: 2, stiffness: 50, damping: 4, initialVelocity: 1)
        ),
        (".spring(.bouncy)", .spring(Spring.bouncy)),
        (
            ".spring(Spring(mass: 1, stiffness: 100, damping: 10), blendDuration: 0.1)",
            .spring(Spring(mass: 1, stiffness: 100, damping: 10), blendDuration: 0.1)
        ),
        (".interpolatingSpring(Spring.snappy(duration: 0.3))", .interpolatingSpring(Spring.snappy(duration: 0.3))),
        (
            ".linear(duration: 1).repeatForever(autoreverses: false)",
            Animation.linear(duration: 1).repeatForever(autoreverses: false)
        ),
        (".easeOut.repeatForever()", Animation.easeOut.repeatForever()),
        ("  .easeIn(duration : 1_000e-3)  ", .easeIn(duration: 1)),
        (".easeIn.delay(-0.5)", Animation.easeIn.delay(-0.5)),
        (".timingCurve(.easeIn, duration: 0.5)", .timingCurve(UnitCurve.easeIn, duration: 0.5)),
        (
            ".timingCurve(UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.2), endControlPoint: .center), "
                + "duration: 1)",
            .timingCurve(UnitCurve(0.1, 0.2, 0.5, 0.5), duration: 1)
        ),
        // Expressions, not only literals.
        (".easeInOut(duration: 0.4 * 2).delay(1 / 4)", Animation.easeInOut(duration: 0.8).delay(0.25)),
        (".spring(duration: min(0.6, 0.9), bounce: 0.1 + 0.2)", .spring(duration: 0.6, bounce: 0.1 + 0.2)),
        ("true ? Animation.bouncy : .smooth", .bouncy),
    ]

    @Test("each spelling evaluates to the animation it names", arguments: spellings)
    func evaluates(text: String, expected: Animation) throws {
        #expect(try SceneExpression.animation(text) == expected)
    }

    @Test("descriptions read back to the same animation", arguments: spellings)
    func roundTrip(text: String, expected: Animation) throws {
        let value = try SceneExpression.animation(text)
        #expect(try SceneExpression.animation(value.description) == value, "\(value)")
    }

    @Test("descriptions keep the spelling")
    func descriptions() throws {
        #expect(try SceneExpression.animation(".bouncy.delay(0.1)").description == ".bouncy.delay(0.1)")
        #expect(Animation.easeInOut(duration: 0.35).description == ".easeInOut(duration: 0.35)")
    }

    @Test("springs: presets, presets with arguments, and Spring's initialisers")
    func springs() throws {
        #expect(try SceneExpression.spring(".bouncy") == .bouncy)
        #expect(try SceneExpression.spring("Spring.snappy") == .snappy)
        let custom = try SceneExpression.spring(".bouncy(duration: 0.4, extraBounce: 0.1)")
        #expect(abs(custom.response - 0.4) < 1e-12 && abs(custom.dampingRatio - 0.6) < 1e-12)
        let s = try SceneExpression.spring("Spring(duration: 0.6, bounce: 0.2)")
        #expect(abs(s.response - 0.6) < 1e-12 && abs(s.dampingRatio - 0.8) < 1e-12)
        let physical = try SceneExpression.spring("Spring(mass: 1, stiffness: 100, damping: 10)")
        #expect(abs(physical.stiffness - 100) < 1e-9 && abs(physical.damping - 10) < 1e-9)
        #expect(abs(try SceneExpression.spring(".init(response: 0.3, dampingRatio: 0.5)").response - 0.3) < 1e-12)
        let settling = try SceneExpression.spring("Spring(settlingDuration: 1, dampingRatio: 0.7)")
        #expect(settling == Spring(settlingDuration: 1, dampingRatio: 0.7))
    }

    @Test("curves: presets and bezier control points")
    func curves() throws {
        #expect(try SceneExpression.unitCurve(".easeInOut") == .easeInOut)
        #expect(try SceneExpression.unitCurve("UnitCurve.linear") == .linear)
        let b = try SceneExpression.unitCurve(
            ".bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.2, y: 1))")
        #expect(b == UnitCurve(0.2, 0, 0.2, 1))
    }

    static let errors: [(text: String, message: String, column: Int, hint: String?)] = [
        (".bouncey", "unknown animation '.bouncey'", 1, "did you mean '.bouncy'?"),
        (".easeInOut.dealy(0.1)", "value of type 'Animation' has no member 'dealy'", 12, "did you mean 'delay'?"),
        (".spring(response: 0.5, dampingFactor: 0.5)", "incorrect argument label", 24, nil),
        ("easeIn", "cannot find 'easeIn' in scope", 1, nil),
        (".easeIn(duration: 0.3", "expected ')'", 22, nil),
        (".timingCurve(0.2, 0.8, 0.2)", "missing argument", 27, nil),
        (".interpolatingSpring(damping: 5)", "missing argument", 32, nil),
        (".repeatCount(2)", "'.repeatCount' modifies an animation", 1, nil),
        (".easeIn.spring", "value of type 'Animation' has no member 'spring'", 9, nil),
        (".easeIn.repeatCount(1.5)", "cannot convert value of type 'Double' to expected argument type 'Int'", 21, nil),
        (".spring(.bouncyy)", "unknown Spring '.bouncyy'", 9, "did you mean '.bouncy'?"),
        (".timingCurve", "static method 'timingCurve' must be called", 1, nil),
        ("", "expected one expression of type 'Animation'", 1, nil),
        (".spring(UnitCurve.easeIn)", "cannot convert value of type 'UnitCurve'", 9, nil),
        (".timingCurve(.easeInn, duration: 1)", "unknown UnitCurve '.easeInn'", 14, "did you mean '.easeIn'?"),
        (".linear(duration: time)", "this argument must be a constant", 1, nil),
    ]

    @Test("errors name the place and the nearest known name", arguments: errors)
    func errorsNamePlace(text: String, message: String, column: Int, hint: String?) {
        do {
            let a = try SceneExpression.animation(text)
            Issue.record("evaluated \(text) as \(a)")
        } catch {
            let first = error.errors.first
            #expect(first?.message.contains(message) == true, "\(error.rendered)")
            #expect(first?.range.start.column == column, "\(error.rendered)")
            if let hint { #expect(first?.hint == hint, "\(error.rendered)") }
        }
    }

    @Test("the rendered error quotes the expression with a caret and a hint")
    func rendered() {
        #expect(throws: SceneError.self) { try SceneExpression.animation(".bouncey") }
        do {
            _ = try SceneExpression.animation(".easeInOut.delay(0.1).speedd(2)")
        } catch {
            #expect(
                error.rendered == """
                    EXPR:1:23: error: value of type 'Animation' has no member 'speedd'
                    .easeInOut.delay(0.1).speedd(2)
                                          ^~~~~~
                    hint: did you mean 'speed'?

                    """)
        }
    }

    // MARK: - In scenes

    private static let header = "scene(width: 200, height: 100, fps: 10)\n"

    @Test("animations in variables, functions, struct fields and arithmetic drive withAnimation")
    func variablesAndFunctions() throws {
        let program = try SceneProgram(
            source: AnimationValueTests.header + """
                let d = 0.4
                let b = 0.2
                let s = Animation.spring(duration: d, bounce: b)
                func slow(_ a: Animation, by f: Double) -> Animation { a.speed(1 / f) }
                struct Style { var animation: Animation = .easeIn(duration: d * 2) }
                @State var x = 0.0
                at(0.5) { withAnimation(s) { x = 1 } }
                at(1.0) { withAnimation(slow(.bouncy, by: 2).delay(d)) { x = 2 } }
                at(1.5) { withAnimation(Style().animation) { x = 3 } }
                at(2.0) { withAnimation(nil) { x = 4 } }
                Rectangle().offset(x: x)
                """, path: "values.scene")
        let animations = program.timeline.updates.map(\.animation)
        #expect(animations.count == 4)
        #expect(animations[0] == .spring(duration: 0.4, bounce: 0.2))
        #expect(animations[1] == Animation.bouncy.speed(0.5).delay(0.4))
        #expect(animations[2] == .easeIn(duration: 0.8))
        #expect(animations[3] == nil)
    }

    @Test(".animation(_:value:) and transitions take computed values; the modifier cases are unchanged")
    func modifiers() throws {
        let program = try SceneProgram(
            source: AnimationValueTests.header + """
                let d = 0.4
                let t0 = 0.1
                let t = AnyTransition.opacity.combined(with: .scale)
                @State var on = false
                Rectangle()
                    .animation(.easeInOut(duration: d * 2).delay(t0), value: on)
                    .transition(t)
                    .blendMode(.multiply)
                    .contentTransition(.numericText(countsDown: true))
                """, path: "modifiers.scene")
        let modifiers = try program.view(time: 0, frame: 0).chain.modifiers
        let animation = try #require(modifiers[0].typed(AnimationModifier.self)).animation
        #expect(animation == Animation.easeInOut(duration: 0.8).delay(0.1))
        let transition = try #require(modifiers[1].typed(TransitionModifier.self)).transition
        #expect(transition == .combined(.opacity, .scale(1e-5, anchor: .center)))
        #expect(modifiers[2].typed(BlendModeEffect.self)?.mode == "multiply")
        let kind = try #require(modifiers[3].typed(ContentTransitionModifier.self)).kind
        #expect(kind == .numericText(countsDown: true, value: nil, floating: false))
        #expect(
            program.timeline.implicitAnimationDuration
                == (Animation.easeInOut(duration: 0.8).delay(0.1)).settlingDuration)
    }

    @Test("a computed .animation(_:value:) animation is measured at load for the timeline")
    func measuredImplicitAnimation() throws {
        let program = try SceneProgram(
            source: AnimationValueTests.header + """
                @State var on = false
                func card(_ a: Animation?) -> some View { Rectangle().animation(a, value: on) }
                at(0.5) { on = true }
                card(.linear(duration: on ? 3 : 1))
                """, path: "measured.scene")
        #expect(program.timeline.implicitAnimationDuration == 3)
    }

    @Test("keyframes take springs and curves from constants")
    func keyframesFromConstants() throws {
        let program = try SceneProgram(
            source: AnimationValueTests.header + """
                let s = Spring(duration: 0.4, bounce: 0.3)
                let c = UnitCurve.easeIn
                let k = 2.0
                Rectangle().keyframeAnimator(initialValue: 1.0, trigger: 0) { content, v in content.scaleEffect(v) }
                    keyframes: { _ in
                        SpringKeyframe(k, duration: 0.5, spring: s)
                        LinearKeyframe(k * 2, duration: 0.5, timingCurve: c)
                    }
                """, path: "keyframes.scene")
        _ = try program.view(time: 0, frame: 0)
    }
}
