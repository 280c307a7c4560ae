// EdgeMask.swift: which pixels lie on an edge, so a difference there (anti-aliasing, a sub-pixel shift) can be told
// from a difference in flat areas (a wrong colour, a missing shape).
// Rule: Skia Gold's `sobel` matching (Chromium ui/base/test/skia_gold_matching_algorithm.h: find edges with a Sobel
// filter on the expected image and ignore them) and manimgl's render_compare (count differing pixels "away from
// edges"). Steps:
// 1. Luma of each image (Plane.luma709Of).
// 2. Sobel gradient: Gx = [−1 0 1; −2 0 2; −1 0 1], Gy its transpose, on the 3×3 neighbourhood with the border
//    replicated; magnitude m = √(Gx² + Gy²) / 4, so a hard step of c levels reads c on both sides of the step.
// 3. A pixel is an edge where m ≥ threshold in either image (an edge that moved is an edge in both places).
// 4. The mask is dilated by `dilation` pixels (Chebyshev distance) to cover the anti-aliased fringe.
// Status: complete.

/// A per-pixel edge flag for a pair of frames (reference and actual).
public struct EdgeMask: Sendable {
    /// The default edge threshold: a Sobel magnitude (step 2) of 24 levels, about 10 % contrast.
    public static let defaultThreshold = 24
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// 1 on edges, 0 elsewhere, row-major.
    public let flags: [UInt8]
    /// The Sobel threshold the mask was made with (step 3), in levels.
    public let threshold: Int

    /// The union of both images' Sobel edges (threshold in levels, step 2), dilated by `dilation` pixels.
    public init(_ a: Plane, _ b: Plane, threshold: Int = EdgeMask.defaultThreshold, dilation: Int = 1) {
        precondition(a.width == b.width && a.height == b.height, "EdgeMask: planes differ in size")
        let (w, h) = (a.width, a.height)
        var raw = [UInt8](repeating: 0, count: w * h)
        for plane in [a, b] { EdgeMask.markEdges(plane, threshold: threshold, into: &raw) }
        width = w
        height = h
        self.threshold = threshold
        flags = EdgeMask.dilate(raw, width: w, height: h, by: dilation)
    }

    /// Whether pixel (x, y) is on an edge.
    public subscript(x: Int, y: Int) -> Bool { flags[y * width + x] != 0 }

    /// The number of edge pixels.
    public var count: Int { flags.reduce(0) { $0 + Int($1) } }

    /// Step 2 for one pixel: the Sobel magnitude / 4 in levels, borders replicated.
    public static func sobelMagnitude(_ p: Plane, x: Int, y: Int) -> Double {
        let (gx, gy) = sobel(p, x: x, y: y)
        return (Double(gx * gx + gy * gy)).squareRoot() / 4
    }
}

// MARK: - Steps

extension EdgeMask {
    /// Step 2's sums (Gx, Gy) at (x, y), borders replicated.
    static func sobel(_ p: Plane, x: Int, y: Int) -> (Int, Int) {
        let x0 = max(x - 1, 0)
        let x2 = min(x + 1, p.width - 1)
        let y0 = max(y - 1, 0)
        let y2 = min(y + 1, p.height - 1)
        func s(_ xx: Int, _ yy: Int) -> Int { Int(p.samples[yy * p.width + xx]) }
        let gx = (s(x2, y0) + 2 * s(x2, y) + s(x2, y2)) - (s(x0, y0) + 2 * s(x0, y) + s(x0, y2))
        let gy = (s(x0, y2) + 2 * s(x, y2) + s(x2, y2)) - (s(x0, y0) + 2 * s(x, y0) + s(x2, y0))
        return (gx, gy)
    }

    /// Steps 2–3: sets `mask` where the magnitude reaches `threshold` (compared as Gx² + Gy² ≥ (4·threshold)², exact
    /// in integers).
    private static func markEdges(_ p: Plane, threshold: Int, into mask: inout [UInt8]) {
        let limit = 16 * threshold * threshold
        for y in 0..<p.height {
            for x in 0..<p.width {
                let (gx, gy) = sobel(p, x: x, y: y)
                if gx * gx + gy * gy >= limit { mask[y * p.width + x] = 1 }
            }
        }
    }

    /// Step 4: a separable max filter of radius `r` (horizontal, then vertical).
    private static func dilate(_ mask: [UInt8], width w: Int, height h: Int, by r: Int) -> [UInt8] {
        guard r > 0 else { return mask }
        var horizontal = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w where mask[y * w + x] != 0 {
                for xx in max(0, x - r)...min(w - 1, x + r) { horizontal[y * w + xx] = 1 }
            }
        }
        var out = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w where horizontal[y * w + x] != 0 {
                for yy in max(0, y - r)...min(h - 1, y + r) { out[yy * w + x] = 1 }
            }
        }
        return out
    }
}
