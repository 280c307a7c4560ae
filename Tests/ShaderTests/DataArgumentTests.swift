// DataArgumentTests.swift: `.data(_:)` arguments (Apple: Shader.Argument.data(_:) — "device const void *ptr, int
// size_in_bytes") read through casts to float, half, int, uint, float2 and float4 pointers with MSL's sizes and
// alignments, little-endian; elements not wholly inside the bytes read 0. Checked per pixel against the bytes
// decoded here with Swift's own Float/Float16/Int32 bit patterns, in both evaluators.

import Foundation
import Shader
import Testing

@Suite struct DataArgumentTests {
    /// Little-endian bytes of `values` as Float32 (what `Data(bytes: floats, count: n * 4)` holds on Apple GPUs' hosts).
    static func bytes(_ values: [Float]) -> [UInt8] {
        values.flatMap { v in (0..<4).map { UInt8(truncatingIfNeeded: v.bitPattern >> UInt32(8 * $0)) } }
    }

    static let floats: [Float] = [0.25, -1.5, 3.0, 1e-3, 42.0, -0.0, 7.75, 100.5, 0.125, -8.0, 2.5]

    @Test func castsAndIndexesPerPixel() throws {
        let source = fill(
            """
            device const float *f = (device const float *)ptr;
            device const float4 *q = (device const float4 *)ptr;
            const device half *h = (const device half *)ptr;
            int i = int(floor(p.x)) + 3;  // -1 … 6: one below and past the float4 elements
            int n = size / 4;
            float2 two = ((device const float2 *)ptr)[i];
            uint u = ((device const uint *)ptr)[i & 7];
            return half4(f[i] + float(n) * 0.0, q[i].w + two.y, float(h[i]), float(u & 0xFFu) + float(((device const int *)ptr)[1] < 0));
            """, params: ", device const void *ptr, int size")
        let data = Self.bytes(Self.floats)
        let program = try bindProgram(source, "t", usage: .fill, [.data(data)])
        let fast = program.values(at: testPositions)
        let reference = program.referenceValues(at: testPositions)
        func word(_ k: Int) -> UInt32 {
            k >= 0 && k * 4 + 4 <= data.count
                ? (0..<4).reduce(UInt32(0)) { $0 | UInt32(data[k * 4 + $1]) << UInt32(8 * $1) } : 0
        }
        for (index, p) in testPositions.enumerated() {
            let i = Int(p.x.rounded(.down)) + 3
            let f = Double(Float(bitPattern: word(i)))
            // float4 elements: 16-byte stride, only whole ones (11 floats hold 2); float2: 8-byte stride (5).
            let qw = i >= 0 && i < 2 ? Double(Float(bitPattern: word(i * 4 + 3))) : 0
            let twoY = i >= 0 && i < 5 ? Double(Float(bitPattern: word(i * 2 + 1))) : 0
            let halfBits = i >= 0 && i * 2 + 2 <= data.count ? UInt16(data[i * 2]) | UInt16(data[i * 2 + 1]) << 8 : 0
            let h = Double(Float16(bitPattern: halfBits))
            let u = Double(word(i & 7) & 0xFF) + (Int32(bitPattern: word(1)) < 0 ? 1 : 0)
            let expected = [f, Double(Float(qw) + Float(twoY)), h, u]  // the sum in Float32, as the shader does
            for k in 0..<4 {
                #expect(
                    close(fast[index][k], expected[k], tolerance: 0),
                    "slot \(k) at i = \(i): \(fast[index][k]) vs \(expected[k])")
                // The reference adds in Double: equal up to the Float32 sum's rounding.
                #expect(
                    abs(reference[index][k] - expected[k]) <= 1e-6 * max(1, abs(expected[k])),
                    "reference slot \(k) at i = \(i)")
            }
        }
    }

    @Test func malformedReads() {
        let cases: [(String, String, String)] = [
            ("float a = ptr[0];", ", device const void *ptr, int size", "subscript of pointer to incomplete type"),
            (
                "device const half *h = (device const half *)values; float a = h[0];",
                ", device const float *values, int count", "cannot view 'device const float*'"
            ),
            (
                "device const bool *b = (device const bool *)ptr; float a = 0;", ", device const void *ptr, int size",
                "reading 'bool' elements"
            ),
            ("float a = 0;", ", device const uchar *ptr, int size", "pointers to 8- and 16-bit integers"),
            ("device const float *f; float a = 0;", ", device const void *ptr, int size", "needs an initial value"),
        ]
        for (body, params, message) in cases {
            let d = compileError(fill(body + " return half4(a);", params: params))
            #expect(d?.message.contains(message) == true, "\(body): \(String(describing: d))")
            #expect(d?.hint != nil)
        }
    }
}
