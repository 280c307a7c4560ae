// LinearColorTests.swift: colours interpolate in linear sRGB; the animatable forms of geometry.

import Foundation
import Geometry
import Testing

@testable import Animate

struct LinearColorTests {
    @Test("red → blue half way is encoded(0.5) ≈ 0.7354 in red and blue, not 0.5")
    func midpointInLinearLight() {
        // docs/ARCHITECTURE.md: colour animation interpolates in linear sRGB. Independent: IEC 61966-2-1 encoding of
        // linear 0.5 is 1.055 · 0.5^(1/2.4) − 0.055 = 0.735357.
        let red = Color(red: 1, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 1)
        var animator = Animator(red)
        animator.setTarget(blue, animation: .linear(duration: 1), at: 0)
        let mid = animator.value(at: 0.5)
        let expected = 1.055 * pow(0.5, 1 / 2.4) - 0.055
        #expect(abs(expected - 0.735357) < 1e-6)
        #expect(abs(mid.red - expected) < 1e-6)
        #expect(abs(mid.blue - expected) < 1e-6)
        #expect(abs(mid.green) < 1e-12)
        #expect(abs(mid.red - 0.5) > 0.2)
    }

    @Test("the transfer functions invert each other, odd-symmetrically beyond 0…1")
    func roundTrip() {
        // IEC 61966-2-1: 0.04045 encoded ↔ 0.0031308 linear is the joint of the two pieces (0.04045/12.92).
        #expect(abs(LinearColor.linear(fromEncoded: 0.04045) - 0.04045 / 12.92) < 1e-15)
        #expect(abs(LinearColor.linear(fromEncoded: 1) - 1) < 1e-15)
        for i in -10...30 {
            let c = Double(i) / 20
            #expect(abs(LinearColor.encoded(fromLinear: LinearColor.linear(fromEncoded: c)) - c) < 1e-12)
        }
        #expect(LinearColor.linear(fromEncoded: -0.5) == -LinearColor.linear(fromEncoded: 0.5))
    }

    @Test("colours and unit points animate ×128; rects as four components")
    func animatableForms() {
        // OpenSwiftUI AnimatableAttribute.swift and ConstantColor.swift: colour animatableData is linear (r, g, b,
        // opacity) × 128; UnitPoint × 128 ([OSUI] UnitPoint.swift `unitScale`); CGRect's data covers x, y, width,
        // height.
        let c = Color(red: 1, green: 0, blue: 0, opacity: 0.5)
        #expect(c.animatableData == LinearColor(red: 128, green: 0, blue: 0, opacity: 64))
        #expect(UnitPoint.center.animatableData == AnimatablePair(64.0, 64.0))
        var p = UnitPoint.zero
        p.animatableData = AnimatablePair(32, 128)
        #expect(p == UnitPoint(x: 0.25, y: 1))
        #expect(Rect(x: 1, y: 2, width: 2, height: 4).magnitudeSquared == 25)
        #expect(Angle(degrees: 180).animatableData.radians == .pi)
    }
}
