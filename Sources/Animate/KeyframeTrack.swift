// KeyframeTrack.swift: SwiftUI's `KeyframeTrack`: keyframes played one after another on one number.
// Rule: Apple, SwiftUI "KeyframeTrack", "CubicKeyframe" ("If you don't specify a start or end velocity, SwiftUI
// automatically computes a curve that maintains smooth motion between keyframes. Adjacent cubic keyframes result in a
// Catmull-Rom spline. If a cubic keyframe follows a different type of keyframe, … the end velocity of the segment
// defined by the previous keyframe will be used as the starting velocity. Likewise, if a cubic keyframe is followed
// by a different type of keyframe, the initial velocity of the next segment is used as the end velocity") and
// "keyframeAnimator(initialValue:trigger:content:keyframes:)" ("cubic or spring keyframes will maintain continuity
// from the previous animation if they do not specify a custom initial velocity").
// Status: complete. Where Apple's documents are silent, this file's rule (tested in KeyframeTimelineTests):
//   1. Each segment starts where the previous one ended, with its end velocity (the track's start velocity first).
//   2. A cubic segment a → b over d is the Hermite cubic with tangents m_a (its startVelocity, else the incoming
//      velocity) and m_b: its endVelocity, else from what follows: a cubic or spring keyframe's explicit start
//      velocity; for a linear keyframe to c over e its start slope (c − b)/e · curve'(0); for a cubic or spring
//      keyframe to c over e the Catmull-Rom tangent (c − a)/(d + e); 0 at the end of the track or before a move.
//   3. A spring segment is the closed-form spring (OpenSwiftUI Spring.swift, WebKit SpringSolver.h) from a towards its
//      value, cut after its duration: the next segment starts from where the spring is then, with its velocity (no
//      jump; with the settling duration it ends within 0.001 of the change from its value).
//   4. A move sets the value and stops the motion (velocity 0). After the last keyframe the value holds, at rest.

/// Keyframes on one component of an animated value.
public struct KeyframeTrack: Sendable, Hashable {
    /// Which component of the timeline's value this track drives (a key path of the value, flattened).
    public var component: Int
    public var keyframes: [Keyframe]

    public init(component: Int = 0, _ keyframes: [Keyframe]) {
        self.component = component
        self.keyframes = keyframes
    }

    /// The sum of the keyframes' durations, seconds.
    public var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }

    /// The value and its velocity (units per second) `time` seconds into the track, which starts at `value` moving
    /// at `velocity`. Before 0 the start; after the last keyframe its end value, at rest.
    public func sample(at time: Double, from value: Double, velocity: Double = 0) -> (value: Double, velocity: Double) {
        var (x, v) = (value, velocity)
        var start = 0.0
        for (i, keyframe) in keyframes.enumerated() {
            let d = keyframe.duration
            let b = keyframe.value
            let local = max(0, time - start)
            let inside = d > 0 && time < start + d
            switch keyframe {
            case .move:
                (x, v) = (b, 0)
            case .linear(_, _, let curve):
                guard d > 0 else {
                    (x, v) = (b, 0)
                    break
                }
                let slope = (b - x) / d
                if inside {
                    return (
                        x + (b - x) * KeyframeTrack.progress(curve, local / d), slope * curve.velocity(at: local / d)
                    )
                }
                (x, v) = (b, slope * curve.velocity(at: 1))
            case .cubic(_, _, let startVelocity, let endVelocity):
                guard d > 0 else {
                    (x, v) = (b, 0)
                    break
                }
                let ma = startVelocity ?? v
                let mb = endVelocity ?? endTangent(after: i, from: x, duration: d)
                if inside { return KeyframeTrack.hermite(x, ma, b, mb, duration: d, at: local) }
                (x, v) = (b, mb)
            case .spring(_, _, let spring, let startVelocity):
                let v0 = startVelocity ?? v
                let t = inside ? local : d
                let moved = spring.value(target: b - x, initialVelocity: v0, time: t)
                let speed = spring.velocity(target: b - x, initialVelocity: v0, time: t)
                if inside { return (x + moved, speed) }
                (x, v) = (x + moved, speed)
            }
            start += d
        }
        return (x, 0)
    }

    /// The end tangent of cubic keyframe `i` (rule 2), which runs from `a` for `d` seconds to its value.
    private func endTangent(after i: Int, from a: Double, duration d: Double) -> Double {
        guard i + 1 < keyframes.count else { return 0 }
        let next = keyframes[i + 1]
        let b = keyframes[i].value
        switch next {
        case .move:
            return 0
        case .linear(let c, _, let curve):
            let e = next.duration
            return e > 0 ? (c - b) / e * curve.velocity(at: 0) : 0
        case .cubic(let c, _, let startVelocity, _), .spring(let c, _, _, let startVelocity):
            if let startVelocity { return startVelocity }
            let span = d + next.duration
            return span > 0 && span.isFinite ? (c - a) / span : 0
        }
    }

    /// The timing curve's progress; `.linear` exactly (the Bézier solver stops within 1e-7, WebKit UnitBezier.h,
    /// Chromium cubic_bezier.cc).
    static func progress(_ curve: UnitCurve, _ fraction: Double) -> Double {
        curve == .linear ? fraction : curve.value(at: fraction)
    }

    /// The cubic Hermite segment from (0, a) with slope ma to (d, b) with slope mb, at local time `t`:
    /// x = h00·a + h10·d·ma + h01·b + h11·d·mb with s = t/d, h00 = 2s³ − 3s² + 1, h10 = s³ − 2s² + s,
    /// h01 = −2s³ + 3s², h11 = s³ − s²; the velocity is dx/ds / d.
    static func hermite(_ a: Double, _ ma: Double, _ b: Double, _ mb: Double, duration d: Double, at t: Double)
        -> (value: Double, velocity: Double)
    {
        let s = t / d
        let (s2, s3) = (s * s, s * s * s)
        let value = (2 * s3 - 3 * s2 + 1) * a + (s3 - 2 * s2 + s) * d * ma + (-2 * s3 + 3 * s2) * b + (s3 - s2) * d * mb
        let slope =
            (6 * s2 - 6 * s) * a + (3 * s2 - 4 * s + 1) * d * ma + (-6 * s2 + 6 * s) * b + (3 * s2 - 2 * s) * d * mb
        return (value, slope / d)
    }
}
