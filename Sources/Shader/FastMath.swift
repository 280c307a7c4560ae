// FastMath.swift: branch-free Float32 transcendentals for the span evaluator, within Metal's fast-math contract
// (MSL spec §8.4, Table 8.2: sin/cos absolute error ≤ 2^-13 on [-π, π]; exp/exp2 ≤ 3 + floor(|2x|) ulp; log/log2
// absolute 2^-21/2^-22 on [0.5, 2]; pow = exp2(y·log2 x), NaN for x < 0; tan = sin·(1/cos); tanh = (t−1)/(t+1),
// t = exp(2x)). Written as selects, not branches, so the 16-lane loops vectorise; the constant folder calls the same
// functions, so folded and evaluated values agree bit for bit. Cody–Waite reduction (Cody & Waite, "Software Manual
// for the Elementary Functions", 1980); odd/even Taylor polynomials on |r| ≤ π/4. Status: complete.

enum FastMath {
    @inline(__always) static func select(_ c: Bool, _ a: Float, _ b: Float) -> Float { c ? a : b }

    /// |x| with the sign of s, by bits.
    @inline(__always) static func copysign(_ x: Float, _ s: Float) -> Float {
        Float(bitPattern: (x.bitPattern & 0x7FFF_FFFF) | (s.bitPattern & 0x8000_0000))
    }

    // Rounding without libm calls (baseline x86-64 has no roundps, so `rounded` is a call per lane): adding and
    // subtracting ±2^23 rounds a |x| < 2^23 to an integer, ties to even (the sum's ulp is 1); larger floats are
    // already integers. Zeros keep the argument's sign, as IEEE 754 roundToIntegral does.
    @inline(__always) static func rint(_ x: Float) -> Float {
        let m = copysign(8_388_608, x)
        let r = abs(x) < 8_388_608 ? (x + m) - m : x
        return copysign(r, x)
    }
    @inline(__always) static func floor(_ x: Float) -> Float {
        let r = rint(x)
        return r > x ? r - 1 : r
    }
    @inline(__always) static func ceil(_ x: Float) -> Float {
        let r = rint(x)
        return copysign(r < x ? r + 1 : r, x)
    }
    @inline(__always) static func trunc(_ x: Float) -> Float { copysign(floor(abs(x)), x) }
    /// Halfway cases away from zero (MSL spec §6.5 `round`).
    @inline(__always) static func round(_ x: Float) -> Float {
        let t = floor(abs(x))
        return copysign(abs(x) - t >= 0.5 ? t + 1 : t, x)
    }

    /// sin and cos of x: k = rint(x·2/π), r = x − k·π/2 in three parts, quadrant k mod 4.
    @inline(__always) static func sincos(_ x: Float) -> (sin: Float, cos: Float) {
        let k = rint(x * 0.636_619_77)
        var r = x - k * 1.570_312_5  // π/2 = 1.5703125 + 4.837512969970703125e-4 + 7.54978995489188e-8
        r = r - k * 4.837_513e-4
        r = r - k * 7.549_79e-8
        let r2 = r * r
        let s = r + r * r2 * (-1.666_666_7e-1 + r2 * (8.333_333e-3 + r2 * (-1.984_127e-4 + r2 * 2.755_731_4e-6)))
        let c =
            1 + r2
            * (-0.5 + r2 * (4.166_666_7e-2 + r2 * (-1.388_888_9e-3 + r2 * (2.480_158_7e-5 - r2 * 2.755_731_4e-7))))
        // Quadrant k mod 4 in floating point (no integer conversion, so the lane loops vectorise); NaN and ±inf
        // inputs make r NaN and propagate.
        let q = k - 4 * floor(k * 0.25)
        let odd = q == 1 || q == 3
        let sinv = select(odd, c, s)
        let cosv = select(odd, s, c)
        return (select(q >= 2, -sinv, sinv), select(q == 1 || q == 2, -cosv, cosv))
    }

    @inline(__always) static func sin(_ x: Float) -> Float { sincos(x).sin }
    @inline(__always) static func cos(_ x: Float) -> Float { sincos(x).cos }
    @inline(__always) static func tan(_ x: Float) -> Float {
        let sc = sincos(x)
        return sc.sin * (1 / sc.cos)
    }

