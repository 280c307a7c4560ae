// SpringTests.swift: `Spring`'s parameterisations, its closed-form motion against RK4, and its settling durations.

import Foundation
import Testing

@testable import Animate

struct SpringTests {
    @Test("Apple's worked example: Spring(duration: 0.5, bounce: 0.3) is mass 1, stiffness 157.9, damping 17.6")
    func appleDurationBounce() {
        // [APPLE] https://developer.apple.com/documentation/swiftui/spring (Apple: Spring —
        // developer.apple.com/documentation/swiftui/spring; OpenSwiftUI Spring.swift), rounded to 0.1.
        let s = Spring(duration: 0.5, bounce: 0.3)
        #expect(s.mass == 1)
        #expect((s.stiffness * 10).rounded() / 10 == 157.9)
        #expect((s.damping * 10).rounded() / 10 == 17.6)
    }

    @Test("Apple's worked example: Spring(mass: 1, stiffness: 100, damping: 10) is duration 0.63, bounce 0.5")
    func appleMassStiffnessDamping() {
        // [APPLE] spring page (Apple: Spring — developer.apple.com/documentation/swiftui/spring; OpenSwiftUI
        // Spring.swift), rounded to 0.01: response 2π/10 = 0.628, ζ = 10/(2·10) = 0.5.
        let s = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect((s.duration * 100).rounded() / 100 == 0.63)
        #expect((s.bounce * 100).rounded() / 100 == 0.5)
    }

    @Test(
        "parameterisations agree: response/ζ ↔ mass/stiffness/damping ↔ duration/bounce",
        arguments: [0.2, 0.5, 1.0, 1.8])
    func roundTrips(zeta: Double) {
        // Apple: Spring — developer.apple.com/documentation/swiftui/spring; OpenSwiftUI Spring.swift: k = m (2π/r)², c
        // = 2ζ√(km); bounce = 1 − ζ (ζ ≤ 1) or 1/ζ − 1.
        let r = 0.7
        let s = Spring(response: r, dampingRatio: zeta)
        #expect(abs(s.response - r) < 1e-12)
        #expect(abs(s.dampingRatio - zeta) < 1e-12)
        let k = pow(2 * .pi / r, 2)
        let c = 2 * zeta * k.squareRoot()
        let physical = Spring(mass: 1, stiffness: k, damping: c, allowOverDamping: true)
        #expect(abs(physical.angularFrequency - s.angularFrequency) < 1e-9)
        #expect(abs(physical.decayConstant - s.decayConstant) < 1e-9)
        let bounce = zeta <= 1 ? 1 - zeta : 1 / zeta - 1
        #expect(abs(s.bounce - bounce) < 1e-12)
        let viaBounce = Spring(duration: r, bounce: bounce)
        #expect(abs(viaBounce.dampingRatio - zeta) < 1e-12)
        if zeta <= 1 {
            #expect(abs(s.stiffness - k) < 1e-9)
            #expect(abs(s.damping - c) < 1e-9)
        }
    }

    @Test("the stiffness getter of an overdamped spring is m(ωd² + λ²), not k")
    func overdampedStiffnessQuirk() {
        // the `stiffness` getter of OpenSwiftUI Spring.swift and ByteDance DanceUI Spring.swift: Spring(duration: 0.5,
        // bounce: −0.5).stiffness = 1105.40 while k = 157.91.
        let s = Spring(duration: 0.5, bounce: -0.5)
        #expect((s.stiffness * 100).rounded() / 100 == 1105.40)
        #expect(abs(s.response - 0.5) < 1e-12)
        #expect(abs(s.dampingRatio - 2) < 1e-12)
    }

    @Test("overdamping is clamped to critical unless allowed")
    func clampOverDamping() {
        // OpenSwiftUI Spring.swift and ByteDance DanceUI Spring.swift: λ > ω0 without allowOverDamping ⇒ ωd = 0, λ =
        // ω0.
        let s = Spring(mass: 1, stiffness: 100, damping: 40)
        #expect(s.angularFrequency == 0)
        #expect(s.decayConstant == 10)
        let allowed = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
        #expect(abs(allowed.angularFrequency + (400.0 - 100).squareRoot()) < 1e-12)
        #expect(allowed.decayConstant == 20)
    }

    @Test("presets: smooth, snappy and bouncy have bounce 0, 0.15, 0.3 over 0.5 s")
    func presets() {
        // Apple: Animation.spring(duration:bounce:blendDuration:) —
        // developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:) ([APPLE]
        // smooth/snappy/bouncy pages: base bounces 0, 0.15, 0.3).
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(abs(Spring.snappy.bounce - 0.15) < 1e-12)
        #expect(abs(Spring.bouncy.bounce - 0.3) < 1e-12)
        #expect(abs(Spring.bouncy(duration: 0.8, extraBounce: 0.1).bounce - 0.4) < 1e-12)
    }

    static let regimes: [(String, Spring, Double)] = [
        ("underdamped", Spring(mass: 1, stiffness: 100, damping: 6), 0),
        ("underdamped, v0", Spring(mass: 2, stiffness: 300, damping: 10), 4),
        ("critical", Spring(mass: 1, stiffness: 100, damping: 20), 0),
        ("critical, v0", Spring(mass: 1, stiffness: 100, damping: 20), -3),
        ("overdamped", Spring(mass: 1, stiffness: 100, damping: 35, allowOverDamping: true), 0),
        ("overdamped, v0", Spring(mass: 1.5, stiffness: 80, damping: 40, allowOverDamping: true), 2),
    ]

