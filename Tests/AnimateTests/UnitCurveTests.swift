// UnitCurveTests.swift: the WebKit UnitBezier solver against an exact bisection of the Bernstein form.

import TestSupport
import Testing

@testable import Animate

struct UnitCurveTests {
    static let presets: [(String, UnitCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        // CSS `ease` (OpenSwiftUI BezierAnimation.swift; Apple: Animation.easeInOut —
        // developer.apple.com/documentation/swiftui/animation/easeinout, coreAnimationDefault), a steep overshooting
        // curve and one with flat ends.
        ("ease", UnitCurve(0.25, 0.1, 0.25, 1)), ("overshoot", UnitCurve(0.2, 0.8, 0.2, 1.4)),
        ("flat", UnitCurve(0.9, 0, 0.1, 1)),
    ]

    @Test("value equals the exact curve to 1e-7 × max(1, slope) at 1001 points", arguments: presets)
    func matchesBisection(name: String, curve: UnitCurve) {
        // Expected: ReferenceTwins.bezier (bisection to machine precision). Tolerance: the Newton stop is
        // |X(t) − x| < 1e-7, so y may be off by slope × 1e-7 (WebKit UnitBezier.h, Chromium cubic_bezier.cc).
        for i in 0...1000 {
            let x = Double(i) / 1000
            let exact = ReferenceTwins.bezier(curve.p1x, curve.p1y, curve.p2x, curve.p2y, at: x)
            let slope = abs(ReferenceTwins.bezierSlope(curve.p1x, curve.p1y, curve.p2x, curve.p2y, at: x))
            let bound = 1e-7 * max(1, slope.isFinite ? slope : 1) + 1e-12
            #expect(abs(curve.value(at: x) - exact) <= bound, "\(name) at \(x)")
        }
    }

    @Test("velocity is dy/dx of the exact curve", arguments: presets)
    func slopeMatchesBisection(name: String, curve: UnitCurve) {
        // Expected: the Bernstein derivative ratio at the bisected t (ReferenceTwins.bezierSlope); 1e-5 covers the
        // 1e-7 error in t times the curvature.
        for i in 1..<100 {
            let x = Double(i) / 100
            let exact = ReferenceTwins.bezierSlope(curve.p1x, curve.p1y, curve.p2x, curve.p2y, at: x)
            #expect(abs(curve.velocity(at: x) - exact) <= 1e-5 * max(1, abs(exact)), "\(name) at \(x)")
        }
    }

    @Test("random curves agree with bisection", arguments: [1, 2, 3])
    func randomCurves(seed: UInt64) {
        // Seeded control points with x in 0…1 and y in −0.5…1.5; expected values from ReferenceTwins.bezier.
        var rng = SplitMix64(seed: seed)
        for _ in 0..<40 {
            let (p1x, p1y, p2x, p2y) = (rng.unit(), rng.unit() * 2 - 0.5, rng.unit(), rng.unit() * 2 - 0.5)
            let curve = UnitCurve(p1x, p1y, p2x, p2y)
            for i in 0...50 {
                let x = Double(i) / 50
                let exact = ReferenceTwins.bezier(p1x, p1y, p2x, p2y, at: x)
                let slope = abs(ReferenceTwins.bezierSlope(p1x, p1y, p2x, p2y, at: x))
                let bound = 1e-7 * max(1, slope.isFinite ? min(slope, 1e6) : 1e6) + 1e-12
                #expect(abs(curve.value(at: x) - exact) <= bound, "\(curve) at \(x)")
            }
        }
    }

    @Test("OpenSwiftUI's compatibility figures for the presets (±0.01)")
    func compatibilityFigures() {
        // OpenSwiftUI BezierAnimation.swift; Apple: Animation.easeInOut —
        // developer.apple.com/documentation/swiftui/animation/easeinout: OpenSwiftUICompatibilityTests assert
        // easeIn(0.25, 0.5, 0.75) ≈ 0.09, 0.32, 0.62; easeOut ≈ 0.38, 0.68, 0.91; easeInOut ≈ 0.13, 0.5, 0.87 and
        // easeInOut velocities 1.06, 1.72, 1.06 (±0.01).
        let xs = [0.25, 0.5, 0.75]
        let expected: [(UnitCurve, [Double])] = [
            (.easeIn, [0.09, 0.32, 0.62]), (.easeOut, [0.38, 0.68, 0.91]), (.easeInOut, [0.13, 0.5, 0.87]),
        ]
        for (curve, values) in expected {
            for (x, v) in zip(xs, values) { #expect(abs(curve.value(at: x) - v) <= 0.01, "\(curve) at \(x)") }
        }
        for (x, v) in zip(xs, [1.06, 1.72, 1.06]) { #expect(abs(UnitCurve.easeInOut.velocity(at: x) - v) <= 0.01) }
    }

    @Test("ends are exact and linear is the identity")
    func ends() {
        // (0, 0) and (1, 1) are the curve's implicit end points (WebKit UnitBezier.h, Chromium cubic_bezier.cc).
        for (_, c) in UnitCurveTests.presets {
            #expect(c.value(at: 0) == 0)
            #expect(abs(c.value(at: 1) - 1) < 1e-12)
        }
        for i in 0...20 {
            let x = Double(i) / 20
            #expect(abs(UnitCurve.linear.value(at: x) - x) < 1e-7)
        }
    }

    @Test("outside 0…1 the end gradients extrapolate")
    func extrapolation() {
        // WebKit UnitBezier.h `solve`: easeOut's start gradient is p2y/p2x = 1/0.58 (p1 = (0, 0) coincides with the
        // start); easeIn's end gradient is (p1y − 1)/(p1x − 1) = 1/0.58 (p2 = (1, 1) coincides with the end).
        #expect(abs(UnitCurve.easeOut.value(at: -0.1) - (-0.1 / 0.58)) < 1e-12)
        #expect(abs(UnitCurve.easeIn.value(at: 1.1) - (1 + 0.1 / 0.58)) < 1e-12)
        // Linear (0,0,1,1): both ends have gradient 1 by the "both coincide" rule.
        #expect(UnitCurve.linear.value(at: -0.5) == -0.5)
    }
}
