// SSIM.swift: structural similarity of 8-bit planes, defined as FFmpeg's `ssim` filter computes it.
// Rule: libavfilter/vf_ssim.c (after x264's ssim by Loren Merritt), in its numbered steps:
// 1. Cut the plane into 4×4 blocks (⌊w/4⌋ × ⌊h/4⌋; leftover columns and rows are ignored) and take per block
//    s1 = Σa, s2 = Σb, ss = Σa² + Σb², s12 = Σab, in integers.
// 2. Each window is 2×2 blocks (8×8 samples) and windows overlap by one block: (⌊w/4⌋ − 1)(⌊h/4⌋ − 1) windows.
// 3. Per window, with the four blocks' sums added: vars = 64·ss − s1² − s2², covar = 64·s12 − s1·s2, and
//    SSIM = (2·s1·s2 + C1)(2·covar + C2) / ((s1² + s2² + C1)(vars + C2)), C1 = ⌊0.01²·255²·64 + ½⌋ = 416,
//    C2 = ⌊0.03²·255²·64·63 + ½⌋ = 235 963; each factor is converted to `float` before the product and quotient.
// 4. The plane's SSIM is the mean over windows; the frame's "All" weights planes by area (R, G, B: the mean).
// Planes narrower or shorter than 8 samples have no window; the filter divides by zero there, we return nil.
// Checked against the ffmpeg CLI in ImageMetricsTests, run with `-cpuflags 0`: the filter's x86 SIMD end-of-row
// code (vf_ssim.asm) miscounts rows whose window count is 1 mod 4 (e.g. 200-px planes); elsewhere it agrees.
// Status: complete.

import Foundation

/// SSIM of 8-bit planes and RGB frames (FFmpeg `ssim` definitions: 8×8 windows of 4×4 blocks, integer sums).
public enum SSIM {
    /// C1 = ⌊(0.01 · 255)² · 64 + ½⌋ (step 3).
    public static let c1: Int = Int(0.01 * 0.01 * 255 * 255 * 64 + 0.5)
    /// C2 = ⌊(0.03 · 255)² · 64 · 63 + ½⌋ (step 3).
    public static let c2: Int = Int(0.03 * 0.03 * 255 * 255 * 64 * 63 + 0.5)

    /// SSIM of two planes of the same size, 1 when identical; nil when a plane is smaller than 8×8.
    public static func plane(_ a: Plane, _ b: Plane) -> Double? {
        precondition(a.width == b.width && a.height == b.height, "SSIM: planes differ in size")
        let bw = a.width / 4
        let bh = a.height / 4
        guard bw >= 2, bh >= 2 else { return nil }
        return a.samples.withUnsafeBufferPointer { pa in
            b.samples.withUnsafeBufferPointer { pb in
                var previous = blockSums(pa, pb, stride: a.width, blockRow: 0, blocks: bw)
                var total = 0.0
                for row in 1..<bh {
                    let current = blockSums(pa, pb, stride: a.width, blockRow: row, blocks: bw)
                    total += windowRow(previous, current, blocks: bw)
                    previous = current
                }
                return total / Double((bw - 1) * (bh - 1))
            }
        }
    }

    /// SSIM over R, G and B of two RGBA frames: the mean of the three planes' SSIMs (the filter's "All" for `gbrp`).
    public static func rgb(_ a: RGBAView, _ b: RGBAView) -> Double? {
        var total = 0.0
        for c in 0..<3 {
            guard let s = plane(Plane(channel: c, of: a), Plane(channel: c, of: b)) else { return nil }
            total += s
        }
        return total / 3
    }

    /// Converts an SSIM to dB as the filter prints it in parentheses: 10 · log₁₀(1 / (1 − ssim)).
    public static func decibels(_ ssim: Double) -> Double { ssim < 1 ? -10 * log10(1 - ssim) : .infinity }
}

// MARK: - Steps

extension SSIM {
    /// Step 1: the (s1, s2, ss, s12) sums of each 4×4 block in block row `blockRow`.
    private static func blockSums(
        _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, stride: Int, blockRow: Int, blocks: Int
    ) -> [(Int, Int, Int, Int)] {
        var sums = [(Int, Int, Int, Int)](repeating: (0, 0, 0, 0), count: blocks)
        for z in 0..<blocks {
            var (s1, s2, ss, s12) = (0, 0, 0, 0)
            for y in 0..<4 {
                let o = (blockRow * 4 + y) * stride + z * 4
                for x in o..<(o + 4) {
                    let p = Int(a[x])
                    let q = Int(b[x])
                    s1 += p
                    s2 += q
                    ss += p * p + q * q
                    s12 += p * q
                }
            }
            sums[z] = (s1, s2, ss, s12)
        }
        return sums
    }

    /// Steps 2–3: the sum of SSIM over the windows whose blocks are in `top` and `bottom`.
    private static func windowRow(_ top: [(Int, Int, Int, Int)], _ bottom: [(Int, Int, Int, Int)], blocks: Int)
        -> Double
    {
        var total = 0.0
        for i in 0..<(blocks - 1) {
            let s1 = top[i].0 + top[i + 1].0 + bottom[i].0 + bottom[i + 1].0
            let s2 = top[i].1 + top[i + 1].1 + bottom[i].1 + bottom[i + 1].1
            let ss = top[i].2 + top[i + 1].2 + bottom[i].2 + bottom[i + 1].2
            let s12 = top[i].3 + top[i + 1].3 + bottom[i].3 + bottom[i + 1].3
            total += Double(window(s1: s1, s2: s2, ss: ss, s12: s12))
        }
        return total
    }

    /// Step 3 for one 8×8 window, in `Float` as the filter's `ssim_end1` rounds it.
    static func window(s1: Int, s2: Int, ss: Int, s12: Int) -> Float {
        let vars = ss * 64 - s1 * s1 - s2 * s2
        let covar = s12 * 64 - s1 * s2
        return Float(2 * s1 * s2 + c1) * Float(2 * covar + c2) / (Float(s1 * s1 + s2 * s2 + c1) * Float(vars + c2))
    }
}
