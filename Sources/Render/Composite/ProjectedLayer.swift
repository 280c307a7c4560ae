// ProjectedLayer.swift: items drawn through a projective map (`rotation3DEffect`).
// Rule: Heckbert, "Fundamentals of Texture Mapping and Image Warping" (UC Berkeley, 1989), §2.2 and §3: a projective
// warp is done backwards — each destination pixel centre is mapped through the inverse homography into the source
// image and sampled there (here bilinearly, on premultiplied values, so edges stay clean); Apple: View.
// rotation3DEffect(_:axis:anchor:anchorZ:perspective:) — the content is flattened and projected as one layer, as
// Core Animation renders a layer with a 3-D transform. Status: complete (bilinear; no mip-mapping for strong
// foreshortening).
//
// 1. The items are painted, unprojected, into a source layer covering their extent (exact-area coverage as always).
// 2. Each pixel of the destination layer is the mean of bilinear samples of the source at n × m points spread over
//    the pixel (mapped through the inverse), n and m the number of source pixels the pixel spans along x and y
//    (1…8): a box filter over the pixel's footprint, so strongly foreshortened content does not break up. Samples
//    mapping behind the eye are left out; outside the source they are transparent. No allocation per pixel. Content
//    partly behind the eye is drawn where it is in front (`extent` clips at the near plane).

import Geometry

enum ProjectedLayer {
    /// The device pixels the image of `box` covers through `projection`, one pixel wider; nil if all of it goes
    /// behind the eye. A box partly behind the eye (a view turned towards the viewer past its perspective distance,
    /// `perspective: 2`) is cut at the plane w = ε first, as a 3-D renderer clips at its near plane (Blinn and Newell,
    /// "Clipping using homogeneous coordinates", SIGGRAPH 1978): its image in front of the eye is drawn, reaching
    /// towards infinity where w approaches 0 (PixelRect clamps it; the painter keeps only the target's pixels).
    static func extent(of box: PixelRect, through projection: ProjectiveTransform) -> PixelRect? {
        let m = projection.m
        let corners = [
            Point(x: Double(box.x0), y: Double(box.y0)), Point(x: Double(box.x1), y: Double(box.y0)),
            Point(x: Double(box.x1), y: Double(box.y1)), Point(x: Double(box.x0), y: Double(box.y1)),
        ]
        func w(_ p: Point) -> Double { p.x * m[2] + p.y * m[5] + m[8] }
        let epsilon = 1e-6
        // Sutherland–Hodgman against w ≥ ε: keep each corner in front, add the crossing of each edge that crosses.
        var polygon: [Point] = []
        for i in corners.indices {
            let (a, b) = (corners[i], corners[(i + 1) % corners.count])
            let (wa, wb) = (w(a), w(b))
            if wa >= epsilon { polygon.append(a) }
            if (wa >= epsilon) != (wb >= epsilon) {
                let t = (epsilon - wa) / (wb - wa)
                polygon.append(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
            }
        }
        var mapped: [Point] = []
        for corner in polygon {
            let wc = max(w(corner), epsilon)
            let x = (corner.x * m[0] + corner.y * m[3] + m[6]) / wc
            let y = (corner.x * m[1] + corner.y * m[4] + m[7]) / wc
            guard x.isFinite, y.isFinite else { return nil }
            mapped.append(Point(x: x, y: y))
        }
        guard !mapped.isEmpty else { return nil }
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
        /// The source position (relative to the source layer's pixel centres) of device point (px, py); nil behind
        /// the eye.
        @inline(__always) func sourcePoint(_ px: Double, _ py: Double) -> (Double, Double)? {
            let w = px * m[2] + py * m[5] + m[8]
            guard w > 1e-12 else { return nil }
            return (
                (px * m[0] + py * m[3] + m[6]) / w - Double(box.x0) - 0.5,
                (px * m[1] + py * m[4] + m[7]) / w - Double(box.y0) - 0.5
            )
        }
        for y in target.rect.y0..<target.rect.y1 {
            let row = target.address(target.rect.x0, y)
            for i in 0..<target.rect.width {
                let px = Double(target.rect.x0 + i)
                let py = Double(y)
                guard let centre = sourcePoint(px + 0.5, py + 0.5) else { continue }
                // Where the warp shrinks the source, one sample per pixel would skip source pixels (a foreshortened
                // thin line breaks into dots): the pixel is split into n × m samples, n and m the source pixels one
                // device pixel spans along x and y (at most 8 each), and their bilinear values averaged (rule 2).
                let (n, k) = footprint(centre, sourcePoint(px + 1.5, py + 0.5), sourcePoint(px + 0.5, py + 1.5))
                var acc = (0.0, 0.0, 0.0, 0.0)
                var hits = 0
                for b in 0..<k {
                    for a in 0..<n {
                        let sub =
                            n == 1 && k == 1
                            ? centre
                            : sourcePoint(px + (Double(a) + 0.5) / Double(n), py + (Double(b) + 0.5) / Double(k))
                        guard let (sx, sy) = sub else { continue }
                        hits += 1
                        guard sx > -1, sy > -1, sx < Double(sw), sy < Double(sh) else { continue }
                        let x0 = Int(sx.rounded(.down))
                        let y0 = Int(sy.rounded(.down))
                        let fx = sx - Double(x0)
                        let fy = sy - Double(y0)
                        @inline(__always) func add(_ xx: Int, _ yy: Int, _ w: Double) {
                            guard w > 0, xx >= 0, xx < sw, yy >= 0, yy < sh else { return }
                            let p = src + (yy &* sw &+ xx) &* 4
                            acc.0 += Double(p[0]) * w
                            acc.1 += Double(p[1]) * w
                            acc.2 += Double(p[2]) * w
                            acc.3 += Double(p[3]) * w
                        }
                        add(x0, y0, (1 - fx) * (1 - fy))
                        add(x0 + 1, y0, fx * (1 - fy))
                        add(x0, y0 + 1, (1 - fx) * fy)
                        add(x0 + 1, y0 + 1, fx * fy)
                    }
                }
                guard hits > 0 else { continue }
                let scale = 1 / Double(hits)
                let out = row + i * 4
                out[0] = UInt8(min(255, (acc.0 * scale).rounded()))
                out[1] = UInt8(min(255, (acc.1 * scale).rounded()))
                out[2] = UInt8(min(255, (acc.2 * scale).rounded()))
                out[3] = UInt8(min(255, (acc.3 * scale).rounded()))
            }
        }
    }

    /// Samples along x and y for a pixel whose centre maps to `c` and whose right and lower neighbours map to `r`
    /// and `d`: the source extent one device pixel covers, rounded up, 1…8.
    @inline(__always)
    static func footprint(_ c: (Double, Double), _ r: (Double, Double)?, _ d: (Double, Double)?) -> (Int, Int) {
        func span(_ q: (Double, Double)?) -> Int {
            guard let q else { return 1 }
            let length = ((q.0 - c.0) * (q.0 - c.0) + (q.1 - c.1) * (q.1 - c.1)).squareRoot()
            return length.isFinite ? max(1, min(8, Int(length.rounded(.up)))) : 8
        }
        return (span(r), span(d))
    }
}
