// PixelRect.swift: rectangles of whole device pixels, for sizing offscreen layers. Status: complete.
//
// Guarantees: coordinates stay within ±2⁴⁰ (real extents are clamped before rounding), so sums of a few of them
// never overflow; an empty rectangle (x0 ≥ x1 or y0 ≥ y1) stays empty under intersection and outsetting.

/// The pixels x0 ..< x1 × y0 ..< y1 of device space.
struct PixelRect: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    static let limit = Double(1 << 40)

    init(x0: Int, y0: Int, x1: Int, y1: Int) { (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1) }

    /// The pixels touched by the real box [minX, maxX] × [minY, maxY]; nil if a bound is not finite.
    init?(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        func clamp(_ v: Double) -> Double { max(-PixelRect.limit, min(PixelRect.limit, v)) }
        x0 = Int(clamp(minX).rounded(.down))
        y0 = Int(clamp(minY).rounded(.down))
        x1 = Int(clamp(maxX).rounded(.up))
        y1 = Int(clamp(maxY).rounded(.up))
    }

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

    func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    /// The smallest rectangle holding both (either may be empty).
    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// Grown by `d ≥ 0` pixels on every side.
    func outset(by d: Int) -> PixelRect {
        isEmpty ? self : PixelRect(x0: x0 - d, y0: y0 - d, x1: x1 + d, y1: y1 + d)
    }

    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }

    /// Grown left and up so that x0 and y0 are multiples of `k` (floor division), so a k× downsampled blur of it
    /// uses device-aligned blocks whatever the rect (GaussianBlur+Downsampled.swift).
    func aligned(to k: Int) -> PixelRect {
        if k <= 1 || isEmpty { return self }
        func floor(_ v: Int) -> Int { v >= 0 ? v / k * k : -((-v + k - 1) / k * k) }
        return PixelRect(x0: floor(x0), y0: floor(y0), x1: x1, y1: y1)
    }

    func contains(_ o: PixelRect) -> Bool { x0 <= o.x0 && y0 <= o.y0 && x1 >= o.x1 && y1 >= o.y1 }
}
