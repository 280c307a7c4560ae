// GaussianBlur.swift: separable Gaussian blur of 8-bit premultiplied pixels (and of alpha planes, for shadows).
// Rule: swiftui.md §4.2 (`blur(radius:)` and shadow radius are the standard deviation σ, in device pixels here;
// support ≈ 3σ; premultiplied; transparent outside unless opaque); raster.md §5 (3-box approximations miss 1/255 by
// 2–7 levels at σ ≤ 20, so a true kernel is used); issue #7 (within 1/255 of a true Gaussian). Status: complete.
//
// 1. The kernel is the Gaussian integrated over each pixel: w_k = Φ((k + ½ − f)/σ) − Φ((k − ½ − f)/σ), k = −r…r,
//    r = ⌈3σ + |f|⌉, renormalised to sum 1 (f is a sub-pixel shift, 0 except for shadow offsets). Convolving the
//    pixel-constant image (each pixel a flat square) with a continuous Gaussian and sampling at pixel centres gives
//    exactly Σ_j p_j·w_{i−j}, so a blurred edge on a pixel boundary is 255·Φ(x/σ) at every centre; a point-sampled
//    kernel misses that by 2 levels at σ = 1 (its variance is not σ²).
// 2. Error bound: truncation at ±(r + ½) ≥ ±3σ leaves a tail Q(3) = 0.00135 per side, and renormalising moves any
//    partial sum by at most that (0.34/255); Float accumulation adds ~1e-5; one final rounding adds ½. Total < 1/255.
// 3. Horizontal pass: each row is widened to `Float` once into a padded row buffer (zeros, or copies of the edge
//    pixel when edges clamp), then every 16 consecutive channel values are one `SIMD16<Float>` accumulator: tap j
//    adds w·(the same 16 values j pixels further), an unaligned load, so the interleaved channels never need
//    shuffling. Results go to a `Float` plane with r_y padding rows above and below (the vertical pass never branches
//    on the frame's edge and nothing is rounded between passes).
// 4. Vertical pass: column blocks of 512 floats, top to bottom, each 16 floats the same accumulator over 2r_y + 1
//    rows (raster.md §5: vectorise the vertical pass across the row). A block's rows stay in L2 while it is swept;
//    16-float strips down the whole plane were 2× slower (each new row a cache miss the prefetcher cannot predict). Each value is
//    rounded to nearest once, clamped to 0…255 and, for RGBA, colour clamped to alpha (Float error cannot then make
//    an invalid premultiplied pixel).
// 5. Symmetric kernels (f = 0) add the two mirrored taps before the multiply: r + 1 multiplies instead of 2r + 1.
// Rejected: 3-pass box blur (W3C feGaussianBlur recipe): 1.7–6.6 levels off on edges (raster.md §5 [measured]);
// recursive (Deriche) filters: serial along rows, σ-dependent accuracy, not exact for σ < 2.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The taps of one axis of the blur (rule 1), in correlation order: `out[x] = Σ taps[j] · in[x + j − radius]`.
struct GaussianKernel {
    /// Taps each side of the centre.
    let radius: Int
    /// `2·radius + 1` weights summing to 1.
    let taps: [Float]
    /// True when `taps` is a palindrome (no shift), so mirrored taps can share a multiply (rule 5).
    let isSymmetric: Bool

    /// The pixel-integrated Gaussian of standard deviation `sigma` (device pixels) moved by `shift` pixels
    /// (|shift| ≤ ½; positive moves the image right/down). σ = 0 is the identity, or for a non-zero shift the
    /// area-weighted split of each pixel between its two neighbours (the exact shift of a pixel-constant image).
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
        let r = Int((3 * sigma + abs(shift)).rounded(.up))
        // Correlation tap j takes in[x + j − r], i.e. convolution offset k = r − j.
        var weights = (0...(2 * r)).map { j -> Double in
            let k = Double(r - j)
            return GaussianKernel.mass(from: (k - 0.5 - shift) / sigma, to: (k + 0.5 - shift) / sigma)
        }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        radius = r
        taps = weights.map(Float.init)
        isSymmetric = shift == 0
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

/// Separable convolution of interleaved 8-bit planes with two `GaussianKernel`s, per the file header.
enum GaussianBlur {
    /// Floats per column block of the vertical pass (rule 4): 2 KiB per row, so the 2r + 1 rows one output row
    /// reads stay in L2 up to σ ≈ 40, and each row's part is contiguous for the prefetcher.
    static let verticalBlock = 512

