// GaussianBlur.swift: Gaussian blur of 8-bit premultiplied pixels (and of alpha planes, for shadows): the kernel and
// the choice between the full-resolution and the 2×/4×-downsampled separable convolution.
// Rule: Apple: GraphicsContext.Filter.blur(radius:options:) —
// developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:); OpenSwiftUI BlurEffect.swift
// (`blur(radius:)` and shadow radius are the standard deviation σ, in device pixels here; support ≈ 3σ; premultiplied;
// transparent outside unless opaque); W3C Filter Effects, feGaussianBlur; Getreuer, "A Survey of Gaussian Convolution
// Algorithms", IPOL 2013 (3-box approximations miss 1/255 by 2–7 levels at σ ≤ 20, so a true kernel is used; downsample
// for large σ); issue #7 (within 1/255 of a true Gaussian). Status: complete.
//
// 1. The kernel is the Gaussian integrated over each pixel: w_k = Φ((k + ½ − f)/σ) − Φ((k − ½ − f)/σ), k = −r…r,
//    r = ⌈3σ + |f|⌉ (f is a sub-pixel shift, 0 except for shadow offsets). Convolving the pixel-constant image (each
//    pixel a flat square) with a continuous Gaussian and sampling at pixel centres gives exactly Σ_j p_j·w_{i−j},
//    so a blurred edge on a pixel boundary is 255·Φ(x/σ) at every centre; a point-sampled kernel misses that by
//    2 levels at σ = 1 (its variance is not σ²).
// 2. Truncation: the tails beyond ±(r − ½) go into the end taps w_{±r} (so the taps sum to 1 without
//    renormalising). Then every partial sum Σ_{k ≤ m} w_k is exactly Φ((m + ½ − f)/σ) for |m| < r: a blurred
//    pixel-aligned edge, or the difference of two (a bar, and in 2-D a rectangle), is exact inside the support and
//    off by at most the tail Q(3) = 0.00135 (0.34/255) outside it. Renormalising instead would move every partial
//    sum by up to the tail, which a rectangle's two edges and two axes add up to 4 × 0.34 levels. With Float
//    accumulation (~1e-5) and one final rounding (½), edges stay within 0.84/255.
// 3. From σ = 12 the image is averaged over k×k blocks (k = 2; 4 from σ = 32, then doubling as σ doubles, at most
//    16), blurred at 1/k resolution with σ' = √(σ² − v)/k, and interpolated back bilinearly
//    (GaussianBlur+Downsampled.swift); v is the variance the block average, the interpolation and the coarser pixel
//    integration add, so the total stays σ². On edges at every phase this stays within 0.15 levels of 255·Φ before
//    rounding (0.13 at σ = 12, k = 2; 0.11 at σ = 32, k = 4; 0.15 at σ = 128, k = 16), so edges stay within
//    0.65/255; the convolution does k³ times less work (k² fewer pixels, k× fewer taps).
// 4. The separable passes themselves: GaussianBlur+Separable.swift.
// Rejected: 3-pass box blur (W3C feGaussianBlur recipe): 1.7–6.6 levels off on edges (measured against a sampled
// Gaussian; Getreuer, "A Survey of Gaussian Convolution Algorithms", IPOL 2013); recursive (Deriche) filters: serial
// along rows, σ-dependent accuracy, not exact for σ < 2; a point-sampled kernel (rule 1).

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The taps of one axis of the blur (rule 1), in correlation order: `out[x] = Σ taps[j] · in[x + j − radius]`.
struct GaussianKernel {
    /// Taps each side of the centre.
    let radius: Int
    /// `2·radius + 1` weights summing to 1, the tails folded into the first and last (rule 2).
    let taps: [Float]
    /// True when `taps` is a palindrome (no shift), so mirrored taps can share a multiply.
    let isSymmetric: Bool

