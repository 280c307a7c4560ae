// HalfPrecision.swift: how the evaluator computes MSL `half` — IEEE 754 binary16 (MSL spec §2.1, Table 2.1: "A
// 16-bit floating-point. The half data type must conform to the IEEE 754 binary16 storage format"; precision in
// §8.4 Table 8.3: half arithmetic correctly rounded, half math functions ≤ 1 ulp of binary16). Status: complete.

/// The default is `.float32`: every `half` operation is computed in Float32 and only the returned colour is
/// quantised (to 8 bits). This keeps what the shader author meant where binary16 would visibly fail — positions
/// past 2048 pt, noise hashes — and is what Metal itself permits (MSL spec §8.4: an implementation may evaluate in
/// higher precision; the shader contract §3.6 chooses it). `.strict` rounds every half-typed result (arithmetic,
/// conversion, built-in, literal, `layer.sample` texel, `++`) to binary16, overflow past 65504 giving ±infinity,
/// as an Apple GPU computes it: `2048.0h + 1.0h == 2048.0h`. Fused `a·b + c` is not contracted in strict mode, so
/// the product rounds before the sum.
public enum HalfPrecision: Sendable, Equatable {
    case float32, strict
}
