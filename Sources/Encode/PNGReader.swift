// PNGReader.swift: any PNG (every colour type and bit depth) → premultiplied RGBA8, through libpng.
// Rule: the simplified `png_image` API (no longjmp reaches Swift; failures come back as 0 + `message`).
// It expands palette/grey/16-bit to 8-bit sRGB RGBA with straight alpha; 16-bit files without gAMA/sRGB are
// taken as sRGB-encoded (PNG_IMAGE_FLAG_16BIT_sRGB; libpng would otherwise assume linear). Alpha is then
// premultiplied with exact rounding, c′ = ⌊(c·a + 127) / 255⌋ = round(c·a/255) (c·a/255 is never a half,
// since 255 is odd). Status: complete.

import CPNG
import Glibc

/// An image in memory: premultiplied sRGB RGBA8, rows top to bottom, `bytesPerRow` = width·4.
public struct RGBAImage: Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// width·height·4 bytes, premultiplied RGBA8, row-major, no padding.
    public var pixels: [UInt8]

    /// Wraps `pixels`; their count must be width·height·4.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBAImage: \(pixels.count) bytes for \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The four bytes of pixel (x, y) as (r, g, b, a).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

/// Reads PNG files.
public enum PNGReader {
    /// Largest image accepted (2²⁸ pixels = 1 GiB of RGBA8), so a crafted header cannot demand terabytes.
    public static let maximumPixels = 1 << 28

    /// Reads any PNG colour type and bit depth as premultiplied RGBA8. A missing or unreadable file throws
    /// `.io`; a corrupt, truncated or non-PNG file throws `.invalidInput` (never crashes).
    public static func read(path: String) throws(EncodeError) -> RGBAImage {
        try InputFile.check(path, maximumBytes: InputFile.maximumPNGBytes)
        guard let file = fopen(path, "rb") else {
            throw .io("cannot open \(path): \(String(cString: strerror(errno))) (fopen)")
        }
        defer { fclose(file) }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_stdio(&image, file) != 0 else {
            throw .invalidInput("\(path): \(PNGWriter.message(of: &image)) (png_image_begin_read_from_stdio)")
        }
        image.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
        image.format = PNGWriter.formatRGBA
        let width = Int(image.width)
        let height = Int(image.height)
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels,
            width <= maximumPixels, height <= maximumPixels
        else {
            throw .invalidInput("\(path): PNG size \(width)×\(height) exceeds \(maximumPixels) pixels")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { bytes in
            png_image_finish_read(&image, nil, bytes.baseAddress, png_int_32(width * 4), nil)
        }
        guard finished != 0 else {
            throw .invalidInput("\(path): \(PNGWriter.message(of: &image)) (png_image_finish_read)")
        }
        premultiply(&pixels)
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Straight → premultiplied alpha in place, rounded to nearest.
    static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a != 255 {
                    for c in 0..<3 { p[i + c] = UInt8((UInt32(p[i + c]) * a + 127) / 255) }
                }
                i += 4
            }
        }
    }
}
