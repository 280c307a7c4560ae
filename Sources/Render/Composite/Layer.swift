// Layer.swift: an offscreen image placed in device space, and the per-pixel steps that combine layers.
// Rule: docs/ARCHITECTURE.md (premultiplied sRGB-encoded RGBA8, blending on encoded values); SourceOver.swift rule 1;
// BlendMode.swift; Swift Forums: forums.swift.org/t/huge-performance-hit-from-exclusive-memory-access-checks/54374
// (raw-pointer loops, nothing allocated per pixel). Status: complete.
//
// 1. Opacity o multiplies every premultiplied channel v of the layer as round(v·o) (a 256-entry table built once
//    per composite, so each channel costs a load): the same rounding as a colour's own opacity
//    (`Color.premultipliedRGBA8`), and monotone, so colour stays ≤ alpha.
// 2. `.normal` is SourceOver's formula per pixel (transparent source pixels skipped, opaque ones stored); other
//    modes go through `BlendMode.blend`, also skipping transparent source pixels (BlendMode.swift rule 6).
// 3. Coverage multiplies a layer as a fill's coverage multiplies its colour: v' = div255(v·k), with k the alpha of
//    a coverage image, so a clipped solid layer has exactly the bytes of a fill of the clip outline.

import Geometry

/// Premultiplied RGBA8 pixels standing for the device pixels `rect` (the root layer is the frame itself).
struct Layer {
    let framebuffer: Framebuffer
    let rect: PixelRect

    /// A transparent layer covering `rect` (not empty), its pixels scratch memory (ScratchPool.swift).
    init(rect: PixelRect) {
        framebuffer = Framebuffer(scratchWidth: rect.width, height: rect.height)
        self.rect = rect
    }

    /// The layer that is `framebuffer`, its top-left pixel at device (x, y).
    init(_ framebuffer: Framebuffer, x: Int = 0, y: Int = 0) {
        self.framebuffer = framebuffer
        rect = PixelRect(x0: x, y0: y, x1: x + framebuffer.width, y1: y + framebuffer.height)
    }

    /// The byte of channel 0 of device pixel (x, y), which must lie in `rect`.
    @inline(__always)
    func address(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt8> {
        framebuffer.pixels + ((y &- rect.y0) &* framebuffer.width &+ (x &- rect.x0)) &* 4
    }

    /// The smallest rect holding every pixel with non-zero alpha; nil when the layer is transparent.
    var coveredExtent: PixelRect? {
        var box: PixelRect?
        let w = rect.width
        for y in 0..<rect.height {
            let row = framebuffer.pixels + y &* w &* 4 + 3
            var first = -1
            var last = -1
            for x in 0..<w where row[x &* 4] != 0 {
                if first < 0 { first = x }
                last = x
            }
            if first >= 0 {
                let line = PixelRect(x0: rect.x0 + first, y0: rect.y0 + y, x1: rect.x0 + last + 1, y1: rect.y0 + y + 1)
                box = box.map { $0.union(line) } ?? line
            }
        }
        return box
    }

    /// A copy of the part of this layer inside `part` (which must lie within `rect`).
    func cropped(to part: PixelRect) -> Layer {
        precondition(rect.contains(part) && !part.isEmpty, "crop must lie inside the layer")
        if part == rect { return self }
        let copy = Layer(rect: part)
        for y in part.y0..<part.y1 {
            copy.address(part.x0, y).update(from: address(part.x0, y), count: part.width * 4)
        }
        return copy
    }

    /// Multiplies every pixel by the alpha of the same pixel of `coverage`, a layer with the same rect (rule 3).
    func multiply(byAlphaOf coverage: Layer) {
        precondition(coverage.rect == rect, "coverage must match the layer")
        let count = rect.width * rect.height
        let pixels = UnsafeMutableRawPointer(framebuffer.pixels)
        let alpha = coverage.framebuffer.pixels + 3
        for i in 0..<count {
            let k = UInt32(alpha[i &* 4])
            if k == 255 { continue }
            let offset = i &* 4
            let word = UInt32(littleEndian: pixels.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            pixels.storeBytes(
                of: (k == 0 ? 0 : scaled(word, by: k)).littleEndian, toByteOffset: offset, as: UInt32.self)
        }
    }

    /// Makes every pixel opaque by dividing its colour by its alpha, rounded (a transparent pixel becomes opaque
    /// black): the `opaque` option of blur (Apple: GraphicsContext.Filter.blur(radius:options:) —
    /// developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:); OpenSwiftUI
    /// BlurEffect.swift).
    func makeOpaque() {
        let count = rect.width * rect.height
        let p = framebuffer.pixels
        for i in 0..<count {
            let o = i &* 4
            let a = Int(p[o &+ 3])
            if a == 255 { continue }
            if a == 0 {
                (p[o], p[o &+ 1], p[o &+ 2]) = (0, 0, 0)
            } else {
                for c in 0..<3 { p[o &+ c] = UInt8(min(255, (Int(p[o &+ c]) * 510 + a) / (2 * a))) }
            }
            p[o &+ 3] = 255
        }
    }

    /// Composites this layer onto `destination` where their rects overlap, each pixel multiplied by `opacity`
    /// (0…1, rule 1) and combined in `mode` (rule 2).
    func composite(onto destination: Layer, opacity: Double, mode: BlendMode) {
        let area = rect.intersection(destination.rect)
        if area.isEmpty || !(opacity > 0) { return }
        if opacity >= 1 {
            composite(area, onto: destination, fade: nil, mode: mode)
            return
        }
        let table = (0...255).map { UInt8((Double($0) * opacity).rounded()) }
        table.withUnsafeBufferPointer { composite(area, onto: destination, fade: $0.baseAddress, mode: mode) }
    }

    /// The loop of `composite(onto:opacity:mode:)` over `area`; `fade` is the opacity table or nil for 1.
    private func composite(
        _ area: PixelRect, onto destination: Layer, fade: UnsafePointer<UInt8>?, mode: BlendMode
    ) {
        for y in area.y0..<area.y1 {
            let src = UnsafeMutableRawPointer(address(area.x0, y))
            let dst = UnsafeMutableRawPointer(destination.address(area.x0, y))
            for i in 0..<area.width {
                let offset = i &* 4
                var s = UInt32(littleEndian: src.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                if let fade {
                    s =
                        UInt32(fade[Int(s & 0xFF)]) | UInt32(fade[Int((s >> 8) & 0xFF)]) << 8
                        | UInt32(fade[Int((s >> 16) & 0xFF)]) << 16 | UInt32(fade[Int(s >> 24)]) << 24
                }
                if s >> 24 == 0 { continue }
                let result: UInt32
                if mode == .normal && s >> 24 == 255 {
                    result = s
                } else {
                    let d = UInt32(littleEndian: dst.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                    result = mode == .normal ? sourceOver(s, onto: d) : mode.blend(s, onto: d)
                }
                dst.storeBytes(of: result.littleEndian, toByteOffset: offset, as: UInt32.self)
            }
        }
    }
}
