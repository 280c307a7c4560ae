// KeyframeLayoutTests.swift: `keyframeAnimator` and `phaseAnimator` in scenes, laid out at several times.
// Expected values come from formulas computed here: straight lines, smoothstep (the Hermite cubic with zero end
// slopes, which Catmull-Rom tangents give between equal neighbours), the damped spring's closed form (OpenSwiftUI
// Spring.swift, WebKit SpringSolver.h, k = (2π/response)², ζ = 1 − bounce), not from the Animate module.

import Foundation
import Geometry
import Layout
import Scene
import Testing

struct KeyframeLayoutTests {
    static let header = "scene(width: 400, height: 200, fps: 60, duration: 4)\n"

    func program(_ body: String) throws -> SceneProgram {
        try SceneProgram(source: KeyframeLayoutTests.header + body, path: "keyframes.scene")
    }

    func leaves(_ p: SceneProgram, _ t: Double) throws -> [PlacedLeaf] {
        let engine = LayoutEngine(canvas: Size(width: 400, height: 200), scale: 1)
        return engine.leaves(of: try p.snapshots(time: t, frame: Int(t * 60)), at: t)
    }

    /// The x scale of the first leaf (its transform's `a`: scale 1 draws 1 px per point).
    func scale(_ p: SceneProgram, _ t: Double) throws -> Double { try leaves(p, t)[0].transform.a }

    /// The first leaf's frame origin in device pixels.
    func origin(_ p: SceneProgram, _ t: Double) throws -> Point {
        let leaf = try leaves(p, t)[0]
        return leaf.frame.origin.applying(leaf.transform)
    }

    /// x(t) of a unit-mass spring released at 0 with velocity v0 towards `goal` (OpenSwiftUI Spring.swift, WebKit
    /// SpringSolver.h, ζ ≤ 1).
    static func spring(response: Double, bounce: Double, target goal: Double, v0: Double, _ t: Double) -> Double {
        let w0 = 2 * Double.pi / response
        let zeta = 1 - bounce
        let lambda = zeta * w0
        if zeta == 1 { return goal - (goal + (lambda * goal - v0) * t) * exp(-lambda * t) }
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return goal - exp(-lambda * t) * (goal * cos(wd * t) + (lambda * goal - v0) / wd * sin(wd * t))
    }

    static let heart = """
        @State var likes = 0
        at(0.5) { likes += 1 }
        Rectangle().frame(width: 20, height: 20)
            .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                LinearKeyframe(1.6, duration: 0.15)
                SpringKeyframe(1.0, duration: 0.6, spring: .bouncy)
            }
        """

    @Test("a trigger plays a linear keyframe then a spring keyframe that starts with the linear one's velocity")
    func linearThenSpring() throws {
        let p = try program(KeyframeLayoutTests.heart)
        #expect(try scale(p, 0) == 1)
        #expect(try scale(p, 0.49) == 1, "the initial value until the trigger changes")
        #expect(abs(try scale(p, 0.5 + 0.075) - 1.3) < 1e-9, "halfway up the linear keyframe")
        // The spring keyframe (.bouncy: response 0.5, bounce 0.3) heads from 1.6 to 1.0 moving at 0.6/0.15 = 4/s.
        for s in [0.05, 0.2, 0.35, 0.55] {
            let expected = 1.6 + KeyframeLayoutTests.spring(response: 0.5, bounce: 0.3, target: -0.6, v0: 4, s)
            let got = try scale(p, 0.65 + s)
            #expect(abs(got - expected) < 1e-9, "spring at \(s) s: \(got) vs \(expected)")
        }
        // After 0.75 s the animation is over and holds where the spring was cut.
        let end = 1.6 + KeyframeLayoutTests.spring(response: 0.5, bounce: 0.3, target: -0.6, v0: 4, 0.6)
        #expect(abs(try scale(p, 2.0) - end) < 1e-9)
        #expect(abs(end - 1) < 0.05)
    }

    @Test("the value depends on time alone: an animated trigger update does not blend it between snapshots")
    func sameInEverySnapshot() throws {
        let p = try program(
            KeyframeLayoutTests.heart.replacingOccurrences(
                of: "at(0.5) { likes += 1 }", with: "at(0.5) { withAnimation(.linear(duration: 1)) { likes += 1 } }"))
        #expect(try p.snapshots(time: 0.575, frame: 34).count == 2, "the update is animating")
        #expect(abs(try scale(p, 0.575) - 1.3) < 1e-9)
    }

    @Test("a trigger during the animation restarts it from the current value (Apple: velocity preserved)")
    func retrigger() throws {
        let p = try program(
            KeyframeLayoutTests.heart.replacingOccurrences(
                of: "at(0.5) { likes += 1 }", with: "at(0.5) { likes += 1 }\nat(0.6) { likes += 1 }"))
        // At 0.6 s the scale is 1 + 0.6·(0.1/0.15) = 1.4; the new linear keyframe climbs from there to 1.6.
        #expect(abs(try scale(p, 0.6) - 1.4) < 1e-9)
        #expect(abs(try scale(p, 0.6 + 0.075) - 1.5) < 1e-9, "from 1.4, not from the initial 1.0")
    }

