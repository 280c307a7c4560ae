// ReportFixtures.swift: small frames and comparisons the report tests draw from.

import Encode
import Measure

/// An opaque w×h image of one colour, with an optional block of another.
func solidImage(
    _ w: Int, _ h: Int, _ c: (UInt8, UInt8, UInt8),
    block: (x: Int, y: Int, w: Int, h: Int, c: (UInt8, UInt8, UInt8))? = nil
) -> RGBAImage {
    var px = [UInt8](repeating: 255, count: w * h * 4)
    for y in 0..<h {
        for x in 0..<w {
            var colour = c
            if let b = block, x >= b.x, x < b.x + b.w, y >= b.y, y < b.y + b.h { colour = b.c }
            let o = (y * w + x) * 4
            (px[o], px[o + 1], px[o + 2]) = colour
        }
    }
    return RGBAImage(width: w, height: h, pixels: px)
}

/// The figures of a frame with `pixels` differing pixels, the largest by `delta`.
func metrics(pixels: Int, delta: Int, offEdges: Int = 0, psnr: Double = 30) -> FrameMetrics {
    FrameMetrics(
        pixels: PixelDifference(
            maxDifference: delta, differingPixels: pixels, differingPixelsOffEdges: offEdges,
            maxDifferenceOffEdges: offEdges > 0 ? delta : 0),
        psnrY: psnr, psnrRGB: psnr, ssimY: 0.99, ssim: 0.98)
}

/// A 30-frame comparison under exact: frames 10 and 12 fail (12 worst), frame 20 passes by digest.
func sampleComparison(tolerance: Tolerance = .exact) -> SceneComparison {
    let frames = (0..<30).map { i -> FrameComparison in
        switch i {
        case 10:
            FrameComparison(
                frame: 10, digestMatches: false, metrics: metrics(pixels: 120, delta: 231, psnr: 42.23),
                tolerance: tolerance)
        case 12:
            FrameComparison(
                frame: 12, digestMatches: false, metrics: metrics(pixels: 360, delta: 231, psnr: 37.46),
                tolerance: tolerance)
        default:
            FrameComparison(frame: i, digestMatches: true, metrics: .identical(width: 40, height: 20), passes: true)
        }
    }
    return SceneComparison(frames: frames, tolerance: tolerance)
}
