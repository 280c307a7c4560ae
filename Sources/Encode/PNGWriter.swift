// PNGWriter.swift: premultiplied RGBA8 → 8-bit RGBA PNG (straight alpha) with an sRGB chunk, through libpng.
// Rule: PNG stores straight (un-premultiplied) alpha (PNG spec §12.8). libpng reports errors with
// setjmp/longjmp, which Swift cannot catch, so only the simplified `png_image` API is used: it catches its own
// longjmp and returns 0 with `png_image.message` set. For 8-bit data it writes an sRGB chunk unless told
// the data is not sRGB (png.h, PNG_IMAGE_FLAG_COLORSPACE_NOT_sRGB). Status: complete.

import CPNG
import Glibc

/// Writes still frames as PNG files.
public enum PNGWriter {
    /// Writes an 8-bit RGBA PNG (straight alpha: un-premultiply, rounded) from premultiplied RGBA8, with an sRGB
    /// chunk. `bytesPerRow` ≥ width·4.
    ///
    /// Un-premultiplying rounds to nearest: u = ⌊(c·255 + a/2) / a⌋ (c ≤ a), 0 where a = 0. Reading back with
    /// `PNGReader` (c′ = round(u·a/255)) then returns every valid premultiplied pixel exactly:
    /// 1. |u − c·255/a| ≤ ½, so |u·a/255 − c| ≤ a/510 < ½ for a < 255 (a = 255 is the identity);
    /// 2. hence round(u·a/255) = c.
    /// Invalid input (c > a) is clamped to 255.
    public static func write(
        rgba: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, to path: String
    ) throws(EncodeError) {
        precondition(width > 0 && height > 0, "PNGWriter.write: empty image \(width)×\(height)")
        precondition(bytesPerRow >= width * 4, "PNGWriter.write: bytesPerRow \(bytesPerRow) < width·4")
        guard width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw .unsupported("PNG size \(width)×\(height) is too large")
        }
        let straight = unpremultiplied(rgba: rgba, width: width, height: height, bytesPerRow: bytesPerRow)

        guard let file = fopen(path, "wb") else {
            throw .io("cannot create \(path): \(String(cString: strerror(errno))) (fopen)")
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = formatRGBA
        let written = straight.withUnsafeBytes { bytes in
            png_image_write_to_stdio(&image, file, 0, bytes.baseAddress, png_int_32(width * 4), nil)
        }
        let message = PNGWriter.message(of: &image)
        png_image_free(&image)
        let closed = fclose(file)
        guard written != 0 else {
            unlink(path)
            throw .png("\(path): \(message) (png_image_write_to_stdio)")
        }
        guard closed == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(path)
            throw .io("cannot write \(path): \(reason) (fclose)")
        }
    }
}

// MARK: - Helpers

extension PNGWriter {
    /// Straight-alpha copy of a premultiplied image, tightly packed (width·4 bytes per row).
    static func unpremultiplied(rgba: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            for y in 0..<height {
                let src = rgba + y * bytesPerRow
                let dst = out.baseAddress! + y * width * 4
                for x in stride(from: 0, to: width * 4, by: 4) {
                    let a = Int(src[x + 3])
                    dst[x + 3] = UInt8(a)
                    for c in 0..<3 {
                        dst[x + c] =
                            switch a {
                            case 255: src[x + c]
                            case 0: 0
                            default: UInt8(min(255, (Int(src[x + c]) * 255 + a / 2) / a))
                            }
                    }
                }
            }
            count = width * height * 4
        }
    }

    /// `PNG_FORMAT_RGBA` (= PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA): a parenthesised macro expression,
    /// which does not import into Swift. 8-bit sRGB channels, straight alpha, R G B A in memory order.
    static let formatRGBA = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// `png_image.message` as a String (libpng NUL-terminates it).
    static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let text = raw.prefix { $0 != 0 }
            return text.isEmpty ? "unknown libpng error" : String(decoding: text, as: UTF8.self)
        }
    }
}
