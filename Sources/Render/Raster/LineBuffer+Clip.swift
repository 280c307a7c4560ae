// LineBuffer+Clip.swift: clipping a directed segment to the framebuffer so that the coverage of every visible
// pixel is unchanged. Rule: Raph Levien, "Inside the fastest font renderer in the world", 2016; font-rs src/raster.rs
// (non-zero winding from signed area). Status: complete.
//
// Why each step preserves the coverage of pixels in [0, W) × [0, H):
// 1. Parts above y = 0 or below y = H only reach rows outside the frame: they are cut off (y-clip).
// 2. Parts right of x = W only add area to cells at x ≥ W, which are never shown: they are dropped (and noted, so
//    the path's window extends to the right edge, where the winding they would have closed still applies).
// 3. Parts left of x = 0 are projected onto x = 0 (a vertical segment with the same y extent and direction):
//    every visible cell lies to the right of both, so both add the same signed cover to it.
// 4. Crossing points are computed with the parameter t clamped to [0, 1] (a NaN t becomes 0) and the blend
//    (1 − t)·a + t·b, so finite but huge inputs (|v| up to ~1e308) produce finite, clamped outputs, never NaN.
//    Accuracy for such inputs is whatever Double gives; correctness of indexing never depends on it.

extension LineBuffer {
    /// Adds the directed segment `(x0, y0) → (x1, y1)` (device pixels, finite), clipped per the rules above.
    func add(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        if y0 == y1 { return }
        let h = clipHeight
        if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { return }
        var (ax, ay, bx, by) = (x0, y0, x1, y1)
        // Step 1: cut at y = 0 and y = H.
        if ay < 0 || ay > h {
            let edge = ay < 0 ? 0 : h
            ax = lerp(x0, x1, parameter(edge, y0, y1))
            ay = edge
        }
        if by < 0 || by > h {
            let edge = by < 0 ? 0 : h
            bx = lerp(x0, x1, parameter(edge, y0, y1))
            by = edge
        }
        splitAtVerticalEdges(ax, ay, bx, by)
    }

    /// Steps 2 and 3 for a segment whose y values are inside [0, H].
    private func splitAtVerticalEdges(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        let w = clipWidth
        if ax >= w && bx >= w {
            reachesRightEdge = true
            return
        }
        if ax <= 0 && bx <= 0 {
            store(0, ay, 0, by)
            return
        }
        if ax < 0 || bx < 0 {
            // Exactly one end is left of 0 and the other right of it.
            let ym = clampY(lerp(ay, by, parameter(0, ax, bx)))
            if ax < 0 {
                store(0, ay, 0, ym)
                splitAtVerticalEdges(0, ym, bx, by)
            } else {
                splitAtVerticalEdges(ax, ay, 0, ym)
                store(0, ym, 0, by)
            }
            return
        }
        if ax > w || bx > w {
            reachesRightEdge = true
            let ym = clampY(lerp(ay, by, parameter(w, ax, bx)))
            if ax > w { store(w, ym, bx, by) } else { store(ax, ay, w, ym) }
            return
        }
        store(ax, ay, bx, by)
    }

    /// Where `v` is reached on the way from `a` to `b`, clamped to [0, 1]; NaN (from ∞/∞) becomes 0.
    @inline(__always)
    private func parameter(_ v: Double, _ a: Double, _ b: Double) -> Double {
        let t = (v - a) / (b - a)
        return t > 0 ? (t < 1 ? t : 1) : 0
    }

    /// `a` at t = 0, `b` at t = 1, without the overflow of `a + t·(b − a)`.
    @inline(__always)
    private func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
        (1 - t) * a + t * b
    }

    @inline(__always)
    private func clampY(_ y: Double) -> Double {
        y > 0 ? (y < clipHeight ? y : clipHeight) : 0
    }
}
