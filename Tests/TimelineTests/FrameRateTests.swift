// FrameRateTests.swift: rational rates, frame ↔ time, and the frame-count rule (docs/ARCHITECTURE.md: time is
// rational).

import Testing
import Timeline

struct FrameRateTests {
    @Test("3 s at 24 fps is 72 frames; at 30000/1001 it is 90 frames lasting 3.003 s")
    func counts() {
        #expect(FrameRate(24).frameCount(forDuration: Rational(3)) == 72)
        let ntsc = FrameRate(Rational(30000, 1001))
        #expect(ntsc.frameCount(forDuration: Rational(3)) == 90)
        #expect(ntsc.time(ofFrame: 90) == Rational(3003, 1000))
        #expect(FrameRate(30).frameCount(forDuration: Rational(decimal: "2.5")!) == 75)
        #expect(FrameRate(30).frameCount(forDuration: Rational(0)) == 1)
    }

    @Test(
        "frame i is shown at exactly i/fps",
        arguments: [Rational(24), Rational(25), Rational(30000, 1001), Rational(60000, 1001), Rational(60)])
    func frameTimes(rate: Rational) {
        let r = FrameRate(rate)
        for i in 0..<500 {
            let t = r.time(ofFrame: i)
            #expect(t * rate == Rational(i))
            // Every frame starts strictly before the end of a clip that counts it.
            #expect(r.frameCount(forDuration: t) == max(1, i))
        }
        #expect(r.timeBase == Rational(rate.denominator, rate.numerator))
    }

    @Test(
        "decimals are exact",
        arguments: [("2.5", Rational(5, 2)), ("0.1", Rational(1, 10)), ("-1.25", Rational(-5, 4)), ("3", Rational(3))])
    func decimals(text: String, value: Rational) {
        #expect(Rational(decimal: text) == value)
    }
}
