// StrictHalfTests.swift: `HalfPrecision.strict` rounds every half-typed result to IEEE binary16 (MSL spec §2.1), so
// sums and products match Swift's own `Float16` arithmetic step for step, and differ visibly from the default
// Float32 evaluation (2048 + 1 in half is 2048).

import Foundation
import Shader
import Testing

func bindStrict(_ source: String, _ name: String, _ precision: HalfPrecision) throws -> ShaderProgram {
    let lib = try MetalLibrary.compile(
        files: [MetalSourceFile(path: "/shaders/Test.metal", text: source)], halfPrecision: precision,
        readFile: { _ in nil })
    let f = try #require(lib.function(named: name))
    return try f.bind(usage: .fill, arguments: [])
}

@Suite struct StrictHalfTests {
    /// 2048 + 1 needs 12 significant bits; binary16 has 11, so the sum rounds back to 2048 (ties to even).
    @Test func halfAndFloatDiffer() throws {
        let source = fill(
            "half x = half(p.x) * 0.0h + 2048.0h; half y = x + 1.0h; half z = half(p.y) * 0.0h + 0.1h; return half4(y - x, z, x * 40.0h, 1);"
        )
        let strict = try bindStrict(source, "t", .strict).values(at: [SIMD2(0.5, 0.5)])[0]
        let loose = try bindStrict(source, "t", .float32).values(at: [SIMD2(0.5, 0.5)])[0]
        #expect(strict[0] == 0)
        #expect(loose[0] == 1)
        #expect(strict[1] == Float(Float16(0.1)))  // 0.0999755859375
        #expect(loose[1] == 0.1)
        #expect(strict[2] == .infinity)  // 81920 > 65504
        #expect(loose[2] == 81920)
    }

    /// A chain of half arithmetic per pixel equals the same chain in Swift's Float16, bit for bit, in both the span
    /// evaluator and the reference twin.
    @Test func matchesSwiftFloat16StepByStep() throws {
        let source = fill(
            """
            half h = half(p.x) * 0.3h + half(p.y);
            half2 v = half2(h, half(p.x * 7.0));
            v = v * v - 0.1h;
            v.x += 1.0h;
            half s = sin(h);
            return half4(v, s, h / 3.0h);
            """)
        let program = try bindStrict(source, "t", .strict)
        let fast = program.values(at: testPositions)
        let reference = program.referenceValues(at: testPositions)
        for (i, p) in testPositions.enumerated() {
            let h = Float16(p.x) * Float16(0.3) + Float16(p.y)
            var v = (h, Float16(p.x * 7))
            v = (v.0 * v.0 - Float16(0.1), v.1 * v.1 - Float16(0.1))
            v.0 += 1
            let expected = [Float(v.0), Float(v.1), Float(h / 3)]
            for k in [0, 1, 3] {
                #expect(fast[i][k] == expected[k == 3 ? 2 : k], "slot \(k) at \(p)")
                #expect(reference[i][k] == Double(expected[k == 3 ? 2 : k]), "reference slot \(k) at \(p)")
            }
            // sin is a math function (≤ 1 half ulp in Metal), rounded once: within one binary16 ulp.
            let sinH = Float(Float16(Foundation.sin(Float(h))))
            #expect(abs(fast[i][2] - sinH) <= Float(Float16(sinH).ulp), "sin at \(p)")
        }
    }

    /// The evaluator's binary16 rounding equals Swift's Float16 conversion over normal, subnormal, tie, overflow and
    /// underflow inputs.
    @Test func roundingMatchesFloat16Conversion() throws {
        let program = try bindStrict(fill("return half4(half(p.x), half(p.y), 0, 1);"), "t", .strict)
        var inputs: [SIMD2<Float>] = []
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for exponent in UInt32(95)...UInt32(145) {
            for k in 0..<40 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                var significand = UInt32(truncatingIfNeeded: state >> 41) & 0x7F_FFFF
                if k < 4 { significand = (significand & ~0x1FFF) | 0x1000 }  // exact ties for normal halves
                let bits = (exponent << 23) | significand | (k % 2 == 0 ? 0 : 0x8000_0000)
                inputs.append(SIMD2(Float(bitPattern: bits), Float(bitPattern: bits ^ 0x8000_0000)))
            }
        }
        inputs += [SIMD2(65504, 65519.99), SIMD2(65520, -65520), SIMD2(5.96e-8, 2.98e-8), SIMD2(2.99e-8, 0)]
        let out = program.values(at: inputs)
        for (i, p) in inputs.enumerated() {
            #expect(out[i][0].bitPattern == Float(Float16(p.x)).bitPattern, "half(\(p.x))")
            #expect(out[i][1].bitPattern == Float(Float16(p.y)).bitPattern, "half(\(p.y))")
        }
    }
}