    @Test("closed form equals RK4 of m x'' = k(X − x) − c x'", arguments: regimes)
    func closedFormAgainstRK4(name: String, spring: Spring, v0: Double) {
        // Expected: ReferenceTwins.springRK4 at dt = 1e-4 (global error ~1e-12) with the spring's own m, k, c —
        // the physical k = m(λ² + ωd|ωd|), since the stiffness getter is not physical when overdamped.
        let m = spring.mass
        let k =
            m * (spring.decayConstant * spring.decayConstant + spring.angularFrequency * abs(spring.angularFrequency))
        let c = spring.damping
        for t in [0.05, 0.2, 0.5, 1.0, 2.0] {
            let ref = ReferenceTwins.springRK4(
                mass: m, stiffness: k, damping: c, target: 3, initialVelocity: v0, time: t)
            #expect(abs(spring.value(target: 3.0, initialVelocity: v0, time: t) - ref.x) < 1e-8, "\(name) x(\(t))")
            #expect(abs(spring.velocity(target: 3.0, initialVelocity: v0, time: t) - ref.v) < 1e-7, "\(name) v(\(t))")
        }
    }

    @Test("update moves value and velocity as one step of the closed form")
    func update() {
        // OpenSwiftUI Spring.swift, WebKit SpringSolver.h: update = evaluate from the current state with target −
        // value, then add. Two half steps equal one whole step (the motion is a flow).
        let s = Spring(duration: 0.4, bounce: 0.2)
        var (x1, v1) = (0.0, 0.0)
        s.update(value: &x1, velocity: &v1, target: 5, deltaTime: 0.3)
        var (x2, v2) = (0.0, 0.0)
        s.update(value: &x2, velocity: &v2, target: 5, deltaTime: 0.15)
        s.update(value: &x2, velocity: &v2, target: 5, deltaTime: 0.15)
        #expect(abs(x1 - x2) < 1e-12)
        #expect(abs(v1 - v2) < 1e-11)
        #expect(abs(x1 - s.value(target: 5.0, time: 0.3)) < 1e-12)
    }

    @Test("settlingDuration of an underdamped spring is the §7.1 envelope bound")
    func settlingUnderdamped() {
        // Apple: Spring.settlingDuration — developer.apple.com/documentation/swiftui/spring/settlingduration;
        // OpenSwiftUI Spring+VectorArithmetic.swift: T = −ln(ε / (|Xλ − v0| + |X|)) / λ. For m 1, k 100, c 5: λ = 2.5,
        // so T = ln((2.5 + 1) / 0.001) / 2.5 = 3.26 s, not the ≈ 2.85 s that Apple documents for CASpringAnimation's
        // envelope (Apple: CASpringAnimation.settlingDuration —
        // developer.apple.com/documentation/quartzcore/caspringanimation/1412524-settlingduration).
        let s = Spring(mass: 1, stiffness: 100, damping: 5)
        #expect(abs(s.settlingDuration - log(3.5 / 0.001) / 2.5) < 1e-12)
        #expect((s.settlingDuration * 100).rounded() / 100 == 3.26)
    }

    @Test("settlingDuration of a critical spring is the first 0.1 s sample within ε")
    func settlingCritical() {
        // Apple: Spring.settlingDuration — developer.apple.com/documentation/swiftui/spring/settlingduration;
        // OpenSwiftUI Spring+VectorArithmetic.swift scan. Independent: (1 + λt) e^{−λt} = 0.001 at λt = 9.2335
        // (bisection below); with λ = 4π (duration 0.5, bounce 0) t = 0.7348, so the first sample after it is 0.8,
        // accumulated as 0.7999999999999999 (Apple: Spring.settlingDuration —
        // developer.apple.com/documentation/swiftui/spring/settlingduration; OpenSwiftUI Spring+VectorArithmetic.swift
        // example).
        var (lo, hi) = (0.0, 50.0)
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if (1 + mid) * exp(-mid) > 0.001 { lo = mid } else { hi = mid }
        }
        let crossing = lo / (4 * .pi)
        #expect(crossing > 0.7 && crossing < 0.8)
        let s = Spring(duration: 0.5, bounce: 0)
        #expect(s.settlingDuration == 0.7999999999999999)
    }

    @Test("Spring(settlingDuration:dampingRatio:) solves its envelope equation", arguments: [0.3, 0.7, 1.0])
    func settlingInverse(zeta: Double) {
        // OpenSwiftUI Spring.swift `init(settlingDuration:dampingRatio:epsilon:)`; Framer Motion spring.ts
        // `findSpring`: ε = ζ/√(1 − ζ²) · e^{−ζ ω0 T} (ζ < 1) or e^{−ω0 T}(1 + ω0 T) = ε (ζ = 1).
        let (t, epsilon) = (0.8, 0.001)
        let s = Spring(settlingDuration: t, dampingRatio: zeta, epsilon: epsilon)
        let omega0 = s.decayConstant / zeta
        let residual =
            zeta < 1
            ? zeta / (1 - zeta * zeta).squareRoot() * exp(-zeta * omega0 * t) - epsilon
            : exp(-omega0 * t) * (1 + omega0 * t) - epsilon
        #expect(abs(residual) < 1e-12)
        #expect(abs(s.dampingRatio - zeta) < 1e-12)
        if zeta == 1 {
            // The critical envelope is exactly the scan's distance, so the scan lands on the next 0.1 s sample.
            #expect(abs(s.settlingDuration - 0.8) < 0.1 + 1e-9)
        }
    }
}
