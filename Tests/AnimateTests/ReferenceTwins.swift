// ReferenceTwins.swift: second computations the tests compare the engine against, written from the textbook
// definitions rather than from the engine's code (docs/ARCHITECTURE.md "every fast kernel keeps a reference twin").

import Foundation

enum ReferenceTwins {
    /// A cubic Bézier from (0, 0) to (1, 1) in Bernstein form, solved for x by bisection on t to machine precision:
    /// y(x) for the exact curve (x(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³).
    static func bezier(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, at x: Double) -> Double {
        func bernstein(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        var (lo, hi) = (0.0, 1.0)
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bernstein(mid, p1x, p2x) < x { lo = mid } else { hi = mid }
        }
        return bernstein((lo + hi) / 2, p1y, p2y)
    }

    /// dy/dx of the exact curve at x, from the Bernstein derivatives at the bisected t.
    static func bezierSlope(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, at x: Double) -> Double {
        func bernstein(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
        }
        var (lo, hi) = (0.0, 1.0)
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bernstein(mid, p1x, p2x) < x { lo = mid } else { hi = mid }
        }
        let t = (lo + hi) / 2
        return derivative(t, p1y, p2y) / derivative(t, p1x, p2x)
    }

    /// m x'' = k (X − x) − c x' from x = 0, x' = v0, integrated with classical RK4 at step `dt`: (x, x') at `time`.
    static func springRK4(
        mass m: Double, stiffness k: Double, damping c: Double, target goal: Double, initialVelocity v0: Double,
        time: Double, dt: Double = 1e-4
    ) -> (x: Double, v: Double) {
        func accel(_ x: Double, _ v: Double) -> Double { (k * (goal - x) - c * v) / m }
        var (x, v) = (0.0, v0)
        let n = Int((time / dt).rounded())
        let h = time / Double(max(n, 1))
        for _ in 0..<n {
            let (k1x, k1v) = (v, accel(x, v))
            let (k2x, k2v) = (v + h / 2 * k1v, accel(x + h / 2 * k1x, v + h / 2 * k1v))
            let (k3x, k3v) = (v + h / 2 * k2v, accel(x + h / 2 * k2x, v + h / 2 * k2v))
            let (k4x, k4v) = (v + h * k3v, accel(x + h * k3x, v + h * k3v))
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    /// The fluid spring's step (OpenSwiftUI FluidSpringAnimation.animate) written as an affine map on (x, v, F, 1) and
    /// applied n times by repeated squaring of its 4×4 matrix, for a fixed response: the state after n steps from rest.
    static func fluidSpringState(response r: Double, dampingFraction zeta: Double, target goal: Double, steps n: Int)
        -> (x: Double, v: Double, force: Double)
    {
        let k = min(pow(2 * .pi / r, 2), 45000.0.nextDown)
        let c = 2 * zeta * k.squareRoot()
        let (h, half) = (1.0 / 300, 1.0 / 600)
        // vh = v + F·half; x' = x + vh·h; F' = −c·vh + k(X − x'); v' = vh + F'·half. Rows give x', v', F', 1.
        let xRow = [1, h, h * half, 0]
        let fRow = [-k, -c - k * h, -c * half - k * h * half, k * goal]
        let vRow = [fRow[0] * half, 1 + fRow[1] * half, half + fRow[2] * half, fRow[3] * half]
        var m: [[Double]] = [xRow, vRow, fRow, [0, 0, 0, 1]]
        var result: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
        func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
            (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        }
        var e = n
        while e > 0 {
            if e & 1 == 1 { result = multiply(m, result) }
            m = multiply(m, m)
            e >>= 1
        }
        // Starting state (0, 0, 0, 1): the last column.
        return (result[0][3], result[1][3], result[2][3])
    }

    /// The clock after the fluid spring's steps reach `t`: steps of 1/300 accumulated in floating point until ≥ t.
    static func fluidStepCount(reaching t: Double) -> (steps: Int, time: Double) {
        var (n, s) = (0, 0.0)
        while s < t {
            s += 1.0 / 300
            n += 1
        }
        return (n, s)
    }
}
