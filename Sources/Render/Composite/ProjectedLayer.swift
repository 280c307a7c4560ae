// ProjectedLayer.swift: items drawn through a projective map (`rotation3DEffect`).
// Rule: Heckbert, "Fundamentals of Texture Mapping and Image Warping" (UC Berkeley, 1989), §2.2 and §3: a projective
// warp is done backwards — each destination pixel centre is mapped through the inverse homography into the source
// image and sampled there (here bilinearly, on premultiplied values, so edges stay clean); Apple: View.
// rotation3DEffect(_:axis:anchor:anchorZ:perspective:) — the content is flattened and projected as one layer, as
// Core Animation renders a layer with a 3-D transform. Status: complete (bilinear; no mip-mapping for strong
// foreshortening).
//
// 1. The items are painted, unprojected, into a source layer covering their extent (exact-area coverage as always).
// 2. Each pixel of the destination layer whose centre maps (through the inverse) inside the source is the bilinear
//    sample there; pixels mapping behind the eye or outside stay transparent. No allocation per pixel.

import Geometry

enum ProjectedLayer {
    /// The device pixels the image of `box` covers through `projection`, one pixel wider; nil if a corner goes
    /// behind the eye or to infinity.
    static func extent(of box: PixelRect, through projection: ProjectiveTransform) -> PixelRect? {
        let corners = [
            Point(x: Double(box.x0), y: Double(box.y0)), Point(x: Double(box.x1), y: Double(box.y0)),
            Point(x: Double(box.x0), y: Double(box.y1)), Point(x: Double(box.x1), y: Double(box.y1)),
        ]
        var mapped: [Point] = []
        for corner in corners {
            guard let p = projection.applying(to: corner) else { return nil }
            mapped.append(p)
        }
        let xs = mapped.map(\.x)
        let ys = mapped.map(\.y)
        guard let rect = PixelRect(minX: xs.min()!, minY: ys.min()!, maxX: xs.max()!, maxY: ys.max()!)?.outset(by: 1),
            !rect.isEmpty
        else { return nil }
        return rect
    }

    /// Paints `items` through `projection` over `target` (rules 1–2).
    static func paint(_ items: [DisplayItem], through projection: ProjectiveTransform, into target: Layer) {
        guard let box = DisplayItem.extent(of: items), let inverse = projection.inverted else { return }
        let source = Layer(rect: box)
        LayerPainter.paint(items, into: source)
        let (sw, sh) = (box.width, box.height)
        let m = inverse.m
        let src = source.framebuffer.pixels
        for y in target.rect.y0..<target.rect.y1 {
            let row = target.address(target.rect.x0, y)
            let py = Double(y) + 0.5
            for i in 0..<target.rect.width {
                let px = Double(target.rect.x0 + i) + 0.5
                let w = px * m[2] + py * m[5] + m[8]
                guard w > 1e-12 else { continue }
                // Source position relative to the source layer's pixel centres.
                let sx = (px * m[0] + py * m[3] + m[6]) / w - Double(box.x0) - 0.5
                let sy = (px * m[1] + py * m[4] + m[7]) / w - Double(box.y0) - 0.5
                guard sx > -1, sy > -1, sx < Double(sw), sy < Double(sh) else { continue }
                let x0 = Int(sx.rounded(.down))
                let y0 = Int(sy.rounded(.down))
                let fx = sx - Double(x0)
                let fy = sy - Double(y0)
                var acc = (0.0, 0.0, 0.0, 0.0)
                @inline(__always) func add(_ xx: Int, _ yy: Int, _ k: Double) {
                    guard k > 0, xx >= 0, xx < sw, yy >= 0, yy < sh else { return }
                    let p = src + (yy &* sw &+ xx) &* 4
                    acc.0 += Double(p[0]) * k
                    acc.1 += Double(p[1]) * k
                    acc.2 += Double(p[2]) * k
                    acc.3 += Double(p[3]) * k
                }
                add(x0, y0, (1 - fx) * (1 - fy))
                add(x0 + 1, y0, fx * (1 - fy))
                add(x0, y0 + 1, (1 - fx) * fy)
                add(x0 + 1, y0 + 1, fx * fy)
                let out = row + i * 4
                out[0] = UInt8(min(255, (acc.0).rounded()))
                out[1] = UInt8(min(255, (acc.1).rounded()))
                out[2] = UInt8(min(255, (acc.2).rounded()))
                out[3] = UInt8(min(255, (acc.3).rounded()))
            }
        }
    }
}
