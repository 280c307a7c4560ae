// DiffHeatmap.swift: where two frames differ and by how much, as a picture.
// Rule: issue #8 ("a diff heatmap"); Skia Gold and vello write a diff image beside the expected and actual ones
// (docs/ARCHITECTURE.md "Tests"). Encoding, so a reader needs no text in the image:
// 1. Context: the reference's BT.709 luma at a quarter of its level (c = Y/4), grey.
// 2. A differing pixel off the edge mask (a real change) takes the "hot" ramp by its largest channel difference d:
//    d = 1 → dark red (96, 0, 0), rising through red to yellow (255, 255, 0) at d ≥ 64 and white at 255.
// 3. A differing pixel on the edge mask (anti-aliasing, a sub-pixel move) takes the "cool" ramp: dark blue → cyan.
// 4. The bounding box of all differing pixels, grown by 3 px, is outlined in magenta so a single pixel is found.
// Status: complete.

import Encode
import Geometry
import Measure
import Render

/// Draws difference heat maps.
public enum DiffHeatmap {
    /// The heat map of `actual` against `reference` (same size), with edges from EdgeMask at `edgeThreshold`.
    public static func render(reference: RGBAImage, actual: RGBAImage, edgeThreshold: Int = EdgeMask.defaultThreshold)
        -> Framebuffer
    {
        precondition(reference.width == actual.width && reference.height == actual.height, "DiffHeatmap: sizes differ")
        let (w, h) = (reference.width, reference.height)
        let (luma, delta, edges) = withRGBAView(reference.pixels, width: w, height: h) { r in
            withRGBAView(actual.pixels, width: w, height: h) { a in
                let (yr, ya) = (Plane(luma709Of: r), Plane(luma709Of: a))
                return (yr, PixelDifference.deltaPlane(r, a), EdgeMask(yr, ya, threshold: edgeThreshold))
            }
        }
        let fb = Framebuffer(width: w, height: h)
        var box: (Int, Int, Int, Int)?
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x
                let d = Int(delta.samples[i])
                let rgb: (UInt8, UInt8, UInt8)
                if d == 0 {
                    let c = luma.samples[i] / 4
                    rgb = (c, c, c)
                } else {
                    rgb = edges.flags[i] != 0 ? cool(d) : hot(d)
                    box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
                }
                let o = i * 4
                (fb.pixels[o], fb.pixels[o + 1], fb.pixels[o + 2], fb.pixels[o + 3]) = (rgb.0, rgb.1, rgb.2, 255)
            }
        }
        if let (x0, y0, x1, y1) = box {
            let (bx, by) = (max(0, x0 - 3), max(0, y0 - 3))
            let (bw, bh) = (min(w, x1 + 4) - bx, min(h, y1 + 4) - by)
            if bw > 2, bh > 2 {
                fb.outline(x: bx, y: by, width: bw, height: bh, thickness: 1, color: Color(red: 1, green: 0, blue: 1))
            }
        }
        return fb
    }

    /// Step 2: the hot ramp for a difference of `d` levels (1…255).
    public static func hot(_ d: Int) -> (UInt8, UInt8, UInt8) {
        if d < 32 { return (UInt8(96 + d * 159 / 31), 0, 0) }  // dark red → red
        if d < 64 { return (255, UInt8((d - 32) * 255 / 31), 0) }  // red → yellow
        return (255, 255, UInt8(min(255, (d - 64) * 255 / 191)))  // yellow → white
    }

    /// Step 3: the cool ramp for a difference of `d` levels on an edge.
    public static func cool(_ d: Int) -> (UInt8, UInt8, UInt8) {
        let t = min(255, 64 + d * 3)
        return (0, UInt8(t * 3 / 4), UInt8(max(128, t)))
    }
}
