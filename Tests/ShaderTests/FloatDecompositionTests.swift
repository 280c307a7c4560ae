// FloatDecompositionTests.swift: `frexp`, `ldexp` and `nextafter` (MSL spec §6.5, Table 6.5), the built-ins the
// shader contract's list names besides those already tested, against Foundation's frexp/scalbn and Swift's
// nextUp/nextDown on Float32 — exact, since all three are exact operations on the binary32 value.

import Foundation
import Shader
import Testing

@Suite struct FloatDecompositionTests {
    /// Arguments spanning normal magnitudes of both signs, zero, a subnormal (bits 0x116C2) and a power of two.
    static let inputs: [SIMD2<Float>] = [
        SIMD2(3.75, 1), SIMD2(-0.3, 2), SIMD2(0, -3), SIMD2(Float(bitPattern: 0x0001_16C2), 5), SIMD2(1024, -7), SIMD2(6.1e7, 30),
        SIMD2(-2.5e-9, -20), SIMD2(0.5, 0),
    ]

    @Test func frexpLdexpNextafterAgainstFoundation() throws {
        let program = try bindProgram(
            fill(
                """
                int e; float m = frexp(p.x, e);
                int2 e2; float2 m2 = frexp(float2(p.x, -p.x * 3.0), e2);
                return half4(m, float(e), ldexp(p.x, int(p.y)), float(e2.y) + m2.y * 0.0);
                """), "t")
        let after = try bindProgram(
            fill("return half4(nextafter(p.x, p.y), nextafter(p.x, p.x), nextafter(float2(p), 0.0));"), "t")
        let fast = program.values(at: Self.inputs)
        let reference = program.referenceValues(at: Self.inputs)
        let fastAfter = after.values(at: Self.inputs)
        let referenceAfter = after.referenceValues(at: Self.inputs)
        for (i, p) in Self.inputs.enumerated() {
            // C's frexp (the Swift overlay's tuple form drops the sign).
            var e: Int32 = 0
            var e3: Int32 = 0
            let m = Foundation.frexp(Double(p.x), &e)
            _ = Foundation.frexp(Double(-p.x * 3), &e3)
            let ld = Double(Float(sign: .plus, exponent: Int(p.y), significand: p.x))
            let expected = [m, p.x == 0 ? 0 : Double(e), ld, p.x == 0 ? 0 : Double(e3)]
            for k in 0..<4 {
                #expect(Double(fast[i][k]) == expected[k], "slot \(k) of \(p): \(fast[i][k]) vs \(expected[k])")
                #expect(reference[i][k] == expected[k], "reference slot \(k) of \(p)")
            }
            let n0 = p.x < p.y ? p.x.nextUp : p.x > p.y ? p.x.nextDown : p.y
            let n2: Float = p.y > 0 ? p.y.nextDown : p.y < 0 ? p.y.nextUp : 0
            let n1: Float = p.x > 0 ? p.x.nextDown : p.x < 0 ? p.x.nextUp : 0
            let expectedAfter = [n0, p.x, n1, n2]
            for k in 0..<4 {
                #expect(fastAfter[i][k] == expectedAfter[k], "nextafter slot \(k) of \(p)")
                #expect(referenceAfter[i][k] == Double(expectedAfter[k]), "nextafter reference slot \(k) of \(p)")
            }
        }
        // frexp's mantissa is in [½, 1) and m·2^e gives back x, for every non-zero input.
        for (i, p) in Self.inputs.enumerated() where p.x != 0 {
            #expect(abs(fast[i][0]) >= 0.5 && abs(fast[i][0]) < 1)
            #expect(Float(sign: .plus, exponent: Int(fast[i][1]), significand: fast[i][0]) == p.x)
        }
    }

    @Test func malformedCalls() {
        let bad = compileError(fill("float e; return half4(frexp(p.x, e));"))
        #expect(bad?.message.contains("'frexp' exponent must be an int l-value") == true, "\(String(describing: bad))")
        let wrong = compileError(fill("return half4(ldexp(p.x, 1.5));"))
        #expect(wrong?.message.contains("'ldexp' exponent must be an int") == true, "\(String(describing: wrong))")
    }
}
