// PSNR.swift: peak signal-to-noise ratio of 8-bit planes, defined as FFmpeg's `psnr` filter computes it.
// Rule: libavfilter/vf_psnr.c: per plane, MSE = Σ (a − b)² / (w · h) over every sample; the frame's "average" MSE
// is the planes' MSEs weighted by plane area / total area (for R, G, B of one size: the plain mean), and
// PSNR = 10 · log₁₀(max² / MSE) with max = 255 for 8 bits. Identical planes give MSE 0 and PSNR +∞, which the
// filter prints as `inf`. Checked against the ffmpeg CLI in ImageMetricsTests. Status: complete.

import Foundation

/// PSNR and MSE of 8-bit planes and RGB frames (FFmpeg `psnr` definitions).
public enum PSNR {
    /// The largest 8-bit sample value, the "peak" of the ratio.
    public static let peak = 255.0

    /// Σ (a − b)² / (w · h) over two planes of the same size.
    public static func meanSquaredError(_ a: Plane, _ b: Plane) -> Double {
        precondition(a.width == b.width && a.height == b.height, "PSNR: planes differ in size")
        let sum = a.samples.withUnsafeBufferPointer { pa in
            b.samples.withUnsafeBufferPointer { pb in
                var total: UInt64 = 0
                var row = 0
                // Sum row by row in Int so the inner loop stays in registers; a row of 2²⁴ samples cannot overflow.
                while row < a.height {
                    var s = 0
                    let o = row * a.width
                    for i in o..<(o + a.width) {
                        let d = Int(pa[i]) - Int(pb[i])
                        s &+= d * d
                    }
                    total &+= UInt64(s)
                    row += 1
                }
                return total
            }
        }
        return Double(sum) / Double(a.width * a.height)
    }

    /// 10 · log₁₀(255² / mse) in dB; +∞ when `mse` is 0.
    public static func decibels(meanSquaredError mse: Double) -> Double {
        mse > 0 ? 10 * log10(peak * peak / mse) : .infinity
    }

    /// PSNR of one plane pair in dB (+∞ when identical).
    public static func plane(_ a: Plane, _ b: Plane) -> Double {
        decibels(meanSquaredError: meanSquaredError(a, b))
    }

    /// PSNR over R, G and B of two RGBA frames: the mean of the three planes' MSEs (equal areas, so equal weights,
    /// as vf_psnr weights them), in dB. This is the `average` the filter prints for `gbrp` input.
    public static func rgb(_ a: RGBAView, _ b: RGBAView) -> Double {
        decibels(meanSquaredError: rgbMeanSquaredError(a, b))
    }

    /// The mean of the R, G and B planes' MSEs.
    public static func rgbMeanSquaredError(_ a: RGBAView, _ b: RGBAView) -> Double {
        precondition(a.hasSameSize(as: b), "PSNR: frames differ in size")
        var sums = (UInt64(0), UInt64(0), UInt64(0))
        for y in 0..<a.height {
            let ra = a.base + y * a.bytesPerRow
            let rb = b.base + y * b.bytesPerRow
            var s = (0, 0, 0)
            for x in 0..<a.width {
                let o = x * 4
                let dr = Int(ra[o]) - Int(rb[o])
                let dg = Int(ra[o + 1]) - Int(rb[o + 1])
                let db = Int(ra[o + 2]) - Int(rb[o + 2])
                s.0 &+= dr * dr
                s.1 &+= dg * dg
                s.2 &+= db * db
            }
            sums.0 &+= UInt64(s.0)
            sums.1 &+= UInt64(s.1)
            sums.2 &+= UInt64(s.2)
        }
        let n = Double(a.width * a.height)
        return (Double(sums.0) / n + Double(sums.1) / n + Double(sums.2) / n) / 3
    }
}
