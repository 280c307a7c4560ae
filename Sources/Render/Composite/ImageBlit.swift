// ImageBlit.swift: a premultiplied RGBA8 image drawn under an affine map: box prefilter, bilinear sample, src-over.
// Rule: docs/ARCHITECTURE.md (premultiplied sRGB-encoded RGBA8, blending on encoded values); issue #5 (colour glyphs
// drawn scaled with bilinear-or-better filtering under any transform). Status: complete.
//
// 1. The device box of the image's four mapped corners, one pixel wider each side, clipped to the frame.
// 2. Shrink factor k = ⌊√|det M⁻¹|⌋ source pixels per device pixel; when k ≥ 2 the image is first averaged over k×k
//    blocks (a box prefilter, as a mip level), so the bilinear step below never skips source pixels. The averaged
//    image is kept for the next frame (ImageMipCache.swift).
// 3. Each device pixel centre maps through M⁻¹ (then ÷ k) to texel space; the four nearest texel centres are
//    blended bilinearly, texels past the edge repeating the edge texel. The image's edges are anti-aliased as the
//    edges of the rectangle it fills: the sample is weighted by the pixel's coverage of that rectangle, per axis
//    clamp(½ + d, 0, 1) with d the device distance from the pixel centre to the nearer edge (texel distance ÷ |∇u|).
//    An image drawn larger keeps its opaque edge texels up to the rectangle's edge, as Core Graphics draws an image
//    into a rect (Apple: CGContext.draw(_:in:) — the image is scaled to fill the rect; Quartz 2D Programming Guide,
//    "Bitmap Images and Image Masks"), rather than fading over half a texel, which is many pixels when magnified.
// 4. The sample times `opacity` goes over the destination: d = s + d·(255 − sₐ)/255, rounded. The samples of a draw
//    are kept for the next identical draw (ImageSampleCache.swift), so a static colour glyph costs only this step.
// `.interpolation(.none)` skips 2–3: each device pixel centre takes the one texel it falls in (nearest), unfiltered;
// `.low`/`.medium` skip the prefilter (ImageInterpolation.swift). An image with a `repeatRegion` covers that region
// of its pixel coordinates, its texel addressing wrapping in both directions (a tiled pattern, seamless because the
// bilinear footprint wraps too).

import Geometry

extension DisplayImage {
    /// Paints the image over the framebuffer's contents per the file header.
    func draw(into framebuffer: Framebuffer) {
        guard width > 0, height > 0, opacity > 0, let inverse = transform.inverted else { return }
        let corners = drawnCorners
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
        else { return }
        // Clamped before converting: a finite but huge extent (a transform of 1e300) must not trap in Int(_:).
        func pixel(_ v: Double) -> Int { Int(max(-PixelRect.limit, min(PixelRect.limit, v))) }
        let x0 = max(0, pixel(minX.rounded(.down)) - 1)
        let x1 = min(framebuffer.width, pixel(maxX.rounded(.up)) + 1)
        let y0 = max(0, pixel(minY.rounded(.down)) - 1)
        let y1 = min(framebuffer.height, pixel(maxY.rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return }

        if interpolation == .none {
            drawNearest(into: framebuffer, inverse: inverse, x0: x0, x1: x1, y0: y0, y1: y1)
            return
        }
        let key = ImageSampleCache.Key(
            address: pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }, count: pixels.count,
            width: width,
            transform: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
                .map(\.bitPattern), opacity: opacity.bitPattern, interpolation: interpolation, antialiased: antialiased,
            box: [x0, x1, y0, y1],
            repeats: repeatRegion.map { [$0.minX, $0.minY, $0.width, $0.height].map(\.bitPattern) } ?? [])
        let samples = ImageSampleCache.shared.samples(key, source: pixels) {
            sampled(inverse: inverse, x0: x0, x1: x1, y0: y0, y1: y1)
        }
        let dst = framebuffer.pixels
        samples.withUnsafeBufferPointer { s in
            var i = 0
            for y in y0..<y1 {
                for x in x0..<x1 {
                    Self.over((s[i], s[i + 1], s[i + 2], s[i + 3]), into: dst + (y * framebuffer.width + x) * 4)
                    i += 4
                }
            }
        }
    }

