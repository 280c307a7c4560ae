// FluidSpringTests.swift: the 1/300 s integrator behind `.spring`, `.smooth`, `.snappy`, `.bouncy`,
// `.interactiveSpring` and `.default`.

import Foundation
import Testing

@testable import Animate

struct FluidSpringTests {
    @Test("the presets' parameters")
    func presets() {
        // Apple: Animation.spring(duration:bounce:blendDuration:) —
        // developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:): `.spring`
        // resolves to spring(duration: 0.5, bounce: 0) ⇒ response 0.5, ζ 1 (the response overload, 0.825, is
        // disfavoured); `.smooth/.snappy/.bouncy` = bounce 0/0.15/0.3 over 0.5 s; `.interactiveSpring` =
        // interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25) ⇒ ζ 0.85. Apple: Animation.default —
        // developer.apple.com/documentation/swiftui/animation/default: `.default` = response 0.55, ζ 1 ([APPLE]
        // animation/default).
        func fluid(_ a: Animation) -> FluidSpringAnimation { a.fluidSpring! }
        #expect(fluid(.spring) == FluidSpringAnimation(response: 0.5, dampingFraction: 1, blendDuration: 0))
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1))
        #expect(Animation.spring != .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.smooth == .spring)
        #expect(abs(fluid(.snappy).dampingFraction - 0.85) < 1e-12)
        #expect(abs(fluid(.bouncy).dampingFraction - 0.7) < 1e-12)
        #expect(fluid(.interactiveSpring).response == 0.15)
        #expect(abs(fluid(.interactiveSpring).dampingFraction - 0.85) < 1e-12)
        #expect(fluid(.interactiveSpring).blendDuration == 0.25)
        #expect(fluid(.default) == FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0))
        // The response overloads keep their documented defaults ([APPLE]): 0.5/0.825 and 0.15/0.86/0.25.
        #expect(fluid(.spring(response: 0.5)).dampingFraction == 0.825)
        #expect(fluid(.interactiveSpring(response: 0.15)).dampingFraction == 0.86)
    }

    @Test("at t = 0.1 thirty steps sum to 0.09999999999999999, so a 31st step runs")
    func stepOvershoot() {
        // OpenSwiftUI FluidSpringAnimation.animate (the figure quoted there); ReferenceTwins.fluidStepCount accumulates
        // independently.
        let (n, time) = ReferenceTwins.fluidStepCount(reaching: 0.1)
        #expect(n == 31)
        #expect(abs(time - 31.0 / 300) < 1e-15)
        let state = FluidSpringAnimation(response: 0.5, dampingFraction: 1, blendDuration: 0)
            .advance(FluidSpringState<Double>(), toward: 1.0, until: 0.1).state
        #expect(abs(state.time - 0.10333333333333333) < 1e-15)
        // The value is a step function: constant between step times.
        #expect(Animation.spring.value(at: 0.1) == Animation.spring.value(at: 0.1033))
        #expect(Animation.spring.value(at: 0.1) != Animation.spring.value(at: 0.1034))
    }

    @Test(
        "the integrator equals the step equations iterated as a matrix",
        arguments: [(0.5, 1.0), (0.5, 0.7), (0.3, 0.4), (0.15, 0.85)])
    func matchesMatrixForm(response: Double, zeta: Double) {
        // Expected: ReferenceTwins.fluidSpringState, the §6.1 step written as a 4×4 affine matrix raised to the
        // step count; agreement to rounding (1e-9) checks the loop, its order of operations and the step count.
        let a = Animation.spring(response: response, dampingFraction: zeta)
        for t in [0.05, 0.1, 0.25, 0.4] where !a.isFinished(at: t) {
            let n = ReferenceTwins.fluidStepCount(reaching: t).steps
            let ref = ReferenceTwins.fluidSpringState(response: response, dampingFraction: zeta, target: 1, steps: n)
            #expect(abs(a.value(at: t) - ref.x) < 1e-9, "x(\(t))")
            #expect(abs(a.velocity(at: t)! - ref.v) < 1e-8, "v(\(t))")
        }
    }

    @Test(
        "the integrator tracks the closed form within 1e-2", arguments: [Animation.spring, .snappy, .bouncy, .default])
    func nearClosedForm(animation: Animation) {
        // OpenSwiftUI FluidSpringAnimation.swift: the fluid spring differs from the closed form by ~1e-2 early on,
        // mostly the step overshoot; compared at the state's clock the remaining integrator error stays under 1e-2.
        let f = animation.fluidSpring!
        let spring = Spring(response: f.response, dampingRatio: f.dampingFraction)
        for i in 1...60 {
            let t = Double(i) / 60
            guard !animation.isFinished(at: t) else { break }
            let clock = ReferenceTwins.fluidStepCount(reaching: t).time
            #expect(abs(animation.value(at: t) - spring.value(target: 1.0, time: clock)) < 1e-2, "t = \(t)")
        }
    }

    @Test("it finishes when speed and force are under 0.06 and the rest under 1 %")
    func finishingTest() {
        // OpenSwiftUI FluidSpringAnimation.animate. Independent: iterate the matrix form (ReferenceTwins) until the
        // test holds; the finish time is the clock of the state before.
        let (r, zeta) = (0.5, 1.0)
        var n = 0
        while true {
            n += 1
            let s = ReferenceTwins.fluidSpringState(response: r, dampingFraction: zeta, target: 1, steps: n)
            if max(s.v * s.v, s.force * s.force) <= 0.0036 && (1 - s.x) * (1 - s.x) <= 0.01 * 0.01 { break }
        }
        var clock = 0.0
        for _ in 0..<(n - 1) { clock += 1.0 / 300 }
        #expect(Animation.spring.settlingDuration == clock)
        #expect(!Animation.spring.isFinished(at: clock))
        #expect(Animation.spring.isFinished(at: clock + 1e-9))
        #expect(Animation.spring.value(at: clock + 1e-9) == 1)
    }

    @Test("the finishing time grows with the size of the change")
    func magnitudeDependence() {
        // OpenSwiftUI FluidSpringAnimation.animate: the 0.06 thresholds are absolute, so a 0 → 1000 change settles
        // later than 0 → 1 (OpenSwiftUI FluidSpringAnimation.swift "finishing time depends on magnitude").
        let f = Animation.spring.fluidSpring!
        let unit = f.finishTime(value: 1.0)
        let large = f.finishTime(value: 1000.0)
        #expect(large > unit + 0.3)
    }

    @Test("stiffness is capped at 45000 for responses under 0.0296 s")
    func stiffnessCap() {
        // OpenSwiftUI FluidSpringAnimation.animate: k = min((2π/r)², 45000.nextDown); (2π/0.02)² ≈ 98696 and (2π/0.01)²
        // ≈ 394784 both cap, so the two springs move identically.
        let a = Animation.spring(response: 0.02, dampingFraction: 1)
        let b = Animation.spring(response: 0.01, dampingFraction: 1)
        for t in [0.005, 0.01, 0.02, 0.04] { #expect(a.value(at: t) == b.value(at: t)) }
        #expect(2 * Double.pi / 45000.0.squareRoot() > 0.0296)
    }

    @Test("a response blend moves smoothly from the old response to the new over blendDuration")
    func blend() {
        // OpenSwiftUI FluidSpringAnimation.animate: r = response + blendInterval·(1 − p²(3 − 2p)), p = clamp((t −
        // blendStart)/blend).
        let f = FluidSpringAnimation(response: 0.2, dampingFraction: 1, blendDuration: 0.5)
        var s = FluidSpringState<Double>()
        s.blendInterval = 0.3
        s.blendStart = 1
        #expect(f.response(at: 1, in: s) == 0.5)
        #expect(abs(f.response(at: 1.25, in: s) - 0.35) < 1e-12)  // p = 0.5: smoothstep 0.5
        #expect(f.response(at: 1.5, in: s) == 0.2)
        #expect(f.response(at: 9, in: s) == 0.2)
    }
}
