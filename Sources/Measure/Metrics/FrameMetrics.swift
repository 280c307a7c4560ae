// FrameMetrics.swift: every figure the regression and `anim diff` report for one frame pair.
// Rule: issue #8 (max channel difference, differing pixels, differing pixels away from edges, PSNR of Y and of RGB,
// SSIM of Y and of RGB); PSNR.swift and SSIM.swift for the FFmpeg definitions; Plane.swift for BT.709 luma.
// Status: complete.

/// The comparison of one frame with its reference (golden, or the first input of `anim diff`).
public struct FrameMetrics: Sendable, Equatable {
    /// Pixel counts and the largest channel difference (PixelDifference.swift).
    public var pixels: PixelDifference
    /// PSNR of the luma planes in dB, +∞ when they are identical.
    public var psnrY: Double
    /// PSNR over R, G and B (mean MSE of the three planes) in dB, +∞ when identical.
    public var psnrRGB: Double
    /// SSIM of the luma planes; nil for frames smaller than 8×8.
    public var ssimY: Double?
    /// SSIM over R, G and B (mean of the three planes); nil for frames smaller than 8×8.
    public var ssim: Double?
    /// The largest move of an edge in pixels (EdgeShift.swift); 0 when no pixel on an edge differs.
    public var edgeShift: Double

    /// Figures given directly (tests, and `identical`).
    public init(
        pixels: PixelDifference, psnrY: Double, psnrRGB: Double, ssimY: Double?, ssim: Double?, edgeShift: Double = 0
    ) {
        self.pixels = pixels
        self.psnrY = psnrY
        self.psnrRGB = psnrRGB
        self.ssimY = ssimY
        self.ssim = ssim
        self.edgeShift = edgeShift
    }

    /// The figures of two identical frames of `width` × `height` pixels, without reading them.
    public static func identical(width: Int, height: Int) -> FrameMetrics {
        let hasWindows = width >= 8 && height >= 8
        return FrameMetrics(
            pixels: .none, psnrY: .infinity, psnrRGB: .infinity, ssimY: hasWindows ? 1 : nil, ssim: hasWindows ? 1 : nil
        )
    }

    /// Compares `actual` with `reference` (same size). Luma is BT.709 of the RGB values unless the caller has the
    /// decoded luma planes (`lumaPlanes`, reference first), as FFmpeg's filters read a video's Y plane.
    public init(
        actual: RGBAView, reference: RGBAView, edgeThreshold: Int = EdgeMask.defaultThreshold,
        lumaPlanes: (Plane, Plane)? = nil
    ) {
        precondition(actual.hasSameSize(as: reference), "FrameMetrics: frames differ in size")
        let (ya, yb) = lumaPlanes ?? (Plane(luma709Of: reference), Plane(luma709Of: actual))
        let edges = EdgeMask(ya, yb, threshold: edgeThreshold)
        self.init(
            pixels: PixelDifference(reference, actual, edges: edges),
            psnrY: PSNR.plane(ya, yb), psnrRGB: PSNR.rgb(reference, actual),
            ssimY: SSIM.plane(ya, yb), ssim: SSIM.rgb(reference, actual),
            edgeShift: EdgeShift.pixels(reference: ya, actual: yb, edges: edges))
    }

    /// Whether the frames are byte-identical.
    public var isIdentical: Bool { pixels.differingPixels == 0 }

    /// Orders frames by how bad they are: lower PSNR (RGB) first, then the larger channel difference, then more
    /// differing pixels. True when `self` is worse than `other`.
    public func isWorse(than other: FrameMetrics) -> Bool {
        if psnrRGB != other.psnrRGB { return psnrRGB < other.psnrRGB }
        if pixels.maxDifference != other.pixels.maxDifference {
            return pixels.maxDifference > other.pixels.maxDifference
        }
        return pixels.differingPixels > other.pixels.differingPixels
    }
}
