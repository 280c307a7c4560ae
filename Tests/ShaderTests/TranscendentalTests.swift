// TranscendentalTests.swift: the span evaluator's math against Foundation's (glibc libm, Double) within Metal's
// fast-math contract — MSL spec §8.4 Table 8.2: sin/cos absolute error ≤ 2^-13 on [−π, π]; exp/exp2 ≤ 3 + ⌊|2x|⌋
// ulp; log/log2 absolute ≤ 2^-21 / 2^-22 on [0.5, 2]; atan ≤ 5 ulp, atan2 ≤ 6 ulp (precise); pow = exp2(y·log2 x).
// Where our polynomials do better than the contract the tighter measured bound is asserted too.

import Foundation
import Shader
import Testing

@Suite struct TranscendentalTests {
    static let source = """
        #include <metal_stdlib>
        using namespace metal;
        [[ stitchable ]] half4 trig(float2 p) { return half4(sin(p.x), cos(p.x), tan(p.x * 0.4), atan(p.x)); }
        [[ stitchable ]] half4 expo(float2 p) { return half4(exp(p.x), exp2(p.x), log(p.y), log2(p.y)); }
        [[ stitchable ]] half4 more(float2 p) { return half4(pow(p.y, p.x * 0.1), atan2(p.x, p.y - 10.0), tanh(p.x * 0.1), asin(clamp(p.x * 0.01, -1.0, 1.0))); }
        """

    static func values(_ name: String, _ xs: [Float], y: (Float) -> Float = { _ in 1 }) throws -> [[Float]] {
        let lib = try compileLibrary(source)
        let program = try lib.function(named: name)!.bind(usage: .fill, arguments: [])
        return program.values(at: xs.map { SIMD2($0, y($0)) })
    }

    static func ulp(_ x: Double) -> Double { Double(Float(x).ulp) }

    @Test func sinCosWithinTheFastMathBoundOnMinusPiToPi() throws {
        let xs = (0...20000).map { Float(-Double.pi + 2 * Double.pi * Double($0) / 20000) }
        let v = try Self.values("trig", xs)
        var worst = 0.0
        for (x, r) in zip(xs, v) {
            worst = max(worst, abs(Double(r[0]) - sin(Double(x))), abs(Double(r[1]) - cos(Double(x))))
        }
        #expect(worst <= pow(2, -13))  // the contract
        #expect(worst <= 2e-7)  // measured: ≈ 1.2e-7 (Float32 rounding)
    }

    @Test func sinCosStayAccurateForLargeArguments() throws {
        let xs = (0...20000).map { Float(-500 + Double($0) * 0.05) }
        let v = try Self.values("trig", xs)
        var worst = 0.0
        for (x, r) in zip(xs, v) {
            worst = max(worst, abs(Double(r[0]) - sin(Double(x))), abs(Double(r[1]) - cos(Double(x))))
        }
        #expect(worst <= 2e-6)  // Cody–Waite three-part reduction keeps |x| ≤ 500 near Float precision
    }

    @Test func tanAndAtan() throws {
        let xs = (0...4000).map { Float(-3.5 + Double($0) * 0.00175) }
        let v = try Self.values("trig", xs)
        for (x, r) in zip(xs, v) {
            let t = tan(Double(Float(x * 0.4)))
            #expect(abs(Double(r[2]) - t) <= 4 * Self.ulp(t) + 2e-7)
            let a = atan(Double(x))
            #expect(abs(Double(r[3]) - a) <= 5 * Self.ulp(a), "atan(\(x))")
        }
    }

    @Test func expAndExp2WithinTheirUlpBound() throws {
        let xs = (0...8000).map { Float(-80 + Double($0) * 0.02) }
        let v = try Self.values("expo", xs)
        for (x, r) in zip(xs, v) {
            let bound = 3 + (2 * abs(Double(x))).rounded(.down)
            let e = exp(Double(x))
            let e2 = exp2(Double(x))
            #expect(abs(Double(r[0]) - e) <= bound * Self.ulp(e), "exp(\(x))")
            #expect(abs(Double(r[1]) - e2) <= 3 * Self.ulp(e2), "exp2(\(x))")
        }
    }

