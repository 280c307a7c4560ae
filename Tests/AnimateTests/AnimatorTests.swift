// AnimatorTests.swift: per-value animation with retargeting: springs merge keeping position and velocity, other
// animations combine (OpenSwiftUI AnimatorState.combine, DefaultCombiningAnimation.swift and
// FluidSpringAnimation.shouldMerge, OpenSwiftUI DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge).

import Foundation
import Geometry
import Testing

@testable import Animate

struct AnimatorTests {
    /// Backward and forward difference quotients around `t`, from the animator before and after an interruption.
    func differenceVelocities(before: Animator<Double>, after: Animator<Double>, at t: Double, step h: Double)
        -> (before: Double, after: Double)
    {
        ((before.value(at: t) - before.value(at: t - h)) / h, (after.value(at: t + h) - after.value(at: t)) / h)
    }

    @Test("a spring interrupted by a spring keeps position and velocity")
    func springMergesKeepingVelocity() {
        // OpenSwiftUI AnimatorState.combine, DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge: the
        // new spring takes the presented offset and the old spring's velocity and force; the begin time is kept and the
        // interval accumulates. Expected: value and integrator velocity identical at the interruption; difference
        // quotients over one 1/300 s step agree within 10 % (the target moved by 10, so the force jumps by k·10 ≈
        // 1579/s², ≈ 5 per second over a step, against a speed of ≈ 250 per second).
        var a = Animator(0.0)
        a.setTarget(100, animation: .spring, at: 0)
        let before = a
        a.setTarget(110, animation: .spring, at: 0.2)
        #expect(a.value(at: 0.2) == before.value(at: 0.2))
        #expect(a.velocity(at: 0.2) == before.velocity(at: 0.2))
        #expect(before.velocity(at: 0.2)! > 100)
        let (vb, va) = differenceVelocities(before: before, after: a, at: 0.2, step: 1.0 / 300)
        #expect(abs(va - vb) < 0.1 * abs(vb), "\(vb) → \(va)")
        guard case .single(_, let state?) = a.run?.animation else {
            Issue.record("expected a merged spring")
            return
        }
        #expect(state.startTime == 0.2)
        #expect(a.value(at: 3) == 110)
        #expect(!a.isAnimating(at: 3))
    }

    @Test("a spring with another response blends from the old response")
    func springBlend() {
        // OpenSwiftUI AnimatorState.combine, DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge:
        // blendInterval = previous.response − response, blendStart = the interruption's elapsed time.
        var a = Animator(0.0)
        a.setTarget(1, animation: .spring, at: 1)
        a.setTarget(2, animation: .interactiveSpring, at: 1.1)
        guard case .single(_, let state?) = a.run?.animation else {
            Issue.record("expected a merged spring")
            return
        }
        #expect(abs(state.blendInterval - 0.35) < 1e-12)  // 0.5 − 0.15
        #expect(abs(state.blendStart - 0.1) < 1e-12)
    }

    @Test("timing curves combine: the new curve blends from the running one, continuous in value and velocity")
    func bezierCombines() {
        // OpenSwiftUI AnimatorState.combine, DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge:
        // result = r0(t) + p1(t − e)·((V0 + V1) − r0(t)) for two timing curves. easeInOut starts with zero slope, so
        // velocity is continuous at the interruption (difference quotients at h = 1e-5 agree to the acceleration × h ≈
        // 2e4 × 1e-5).
        var a = Animator(0.0)
        a.setTarget(100, animation: .easeInOut, at: 0)
        let before = a
        a.setTarget(200, animation: .easeInOut, at: 0.1)
        #expect(a.value(at: 0.1) == before.value(at: 0.1))
        let (vb, va) = differenceVelocities(before: before, after: a, at: 0.1, step: 1e-5)
        #expect(abs(va - vb) < 1, "\(vb) → \(va)")
        for t in [0.15, 0.25, 0.35] {
            let r0 = 100 * Animation.easeInOut.value(at: t)
            let expected = r0 + Animation.easeInOut.value(at: t - 0.1) * (200 - r0)
            #expect(abs(a.value(at: t) - expected) < 1e-9)
        }
        // Finished with the last entry, 0.35 s after the interruption.
        #expect(a.isAnimating(at: 0.45))
        #expect(!a.isAnimating(at: 0.4501))
        #expect(a.value(at: 0.46) == 200)
    }

    @Test("interpolating springs combine continuously too")
    func interpolatingSpringsCombine() {
        // OpenSwiftUI AnimatorState.combine, DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge
        // ([APPLE] interpolatingSpring: "preserves velocity … by adding the effects of each animation"): combined, the
        // new fraction starts with zero slope (v0 = 0), so velocity is continuous.
        let spring = Animation.interpolatingSpring(stiffness: 170, damping: 15)
        var a = Animator(0.0)
        a.setTarget(50, animation: spring, at: 0)
        let before = a
        a.setTarget(-50, animation: spring, at: 0.15)
        #expect(a.value(at: 0.15) == before.value(at: 0.15))
        let (vb, va) = differenceVelocities(before: before, after: a, at: 0.15, step: 1e-5)
        #expect(abs(va - vb) < 0.05 * abs(vb) + 0.5, "\(vb) → \(va)")
        guard case .combining(let entries)? = a.run?.animation else {
            Issue.record("expected a combination")
            return
        }
        #expect(entries.count == 2)
        #expect(a.value(at: 5) == -50)
    }