    /// What lies outside the plane.
    enum Edges {
        /// Transparent (zero) pixels: `blur(radius:opaque: false)` and shadows.
        case transparent
        /// Copies of the nearest edge pixel: `blur(radius:opaque: true)`.
        case clamp
    }

    /// Blurs `pixels` (`width × height` pixels of `channels` interleaved bytes, rows `width · channels` bytes
    /// apart) in place: `horizontal` along rows, then `vertical` along columns. With 4 channels the bytes are
    /// premultiplied RGBA and every colour stays ≤ its alpha.
    static func blur(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int,
        horizontal: GaussianKernel, vertical: GaussianKernel, edges: Edges
    ) {
        precondition(channels == 1 || channels == 4, "blur planes are A8 or RGBA8")
        if width <= 0 || height <= 0 { return }
        if horizontal.radius == 0 && vertical.radius == 0 { return }
        var t0 = timespec(); clock_gettime(CLOCK_MONOTONIC, &t0)
        func now() -> Double { var t = timespec(); clock_gettime(CLOCK_MONOTONIC, &t); return Double(t.tv_sec - t0.tv_sec) * 1e3 + Double(t.tv_nsec - t0.tv_nsec) / 1e6 }
        let rowValues = width &* channels
        let stride = (rowValues &+ 15) & ~15
        let rx = horizontal.radius
        let ry = vertical.radius
        let rowBuffer = UnsafeMutablePointer<Float>.allocate(capacity: stride &+ 2 &* rx &* channels)
        defer { rowBuffer.deallocate() }
        let plane = UnsafeMutablePointer<Float>.allocate(capacity: stride &* (height &+ 2 &* ry))
        defer { plane.deallocate() }
        plane.initialize(repeating: 0, count: stride &* (height &+ 2 &* ry))

        let tA = now()
        horizontal.taps.withUnsafeBufferPointer { taps in
            for y in 0..<height {
                fillRow(
                    rowBuffer, from: pixels + y &* rowValues, rowValues: rowValues, stride: stride,
                    pad: rx &* channels, channels: channels, edges: edges)
                convolve(
                    rowBuffer, tapStep: channels, taps: taps.baseAddress!, radius: rx,
                    symmetric: horizontal.isSymmetric, count: stride, into: plane + (y &+ ry) &* stride)
            }
        }
        if edges == .clamp && ry > 0 {
            for p in 0..<ry {
                (plane + p &* stride).update(from: plane + ry &* stride, count: stride)
                (plane + (ry &+ height &+ p) &* stride).update(from: plane + (ry &+ height &- 1) &* stride, count: stride)
            }
        }
        let tB = now()
        vertical.taps.withUnsafeBufferPointer { taps in
            var block = 0
            while block < rowValues {
                let blockEnd = min(block &+ verticalBlock, rowValues)
                for y in 0..<height {
                    var x = block
                    while x < blockEnd {
                        let sum = tapSum(
                            plane + (y &* stride &+ x), tapStep: stride, taps: taps.baseAddress!, radius: ry,
                            symmetric: vertical.isSymmetric)
                        store(sum, count: min(16, blockEnd &- x), into: pixels + (y &* rowValues &+ x))
                        x &+= 16
                    }
                }
                block = blockEnd
            }
        }
        let tC = now()
        if channels == 4 { clampColourToAlpha(pixels, count: width &* height) }
    }

    // MARK: - Passes

