// Backdrop.swift: a material or glass surface: what is already drawn behind an outline, blurred, saturated and tinted,
// kept inside the outline; for glass, also bent near the edge (a lens) and lit along the rim.
// Rule: Apple: Material — developer.apple.com/documentation/swiftui/material ("adding a material is like inserting a
// translucent layer between the modified view and its background … a platform-specific blending that produces an
// effect that resembles heavily frosted glass"; "a material blurs a background that's part of your app"). The blend
// itself is not public: iOS draws a CABackdropLayer with gaussianBlur and colorSaturate filters under a tint layer
// (Oskar Groth, "Reverse Engineering NSVisualEffectView"), which is the order used here. Glass: Apple:
// View.glassEffect(_:in:) — developer.apple.com/documentation/swiftui/view/glasseffect(_:in:) ("blurs and adjusts the
// luminosity of background content", WWDC25 219 "lensing"); the lens and rim follow the open recreations (kube.io,
// "Liquid Glass in the Browser: Refraction with CSS and SVG": a displacement in a bezel band along the edge and a
// specular rim). Every figure is [UNCONF]: an approximation documented as one. Status: complete for issue #17 item 5.
//
// 1. The backdrop is the target's pixels under the outline's extent, grown by the blur's reach (so the blur sees past
//    the edge), blurred with σ (edges clamped), then saturated (ColorMatrix.saturation), then the tint is drawn over
//    it (src-over, straight-alpha colour).
// 2. A lens (glass) moves each pixel's sample toward the inside near the edge: at distance d from the edge of a
//    rounded box (signed distance, Inigo Quilez "2D distance functions": sdRoundBox), within a band b, the sample is
//    taken `amplitude · (1 − d/b)²` further in along the inward normal, bilinear.
// 3. The result is kept inside the outline (exact-area coverage), a rim highlight (a 1-pt stroke of the outline,
//    white fading from top-leading to bottom-trailing) is drawn on top, and the whole is composited like any layer.

import Geometry

/// What a material or glass surface does to the pixels behind it. Lengths are device pixels.
public struct Backdrop: Sendable {
    /// Gaussian σ of the backdrop blur.
    public var sigma: Double
    /// Saturation factor (1: unchanged).
    public var saturation: Double
    /// Drawn over the blurred backdrop (straight alpha).
    public var tint: Color
    /// Glass: the edge lens; nil for a material.
    public var lens: BackdropLens?
    /// Glass: the rim highlight's peak opacity (0: none) and width.
    public var rim: Double
    public var rimWidth: Double
    /// The line the rim strokes when it is not the clip outline's (a merged surface's contour); nil: the outline.
    public var rimPath: Path?

    public init(
        sigma: Double, saturation: Double, tint: Color, lens: BackdropLens? = nil, rim: Double = 0, rimWidth: Double = 1
    ) {
        self.sigma = sigma
        self.saturation = saturation
        self.tint = tint
        self.lens = lens
        self.rim = rim
        self.rimWidth = rimWidth
    }
}

/// A rounded box's edge lens (rule 2), in device pixels: the box, its corner radius, the band and the displacement.
public struct BackdropLens: Sendable {
    public var box: Rect
    public var radius: Double
    public var band: Double
    public var amplitude: Double
    /// Glass merged in a `GlassEffectContainer`: the other rounded boxes whose smooth union with `box` is the
    /// surface, and the smoothing distance k (BackdropLens+Union.swift). Empty: `box` alone.
    public var merged: [BackdropShape] = []
    public var smoothing: Double = 0

    public init(box: Rect, radius: Double, band: Double, amplitude: Double) {
        self.box = box
        self.radius = radius
        self.band = band
        self.amplitude = amplitude
    }
}

/// A rounded box of a merged glass surface, device pixels.
public struct BackdropShape: Sendable {
    public var box: Rect
    public var radius: Double

    public init(box: Rect, radius: Double) {
        self.box = box
        self.radius = radius
    }
}

