// HalfPrecision.swift: how the evaluator computes MSL `half` — IEEE 754 binary16 (MSL spec §2.1, Table 2.1: "A
// 16-bit floating-point. The half data type must conform to the IEEE 754 binary16 storage format"; precision in
// §8.4 Table 8.3: half `x + y`, `x * y`, `x / y` correctly rounded, half math functions within 1 ulp of binary16).
// Status: complete.

/// `.strict` is what the spec's tables describe and what Apple GPUs run: every half-typed result (arithmetic,
/// conversion, built-in, literal, `layer.sample` texel, `++`) is rounded to binary16, overflow past 65504 giving
/// ±infinity, so `2048.0h + 1.0h == 2048.0h`; `a·b + c` is not contracted, so the product rounds before the sum.
/// The default stays `.float32` (half computed in Float32, only the returned colour quantised to 8 bits), the
/// shader contract's choice (§3.6): it is what the author meant wherever binary16 visibly breaks a formula —
/// `half2(position)` past 2048 pt, noise hashes — and it keeps every existing picture as it is. On colour values
/// the two differ little: binary16's step just below 1 is 2^-11, an eighth of an 8-bit level.
public enum HalfPrecision: Sendable, Equatable {
    case float32, strict
}