    /// Widens one row of bytes to floats at `buffer + pad`, with `pad` values of padding each side (zeros, or
    /// copies of the edge pixel) and zeros from the row's end to `stride + 2·pad`.
    @inline(__always)
    private static func fillRow(
        _ buffer: UnsafeMutablePointer<Float>, from row: UnsafeMutablePointer<UInt8>, rowValues: Int, stride: Int,
        pad: Int, channels: Int, edges: Edges
    ) {
        let total = stride &+ 2 &* pad
        buffer.initialize(repeating: 0, count: total)
        let body = buffer + pad
        var i = 0
        while i < rowValues {
            body[i] = Float(row[i])
            i &+= 1
        }
        if edges == .clamp {
            var p = 0
            while p < pad {
                buffer[p] = body[p % channels]
                body[rowValues &+ p] = body[rowValues &- channels &+ p % channels]
                p &+= 1
            }
        }
    }

    /// `count` (a multiple of 16) outputs `out[i] = Σ_j taps[j] · source[i + j·tapStep]`.
    @inline(__always)
    private static func convolve(
        _ source: UnsafeMutablePointer<Float>, tapStep: Int, taps: UnsafePointer<Float>, radius: Int,
        symmetric: Bool, count: Int, into out: UnsafeMutablePointer<Float>
    ) {
        var i = 0
        while i < count {
            let sum = tapSum(source + i, tapStep: tapStep, taps: taps, radius: radius, symmetric: symmetric)
            UnsafeMutableRawPointer(out + i).storeBytes(of: sum, as: SIMD16<Float>.self)
            i &+= 16
        }
    }

    /// Σ_j taps[j] · (16 floats at `source + j·tapStep`), j = 0…2·radius; mirrored taps share a multiply when the
    /// kernel is symmetric (rule 5).
    @inline(__always)
    private static func tapSum(
        _ source: UnsafeMutablePointer<Float>, tapStep: Int, taps: UnsafePointer<Float>, radius: Int,
        symmetric: Bool
    ) -> SIMD16<Float> {
        let raw = UnsafeRawPointer(source)
        let step = tapStep &* 4
        if symmetric {
            var sum = raw.loadUnaligned(fromByteOffset: radius &* step, as: SIMD16<Float>.self) * taps[radius]
            var j = 1
            while j <= radius {
                let before = raw.loadUnaligned(fromByteOffset: (radius &- j) &* step, as: SIMD16<Float>.self)
                let after = raw.loadUnaligned(fromByteOffset: (radius &+ j) &* step, as: SIMD16<Float>.self)
                sum += (before + after) * taps[radius &+ j]
                j &+= 1
            }
            return sum
        }
        var sum = SIMD16<Float>()
        var j = 0
        while j <= 2 &* radius {
            sum += raw.loadUnaligned(fromByteOffset: j &* step, as: SIMD16<Float>.self) * taps[j]
            j &+= 1
        }
        return sum
    }

    /// Rounds 16 sums to bytes (clamped to 0…255) and stores the first `count`.
    @inline(__always)
    private static func store(_ sum: SIMD16<Float>, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        // Adding 1.5·2²³ rounds to an integer in the low mantissa bits (half to even), as CoverageAccumulator+Sweep
        // does; the generic `SIMD16<Int32>(_:rounding:)` converts one lane at a time and costs more than the taps.
        // `replacing(with:where:)` lowers to compare-and-blend; `clamped(lowerBound:upperBound:)` does not.
        let low = sum.replacing(with: 0, where: sum .< 0)
        let clamped = low.replacing(with: 255, where: low .> 255)
        let bytes = SIMD16<UInt8>(
            truncatingIfNeeded: unsafeBitCast(clamped + 0x1.8p23, to: SIMD16<UInt32>.self) &- 0x4B40_0000)
        if count == 16 {
            UnsafeMutableRawPointer(out).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
        } else {
            for i in 0..<count { out[i] = bytes[i] }
        }
    }

    /// Clamps each colour byte of `count` RGBA pixels to the pixel's alpha (rule 4).
    private static func clampColourToAlpha(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        var p = pixels
        let end = pixels + count &* 4
        while p < end {
            let a = p[3]
            p[0] = min(p[0], a)
            p[1] = min(p[1], a)
            p[2] = min(p[2], a)
            p += 4
        }
    }
}
