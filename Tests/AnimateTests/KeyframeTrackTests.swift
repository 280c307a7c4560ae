// KeyframeTrackTests.swift: each keyframe kind against an independent formula, and how segments join.
// Expected values come from textbook forms computed here: straight lines, the Catmull-Rom matrix form, the
// Bézier of ReferenceTwins, RK4 of the spring ODE; spring constants from Apple: Spring —
// developer.apple.com/documentation/swiftui/spring; OpenSwiftUI Spring.swift (k = (2π/response)², c = 2ζ√k, mass 1).

import Foundation
import Testing

@testable import Animate

struct KeyframeTrackTests {
    /// A central difference, for velocities measured from values alone.
    func slope(_ track: KeyframeTrack, _ t: Double, from x0: Double = 0, h: Double = 1e-6) -> Double {
        (track.sample(at: t + h, from: x0).value - track.sample(at: t - h, from: x0).value) / (2 * h)
    }

    @Test("a linear keyframe moves in a straight line: halfway at half time")
    func linear() {
        let track = KeyframeTrack([.linear(1.6, duration: 0.3)])
        #expect(track.sample(at: 0, from: 1).value == 1)
        #expect(abs(track.sample(at: 0.15, from: 1).value - 1.3) < 1e-12)
        #expect(abs(track.sample(at: 0.1, from: 1).velocity - 2) < 1e-12, "0.6 over 0.3 s")
        #expect(track.sample(at: 0.3, from: 1).value == 1.6)
        #expect(track.sample(at: 5, from: 1) == (1.6, 0), "holds, at rest")
    }

    @Test("a linear keyframe's timing curve maps time progress to value progress", arguments: [0.1, 0.25, 0.5, 0.8])
    func linearTimingCurve(fraction: Double) {
        // easeInOut = (0.42, 0, 0.58, 1); expected from the exact Bézier solved by bisection.
        let track = KeyframeTrack([.linear(20, duration: 0.4, timingCurve: .easeInOut)])
        let expected = 20 * ReferenceTwins.bezier(0.42, 0, 0.58, 1, at: fraction)
        #expect(abs(track.sample(at: 0.4 * fraction, from: 0).value - expected) < 1e-5)
    }

    @Test("interior cubic keyframes follow the uniform Catmull-Rom matrix form")
    func catmullRom() {
        // Points P0 … P4 every 0.25 s. The segment P1 → P2 has both neighbours, so it is the classic spline
        // x(s) = ½[2P1 + (P2 − P0)s + (2P0 − 5P1 + 4P2 − P3)s² + (−P0 + 3P1 − 3P2 + P3)s³].
        let p = [0.0, 2.0, 0.5, 3.0, 1.0]
        let track = KeyframeTrack(p.dropFirst().map { .cubic($0, duration: 0.25) })
        for s in [0.0, 0.3, 0.5, 0.8, 1.0] {
            let a = 2 * p[1]
            let b = (p[2] - p[0]) * s
            let c = (2 * p[0] - 5 * p[1] + 4 * p[2] - p[3]) * s * s
            let d = (-p[0] + 3 * p[1] - 3 * p[2] + p[3]) * s * s * s
            let expected = 0.5 * (a + b + c + d)
            #expect(abs(track.sample(at: 0.25 + 0.25 * s, from: 0).value - expected) < 1e-12, "s = \(s)")
        }
    }

    @Test("cubic keyframes pass through their values with continuous velocity (non-uniform durations)")
    func cubicC1() {
        let values = [2.0, 0.5, 3.0]
        let durations = [0.4, 0.3, 0.5]
        let track = KeyframeTrack(zip(values, durations).map { .cubic($0, duration: $1) })
        var t = 0.0
        var previous = 0.0
        for (i, (v, d)) in zip(values, durations).enumerated() {
            t += d
            #expect(abs(track.sample(at: t, from: 0).value - v) < 1e-12, "through keyframe \(i)")
            if i + 1 < values.count {
                // One-sided differences either side of the knot agree (C1) and equal the Catmull-Rom tangent
                // (P_next − P_prev) / (t_next − t_prev).
                let h = 1e-5
                let left = (v - track.sample(at: t - h, from: 0).value) / h
                let right = (track.sample(at: t + h, from: 0).value - v) / h
                let tangent = (values[i + 1] - previous) / (d + durations[i + 1])
                #expect(abs(left - tangent) < 1e-3 && abs(right - tangent) < 1e-3, "knot \(i): \(left) \(right)")
            }
            previous = v
        }
        #expect(abs(slope(track, 1e-6)) < 1e-4, "starts at rest (the track's start velocity)")
        #expect(abs(slope(track, 1.2 - 1e-6)) < 1e-4, "ends at rest")
    }