    /// The pixel-integrated Gaussian of standard deviation `sigma` (pixels) moved by `shift` pixels (|shift| ≤ ½;
    /// positive moves the image right/down). σ = 0 is the identity, or for a non-zero shift the area-weighted split
    /// of each pixel between its two neighbours (the exact shift of a pixel-constant image).
    init(sigma: Double, shift: Double = 0) {
        precondition(sigma >= 0 && sigma.isFinite && abs(shift) <= 0.5, "blur needs σ ≥ 0 and |shift| ≤ ½")
        if sigma == 0 {
            if shift == 0 {
                (radius, taps, isSymmetric) = (0, [1], true)
            } else {
                // in[x − 1] reaches x with weight f when f > 0, in[x + 1] with −f when f < 0.
                let f = Float(abs(shift))
                (radius, taps, isSymmetric) = (1, shift > 0 ? [f, 1 - f, 0] : [0, 1 - f, f], false)
            }
            return
        }
        let r = GaussianKernel.radius(sigma: sigma, shift: shift)
        // Correlation tap j takes in[x + j − r], i.e. convolution offset k = r − j; the outermost offsets ±r also
        // take the tails beyond them (rule 2).
        let weights = (0...(2 * r)).map { j -> Double in
            let k = r - j
            let low = k == -r ? -Double.infinity : (Double(k) - 0.5 - shift) / sigma
            let high = k == r ? Double.infinity : (Double(k) + 0.5 - shift) / sigma
            return GaussianKernel.mass(from: low, to: high)
        }
        radius = r
        taps = weights.map(Float.init)
        isSymmetric = shift == 0
    }

    /// ⌈3σ + |shift|⌉ (rule 1; 1 for σ = 0 with a shift, 0 for the identity).
    static func radius(sigma: Double, shift: Double) -> Int {
        Int((3 * sigma + abs(shift)).rounded(.up))
    }

    /// P(a < Z < b) for a standard normal Z, from the upper tail on each side of 0 so that small tail masses keep
    /// their relative precision (Φ(b) − Φ(a) would cancel).
    static func mass(from a: Double, to b: Double) -> Double {
        let s = 1 / 2.0.squareRoot()
        if a >= 0 { return 0.5 * (erfc(a * s) - erfc(b * s)) }
        if b <= 0 { return 0.5 * (erfc(-b * s) - erfc(-a * s)) }
        return 1 - 0.5 * erfc(b * s) - 0.5 * erfc(-a * s)
    }
}

/// Gaussian blur of interleaved 8-bit planes, per the file header.
enum GaussianBlur {
    /// What lies outside the plane.
    enum Edges {
        /// Transparent (zero) pixels: `blur(radius:opaque: false)` and shadows.
        case transparent
        /// Copies of the nearest edge pixel: `blur(radius:opaque: true)`.
        case clamp
    }

    /// The downsampling factor for `sigma` (rule 3): 1 below σ = 12, 2 below 32, then the largest power of two
    /// k ≤ σ/8, at most 16 (block sums stay within 16 bits: 16² · 255 < 2¹⁶).
    static func factor(sigma: Double) -> Int {
        if sigma < 12 { return 1 }
        if sigma < 32 { return 2 }
        var k = 4
        while k < 16 && sigma >= Double(16 * k) { k *= 2 }
        return k
    }

    /// How far, in pixels, a blur of `sigma` moved by `shift` (|shift| ≤ ½) can carry a non-zero value: the
    /// kernel radius, or for a downsampled blur the coarse radius plus the block and interpolation spread.
    static func reach(sigma: Double, shift: Double = 0) -> Int {
        let k = factor(sigma: sigma)
        if k == 1 { return sigma == 0 && shift == 0 ? 0 : GaussianKernel.radius(sigma: sigma, shift: shift) }
        let coarse = coarseSigma(sigma, factor: k)
        return (GaussianKernel.radius(sigma: coarse, shift: shift / Double(k)) + 2) * k
    }

    /// Blurs `source` into `destination` (each `width × height` pixels of `channels` interleaved bytes, rows
    /// `width · channels` bytes apart; they must not overlap) with standard deviation `sigma` pixels, the result
    /// moved by (`shiftX`, `shiftY`), each at most ½ pixel. With 4 channels the bytes are premultiplied RGBA and
    /// every colour stays ≤ its alpha.
    static func blur(
        _ source: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
        channels: Int, sigma: Double, shiftX: Double = 0, shiftY: Double = 0, edges: Edges
    ) {
        precondition(channels == 1 || channels == 4, "blur planes are A8 or RGBA8")
        if width <= 0 || height <= 0 { return }
        let k = factor(sigma: sigma)
        if k > 1 {
            blurDownsampled(
                source, into: destination, width: width, height: height, channels: channels, factor: k,
                sigma: sigma, shiftX: shiftX, shiftY: shiftY, edges: edges)
            return
        }
        separable(
            ByteRows(pixels: source, width: width, height: height, channels: channels, edges: edges),
            into: ByteSink(pixels: destination, rowValues: width * channels, channels: channels),
            horizontal: GaussianKernel(sigma: sigma, shift: shiftX),
            vertical: GaussianKernel(sigma: sigma, shift: shiftY),
            edges: edges)
    }
}
