// Framebuffer+Blit.swift: the few pixel operations report pictures are composed from: copy an image in, shrink it
// with a box filter, fill and outline rectangles (through the Renderer, so the report draws the way frames do).
// Status: complete.

import Encode
import Geometry
import Render

extension Framebuffer {
    /// A framebuffer holding a copy of `image`.
    public convenience init(_ image: RGBAImage) {
        self.init(width: image.width, height: image.height)
        image.pixels.withUnsafeBufferPointer { pixels.update(from: $0.baseAddress!, count: byteCount) }
    }

    /// The pixels as an `RGBAImage` (a copy).
    public var image: RGBAImage { RGBAImage(width: width, height: height, pixels: bytes) }

    /// Copies `image` with its top-left corner at (x, y), clipped to the framebuffer.
    public func blit(_ image: RGBAImage, x: Int, y: Int) {
        let x0 = max(0, x)
        let x1 = min(width, x + image.width)
        guard x0 < x1 else { return }
        image.pixels.withUnsafeBufferPointer { src in
            for row in max(0, y)..<min(height, y + image.height) {
                let from = src.baseAddress! + ((row - y) * image.width + (x0 - x)) * 4
                (pixels + (row * width + x0) * 4).update(from: from, count: (x1 - x0) * 4)
            }
        }
    }

    /// Fills the pixel rectangle (x, y, w, h) with `color` (straight-alpha sRGB), painted by the Renderer.
    public func fill(x: Int, y: Int, width w: Int, height h: Int, color: Color) {
        Renderer().fill(
            Path(rect: Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h))), color: color, into: self)
    }

    /// Outlines the pixel rectangle (x, y, w, h) with a border `thickness` pixels wide inside it.
    public func outline(x: Int, y: Int, width w: Int, height h: Int, thickness t: Int, color: Color) {
        fill(x: x, y: y, width: w, height: t, color: color)
        fill(x: x, y: y + h - t, width: w, height: t, color: color)
        fill(x: x, y: y + t, width: t, height: h - 2 * t, color: color)
        fill(x: x + w - t, y: y + t, width: t, height: h - 2 * t, color: color)
    }
}

/// Shrinks images for contact sheets and side-by-side panels.
public enum Thumbnail {
    /// `image` scaled to fit `maxWidth` × `maxHeight` (never enlarged), each output pixel the mean of the source
    /// pixels its footprint covers (a box filter on the stored, premultiplied values; rounded to nearest).
    public static func fit(_ image: RGBAImage, maxWidth: Int, maxHeight: Int) -> RGBAImage {
        let scale = min(1, min(Double(maxWidth) / Double(image.width), Double(maxHeight) / Double(image.height)))
        let w = max(1, Int((Double(image.width) * scale).rounded()))
        let h = max(1, Int((Double(image.height) * scale).rounded()))
        if w == image.width && h == image.height { return image }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for oy in 0..<h {
            let sy0 = oy * image.height / h
            let sy1 = max(sy0 + 1, (oy + 1) * image.height / h)
            for ox in 0..<w {
                let sx0 = ox * image.width / w
                let sx1 = max(sx0 + 1, (ox + 1) * image.width / w)
                var sum = (0, 0, 0, 0)
                for sy in sy0..<sy1 {
                    var i = (sy * image.width + sx0) * 4
                    for _ in sx0..<sx1 {
                        sum.0 += Int(image.pixels[i])
                        sum.1 += Int(image.pixels[i + 1])
                        sum.2 += Int(image.pixels[i + 2])
                        sum.3 += Int(image.pixels[i + 3])
                        i += 4
                    }
                }
                let n = (sy1 - sy0) * (sx1 - sx0)
                let o = (oy * w + ox) * 4
                out[o] = UInt8((sum.0 + n / 2) / n)
                out[o + 1] = UInt8((sum.1 + n / 2) / n)
                out[o + 2] = UInt8((sum.2 + n / 2) / n)
                out[o + 3] = UInt8((sum.3 + n / 2) / n)
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
