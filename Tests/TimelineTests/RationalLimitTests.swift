// RationalLimitTests.swift: decimals with exponents and overflow-checked frame counts (issue #22).
// Expected values are exact arithmetic on the written literals.

import Testing

@testable import Timeline

struct RationalLimitTests {
    @Test(
        "decimals as the body writes them",
        arguments: [
            ("1e9", Rational(1_000_000_000)), ("2.5", Rational(5, 2)), ("2.5E-3", Rational(1, 400)),
            ("3e1", Rational(30)), ("29.97", Rational(2997, 100)), ("1_000.5", Rational(2001, 2)),
            ("-0.5", Rational(-1, 2)), ("1e+2", Rational(100)),
        ])
    func decimals(_ text: String, _ value: Rational) {
        #expect(Rational(decimal: text) == value)
    }

    @Test(
        "values that do not fit are nil, never a trap",
        arguments: ["1e300", "99999999999999999999", "1.5e40", "e5", "."])
    func overflow(_ text: String) {
        #expect(Rational(decimal: text) == nil)
    }

    @Test("the frame count is exact or nil: 1e18 s at 30 fps does not fit an Int")
    func frameCounts() {
        #expect(FrameRate(30).checkedFrameCount(forDuration: Rational(3)) == 90)
        #expect(FrameRate(Rational(30000, 1001)).checkedFrameCount(forDuration: Rational(3)) == 90)
        #expect(FrameRate(24).checkedFrameCount(forDuration: Rational(1_000_000_000_000_000_000)) == nil)
        #expect(FrameRate(Rational(30000, 1001)).checkedFrameCount(forDuration: Rational(1001, 30000)) == 1)
    }
}