    /// The premultiplied sample (opacity applied) of every device pixel of the box `x0..<x1` × `y0..<y1`, row by
    /// row, 4 values a pixel, zeros where nothing is drawn (rules 2–3).
    private func sampled(inverse: AffineTransform, x0: Int, x1: Int, y0: Int, y1: Int) -> [Double] {
        var out = [Double](repeating: 0, count: (x1 - x0) * (y1 - y0) * 4)
        func pixel(_ v: Double) -> Int { Int(max(-PixelRect.limit, min(PixelRect.limit, v))) }
        let shrink = abs(inverse.determinant).squareRoot()
        let k =
            interpolation == .high
            ? max(1, min(max(width, height), pixel(shrink.isFinite ? shrink.rounded(.down) : 1))) : 1
        let (w, h, texels) =
            k == 1 ? (width, height, pixels) : ImageMipCache.shared.filtered(pixels, k: k) { boxFiltered(k) }
        let scale = 1 / Double(k)
        let o = max(0, min(1, opacity))
        let columns = x1 - x0
        // Image pixels per device pixel across each pair of edges (rule 3): |∇u| and |∇v|.
        let (uGradient, vGradient) = (
            (inverse.a * inverse.a + inverse.c * inverse.c).squareRoot(),
            (inverse.b * inverse.b + inverse.d * inverse.d).squareRoot()
        )
        let (imageWidth, imageHeight) = (Double(width), Double(height))
        func coverage(_ t: Double, _ extent: Double, _ gradient: Double) -> Double {
            guard gradient > 0 else { return t > 0 && t < extent ? 1 : 0 }
            return max(0, min(1, 0.5 + min(t, extent - t) / gradient))
        }
        texels.withUnsafeBufferPointer { src in
            let clamps = !antialiased
            let wraps = repeatRegion != nil
            func texel(_ x: Int, _ y: Int, _ c: Int) -> Double {
                if wraps { return Double(src[(((y % h) + h) % h * w + ((x % w) + w) % w) * 4 + c]) }
                return Double(src[(min(max(y, 0), h - 1) * w + min(max(x, 0), w - 1)) * 4 + c])
            }
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
                    let u = p.x * scale - 0.5
                    let v = p.y * scale - 0.5
                    var covered = 1.0
                    if let r = repeatRegion {
                        // A repeated image covers its region (drawn under a mask that anti-aliases its outline).
                        guard u > r.minX * scale - 1, v > r.minY * scale - 1, u < r.maxX * scale, v < r.maxY * scale
                        else { continue }
                    } else if clamps {
                        guard u >= -0.5, v >= -0.5, u < Double(w) - 0.5, v < Double(h) - 0.5 else { continue }
                    } else {
                        covered =
                            coverage(p.x, imageWidth, uGradient) * coverage(p.y, imageHeight, vGradient)
                        guard covered > 0 else { continue }
                    }
                    let iu = Int(u.rounded(.down))
                    let iv = Int(v.rounded(.down))
                    let fu = u - Double(iu)
                    let fv = v - Double(iv)
                    var s = (0.0, 0.0, 0.0, 0.0)
                    for c in 0..<4 {
                        let top = texel(iu, iv, c) * (1 - fu) + texel(iu + 1, iv, c) * fu
                        let bottom = texel(iu, iv + 1, c) * (1 - fu) + texel(iu + 1, iv + 1, c) * fu
                        let value = (top * (1 - fv) + bottom * fv) * o * covered
                        switch c {
                        case 0: s.0 = value
                        case 1: s.1 = value
                        case 2: s.2 = value
                        default: s.3 = value
                        }
                    }
                    let i = ((y - y0) * columns + (x - x0)) * 4
                    (out[i], out[i + 1], out[i + 2], out[i + 3]) = s
                }
            }
        }
        return out
    }

    /// Nearest-texel drawing: the texel under each device pixel centre, times `opacity`, over the destination.
    private func drawNearest(
        into framebuffer: Framebuffer, inverse: AffineTransform, x0: Int, x1: Int, y0: Int, y1: Int
    ) {
        let o = max(0, min(1, opacity))
        let dst = framebuffer.pixels
        pixels.withUnsafeBufferPointer { src in
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
                    let r = repeatRegion ?? Rect(x: 0, y: 0, width: Double(width), height: Double(height))
                    guard p.x >= r.minX, p.y >= r.minY, p.x < r.maxX, p.y < r.maxY else { continue }
                    let tx = ((Int(p.x.rounded(.down)) % width) + width) % width
                    let ty = ((Int(p.y.rounded(.down)) % height) + height) % height
                    let i = (ty * width + tx) * 4
                    let s = (Double(src[i]) * o, Double(src[i + 1]) * o, Double(src[i + 2]) * o, Double(src[i + 3]) * o)
                    Self.over(s, into: dst + y * framebuffer.bytesPerRow + x * 4)
                }
            }
        }
    }

    /// Premultiplied `s` (0…255 per channel, opacity applied) over the pixel at `d`: d = s + d·(255 − sₐ)/255,
    /// rounded; a fully transparent sample leaves the pixel alone. Both sampling paths store through this.
    @inline(__always)
    private static func over(_ s: (Double, Double, Double, Double), into d: UnsafeMutablePointer<UInt8>) {
        guard s.3 > 0 || s.0 > 0 || s.1 > 0 || s.2 > 0 else { return }
        let keep = (255 - s.3) / 255
        d[0] = UInt8(max(0, min(255, (s.0 + Double(d[0]) * keep).rounded())))
        d[1] = UInt8(max(0, min(255, (s.1 + Double(d[1]) * keep).rounded())))
        d[2] = UInt8(max(0, min(255, (s.2 + Double(d[2]) * keep).rounded())))
        d[3] = UInt8(max(0, min(255, (s.3 + Double(d[3]) * keep).rounded())))
    }

    /// The image averaged over k×k blocks (partial blocks at the right and bottom edges average what they cover
    /// and count the rest as transparent, so the image's extent stays `width / k` texels).
    private func boxFiltered(_ k: Int) -> (Int, Int, [UInt8]) {
        let w = (width + k - 1) / k
        let h = (height + k - 1) / k
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let area = Double(k * k)
        for ty in 0..<h {
            for tx in 0..<w {
                var sum = (0, 0, 0, 0)
                for y in (ty * k)..<min(height, ty * k + k) {
                    for x in (tx * k)..<min(width, tx * k + k) {
                        let i = (y * width + x) * 4
                        sum.0 += Int(pixels[i])
                        sum.1 += Int(pixels[i + 1])
                        sum.2 += Int(pixels[i + 2])
                        sum.3 += Int(pixels[i + 3])
                    }
                }
                let o = (ty * w + tx) * 4
                out[o] = UInt8((Double(sum.0) / area).rounded())
                out[o + 1] = UInt8((Double(sum.1) / area).rounded())
                out[o + 2] = UInt8((Double(sum.2) / area).rounded())
                out[o + 3] = UInt8((Double(sum.3) / area).rounded())
            }
        }
        return (w, h, out)
    }
}