    @Test("a cubic keyframe's explicit velocities set its end slopes")
    func cubicVelocities() {
        let track = KeyframeTrack([.cubic(1, duration: 1, startVelocity: 2, endVelocity: -1)])
        #expect(abs(track.sample(at: 0, from: 0).velocity - 2) < 1e-12)
        #expect(abs(slope(track, 1e-5) - 2) < 1e-3)
        #expect(abs(slope(track, 1 - 1e-5) - -1) < 1e-3)
        // x(s) = h10·2 + h01 − h11 at s = ½: 0.25 + 0.5 + 0.125.
        #expect(abs(track.sample(at: 0.5, from: 0).value - 0.875) < 1e-12)
    }

    @Test("a cubic keyframe before a linear one ends with the linear keyframe's slope")
    func cubicThenLinear() {
        let track = KeyframeTrack([.cubic(1, duration: 0.5), .linear(3, duration: 0.5)])
        let linearSlope = (3.0 - 1.0) / 0.5
        #expect(abs(slope(track, 0.5 - 1e-5) - linearSlope) < 1e-3)
        #expect(abs(slope(track, 0.5 + 1e-5) - linearSlope) < 1e-3)
    }

    @Test("a spring keyframe is the damped spring towards its value, from the incoming velocity")
    func springAgainstRK4() {
        // .bouncy: response 0.5, ζ = 0.7. After a linear keyframe 0 → 10 over 0.2 s the spring starts at 10 moving
        // at 50/s towards 4: RK4 of the offset from 10 with target −6 and v0 = 50.
        let k: Double = pow(2 * .pi / 0.5, 2)
        let c = 2 * 0.7 * k.squareRoot()
        let track = KeyframeTrack([.linear(10, duration: 0.2), .spring(4, duration: 0.6, spring: .bouncy)])
        for t in [0.05, 0.15, 0.3, 0.45, 0.6] {
            let ref = ReferenceTwins.springRK4(
                mass: 1, stiffness: k, damping: c, target: -6, initialVelocity: 50, time: t)
            let got = track.sample(at: 0.2 + t, from: 0)
            if t < 0.6 {
                #expect(abs(got.value - (10 + ref.x)) < 1e-8, "x at \(t)")
                #expect(abs(got.velocity - ref.v) < 1e-7, "v at \(t)")
            } else {
                #expect(abs(got.value - (10 + ref.x)) < 1e-8, "cut after its duration, where the spring was")
                #expect(got.velocity == 0, "the track is over")
            }
        }
    }

    @Test("a spring keyframe without a duration lasts its settling time and ends at its value")
    func springSettles() {
        // Spring() is response 0.5, ζ = 1: it settles to within 0.001 of a unit change (Apple, settlingDuration).
        let spring = Spring()
        let track = KeyframeTrack([.spring(1.6, spring: spring)])
        #expect(track.duration == spring.settlingDuration)
        #expect(track.duration > 0.5 && track.duration < 2)
        let end = track.sample(at: track.duration, from: 1).value
        #expect(abs(end - 1.6) <= 0.001 * 0.6, "\(end)")
        // Critically damped closed form, x = X(1 − (1 + λt)e^{−λt}) with λ = 2π/0.5.
        let lambda = 2 * Double.pi / 0.5
        let t = 0.2
        #expect(abs(track.sample(at: t, from: 1).value - (1 + 0.6 * (1 - (1 + lambda * t) * exp(-lambda * t)))) < 1e-12)
    }

    @Test("a move keyframe jumps at its time and stops the motion")
    func move() {
        let track = KeyframeTrack([.linear(-40, duration: 0.3), .move(0), .linear(10, duration: 0.1)])
        #expect(abs(track.sample(at: 0.299, from: 0).value - -40 * 0.299 / 0.3) < 1e-12)
        #expect(track.sample(at: 0.3, from: 0).value == 0, "moved at 0.3 s")
        #expect(abs(track.sample(at: 0.35, from: 0).value - 5) < 1e-12, "the next keyframe starts from the moved value")
        #expect(track.duration == 0.4)
        let cubicAfterMove = KeyframeTrack([.linear(1, duration: 0.5), .move(2), .cubic(3, duration: 1)])
        #expect(abs(slope(cubicAfterMove, 0.5 + 1e-6, h: 1e-7)) < 1e-3, "a cubic after a move starts at rest")
    }
}
