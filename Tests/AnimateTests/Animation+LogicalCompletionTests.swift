// Animation+LogicalCompletionTests.swift: when each animation family is logically complete.
// Expected: OpenSwiftUI BezierAnimation.swift; Apple: Animation.easeInOut —
// developer.apple.com/documentation/swiftui/animation/easeinout (a curve's duration), OpenSwiftUI
// FluidSpringAnimation.animate (a fluid spring's response), OpenSwiftUI SpringAnimation.swift, WebKit SpringSolver.h
// (2π/√k for an interpolating spring), OpenSwiftUI DelayAnimation.swift, SpeedAnimation.swift and RepeatAnimation.swift
// (delay adds, speed divides).

import Foundation
import Testing

@testable import Animate

struct AnimationLogicalCompletionTests {
    @Test("timing curves complete with their duration; fluid springs after their response")
    func families() {
        #expect(Animation.easeInOut(duration: 0.3).logicalCompletionTime == 0.3)
        #expect(Animation.linear.logicalCompletionTime == 0.35)
        #expect(Animation.bouncy.logicalCompletionTime == 0.5)
        #expect(Animation.spring(response: 0.42, dampingFraction: 0.6).logicalCompletionTime == 0.42)
        #expect(Animation.smooth(duration: 0.8).logicalCompletionTime == 0.8)
    }

    @Test("an interpolating spring completes after one undamped period, 2π/√k")
    func interpolatingSpring() {
        let t = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 5).logicalCompletionTime!
        #expect(abs(t - 2 * .pi / 10) < 1e-12)
        // Logically complete long before it settles (about 2.85 s, Apple's CASpringAnimation figure).
        #expect(t < 1)
    }

    @Test("delay adds, speed divides, repeatForever never completes")
    func modifiers() {
        #expect(Animation.easeIn(duration: 0.4).delay(0.1).logicalCompletionTime == 0.5)
        #expect(abs(Animation.bouncy.speed(2).logicalCompletionTime! - 0.25) < 1e-12)
        #expect(abs(Animation.linear(duration: 0.2).repeatCount(3).logicalCompletionTime! - 0.6) < 1e-12)
        #expect(Animation.linear(duration: 0.2).repeatForever().logicalCompletionTime == nil)
    }
}
