// PhaseAnimationTests.swift: phase steps and their timing (PhaseAnimation rules 1–3). With linear animations each
// step is a straight line that starts when the previous one ends, so expected values are piecewise linear.

import Foundation
import Testing

@testable import Animate

struct PhaseAnimationTests {
    /// Phases 0 → 1 → 2 → 0; entering 1 and 2 takes 0.3 s, returning to 0 takes 0.4 s.
    let phases = PhaseAnimation(
        phases: [0, 1, 2], animations: [.linear(duration: 0.4), .linear(duration: 0.3), .linear(duration: 0.3)])

    /// The expected value `s` seconds after a trigger: 0 → 1 over [0, 0.3], 1 → 2 over [0.3, 0.6], 2 → 0 over
    /// [0.6, 1.0].
    func expected(_ s: Double) -> Double {
        switch s {
        case ..<0: 0
        case ..<0.3: s / 0.3
        case ..<0.6: 1 + (s - 0.3) / 0.3
        case ..<1.0: 2 - 2 * (s - 0.6) / 0.4
        default: 0
        }
    }

    @Test("a trigger steps through every phase and back to the first, each step when the last one completes")
    func pass() {
        #expect(phases.cycleDuration == 1.0)
        for s in [-0.5, 0, 0.1, 0.29, 0.31, 0.45, 0.61, 0.8, 0.99, 1.2] {
            let got = phases.value(at: 2 + s, triggers: [2])
            #expect(abs(got - expected(s)) < 1e-6, "s = \(s): \(got)")
        }
    }

    @Test("a trigger during a pass starts a new pass from phase 1")
    func retrigger() {
        // Second trigger at 0.45 s (value 1.5): it heads for phase 1 again over 0.3 s, combined with the step to 2
        // still running (DefaultCombiningAnimation: r0 + p1·(target − r0)), then steps on as a fresh pass.
        let got = phases.value(at: 0.45 + 0.15, triggers: [0, 0.45])
        let r0 = 1 + (0.6 - 0.3) / 0.3  // the old step, finished at 0.6 s: 2
        let combined = r0 + 0.5 * (1 - r0)
        #expect(abs(got - combined) < 1e-6)
        // The old pass's return to 0 (due at 0.6 s) never happens: at 0.9 s the new pass steps from 1 towards 2.
        let late = phases.value(at: 0.9, triggers: [0, 0.45])
        #expect(abs(late - (1 + (0.9 - 0.75) / 0.3)) < 1e-6, "\(late)")
    }

    @Test("without a trigger the phases cycle from time 0")
    func cycling() {
        for time in [0.1, 0.5, 0.7, 1.1, 3.45, 7.9] {
            let s = time - time.rounded(.down)
            #expect(abs(phases.cyclingValue(at: time) - expected(s)) < 1e-6, "t = \(time)")
        }
    }

    @Test("a step without animation, or to an equal value, takes no time")
    func instantSteps() {
        let p = PhaseAnimation(
            phases: [0, 5, 5, 10], animations: [nil, .linear(duration: 0.5), .bouncy, .linear(duration: 1)])
        #expect(p.stepDuration(entering: 2, from: 5) == 0, "5 → 5 changes nothing")
        #expect(p.stepDuration(entering: 0, from: 10) == 0, "nil: jumps")
        #expect(p.cycleDuration == 1.5)
        #expect(abs(p.value(at: 0.25, triggers: [0]) - 2.5) < 1e-6)
        #expect(abs(p.value(at: 1.0, triggers: [0]) - 7.5) < 1e-6, "5 → 10 starts right after reaching 5")
        #expect(p.value(at: 1.6, triggers: [0]) == 0, "then jumps back to 0")
    }

    @Test("springs step on at their response, before they settle, and carry their velocity into the next step")
    func springSteps() {
        // .bouncy: response 0.5 s, ζ = 0.7. Entering 100 and then 0 take 0.5 s each; returning to phase 0 from 0
        // changes nothing and takes no time.
        let p = PhaseAnimation(phases: [0, 100, 0], animations: [.bouncy, .bouncy, .bouncy])
        #expect(p.cycleDuration == 1.0)
        // At 0.5 s the first spring has overshot (its first peak is at π/ωd = 0.35 s) and is still moving: the step
        // to 0 starts from there, with that velocity (a fluid spring merges, OpenSwiftUI AnimatorState.combine,
        // DefaultCombiningAnimation.swift and FluidSpringAnimation.shouldMerge).
        let h = 1.0 / 300
        let at = p.value(at: 0.5, triggers: [0])
        let before = (at - p.value(at: 0.5 - h, triggers: [0])) / h
        let after = (p.value(at: 0.5 + h, triggers: [0]) - at) / h
        #expect(abs(at - 100) > 0.5, "not settled at its logical completion (\(at))")
        #expect(abs(before) > 5, "still moving (\(before))")
        #expect(abs(after - before) < 0.5 * abs(before) + 20, "no sudden stop: \(before) → \(after)")
        #expect(abs(p.value(at: 5, triggers: [0])) < 1e-9, "back at rest on phase 0")
    }
}
