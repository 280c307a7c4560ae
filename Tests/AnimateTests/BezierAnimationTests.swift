// BezierAnimationTests.swift: timing-curve animations: default duration, progress, finishing, velocity.

import Testing

@testable import Animate

struct BezierAnimationTests {
    @Test("the timing curves default to 0.35 s")
    func defaultDuration() {
        // OpenSwiftUI BezierAnimation.swift; Apple: Animation.easeInOut —
        // developer.apple.com/documentation/swiftui/animation/easeinout ([APPLE] easeIn/easeOut/easeInOut pages; [OSUI]
        // for linear): 0.35 s.
        for a in [Animation.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(a.settlingDuration == 0.35)
            #expect(!a.isFinished(at: 0.35))
            #expect(a.isFinished(at: 0.35 + 1e-9))
        }
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1) == .easeInOut)
        #expect(Animation.easeIn(duration: 0.35) == .easeIn)
    }

    @Test("easeInOut(0.35) is at 0.5 half way, by the curve's point symmetry")
    func easeInOutMidpoint() {
        // (0.42, 0), (0.58, 1) is symmetric about (0.5, 0.5), so x = 0.5 maps to y = 0.5; 0.175 s is half of 0.35 s.
        // Tolerance: slope 1.72 (OpenSwiftUI BezierAnimation.swift; Apple: Animation.easeInOut —
        // developer.apple.com/documentation/swiftui/animation/easeinout) × the 1e-7 Newton stop.
        #expect(abs(Animation.easeInOut.value(at: 0.175) - 0.5) <= 2e-7)
        // Symmetry at every time: p(t) + p(T − t) = 1.
        for i in 0...35 {
            let t = Double(i) / 100
            #expect(abs(Animation.easeInOut.value(at: t) + Animation.easeInOut.value(at: 0.35 - t) - 1) <= 4e-7)
        }
    }

    @Test("progress is curve(t / duration), exact against bisection")
    func progress() {
        // Expected: ReferenceTwins.bezier of the timing curve's points at t / duration.
        let a = Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)
        for i in 0...50 {
            let t = Double(i) / 100
            let exact = ReferenceTwins.bezier(0.2, 0.8, 0.2, 1, at: t / 0.5)
            #expect(abs(a.value(at: t) - exact) <= 1e-6)
        }
        #expect(a.value(at: 0.6) == 1)  // finished: shows the target
    }

    @Test("velocity is the curve's slope over the duration, and matches a finite difference")
    func velocity() {
        // d/dt curve(t/T) = curve'(t/T)/T; linear over 0.5 s moves at 2 per second.
        #expect(Animation.linear(duration: 0.5).velocity(at: 0.2) == 2)
        let a = Animation.easeIn(duration: 0.4)
        for t in [0.05, 0.1, 0.2, 0.3, 0.35] {
            let h = 1e-5
            let fd = (a.value(at: t + h) - a.value(at: t - h)) / (2 * h)
            #expect(abs(a.velocity(at: t)! - fd) <= 1e-3)
        }
        #expect(a.velocity(at: 0.5) == 0)
    }

    @Test("a zero duration finishes at once")
    func zeroDuration() {
        // OpenSwiftUI BezierAnimation.swift; Apple: Animation.easeInOut —
        // developer.apple.com/documentation/swiftui/animation/easeinout: `guard duration > 0 … else return nil`.
        #expect(Animation.linear(duration: 0).isFinished(at: 0))
        #expect(Animation.linear(duration: 0).value(at: 0) == 1)
    }
}