enum BackdropPass {
    static func paint(_ group: DisplayGroup, _ backdrop: Backdrop, into target: Layer, opacity: Double) {
        guard let outline = group.clip, let region = outline.extent?.intersection(target.rect), !region.isEmpty else {
            return
        }
        // Rule 1.
        let sigma = backdrop.sigma.isFinite ? max(0, min(backdrop.sigma, 500)) : 0
        let reach = sigma > 0 ? GaussianBlur.reach(sigma: sigma) : 0
        let readRect = region.outset(by: reach + 2).intersection(target.rect)
        let copy = Layer(rect: readRect)
        for y in readRect.y0..<readRect.y1 {
            copy.address(readRect.x0, y).update(from: target.address(readRect.x0, y), count: readRect.width * 4)
        }
        var layer = copy
        if sigma > 0 {
            let blurred = Layer(rect: readRect)
            GaussianBlur.blur(
                copy.framebuffer.pixels, into: blurred.framebuffer.pixels, width: readRect.width,
                height: readRect.height, channels: 4, sigma: sigma, edges: .clamp)
            layer = blurred
        }
        if backdrop.saturation != 1 { layer.filter(through: .saturation(backdrop.saturation)) }
        if backdrop.tint.opacity > 0 {
            let all = Rect(
                x: Double(readRect.x0), y: Double(readRect.y0), width: Double(readRect.width),
                height: Double(readRect.height))
            LayerPainter.paint([DisplayItem(path: Path(rect: all), color: backdrop.tint)], into: layer)
        }
        // Rule 2.
        let output = Layer(rect: region)
        if let lens = backdrop.lens {
            bend(layer, through: lens, into: output)
        } else {
            for y in region.y0..<region.y1 {
                output.address(region.x0, y).update(from: layer.address(region.x0, y), count: region.width * 4)
            }
        }
        // Rule 3.
        let coverage = Layer(rect: region)
        LayerPainter.paint([DisplayItem(path: outline, color: .white)], into: coverage)
        output.multiply(byAlphaOf: coverage)
        if backdrop.rim > 0 {
            var rim = DisplayItem(
                path: (backdrop.rimPath ?? outline).strokedPath(StrokeStyle(lineWidth: backdrop.rimWidth)),
                color: .white)
            let box = outline.bounds
            rim.paint = DisplayPaint(
                shading: .linear(
                    Gradient(colors: [
                        Color(white: 1, opacity: backdrop.rim), Color(white: 1, opacity: backdrop.rim * 0.15),
                        Color(white: 1, opacity: backdrop.rim * 0.5),
                    ]), start: .topLeading, end: .bottomTrailing),
                rect: box, deviceToLocal: .identity, opacity: 1)
            LayerPainter.paint([rim], into: output)
        }
        // The surface replaces what it blurs: the pixels wholly under the outline are taken out before the result goes
        // on, so where the backdrop is not opaque (a transparent canvas, drawn on its background colour afterwards)
        // the sharp content does not show through its own blur. Only fully covered pixels of a fully opaque surface
        // are cleared: there src-over onto cleared pixels is the replacement, and over opaque pixels (the blurred
        // backdrop then opaque too) it gives exactly what src-over alone gives; antialiased edges and a translucent
        // surface stay src-over, which would otherwise attenuate what is under them twice.
        if group.blendMode == .normal, opacity >= 1 { clearFullyCovered(target, under: coverage) }
        output.composite(onto: target, opacity: opacity, mode: group.blendMode)
    }

    /// Clears `target`'s pixels where `coverage` is fully opaque.
    static func clearFullyCovered(_ target: Layer, under coverage: Layer) {
        let area = coverage.rect.intersection(target.rect)
        if area.isEmpty { return }
        for y in area.y0..<area.y1 {
            let c = coverage.address(area.x0, y)
            let t = target.address(area.x0, y)
            for i in 0..<area.width where c[i &* 4 &+ 3] == 255 {
                (t + i &* 4).update(repeating: 0, count: 4)
            }
        }
    }

