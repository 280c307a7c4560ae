// ConstructTests.swift: every construct of the MSL subset (shader contract §2), compiled, bound as a fill shader
// and evaluated by the span evaluator at a grid of points, against the same formula written here in plain Swift
// (and against the scalar reference evaluator). The expected formulas follow the MSL spec sections named per case.

import Foundation
import Shader
import Testing

struct ConstructCase: CustomStringConvertible, Sendable {
    var name: String
    var source: String
    var arguments: [ShaderArgument] = []
    var expected: @Sendable (Double, Double) -> [Double]
    var description: String { name }
}

func fill(_ body: String, params: String = "", prelude: String = "") -> String {
    """
    #include <metal_stdlib>
    #include <SwiftUI/SwiftUI_Metal.h>
    using namespace metal;
    \(prelude)
    [[ stitchable ]] half4 t(float2 p\(params)) {
    \(body)
    }
    """
}

func fmodD(_ x: Double, _ y: Double) -> Double { x - y * (x / y).rounded(.towardZero) }

let constructCases: [ConstructCase] = [
    // §3.1 arithmetic and precedence
    ConstructCase(
        name: "arithmetic",
        source: fill("float a = p.x * 2.0 + p.y / 4.0 - 1.0; return half4(a, a * a, -a, 1 + 2 * 3);")
    ) { x, y in
        let a = x * 2 + y / 4 - 1
        return [a, a * a, -a, 7]
    },
    // §2.2.1 swizzle reads, writes and compound writes
    ConstructCase(
        name: "swizzles",
        source: fill(
            "float4 v = float4(p, p.x + 1, 2); v.xz = v.zx; v.w += v.y; v.rg *= 2.0; float2 q = v.yx; return half4(v.wzyx) + half4(q.x, 0, 0, 0);"
        )
    ) { x, y in
        let v = [(x + 1) * 2, y * 2, x, 2 + y]
        return [v[3] + v[1], v[2], v[1], v[0]]
    },
    // §2.2.2 / §2.3.2 constructors, scalar splats, half2 from float2
    ConstructCase(
        name: "constructors",
        source: fill(
            "float3 a = float3(p, 1); float4 b = float4(a.xy, float2(3)); half2 h = half2(p); float4 s = 2.5; return half4(b.x + a.z, b.w + s.y, float(h.y), float(int(b.z)));"
        )
    ) { x, y in
        [x + 1, 5.5, y, 3]
    },
    // §2.3 matrices: M·v, v·M, M·M, m[i] columns, determinant, transpose
    ConstructCase(
        name: "matrices",
        source: fill(
            "float2x2 m = float2x2(0.8, 0.6, -0.6, 0.8); float2 r = m * p; float2 s = p * m; float2x2 n = m * m; float3x3 k = float3x3(2.0); return half4(r.x + s.y, r.y, n[1][0] + transpose(m)[0][1], determinant(m) + k[2][2]);"
        )
    ) { x, y in
        // columns (0.8, 0.6) and (−0.6, 0.8)
        let r = (0.8 * x - 0.6 * y, 0.6 * x + 0.8 * y)
        let s1 = -0.6 * x + 0.8 * y
        let n10 = 0.8 * -0.6 + -0.6 * 0.8  // (M·M) column 1, row 0
        return [r.0 + s1, r.1, n10 + -0.6, 1 + 2]
    },
    // §2.12 structs: declared, returned from helpers, aggregate-initialised, members written
    ConstructCase(
        name: "structs",
        source: fill(
            "S s = make(p.x); S t = {1.0, float2(2, 3)}; t.b.y += s.a; return half4(s.a, s.b.y, t.b.y, t.a);",
            prelude:
                "struct S { float a; float2 b; };\nS make(float x) { S s; s.a = x; s.b = float2(x, 2 * x); return s; }")
    ) { x, _ in
        [x, 2 * x, 3 + x, 1]
    },
    // §2.12 arrays: local, constant, initialiser lists, dynamic (per-pixel) index read and write
    ConstructCase(
        name: "arrays",
        source: fill(
            "float a[4]; for (int i = 0; i < 4; i++) { a[i] = float(i) * p.x; } int k = int(abs(p.y)) % 4; float b[] = {5.0, 6.0, 7.0}; a[k] += 10.0; return half4(a[k], W[1] + b[2], W[k % 3], a[2]);",
            prelude: "constant float W[3] = {0.25, 0.5, 0.75};")
    ) { x, y in
        let k = Int(abs(y)) % 4
        var a = (0..<4).map { Double($0) * x }
        a[k] += 10
        return [a[k], 7.5, [0.25, 0.5, 0.75][k % 3], a[2]]
    },
    // Functions: overloads by parameter type, default arguments, static/inline helpers
    ConstructCase(
        name: "functions",
        source: fill(
            "return half4(f(p.x), f(p), g(p.x), g(p.x, 2.0));",
            prelude:
                "static inline float f(float x) { return x * 2; }\nfloat f(float2 v) { return v.x + v.y; }\nfloat g(float x, float y = 3.0) { return x * y; }"
        )
    ) { x, y in
        [x * 2, x + y, x * 3, x * 2]
    },
    // Varying if / else if / else with returns in every branch
    ConstructCase(
        name: "returns",
        source: fill(
            "return half4(h(p.x), h(p.y), 0, 1);",
            prelude:
                "float h(float x) { if (x > 2.0) { return 1.0; } else if (x > -1.0) { if (x < 0.0) return 4.0; return 2.0; } return 3.0; }"
        )
    ) { x, y in
        func h(_ v: Double) -> Double { v > 2 ? 1 : v > -1 ? (v < 0 ? 4 : 2) : 3 }
        return [h(x), h(y), 0, 1]
    },
    // for with varying break/continue, while and do-while with varying trip counts
    ConstructCase(
        name: "loops",
        source: fill(
            "float s = 0; for (int i = 0; i < 10; i++) { if (float(i) > p.x + 4) break; if (i % 2 == 0) continue; s += float(i); } int j = 0; while (float(j) < p.y + 4) { j++; } float d = 0; do { d += 1.0; } while (d < p.x + 4); return half4(s, float(j), d, 1);"
        )
    ) { x, y in
        var s = 0.0
        for i in 0..<10 {
            if Double(i) > x + 4 { break }
            if i % 2 == 0 { continue }
            s += Double(i)
        }
        var j = 0
        while Double(j) < y + 4 { j += 1 }
        var d = 0.0
        repeat { d += 1 } while d < x + 4
        return [s, Double(j), d, 1]
    },
    // A loop with a return inside and a nested varying loop
    ConstructCase(
        name: "loop returns",
        source: fill(
            "return half4(firstAbove(p.x), nested(p.y), 0, 1);",
            prelude:
                "float firstAbove(float x) { for (int i = 0; i < 20; i++) { if (float(i) * 0.5 > x + 4) return float(i); } return -1.0; }\nfloat nested(float y) { float n = 0; int i = 0; while (float(i) < y + 4) { for (int k = 0; float(k) < float(i); k++) { n += 1; } i++; } return n; }"
        )
    ) { x, y in
        var first = -1.0
        for i in 0..<20 where Float(i) * 0.5 > Float(x) + 4 {  // compared in Float32, as the shader does
            first = Double(i)
            break
        }
        var n = 0.0
        var i = 0
        while Double(i) < y + 4 {
            n += Double(i)
            i += 1
        }
        return [first, n, 0, 1]
    },
    // Ternary, compound assignment, ++/--, logical operators (§3)
    ConstructCase(
        name: "operators",
        source: fill(
            "float a = p.x > p.y ? p.x : p.y; a += 1; a *= 2; a -= 0.5; a /= 2; int i = 3; i++; ++i; i--; int k = i--; float3 c = p.x > 1.0 ? float3(1) : float3(2); return half4(a + float(k), float(i), c.y, (p.x < 2.0 && p.y > -1.0) || p.x > 3.0 ? 1.0 : 0.0);"
        )
    ) { x, y in
        let a = ((max(x, y) + 1) * 2 - 0.5) / 2
        return [a + 4, 3, x > 1 ? 1 : 2, (x < 2 && y > -1) || x > 3 ? 1 : 0]
    },
    // Integers: conversions toward zero, wrapping uint multiply, xor, shifts, % and / on negatives (§2.22, §3)
    ConstructCase(
        name: "integers",
        source: fill(
            "uint2 u = uint2(abs(p) * 10.0); uint h = (u.x * 2654435761u) ^ (u.y * 40503u); int q = int(p.x * 7) / 2; int r = -7 % 3; return half4(float(h % 1000u), float(q), float(r), float(u.x << 2 | 1u));"
        )
    ) { x, y in
        let ux = UInt32(Float(abs(x)) * 10)
        let uy = UInt32(Float(abs(y)) * 10)
        let h = (ux &* 2_654_435_761) ^ (uy &* 40503)
        let q = Int32(Float(x) * 7) / 2
        return [Double(h % 1000), Double(q), -1, Double(ux << 2 | 1)]
    },
    // Common functions (§6.2 Table 6.1)
    ConstructCase(
        name: "common",
        source: fill(
            "return half4(fract(p.x * 3.3) + step(0.5, p.y) + sign(p.x), smoothstep(-2.0, 4.0, p.y) + saturate(p.x), mix(1.0, 3.0, 0.25) + clamp(p.x, -0.5, 1.5), fmod(p.x, 1.5) + min(p.x, p.y) + max(p.x, p.y));"
        )
    ) { x, y in
        let fx = Double(Float(x) * 3.3)
        let t = min(max((y + 2) / 6, 0), 1)
        return [
            fx - fx.rounded(.down) + (y < 0.5 ? 0 : 1) + (x > 0 ? 1 : x < 0 ? -1 : 0),
            t * t * (3 - 2 * t) + min(max(x, 0), 1), 1.5 + min(max(x, -0.5), 1.5),
            fmodD(x, 1.5) + min(x, y) + max(x, y),
        ]
    },
    // Math functions (§6.5): rounding, roots, exponentials, trigonometry
    ConstructCase(
        name: "math",
        source: fill(
            "return half4(floor(p.x) + ceil(p.y) + round(p.x * 2) + trunc(p.y), sqrt(abs(p.x)) + rsqrt(abs(p.y) + 1) + pow(abs(p.x) + 0.5, 1.5), exp(p.y * 0.5) + log(abs(p.x) + 1) + exp2(p.x) + log2(abs(p.y) + 2), atan2(p.y, p.x) + sin(p.x) * cos(p.y) + tan(p.x * 0.3) + atan(p.y));"
        )
    ) { x, y in
        [
            x.rounded(.down) + y.rounded(.up) + Double(Float(x * 2)).rounded(.toNearestOrAwayFromZero)
                + y.rounded(.towardZero),
            abs(x).squareRoot() + 1 / (abs(y) + 1).squareRoot() + pow(abs(x) + 0.5, 1.5),
            exp(y * 0.5) + log(abs(x) + 1) + exp2(x) + log2(abs(y) + 2),
            atan2(y, x) + sin(x) * cos(y) + tan(x * 0.3) + atan(y),
        ]
    },
    // Geometric functions (§6.8 Table 6.11)
    ConstructCase(
        name: "geometric",
        source: fill(
            "float2 n = normalize(float2(1, 2)); float3 c = cross(float3(p, 1), float3(1, 2, 3)); float2 r = reflect(p, n); return half4(length(p) + distance(p, float2(1)), dot(p, n) + c.z, r.x + c.x, faceforward(float2(1), p, n).y);"
        )
    ) { x, y in
        let l = (5.0).squareRoot()
        let n = (1 / l, 2 / l)
        let d = x * n.0 + y * n.1
        let c = (y * 3 - 2, 1 - x * 3, x * 2 - y)
        let r = x - 2 * d * n.0
        let ff = (n.0 * x + n.1 * y) < 0 ? 1.0 : -1.0
        return [
            (x * x + y * y).squareRoot() + ((x - 1) * (x - 1) + (y - 1) * (y - 1)).squareRoot(), d + c.2, r + c.0, ff,
        ]
    },
    // sincos / modf out-parameters
    ConstructCase(
        name: "out parameters",
        source: fill(
            "float c; float s = sincos(p.x, c); float ip; float fp = modf(p.y, ip); return half4(s, c, fp, ip);")
    ) { x, y in
        [sin(x), cos(x), y - y.rounded(.towardZero), y.rounded(.towardZero)]
    },
    // Preprocessor: object- and function-like macros, #ifdef/#if/#elif/#else, M_PI_F, __METAL_VERSION__
    ConstructCase(
        name: "preprocessor",
        source: fill(
            "float v = SQ(p.x + 1); #if defined(TWO_PI) && __METAL_VERSION__ >= 200\nv += TWO_PI;\n#elif 1\nv = 0;\n#else\nv = -1;\n#endif\n#ifndef UNDEFINED_THING\nv += 1;\n#endif\nreturn half4(v, M_PI_2_F, S(0.0, 2.0, p.y), 1);"
                .replacingOccurrences(of: "; #if", with: ";\n#if"),
            prelude:
                "#define TWO_PI (2.0 * M_PI_F)\n#define SQ(x) ((x) * (x))\n#define S(a, b, t) smoothstep(a, b, t)\n#pragma clang diagnostic ignored \"-Wunused\""
        )
    ) { x, y in
        let t = min(max(y / 2, 0), 1)
        return [(x + 1) * (x + 1) + 2 * Double.pi + 1, Double.pi / 2, t * t * (3 - 2 * t), 1]
    },
    // Vector comparisons, select, all/any, vector ternary (§6.4)
    ConstructCase(
        name: "relational",
        source: fill(
            "bool2 b = p > float2(1.0); float3 s = select(float3(0), float3(1), bool3(p.x > 1, p.y > 1, true)); float2 m = p < float2(0) ? float2(-1) : float2(1); return half4(any(b) ? 1 : 0, all(b) ? 1 : 0, s.x + s.y * 2 + s.z * 4, m.x + m.y * 2);"
        )
    ) { x, y in
        [
            x > 1 || y > 1 ? 1 : 0, x > 1 && y > 1 ? 1 : 0, (x > 1 ? 1 : 0) + (y > 1 ? 2 : 0) + 4,
            (x < 0 ? -1 : 1) + (y < 0 ? -2 : 2),
        ]
    },
    // half literals and half arithmetic (evaluated in Float32, shader contract §3.6)
    ConstructCase(
        name: "half",
        source: fill("half h = 0.5h; half3 c = half3(1.0h, 0.25h, h) * half(p.x); return half4(c * 2.0h, 1.0h);")
    ) { x, _ in
        [2 * x, 0.5 * x, x, 1]
    },
    // Program-scope constants, folded (incl. a matrix scaled at compile time)
    ConstructCase(
        name: "constants",
        source: fill(
            "float2 q = m2 * p; return half4(q, K + N, float(COUNT));",
            prelude:
                "constant float2x2 m = float2x2(1.6, 1.2, -1.2, 1.6);\nconstant float2x2 m2 = m * 0.5;\nconstant float K = sin(1.0) * 2.0;\nconstexpr constant int COUNT = 3 + 4;\nstatic constant float N = 0.25;"
        )
    ) { x, y in
        [0.8 * x - 0.6 * y, 0.6 * x + 0.8 * y, sin(1.0) * 2 + 0.25, 7]
    },
    // .floatArray: device const float* + count, indexed per pixel
    ConstructCase(
        name: "floatArray",
        source: fill(
            "float s = 0; for (int i = 0; i < n; i++) { s += v[i]; } int k = int(abs(p.x)) % n; return half4(s, v[k], float(n), v[n - 1]);",
            params: ", device const float *v, int n"), arguments: [.floatArray([1, 2, 3, 4, 5])]
    ) { x, _ in
        [15, Double(Int(abs(x)) % 5 + 1), 5, 5]
    },
    // .colorArray: device const half4* + count; .float2/.float arguments
    ConstructCase(
        name: "colorArray",
        source: fill(
            "int k = int(abs(p.y)) % count; half4 c = colors[k]; return c * scale + half4(offset, 0, 0);",
            params: ", device const half4 *colors, int count, float scale, float2 offset"),
        arguments: [
            .colorArray([SIMD4(1, 0, 0, 1), SIMD4(0, 0.5, 0, 0.5), SIMD4(0.25, 0.25, 0.25, 1)]), .float(2),
            .float2(0.5, -0.5),
        ]
    ) { _, y in
        let colors: [[Double]] = [[1, 0, 0, 1], [0, 0.5, 0, 0.5], [0.25, 0.25, 0.25, 1]]
        let c = colors[Int(abs(y)) % 3]
        return [c[0] * 2 + 0.5, c[1] * 2 - 0.5, c[2] * 2, c[3] * 2]
    },
    // Shadowing, nested scopes, comma in for, multiple declarators, while with compound condition
    ConstructCase(
        name: "scopes",
        source: fill(
            "float a = 1, b = 2; { float a = 5; b += a; } int i, j; for (i = 0, j = 10; i < j; i++, j--) {} float w = 0; while (w < 3.0 && w < abs(p.x) + 1) { w += 0.5; } return half4(a, b, float(i), w);"
        )
    ) { x, _ in
        var w = 0.0
        while w < 3 && w < abs(x) + 1 { w += 0.5 }
        return [1, 7, 5, w]
    },
]

@Suite struct ConstructTests {
    @Test(arguments: constructCases)
    func construct(_ c: ConstructCase) throws {
        let program = try bindProgram(c.source, "t", usage: .fill, c.arguments)
        let fast = program.values(at: testPositions)
        let reference = program.referenceValues(at: testPositions)
        for (i, p) in testPositions.enumerated() {
            let expected = c.expected(Double(p.x), Double(p.y))
            for k in 0..<4 {
                #expect(
                    close(fast[i][k], expected[k], tolerance: 2e-4),
                    "\(c.name) slot \(k) at \(p): \(fast[i][k]) vs \(expected[k])")
                #expect(
                    abs(reference[i][k] - expected[k]) <= 2e-4 * max(1, abs(expected[k])),
                    "\(c.name) reference slot \(k) at \(p)")
            }
        }
    }
}