    @Test("a spring interrupting a timing curve keeps its position and starts at rest")
    func springAfterBezier() {
        // OpenSwiftUI AnimatorState.combine, DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge: a
        // fluid spring always merges; timing curves report no velocity ([OSUI]), so the spring starts from the
        // presented position with velocity 0 (UNCONFIRMED against Apple, OpenSwiftUI BezierAnimation.swift).
        var a = Animator(0.0)
        a.setTarget(100, animation: .linear, at: 0)
        let before = a
        a.setTarget(30, animation: .spring, at: 0.2)
        #expect(a.value(at: 0.2) == before.value(at: 0.2))
        #expect(a.velocity(at: 0.2) == 0)
        #expect(a.isAnimating(at: 0.5))
    }

    @Test("a spring interrupting timingCurve(UnitCurve) takes its velocity")
    func springAfterUnitCurve() {
        // OpenSwiftUI BezierAnimation.swift; Apple: Animation.easeInOut —
        // developer.apple.com/documentation/swiftui/animation/easeinout; OpenSwiftUI AnimatorState.combine,
        // DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge: `UnitCurveAnimation` implements
        // velocity = curve.velocity · value / duration, so the merged spring starts with it: linear over 1 s to 100
        // moves at 100 per second.
        var a = Animator(0.0)
        a.setTarget(100, animation: .timingCurve(UnitCurve.linear, duration: 1), at: 0)
        a.setTarget(50, animation: .spring, at: 0.3)
        #expect(abs(a.value(at: 0.3) - 30) < 1e-6)
        #expect(abs(a.velocity(at: 0.3)! - 100) < 1e-6)
    }

    @Test("a spring sending a timing curve back to its start snaps there")
    func springBackToStartSnaps() {
        // Follows from OpenSwiftUI FluidSpringAnimation.animate; OpenSwiftUI AnimatorState.combine,
        // DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge as written: the merged spring starts at
        // rest with zero force, and its interval (100 − 100) is zero, so "|0.01·value|² == 0" finishes it at once and
        // the value shows its target. Both reverse engineerings ([OSUI], [DISASM]) have this test; not checked on a
        // device.
        var a = Animator(0.0)
        a.setTarget(100, animation: .linear, at: 0)
        a.setTarget(0, animation: .spring, at: 0.2)
        #expect(!a.isAnimating(at: 0.2))
        #expect(a.value(at: 0.2) == 0)
    }

    @Test("modified springs merge only with the same modifiers")
    func modifiedSpringMerge() {
        // OpenSwiftUI DelayAnimation.swift, SpeedAnimation.swift and RepeatAnimation.swift: shouldMerge through a
        // modifier requires an equal modifier and the same base type.
        var same = Animator(0.0)
        same.setTarget(10, animation: Animation.spring.delay(0.1), at: 0)
        same.setTarget(20, animation: Animation.spring.delay(0.1), at: 0.3)
        guard case .single = same.run?.animation else {
            Issue.record("expected a merge")
            return
        }
        var other = Animator(0.0)
        other.setTarget(10, animation: .easeIn, at: 0)
        other.setTarget(20, animation: Animation.spring.delay(0.1), at: 0.1)
        guard case .combining = other.run?.animation else {
            Issue.record("expected a combination")
            return
        }
        #expect(other.value(at: 0.1) == 10 * Animation.easeIn.value(at: 0.1))
    }

    @Test("a change without an animation jumps but keeps the running offset")
    func unanimatedChange() {
        // OpenSwiftUI AnimatableAttribute.swift and ConstantColor.swift: displayed = target − Δ + animated; a change
        // outside an animated transaction leaves Δ and the animation alone, so the value jumps by the change: 300 − 100
        // + 50 at half way through linear(1 s).
        var a = Animator(0.0)
        a.setTarget(100, animation: .linear(duration: 1), at: 0)
        a.setTarget(300, animation: nil, at: 0.5)
        #expect(abs(a.value(at: 0.5) - 250) < 1e-6)
        #expect(a.value(at: 1.5) == 300)
    }

    @Test("after an animation finishes, the next change starts afresh")
    func freshStart() {
        var a = Animator(Point(x: 0, y: 0))
        a.setTarget(Point(x: 10, y: 20), animation: .easeOut, at: 0)
        a.setTarget(Point(x: 0, y: 0), animation: .easeOut, at: 1)
        #expect(a.run?.beginTime == 1)
        let mid = a.value(at: 1.175)
        let p = Animation.easeOut.value(at: 0.175)
        #expect(abs(mid.x - 10 * (1 - p)) < 1e-9)
        #expect(abs(mid.y - 20 * (1 - p)) < 1e-9)
    }

    @Test("queries are pure: frames may be rendered in any order")
    func orderIndependence() {
        var a = Animator(Rect(x: 0, y: 0, width: 10, height: 10))
        a.setTarget(Rect(x: 50, y: 0, width: 20, height: 10), animation: .bouncy, at: 0)
        a.setTarget(Rect(x: 0, y: 40, width: 20, height: 30), animation: .easeIn, at: 0.2)
        let times = (0..<60).map { Double($0) / 60 + 0.2 }
        let forward = times.map { a.value(at: $0) }
        let backward = times.reversed().map { a.value(at: $0) }
        #expect(forward == Array(backward.reversed()))
    }
}