    @Test("several tracks animate a struct's properties independently; cubic, spring and move keyframes")
    func tracks() throws {
        // `angle` drives a rotation and `y` a uniform scale, read back exactly from the leaf's transform
        // (s·R(θ): a = s cos θ, b = s sin θ); positions would be pixel-rounded.
        let p = try program(
            """
            struct Values { var angle = 0.0; var y = 0.0; var alpha = 1.0 }
            @State var likes = 0
            at(1) { likes += 1 }
            Rectangle().frame(width: 20, height: 20)
                .keyframeAnimator(initialValue: Values(), trigger: likes) { content, v in
                    content.scaleEffect(1 + v.y / 100).rotationEffect(.degrees(v.angle)).opacity(v.alpha)
                } keyframes: { _ in
                    KeyframeTrack(\\.angle) { CubicKeyframe(100, duration: 0.2); CubicKeyframe(0, duration: 0.3) }
                    KeyframeTrack(\\.y) {
                        SpringKeyframe(-40, duration: 0.3)
                        MoveKeyframe(0)
                    }
                }
            """)
        func smoothstep(_ s: Double) -> Double { s * s * (3 - 2 * s) }
        for t in [0.0, 0.05, 0.1, 0.2, 0.3, 0.35, 0.45, 0.5, 1.0] {
            // angle: 0 → 100 → 0 with equal neighbours, so both knot tangents are 0: smoothstep each way.
            let angle = t < 0.2 ? 100 * smoothstep(t / 0.2) : t < 0.5 ? 100 * (1 - smoothstep((t - 0.2) / 0.3)) : 0
            // y: Spring() (response 0.5, ζ = 1) towards −40 for 0.3 s, then moved back to 0.
            let y = t < 0.3 ? KeyframeLayoutTests.spring(response: 0.5, bounce: 0, target: -40, v0: 0, t) : 0
            let m = try leaves(p, 1 + t)[0].transform
            let degrees = atan2(m.b, m.a) * 180 / .pi
            #expect(abs(degrees - angle) < 1e-9, "angle at \(t): \(degrees) vs \(angle)")
            #expect(abs((m.a * m.a + m.b * m.b).squareRoot() - (1 + y / 100)) < 1e-12, "scale at \(t)")
        }
        #expect(try leaves(p, 1.25)[0].color.opacity == 1, "a property without a track keeps its value")
        #expect(try leaves(p, 0.9)[0].transform.a == 1, "at rest before the trigger")
    }

    @Test("repeating: true loops the keyframes from time 0")
    func repeating() throws {
        let p = try program(
            """
            Rectangle().frame(width: 20, height: 20).position(x: 100, y: 100)
                .keyframeAnimator(initialValue: 0.0, repeating: true) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(100, duration: 0.5)
                    LinearKeyframe(0, duration: 0.5)
                }
            """)
        // Whole-pixel positions at these times, so pixel rounding does not enter.
        for (t, x) in [(0.0, 0.0), (0.25, 50.0), (0.5, 100.0), (1.25, 50.0), (1.75, 50.0), (3.1, 20.0)] {
            #expect(abs(try origin(p, t).x - (90 + x)) < 1e-9, "t = \(t)")
        }
    }

    static let phases = """
        @State var likes = 0
        at(0.5) { likes += 1 }
        Rectangle().frame(width: 20, height: 20).position(x: 100, y: 100)
            .phaseAnimator([0.0, 1.0, 2.0], trigger: likes) { content, phase in
                content.offset(y: phase * -20)
            } animation: { phase in
                phase == 2.0 ? .linear(duration: 0.2) : .linear(duration: 0.3)
            }
        """

    @Test("a phase animator steps 0 → 1 → 2 → 0, each step once the previous animation is complete")
    func phaseSequence() throws {
        let p = try program(KeyframeLayoutTests.phases)
        // Entering 1: 0.5–0.8 s (0.3 s); entering 2: 0.8–1.0 s (0.2 s); back to 0: 1.0–1.3 s (0.3 s).
        // The offsets are whole pixels at these times; 1e-5 allows for the linear curve's Bézier solver (WebKit
        // UnitBezier.h, Chromium cubic_bezier.cc).
        let expected: [(Double, Double)] = [
            (0.4, 0), (0.65, 0.5), (0.8, 1), (0.9, 1.5), (1.0, 2), (1.15, 1), (1.3, 0), (2, 0),
        ]
        for (t, phase) in expected {
            #expect(abs(try origin(p, t).y - (90 - 20 * phase)) < 1e-5, "t = \(t)")
        }
    }

    @Test("without a trigger the phases cycle from time 0")
    func phaseCycle() throws {
        let p = try program(
            """
            Rectangle().frame(width: 20, height: 20).position(x: 100, y: 100)
                .phaseAnimator([0.0, 1.0]) { content, phase in
                    content.offset(x: phase * 50)
                } animation: { _ in .linear(duration: 0.5) }
            """)
        // Whole pixels again (50 · phase).
        for (t, phase) in [(0.0, 0.0), (0.25, 0.5), (0.5, 1.0), (0.75, 0.5), (1.25, 0.5), (2.6, 0.8)] {
            #expect(abs(try origin(p, t).x - (90 + 50 * phase)) < 1e-5, "t = \(t)")
        }
    }

    @Test("a trigger written in a struct view is followed per instance: ForEach rows with their own triggers")
    func triggerInStruct() throws {
        let p = try program(
            """
            @State var likes = 0
            at(0.5) { likes += 1 }
            struct Heart: View {
                var count: Int
                var body: some View {
                    Rectangle().frame(width: 20, height: 20)
                        .keyframeAnimator(initialValue: 0.0, trigger: count) { content, x in
                            content.offset(x: x)
                        } keyframes: { _ in
                            LinearKeyframe(100, duration: 1)
                        }
                }
            }
            VStack {
                ForEach(0..<2) { i in
                    Heart(count: i == 0 ? likes : 0)
                }
            }
            """)
        let start = try leaves(p, 0).map { $0.frame.origin.applying($0.transform).x }
        let later = try leaves(p, 1).map { $0.frame.origin.applying($0.transform).x }
        #expect(abs(later[0] - (start[0] + 50)) < 1e-9, "the first row's trigger changed at 0.5 s")
        #expect(later[1] == start[1], "the second row's did not")
    }
}