    @Test func logAndLog2() throws {
        let ys = (1...8000).map { Float(Double($0) * 0.001) }  // (0, 8]
        let v = try Self.values("expo", ys.map { _ in 0 }.enumerated().map { Float($0.offset) }, y: { ys[Int($0)] })
        for (y, r) in zip(ys, v) {
            let l = log(Double(y))
            let l2 = log2(Double(y))
            if y >= 0.5 && y <= 2 {
                #expect(abs(Double(r[2]) - l) <= pow(2, -21), "log(\(y))")
                #expect(abs(Double(r[3]) - l2) <= pow(2, -22), "log2(\(y))")
            } else {
                #expect(abs(Double(r[2]) - l) <= 3 * Self.ulp(l), "log(\(y))")
                #expect(abs(Double(r[3]) - l2) <= 2 * Self.ulp(l2), "log2(\(y))")
            }
        }
    }

    @Test func powAtan2TanhAsin() throws {
        let xs = (0...4000).map { Float(-50 + Double($0) * 0.025) }
        let v = try Self.values("more", xs, y: { 0.5 + abs($0) * 0.1 })
        for (x, r) in zip(xs, v) {
            let y = Double(Float(0.5 + abs(x) * 0.1))
            let p = pow(y, Double(Float(x * 0.1)))
            #expect(abs(Double(r[0]) - p) <= 16 * Self.ulp(p), "pow(\(y), \(x * 0.1))")
            let a2 = atan2(Double(x), Double(Float(Float(y) - 10)))
            #expect(abs(Double(r[1]) - a2) <= 6 * Self.ulp(a2) + 1e-7, "atan2")
            #expect(abs(Double(r[2]) - tanh(Double(Float(x * 0.1)))) <= 2e-6, "tanh(\(x * 0.1))")
            let s = Double(min(max(Float(x * 0.01), -1), 1))
            #expect(abs(Double(r[3]) - asin(s)) <= 1e-6, "asin(\(s))")
        }
    }

    /// Metal's fast pow is exp2(y·log2 x): NaN for x < 0 (MSL spec Table 8.2), 0 for x = 0, y > 0.
    @Test func powEdgeCasesFollowMetalFastMath() throws {
        let program = try bindProgram(
            "[[ stitchable ]] half4 f(float2 p) { return half4(pow(-2.0 + p.x * 0.0, 2.0), pow(0.0 + p.x * 0.0, 3.0), sqrt(-1.0 + p.x * 0.0), 1); }",
            "f")
        let v = program.values(at: [SIMD2(0.5, 0.5)])[0]
        #expect(v[0].isNaN)
        #expect(v[1] == 0)
        #expect(v[2].isNaN)
    }
}

/// floor, ceil, trunc, round (ties away from zero), rint (ties to even) and fract are exact (MSL spec Table 8.2),
/// including ties, signed zeros, floats between 2^22 and 2^23 (half-integers) and beyond 2^23.
@Suite struct RoundingTests {
    @Test func roundingFunctionsAreExact() throws {
        let program = try bindProgram(
            "[[ stitchable ]] half4 f(float2 p) { return half4(floor(p.x), ceil(p.x), trunc(p.x), round(p.x)); }\n[[ stitchable ]] half4 g(float2 p) { return half4(rint(p.x), fract(p.x), fmod(p.x, 3.0), sign(p.x)); }",
            "f")
        let other = try bindProgram(
            "[[ stitchable ]] half4 g(float2 p) { return half4(rint(p.x), fract(p.x), fmod(p.x, 3.0), sign(p.x)); }",
            "g")
        let xs: [Float] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999997, -0.49999997, 3.7, -3.7, 4_194_304.5, -4_194_304.5,
            8_388_607.5, 8_388_609, -1e9, 1e9, 123.25, -7.75,
        ]
        let v = program.values(at: xs.map { SIMD2($0, 0) })
        let w = other.values(at: xs.map { SIMD2($0, 0) })
        for (i, x) in xs.enumerated() {
            #expect(v[i][0] == x.rounded(.down) && v[i][0].sign == x.rounded(.down).sign, "floor(\(x))")
            #expect(v[i][1] == x.rounded(.up) && v[i][1].sign == x.rounded(.up).sign, "ceil(\(x))")
            #expect(v[i][2] == x.rounded(.towardZero) && v[i][2].sign == x.rounded(.towardZero).sign, "trunc(\(x))")
            #expect(v[i][3] == x.rounded(.toNearestOrAwayFromZero), "round(\(x))")
            #expect(
                w[i][0] == x.rounded(.toNearestOrEven) && w[i][0].sign == x.rounded(.toNearestOrEven).sign, "rint(\(x))"
            )
            #expect(w[i][1] == min(x - x.rounded(.down), 0.99999994), "fract(\(x))")
            #expect(w[i][2] == x - 3 * (x / 3).rounded(.towardZero), "fmod(\(x), 3)")
            #expect(w[i][3] == (x > 0 ? 1 : x < 0 ? -1 : 0), "sign(\(x))")
        }
    }
}
