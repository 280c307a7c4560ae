// UnitCurve.swift: a cubic Bézier timing curve from (0, 0) to (1, 1), solved as WebKit's `UnitBezier` solves it.
// Rule: WebKit UnitBezier.h, Chromium cubic_bezier.cc ([WEBKIT] UnitBezier.h = [CHROMIUM] cubic_bezier.cc): Horner
// polynomials, an 11-sample spline guess, at most 4 Newton steps to |X(t) − x| < 1e-7, then bisection inside the spline
// bracket; outside [0, 1] the end gradients extrapolate. Presets: OpenSwiftUI BezierAnimation.swift;
// Apple: Animation.easeInOut — developer.apple.com/documentation/swiftui/animation/easeinout (CSS/WebKit control
// points). Status: complete (no circular curves).

import Geometry

/// A timing curve: progress in time (x, 0…1) to progress in value (y), through control points P1 and P2.
///
/// `value(at:)` equals WebKit's `UnitBezier::solve(x, 1e-7)` operation for operation, so it agrees with browsers
/// bit for bit and with the exact curve to about `slope · 1e-7` (WebKit UnitBezier.h, Chromium cubic_bezier.cc).
public struct UnitCurve: Sendable, Hashable, CustomStringConvertible {
    /// The control points, in unit coordinates (x is time, y is value).
    public let p1x: Double, p1y: Double, p2x: Double, p2y: Double

