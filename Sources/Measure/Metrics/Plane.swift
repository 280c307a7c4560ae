// Plane.swift: one 8-bit channel of a frame (R, G, B, or luma), the unit FFmpeg's psnr and ssim filters work on.
// Rule: luma is BT.709 (ITU-R BT.709-6 item 3.2: Y′ = 0.2126 R′ + 0.7152 G′ + 0.0722 B′) on the sRGB-encoded values,
// full range, rounded to 8 bits in fixed point: Y = (13933 R + 46871 G + 4732 B + 2¹⁵) >> 16, the weights being
// round(65536 · w) adjusted so they sum to 65536 (4731.7 → 4732), so white stays 255. Status: complete.

/// A width × height plane of 8-bit samples, row-major, tightly packed.
public struct Plane: Sendable, Equatable {
    /// Width in samples.
    public let width: Int
    /// Height in samples.
    public let height: Int
    /// `width · height` samples.
    public var samples: [UInt8]

    /// Wraps `samples`; their count must be `width · height`.
    public init(width: Int, height: Int, samples: [UInt8]) {
        precondition(samples.count == width * height, "Plane: \(samples.count) samples for \(width)×\(height)")
        self.width = width
        self.height = height
        self.samples = samples
    }

    /// Channel `channel` (0 R, 1 G, 2 B, 3 A) of an RGBA frame, as stored (premultiplied; frames are opaque).
    public init(channel: Int, of image: RGBAView) {
        precondition((0..<4).contains(channel), "Plane: channel \(channel) is not 0…3")
        self.init(image) { $0[channel] }
    }

    /// BT.709 luma of an RGBA frame, full range, rounded to 8 bits (see the file header for the fixed-point weights).
    public init(luma709Of image: RGBAView) {
        self.init(image) { Plane.luma709($0[0], $0[1], $0[2]) }
    }

    /// BT.709 luma in limited ("video") range, 16…235: Y = 16 + 219/255 · Y₇₀₉, in fixed point
    /// (Y = (2¹⁶·16 + 11966 R + 40254 G + 4064 B + 2¹⁵) >> 16, the full-range weights × 219/255). This is the Y an
    /// encoder writes for these RGB values into a limited-range BT.709 stream (as VideoEncoder tags its output), so
    /// for decoded RGB frames without their YUV planes it stands in for the luma FFmpeg's filters read.
    public init(lumaLimited709Of image: RGBAView) {
        self.init(image) { p in
            UInt8(
                truncatingIfNeeded: (1_048_576 + 11966 * Int(p[0]) + 40254 * Int(p[1]) + 4064 * Int(p[2]) + 32768) >> 16
            )
        }
    }

    /// One sample per pixel of `image`, computed from its four bytes.
    @inline(__always)
    private init(_ image: RGBAView, _ sample: (UnsafePointer<UInt8>) -> UInt8) {
        let (w, h) = (image.width, image.height)
        let samples = [UInt8](unsafeUninitializedCapacity: w * h) { out, count in
            for y in 0..<h {
                let row = image.base + y * image.bytesPerRow
                for x in 0..<w { out[y * w + x] = sample(row + x * 4) }
            }
            count = w * h
        }
        self.init(width: w, height: h, samples: samples)
    }

    /// BT.709 luma of one sRGB-encoded pixel, 0…255.
    @inline(__always)
    public static func luma709(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (13933 * Int(r) + 46871 * Int(g) + 4732 * Int(b) + 32768) >> 16)
    }

    /// The sample at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt8 { samples[y * width + x] }
}
