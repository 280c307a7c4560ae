// SpringAnimationTests.swift: `.interpolatingSpring` in closed form, its settling duration, and its quirks.

import Foundation
import Testing

@testable import Animate

struct SpringAnimationTests {
    @Test("mass 1, stiffness 100, damping 5 settles in about 2.85 s; damping 15 in just over 1 s")
    func coreAnimationFigures() {
        // [APPLE] CASpringAnimation.settlingDuration: "approximately 2.85 seconds" and "just over 1 second"
        // (Apple: CASpringAnimation.settlingDuration —
        // developer.apple.com/documentation/quartzcore/caspringanimation/1412524-settlingduration: the envelope formula
        // gives 2.85497 s and 1.02209 s).
        let five = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 5).settlingDuration!
        let fifteen = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 15).settlingDuration!
        #expect((five * 100).rounded() / 100 == 2.85)
        #expect(abs(five - 2.85497) < 5e-6)
        #expect(fifteen > 1 && fifteen < 1.05)
        #expect(abs(fifteen - 1.02209) < 5e-6)
    }

    @Test("the settling bound is the envelope (1 + |B|) e^{−ζω0 t} = ε")
    func settlingFormula() {
        // Apple: CASpringAnimation.settlingDuration —
        // developer.apple.com/documentation/quartzcore/caspringanimation/1412524-settlingduration ([DISASM]): T = −ln(ε
        // / (1 + |B|)) / (ζω0), B = (ζω0 − v0)/ωd. Independent numbers for k 100, c 5, v0 0: ω0 = 10, ζ = 0.25, ωd =
        // 10·√0.9375, B = 2.5/ωd.
        let wd = 10 * 0.9375.squareRoot()
        let expected = log((1 + 2.5 / wd) / 0.001) / 2.5
        let a = Animation.interpolatingSpring(stiffness: 100, damping: 5)
        #expect(abs(a.settlingDuration! - expected) < 1e-12)
        #expect(!a.isFinished(at: expected - 1e-9))
        #expect(a.isFinished(at: expected))
    }

    static let cases: [(String, Double, Double, Double, Double)] = [
        // (name, mass, stiffness, damping, initial velocity in fractions per second)
        ("underdamped", 1, 100, 5, 0), ("underdamped, v0", 1, 170, 12, 3), ("heavy underdamped", 2, 300, 20, 0),
        ("critical", 1, 100, 20, 0), ("critical, v0", 1, 100, 20, -2),
    ]

    @Test("fraction and velocity equal RK4 of the spring ODE for a 0 → 1 change", arguments: cases)
    func againstRK4(name: String, m: Double, k: Double, c: Double, v0: Double) {
        // Expected: ReferenceTwins.springRK4 with target 1 and initial velocity v0 (OpenSwiftUI SpringAnimation.swift,
        // WebKit SpringSolver.h normalises both to the interval).
        let a = Animation.interpolatingSpring(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        for t in [0.02, 0.1, 0.3, 0.6, 1.0] where !a.isFinished(at: t) {
            let ref = ReferenceTwins.springRK4(
                mass: m, stiffness: k, damping: c, target: 1, initialVelocity: v0, time: t)
            #expect(abs(a.value(at: t) - ref.x) < 1e-8, "\(name) x(\(t))")
            #expect(abs(a.velocity(at: t)! - ref.v) < 1e-7, "\(name) v(\(t))")
        }
        #expect(abs(a.velocity(at: 0)! - v0) < 1e-12)
    }

    @Test("an overdamped interpolating spring moves as a critical one at ω0")
    func overdampedAsCritical() {
        // OpenSwiftUI SpringAnimation.swift, WebKit SpringSolver.h: ζ ≥ 1 ⇒ fraction = 1 − (1 + ω0 t) e^{−ω0 t}
        // (SwiftUI and WebKit ignore overdamping), so it runs ahead of the physical overdamped motion (RK4).
        let a = Animation.interpolatingSpring(stiffness: 100, damping: 40)
        for t in [0.1, 0.3, 0.5] {
            #expect(abs(a.value(at: t) - (1 - (1 + 10 * t) * exp(-10 * t))) < 1e-12)
            let physical = ReferenceTwins.springRK4(
                mass: 1, stiffness: 100, damping: 40, target: 1, initialVelocity: 0, time: t)
            #expect(a.value(at: t) > physical.x + 0.01)
        }
    }

    @Test("the duration/bounce form maps to k = (2π/d)², c = 2√k(1 − bounce)")
    func durationBounce() {
        // Apple: Animation.spring(duration:bounce:blendDuration:) —
        // developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:) ([IFACE] body):
        // mass 1, k = springStiffness(duration), c = springDamping(ζ(bounce), k).
        let f = 2 * Double.pi / 0.6
        let (k, c) = (f * f, 2 * f * 0.7)
        let a = Animation.interpolatingSpring(duration: 0.6, bounce: 0.3)
        let b = Animation.interpolatingSpring(stiffness: k, damping: c)
        for t in [0.1, 0.3, 0.7] { #expect(abs(a.value(at: t) - b.value(at: t)) < 1e-12) }
        #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
        // From a Spring: mass 1 with its stiffness and damping getters ([DANCE],
        // Apple: Animation.spring(duration:bounce:blendDuration:) —
        // developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:)).
        let s = Spring(duration: 0.6, bounce: 0.3)
        #expect(Animation.interpolatingSpring(s) == .interpolatingSpring(stiffness: s.stiffness, damping: s.damping))
    }
}
