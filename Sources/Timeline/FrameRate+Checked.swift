// FrameRate+Checked.swift: the frame-count rule with overflow checked, for durations and rates a user wrote.
// Rule: docs/ARCHITECTURE.md "Time is rational" (ceil(duration · fps), at least 1) and "Limits are counters"
// (issue #22: `duration: 1e18` trapped computing the count). The fractions are cross-reduced before multiplying
// (Knuth, TAOCP vol. 2, §4.5.1), so the count is exact whenever the reduced product fits an Int, and nil otherwise.
// Status: complete for issue #22.

extension FrameRate {
    /// `frameCount(forDuration:)`, or nil when the count does not fit an `Int` or the duration is negative.
    public func checkedFrameCount(forDuration duration: Rational) -> Int? {
        guard duration.numerator >= 0 else { return nil }
        let fps = framesPerSecond
        let g1 = max(1, Rational.gcd(duration.numerator, fps.denominator))
        let g2 = max(1, Rational.gcd(fps.numerator, duration.denominator))
        let (n, o1) = (duration.numerator / g1).multipliedReportingOverflow(by: fps.numerator / g2)
        let (d, o2) = (duration.denominator / g2).multipliedReportingOverflow(by: fps.denominator / g1)
        guard !o1, !o2, d > 0 else { return nil }
        let q = n / d
        return max(1, n % d > 0 ? q + 1 : q)
    }
}
