// AnimationModifierTests.swift: delay, speed, repeatCount and repeatForever timings, and frame-rate independence.

import Testing
import Timeline

@testable import Animate

struct AnimationModifierTests {
    @Test("delay holds the start, then runs the base d seconds late")
    func delay() {
        // OpenSwiftUI DelayAnimation.swift, SpeedAnimation.swift and RepeatAnimation.swift: base time = max(0, t − d).
        let a = Animation.easeIn.delay(0.1)
        for t in [0.0, 0.05, 0.1] { #expect(a.value(at: t) == 0) }
        for t in [0.15, 0.3, 0.45] { #expect(a.value(at: t) == Animation.easeIn.value(at: t - 0.1)) }
        #expect(abs(a.settlingDuration! - 0.45) < 1e-12)
        #expect(a.velocity(at: 0.05) == 0)
    }

    @Test("speed(2) halves the duration and doubles the velocity")
    func speed() {
        // OpenSwiftUI DelayAnimation.swift, SpeedAnimation.swift and RepeatAnimation.swift: base time = t · s.
        let a = Animation.easeInOut.speed(2)
        #expect(a.settlingDuration == 0.175)
        #expect(a.value(at: 0.0875) == Animation.easeInOut.value(at: 0.175))
        #expect(a.velocity(at: 0.05) == Animation.easeInOut.velocity(at: 0.1)! * 2)
    }

    @Test("the outermost modifier transforms time first")
    func order() {
        // OpenSwiftUI DelayAnimation.swift, SpeedAnimation.swift and RepeatAnimation.swift: `.delay(d).speed(s)`
        // evaluates the base at max(0, t·s − d); `.speed(s).delay(d)` at max(0, t − d)·s.
        let ds = Animation.linear(duration: 1).delay(0.2).speed(2)
        let sd = Animation.linear(duration: 1).speed(2).delay(0.2)
        #expect(abs(ds.value(at: 0.3) - 0.4) < 1e-7)  // 0.3·2 − 0.2
        #expect(abs(sd.value(at: 0.3) - 0.2) < 1e-7)  // (0.3 − 0.2)·2
        #expect(abs(ds.settlingDuration! - 0.6) < 1e-12)  // (1 + 0.2) / 2
        #expect(abs(sd.settlingDuration! - 0.7) < 1e-12)  // 1/2 + 0.2
    }

    @Test("repeatCount(3, autoreverses: true) plays forward, back, forward")
    func repeatAutoreverse() {
        // [APPLE] repeatCount: "autoreverse counts towards the repeatCount"; OpenSwiftUI DelayAnimation.swift,
        // SpeedAnimation.swift and RepeatAnimation.swift odd passes show value − base. Linear over 1 s: pass k spans
        // (k, k+1].
        let a = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        let cases: [(Double, Double)] = [(0.25, 0.25), (1.0, 1.0), (1.25, 0.75), (2.0, 0), (2.5, 0.5), (3.0, 1)]
        for (t, v) in cases { #expect(abs(a.value(at: t) - v) < 1e-7, "t = \(t)") }
        #expect(a.settlingDuration == 3)
        #expect(a.isFinished(at: 3.01))
        #expect(a.velocity(at: 1.5) == -1)
    }

    @Test("an even autoreversed count ends at the start, then shows the target")
    func repeatEvenJump() {
        // [APPLE]: "When autoreverse is true and repeatCount is 2, the animation moves forward, then reverses, then
        // stops"; once finished the attribute shows its model value (OpenSwiftUI DelayAnimation.swift,
        // SpeedAnimation.swift and RepeatAnimation.swift: a jump).
        let a = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        #expect(a.value(at: 2) < 1e-7)
        #expect(a.value(at: 2.001) == 1)
    }

    @Test("without autoreverse every pass starts over")
    func repeatRestart() {
        let a = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        #expect(abs(a.value(at: 1.25) - 0.25) < 1e-7)
        #expect(a.value(at: 1.0) == 1)
    }

    @Test("repeatForever never settles")
    func repeatForever() {
        let a = Animation.easeInOut.repeatForever()
        #expect(a.settlingDuration == nil)
        #expect(!a.isFinished(at: 1000))
        #expect(abs(a.value(at: 0.35 * 101 + 0.175) - 0.5) <= 1e-6)  // pass 101 is reversed; half way is still 0.5
    }

    @Test("repeat around a spring repeats its settling time")
    func repeatSpring() {
        // Each pass lasts the inner finish time (the exact-pass rule in Animation+Modifiers.swift).
        let inner = Animation.interpolatingSpring(stiffness: 100, damping: 15)
        let a = inner.repeatCount(2, autoreverses: false)
        let period = inner.settlingDuration!
        #expect(abs(a.settlingDuration! - 2 * period) < 1e-12)
        #expect(abs(a.value(at: period + 0.3) - inner.value(at: 0.3)) < 1e-12)
    }

    static let everyPreset: [Animation] = [
        .default, .linear, .easeIn, .easeOut, .easeInOut, .spring, .smooth, .snappy, .bouncy, .interactiveSpring,
        .interpolatingSpring, .spring(response: 0.5, dampingFraction: 0.3), .bouncy.delay(0.1).speed(1.5),
        .easeIn.speed(2).repeatCount(3, autoreverses: true), .snappy.repeatCount(2),
    ]

    @Test("30 and 60 fps sample one curve", arguments: everyPreset)
    func frameRateIndependence(animation: Animation) {
        // Issue #4: frame i is at i/fps (Timeline.FrameRate), so frame 2i at 60 fps is frame i at 30 fps.
        let (r30, r60) = (FrameRate(30), FrameRate(60))
        for i in 0...90 {
            let t = r30.seconds(ofFrame: i)
            #expect(t == r60.seconds(ofFrame: 2 * i))
            #expect(animation.value(at: t) == animation.value(at: r60.seconds(ofFrame: 2 * i)))
        }
        // And a value does not depend on what was sampled before it: queries are pure.
        let late = animation.value(at: 1.5)
        _ = (0..<45).map { animation.value(at: Double($0) / 30) }
        #expect(animation.value(at: 1.5) == late)
    }
}