    /// The curve through `(p1x, p1y)` and `(p2x, p2y)`. The x coordinates are clamped to 0…1 (as CSS requires)
    /// so that the curve is a function of time; y may leave 0…1 to overshoot.
    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        (self.p1x, self.p1y, self.p2x, self.p2y) = (min(max(p1x, 0), 1), p1y, min(max(p2x, 0), 1), p2y)
        let c = UnitCurve.coefficients(self.p1x, self.p1y, self.p2x, self.p2y)
        (ax, bx, cx, ay, by, cy) = c
        (startGradient, endGradient) = UnitCurve.gradients(self.p1x, self.p1y, self.p2x, self.p2y)
        var samples = [Double](repeating: 0, count: UnitCurve.splineSampleCount)
        for i in 0..<UnitCurve.splineSampleCount {
            let t = Double(i) * UnitCurve.splineDeltaT
            samples[i] = ((c.0 * t + c.1) * t + c.2) * t
        }
        splineSamples = samples
    }

    /// SwiftUI's `UnitCurve.bezier(startControlPoint:endControlPoint:)`.
    public static func bezier(startControlPoint p1: UnitPoint, endControlPoint p2: UnitPoint) -> UnitCurve {
        UnitCurve(p1.x, p1.y, p2.x, p2.y)
    }

    /// (0, 0), (1, 1): progress equals time.
    public static let linear = UnitCurve(0, 0, 1, 1)
    /// (0.42, 0), (1, 1): CSS `ease-in`.
    public static let easeIn = UnitCurve(0.42, 0, 1, 1)
    /// (0, 0), (0.58, 1): CSS `ease-out`.
    public static let easeOut = UnitCurve(0, 0, 0.58, 1)
    /// (0.42, 0), (0.58, 1): CSS `ease-in-out`.
    public static let easeInOut = UnitCurve(0.42, 0, 0.58, 1)

    /// Progress in value at progress in time `x` (both unitless, 0…1 inside the animation).
    public func value(at x: Double) -> Double {
        if x < 0 { return startGradient * x }
        if x > 1 { return 1 + endGradient * (x - 1) }
        return sampleY(solveX(x, epsilon: UnitCurve.epsilon))
    }

    /// dy/dx at progress `x`: the value's rate of change per unit of time progress (divide by the duration for per
    /// second). 1 where both derivatives agree (including 0/0), ±∞ where the curve is vertical.
    public func velocity(at x: Double) -> Double {
        if x < 0 { return startGradient }
        if x > 1 { return endGradient }
        let t = solveX(x, epsilon: UnitCurve.epsilon)
        let dx = sampleDerivativeX(t)
        let dy = (3 * ay * t + 2 * by) * t + cy
        return dx == dy ? 1 : dy / dx
    }

    public var description: String { "UnitCurve(\(p1x), \(p1y), \(p2x), \(p2y))" }

    public static func == (l: UnitCurve, r: UnitCurve) -> Bool {
        (l.p1x, l.p1y, l.p2x, l.p2y) == (r.p1x, r.p1y, r.p2x, r.p2y)
    }

    public func hash(into h: inout Hasher) {
        for v in [p1x, p1y, p2x, p2y] { h.combine(v) }
    }

    // MARK: - UnitBezier

    /// Chromium's `kBezierEpsilon`: the Newton and bisection stop on |X(t) − x| below it (Chromium cubic_bezier.cc,
    /// WebKit TimingFunction.cpp).
    static let epsilon = 1e-7
    static let maxNewtonIterations = 4
    static let splineSampleCount = 11
    static let splineDeltaT = 1.0 / Double(splineSampleCount - 1)

    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    private let startGradient: Double, endGradient: Double
    private let splineSamples: [Double]

    /// `c = 3 p1; b = 3 (p2 − p1) − c; a = 1 − c − b` per axis; the end points (0, 0) and (1, 1) are implicit.
    private static func coefficients(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double)
        -> (Double, Double, Double, Double, Double, Double)
    {
        let cx = 3 * p1x
        let bx = 3 * (p2x - p1x) - cx
        let cy = 3 * p1y
        let by = 3 * (p2y - p1y) - cy
        return (1 - cx - bx, bx, cx, 1 - cy - by, by, cy)
    }

    /// The slopes used outside 0…1: the tangent at each end, falling back to the far control point when the near one
    /// coincides with the end, 1 for the degenerate linear cases, else 0 (WebKit UnitBezier.h `solve`).
    private static func gradients(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> (Double, Double) {
        var start = 0.0
        if p1x > 0 {
            start = p1y / p1x
        } else if p1y == 0 && p2x > 0 {
            start = p2y / p2x
        } else if p1y == 0 && p2y == 0 {
            start = 1
        }
        var end = 0.0
        if p2x < 1 {
            end = (p2y - 1) / (p2x - 1)
        } else if p2y == 1 && p1x < 1 {
            end = (p1y - 1) / (p1x - 1)
        } else if p2y == 1 && p1y == 1 {
            end = 1
        }
        return (start, end)
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t with X(t) = x (WebKit UnitBezier.h `solveCurveX`).
    func solveX(_ x: Double, epsilon: Double) -> Double {
        // 1. Initial guess: linear interpolation in the first spline interval whose end reaches x.
        var (t0, t1, t2) = (0.0, 0.0, x)
        for i in 1..<UnitCurve.splineSampleCount where x <= splineSamples[i] {
            t1 = UnitCurve.splineDeltaT * Double(i)
            t0 = t1 - UnitCurve.splineDeltaT
            t2 = t0 + (t1 - t0) * (x - splineSamples[i - 1]) / (splineSamples[i] - splineSamples[i - 1])
            break
        }
        // 2. Newton's method, at most four steps.
        let newtonEpsilon = min(UnitCurve.epsilon, epsilon)
        var x2 = 0.0
        for _ in 0..<UnitCurve.maxNewtonIterations {
            x2 = sampleX(t2) - x
            if abs(x2) < newtonEpsilon { return t2 }
            let d2 = sampleDerivativeX(t2)
            if abs(d2) < UnitCurve.epsilon { break }
            t2 -= x2 / d2
        }
        // 3. Good enough for the caller's epsilon.
        if abs(x2) < epsilon { return t2 }
        // 4. Bisection inside the spline bracket (WebKit's tolerance max(1e-10, ε)).
        let tolerance = max(1e-10, epsilon)
        while t0 < t1 {
            x2 = sampleX(t2)
            if abs(x2 - x) < tolerance { return t2 }
            if x > x2 { t0 = t2 } else { t1 = t2 }
            t2 = (t1 + t0) * 0.5
        }
        return t2
    }
}
