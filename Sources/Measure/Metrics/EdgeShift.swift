// EdgeShift.swift: how far the edges of a frame moved against its reference, in pixels, so the edge-aware tolerance
// can forgive anti-aliasing differences along edges and still catch a shape that moved.
// Rule: the normal flow of the brightness-constancy equation (B. Horn and B. Schunck, "Determining Optical Flow",
// 1981; window least squares as in B. Lucas and T. Kanade, "An Iterative Image Registration Technique", 1981): a
// small move v of an edge changes the intensity by ΔI ≈ −∇I · v, so over a window W the move across the edge is
// |Σ_W ∇I ΔI| / Σ_W |∇I|². Anti-aliasing differences (another coverage rule, rounding, a wider or narrower ramp)
// move intensity between the pixels of the same edge profile without moving its centre, so Σ ∇I ΔI stays near 0; a
// move changes the whole profile the same way, so the sum grows with the move. Steps:
// 1. Luma of both frames (Plane.luma709Of, or the decoded Y planes), ΔI = actual − reference.
// 2. ∇I of the mean of both frames: the Sobel sums (EdgeMask.swift) of each, added, over 16: levels per pixel, exact
//    for a linear ramp. The mean has both the old and the new edge, so a move of a few pixels still overlaps it.
// 3. At every pixel on the edge mask whose luma differs: the 3×3 window's |(Σ gx ΔI, Σ gy ΔI)| /
//    (Σ gx² + gy² + ε) with ε = (T/2)² for the mask's threshold T (the derivative of the weakest edge the mask
//    counts), so a window without an edge reads near 0 instead of dividing by nothing.
// 4. The frame's edge shift is the largest value, in pixels.
// Measured on anti-aliased rectangles (Tests/MeasureTests/EdgeShiftTests.swift): moves of 0.25 px read 0.33, of
// 0.5 px 0.62–0.73 (a 3 px bar, 0.5 px diagonally), of 1 px 1.49, of 2 px 3.9; the same frame with coverage from
// n×n supersampling instead of the exact area reads 0.26 (2×2), 0.13 (4×4), 0.036 (16×16).
// Status: complete.

/// The largest estimated move of an edge between two frames.
public enum EdgeShift {
    /// Edge-aware tolerance: frames whose edges moved by this many pixels or more fail (a 0.5 px move reads 0.5 or
    /// more; the margin below it absorbs the estimate's linearisation on thin shapes, where two edges share a window).
    public static let limit = 0.4

    /// The largest move across an edge, in pixels, at pixels on `edges` where `reference` and `actual` differ.
    public static func pixels(reference a: Plane, actual b: Plane, edges: EdgeMask) -> Double {
        precondition(a.width == b.width && a.height == b.height, "EdgeShift: planes differ in size")
        let (w, h) = (a.width, a.height)
        guard w > 0, h > 0 else { return 0 }
        var changed: [Int] = []
        for i in 0..<(w * h) where a.samples[i] != b.samples[i] && edges.flags[i] != 0 { changed.append(i) }
        guard !changed.isEmpty else { return 0 }
        // Step 2 on demand: gradients of the mean image at the pixels the windows touch.
        var gx = [Double](repeating: 0, count: w * h)
        var gy = [Double](repeating: 0, count: w * h)
        var known = [Bool](repeating: false, count: w * h)
        func gradient(_ x: Int, _ y: Int) -> (Double, Double) {
            let i = y * w + x
            if !known[i] {
                let (ax, ay) = EdgeMask.sobel(a, x: x, y: y)
                let (bx, by) = EdgeMask.sobel(b, x: x, y: y)
                gx[i] = Double(ax + bx) / 16
                gy[i] = Double(ay + by) / 16
                known[i] = true
            }
            return (gx[i], gy[i])
        }
        let epsilon = Double(edges.threshold * edges.threshold) / 4
        var largest = 0.0
        for i in changed {
            let (x, y) = (i % w, i / w)
            var (nx, ny, den) = (0.0, 0.0, epsilon)
            for yy in max(0, y - 1)...min(h - 1, y + 1) {
                for xx in max(0, x - 1)...min(w - 1, x + 1) {
                    let (u, v) = gradient(xx, yy)
                    let d = Double(Int(b.samples[yy * w + xx]) - Int(a.samples[yy * w + xx]))
                    nx += u * d
                    ny += v * d
                    den += u * u + v * v
                }
            }
            largest = max(largest, (nx * nx + ny * ny).squareRoot() / den)
        }
        return largest
    }
}
