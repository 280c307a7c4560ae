// Point.swift: a point in a 2-D coordinate space, y pointing down (as in SwiftUI and CG on iOS).
// Status: complete.

/// A location in points or pixels, depending on the space that holds it.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// Applies `t` in the row-vector (CG) convention: `p' = p · t`.
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    public static func + (l: Point, r: Point) -> Point { Point(x: l.x + r.x, y: l.y + r.y) }
    public static func - (l: Point, r: Point) -> Point { Point(x: l.x - r.x, y: l.y - r.y) }
    public static func * (l: Point, r: Double) -> Point { Point(x: l.x * r, y: l.y * r) }

    public var description: String { "(\(x), \(y))" }
}
