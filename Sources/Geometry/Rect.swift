// Rect.swift: an axis-aligned rectangle, origin at its top-leading corner (y down). Status: complete.

/// A rectangle given by its top-leading origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle with non-negative width and height covering the same area.
    public var standardized: Rect {
        Rect(
            x: min(minX, maxX), y: min(minY, maxY),
            width: abs(size.width), height: abs(size.height))
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension Rect {
    /// `insetBy(dx:dy:)`: each side moved inward (outward when negative); a rectangle that would turn inside out
    /// becomes an empty one at the centre (CGRect's `insetBy` returns `.null` there, which draws nothing as well).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        let w = r.width - 2 * dx
        let h = r.height - 2 * dy
        guard w >= 0, h >= 0 else { return Rect(x: r.midX, y: r.midY, width: 0, height: 0) }
        return Rect(x: r.minX + dx, y: r.minY + dy, width: w, height: h)
    }

    /// `contains(_:)` for a point: inside or on the minimum edges, outside on the maximum edges (as CGRect).
    public func contains(_ p: Point) -> Bool {
        let r = standardized
        return p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
    }

    /// `applying(_:)`: the smallest rectangle containing the four transformed corners (as CGRect's).
    public func applying(_ t: AffineTransform) -> Rect {
        let corners = [
            Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let x0 = xs.min() ?? 0
        let y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    /// `union(_:)`: the smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let a = standardized
        let b = other.standardized
        let x0 = min(a.minX, b.minX)
        let y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }
}