    /// Rule 2: each output pixel samples `source` bilinearly, moved inward within the lens's band.
    private static func bend(_ source: Layer, through lens: BackdropLens, into output: Layer) {
        if !lens.merged.isEmpty { return bendUnion(source, through: lens, into: output) }
        let box = lens.box
        let (cx, cy) = (box.midX, box.midY)
        let (hx, hy) = (box.width / 2, box.height / 2)
        let r = max(0, min(lens.radius, min(hx, hy)))
        let band = max(lens.band, 1e-6)
        resample(source, into: output) { px, py in
            // sdRoundBox: q = |p − c| − (h − r); d = |max(q, 0)| + min(max(qx, qy), 0) − r.
            let (qx, qy) = (abs(px - cx) - (hx - r), abs(py - cy) - (hy - r))
            let (ox, oy) = (max(qx, 0), max(qy, 0))
            let outside = (ox * ox + oy * oy).squareRoot()
            let depth = -(outside + min(max(qx, qy), 0) - r)
            guard depth >= 0 && depth < band else { return (px, py) }
            // The inward normal: from the point toward the box's core along the distance gradient.
            var (nx, ny): (Double, Double)
            if qx > 0 || qy > 0 {
                (nx, ny) = (ox / max(outside, 1e-9), oy / max(outside, 1e-9))
            } else if qx > qy {
                (nx, ny) = (1, 0)
            } else {
                (nx, ny) = (0, 1)
            }
            nx *= px < cx ? -1 : 1
            ny *= py < cy ? -1 : 1
            let t = 1 - depth / band
            let push = lens.amplitude * t * t
            return (px - nx * push, py - ny * push)
        }
    }

    /// Rule 2 for a merged surface: the depth is the smooth union's signed distance, the inward normal its negated
    /// gradient (central differences over half a pixel).
    private static func bendUnion(_ source: Layer, through lens: BackdropLens, into output: Layer) {
        let band = max(lens.band, 1e-6)
        let h = 0.5
        resample(source, into: output) { px, py in
            let depth = -lens.signedDistance(px, py)
            guard depth >= 0 && depth < band else { return (px, py) }
            let gx = lens.signedDistance(px + h, py) - lens.signedDistance(px - h, py)
            let gy = lens.signedDistance(px, py + h) - lens.signedDistance(px, py - h)
            let length = (gx * gx + gy * gy).squareRoot()
            guard length > 1e-12 else { return (px, py) }
            let t = 1 - depth / band
            let push = lens.amplitude * t * t
            return (px - gx / length * push, py - gy / length * push)
        }
    }

    /// Each output pixel (centre px, py in device pixels) is `source` sampled bilinearly at `from(px, py)`.
    @inline(__always)
    private static func resample(
        _ source: Layer, into output: Layer, _ from: (Double, Double) -> (Double, Double)
    ) {
        let s = source.rect
        for y in output.rect.y0..<output.rect.y1 {
            var out = output.address(output.rect.x0, y)
            for x in output.rect.x0..<output.rect.x1 {
                let (sx, sy) = from(Double(x) + 0.5, Double(y) + 0.5)
                let sample = bilinear(source, sx - Double(s.x0) - 0.5, sy - Double(s.y0) - 0.5)
                out[0] = sample.0
                out[1] = sample.1
                out[2] = sample.2
                out[3] = sample.3
                out += 4
            }
        }
    }

    /// The layer's texel coordinates (u, v) sampled bilinearly, clamped to its edge texels.
    private static func bilinear(_ layer: Layer, _ u: Double, _ v: Double) -> (UInt8, UInt8, UInt8, UInt8) {
        let (w, h) = (layer.rect.width, layer.rect.height)
        let cu = u.isFinite ? max(0, min(Double(w - 1), u)) : 0
        let cv = v.isFinite ? max(0, min(Double(h - 1), v)) : 0
        let (x0, y0) = (Int(cu), Int(cv))
        let (x1, y1) = (min(x0 + 1, w - 1), min(y0 + 1, h - 1))
        let (fx, fy) = (cu - Double(x0), cv - Double(y0))
        let p = layer.framebuffer.pixels
        func at(_ x: Int, _ y: Int, _ c: Int) -> Double { Double(p[(y * w + x) * 4 + c]) }
        func channel(_ c: Int) -> UInt8 {
            let top = at(x0, y0, c) * (1 - fx) + at(x1, y0, c) * fx
            let bottom = at(x0, y1, c) * (1 - fx) + at(x1, y1, c) * fx
            return UInt8(max(0, min(255, (top * (1 - fy) + bottom * fy).rounded())))
        }
        return (channel(0), channel(1), channel(2), channel(3))
    }
}