    /// 2^x: k = rint(x), f = x − k in [−½, ½], Taylor of e^(f·ln2) to degree 7, scaled by building 2^k's bits.
    @inline(__always) static func exp2(_ x: Float) -> Float {
        let xc = max(-150, min(128, x))
        let k = rint(xc)
        let f = (xc - k) * 0.693_147_18
        let p =
            1 + f
            * (1 + f
                * (0.5 + f
                    * (1.666_666_7e-1 + f
                        * (4.166_666_7e-2 + f * (8.333_333e-3 + f * (1.388_888_9e-3 + f * 1.984_127e-4))))))
        // Two factors so k down to −150 (subnormal results) and up to 128 (overflow to inf) stay representable.
        let ki = Int32(k)
        let k1 = ki >> 1
        let k2 = ki - k1
        let s1 = Float(bitPattern: UInt32(truncatingIfNeeded: max(0, min(255, k1 + 127))) << 23)
        let s2 = Float(bitPattern: UInt32(truncatingIfNeeded: max(0, min(255, k2 + 127))) << 23)
        let r = p * s1 * s2
        return x.isNaN ? x : r
    }

    /// log2 x: x = m·2^e with m in [√½, √2), ln m = 2·atanh(s), s = (m−1)/(m+1), odd series to s^9.
    @inline(__always) static func log2(_ x: Float) -> Float {
        let tiny = x < 1.175_494_4e-38
        let xs = tiny ? x * 8_388_608 : x  // 2^23 lifts subnormals
        let bits = xs.bitPattern
        var e = Int32(truncatingIfNeeded: (bits >> 23) & 0xFF) - 127 - (tiny ? 23 : 0)
        var m = Float(bitPattern: (bits & 0x007F_FFFF) | 0x3F80_0000)
        let big = m > 1.414_213_6
        m = big ? m * 0.5 : m
        e = big ? e + 1 : e
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        let ln = 2 * s * (1 + s2 * (0.333_333_34 + s2 * (0.2 + s2 * (0.142_857_15 + s2 * 0.111_111_11))))
        let r = Float(e) + ln * 1.442_695_04
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return .infinity }
        return r
    }

    @inline(__always) static func exp(_ x: Float) -> Float { exp2(x * 1.442_695_04) }
    @inline(__always) static func log(_ x: Float) -> Float { log2(x) * 0.693_147_18 }
    @inline(__always) static func pow(_ x: Float, _ y: Float) -> Float { exp2(y * log2(x)) }

    /// atan on all reals: |x| > 1 → π/2 − atan(1/|x|); |t| > tan(π/8) → π/4 + atan((t−1)/(t+1)); Taylor to t^15.
    @inline(__always) static func atan(_ x: Float) -> Float {
        let a = abs(x)
        let inv = a > 1
        let t0 = inv ? 1 / a : a
        let mid = t0 > 0.414_213_57
        let t = mid ? (t0 - 1) / (t0 + 1) : t0
        let t2 = t * t
        var r =
            t + t * t2
            * (-0.333_333_34 + t2
                * (0.2 + t2
                    * (-0.142_857_15 + t2
                        * (0.111_111_11 + t2 * (-0.090_909_09 + t2 * (0.076_923_08 - t2 * 0.066_666_67))))))
        r = mid ? r + 0.785_398_16 : r
        r = inv ? 1.570_796_3 - r : r
        return x.isNaN ? x : (x < 0 ? -r : r)
    }

    /// atan2(y, x) in (−π, π]; 0 for (0, 0) (undefined in Metal's fast math).
    @inline(__always) static func atan2(_ y: Float, _ x: Float) -> Float {
        let ax = abs(x)
        let ay = abs(y)
        var a = atan(ay / ax)
        a = (ax == 0 && ay == 0) ? 0 : a
        a = (ax.isInfinite && ay.isInfinite) ? 0.785_398_16 : a
        a = x < 0 || (x == 0 && x.sign == .minus && ay == 0) ? 3.141_592_7 - a : a
        let r = y.sign == .minus ? -a : a
        return x.isNaN || y.isNaN ? .nan : r
    }

    @inline(__always) static func asin(_ x: Float) -> Float { atan2(x, (max(0, 1 - x * x)).squareRoot()) }
    @inline(__always) static func acos(_ x: Float) -> Float { atan2((max(0, 1 - x * x)).squareRoot(), x) }

    @inline(__always) static func tanh(_ x: Float) -> Float {
        let t = exp(2 * max(-44, min(44, x)))
        return (t - 1) / (t + 1)
    }
    @inline(__always) static func sinh(_ x: Float) -> Float {
        let t = exp(x)
        return 0.5 * (t - 1 / t)
    }
    @inline(__always) static func cosh(_ x: Float) -> Float {
        let t = exp(x)
        return 0.5 * (t + 1 / t)
    }

    /// fract(x) = x − floor(x), kept below 1 (MSL spec §6.5: "fmin(x – floor(x), 0x1.fffffep-1f)").
    @inline(__always) static func fract(_ x: Float) -> Float { min(x - floor(x), 0.999_999_94) }

    @inline(__always) static func fmin(_ a: Float, _ b: Float) -> Float { a.isNaN ? b : (b < a ? b : a) }
    @inline(__always) static func fmax(_ a: Float, _ b: Float) -> Float { a.isNaN ? b : (b > a ? b : a) }

    @inline(__always) static func sign(_ x: Float) -> Float { x > 0 ? 1 : (x < 0 ? -1 : 0) }

    /// float → int: toward zero, NaN → 0, saturating (MSL spec §8.6; never traps).
    @inline(__always) static func toInt(_ x: Float) -> Int32 {
        if x.isNaN { return 0 }
        if x >= 2_147_483_520 { return Int32.max }
        if x <= -2_147_483_648 { return Int32.min }
        return Int32(x)
    }

    @inline(__always) static func toUInt(_ x: Float) -> UInt32 {
        if x.isNaN || x <= 0 { return 0 }
        if x >= 4_294_967_040 { return UInt32.max }
        return UInt32(x)
    }

    /// frexp (MSL spec §6.5): x = m · 2^e with ½ ≤ |m| < 1, by the exponent bits; subnormals are scaled by 2^24
    /// first; zero, infinity and NaN give (x, 0) as C's frexp does.
    @inline(__always) static func frexp(_ x: Float) -> (mantissa: Float, exponent: Int32) {
        let tiny = x.bitPattern & 0x7FFF_FFFF < 0x0080_0000
        let y = tiny ? x * 16_777_216 : x
        let bits = y.bitPattern
        let e = Int32(truncatingIfNeeded: (bits >> 23) & 0xFF)
        if e == 0 || e == 255 { return (x, 0) }
        return (Float(bitPattern: (bits & 0x807F_FFFF) | 0x3F00_0000), e - 126 - (tiny ? 24 : 0))
    }

    /// ldexp (MSL spec §6.5): x · 2^k, rounded once (scalbn), k clamped where the result is already 0 or infinite.
    @inline(__always) static func ldexp(_ x: Float, _ k: Int32) -> Float {
        Float(sign: .plus, exponent: Int(Swift.max(-400, Swift.min(400, k))), significand: x)
    }

    /// nextafter (MSL spec §6.5): the next Float32 after x toward y; y when they are equal, NaN when either is.
    @inline(__always) static func nextafter(_ x: Float, _ y: Float) -> Float {
        if x.isNaN || y.isNaN { return .nan }
        return x == y ? y : (x < y ? x.nextUp : x.nextDown)
    }

    /// x rounded to the nearest binary16 value, ties to even (IEEE 754 convertFormat; MSL spec §2.1), by bits so the
    /// lane loop vectorises: the significand loses 13 bits (normal halves) or the bits below 2^-24 (subnormal
    /// halves); past 65504 (rounding up from 65520) the result is infinite; NaN stays NaN.
    @inline(__always) static func roundHalf(_ x: Float) -> Float {
        let bits = x.bitPattern
        let sign = bits & 0x8000_0000
        let a = bits & 0x7FFF_FFFF
        let exponent = Int32(truncatingIfNeeded: a >> 23)
        // Bits to drop: 13 for a normal half (exponent ≥ 113, i.e. ≥ 2^-14), up to 23 for subnormal ones (the
        // kept part's lowest bit is then the exponent's, which is the quantum count's parity there).
        let drop = UInt32(Swift.min(23, Swift.max(13, 126 - exponent)))
        let half = UInt32(1) << (drop - 1)
        let mask = (UInt32(1) << drop) - 1
        let odd = (a >> drop) & 1
        var r = (a + half - 1 + odd) & ~mask
        // [2^-25, 2^-24) rounds to 0 or 2^-24 (a tie, 2^-25 itself, to 0); anything smaller to 0.
        if exponent == 102 { r = a > 0x3300_0000 ? 0x3380_0000 : 0 }
        if exponent < 102 { r = 0 }
        if a >= 0x477F_F000 { r = 0x7F80_0000 }  // ≥ 65520: rounds past 65504
        if a > 0x7F80_0000 { r = a }  // NaN
        return Float(bitPattern: sign | r)
    }
}
