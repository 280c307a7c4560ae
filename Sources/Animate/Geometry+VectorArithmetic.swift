// Geometry+VectorArithmetic.swift: points, sizes, rectangles and angles as animatable vectors.
// Rule: OpenSwiftUI AnimatableAttribute.swift and ConstantColor.swift (a leaf frame animates (origin.x, origin.y,
// width, height) as one vector; an angle animates its radians). Status: complete.

import Geometry

/// A point animates its two coordinates, in points.
extension Point: VectorArithmetic {
    public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
    public func subtracting(_ other: Point) -> Point { Point(x: x - other.x, y: y - other.y) }
    public mutating func scale(by factor: Double) {
        x *= factor
        y *= factor
    }
    public var magnitudeSquared: Double { x * x + y * y }
}

/// A size animates its width and height, in points.
extension Size: VectorArithmetic {
    public func adding(_ other: Size) -> Size { Size(width: width + other.width, height: height + other.height) }
    public func subtracting(_ other: Size) -> Size { Size(width: width - other.width, height: height - other.height) }
    public mutating func scale(by factor: Double) {
        width *= factor
        height *= factor
    }
    public var magnitudeSquared: Double { width * width + height * height }
}

/// A rectangle animates (x, y, width, height) as one 4-vector, as SwiftUI's `CGRect.AnimatableData`
/// (`AnimatablePair<AnimatablePair<x, y>, AnimatablePair<w, h>>`) does; its length covers all four.
extension Rect: VectorArithmetic {
    public func adding(_ other: Rect) -> Rect {
        Rect(origin: origin.adding(other.origin), size: size.adding(other.size))
    }
    public func subtracting(_ other: Rect) -> Rect {
        Rect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
    }
    public mutating func scale(by factor: Double) {
        origin.scale(by: factor)
        size.scale(by: factor)
    }
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}

/// An angle animates its radians (SwiftUI's `Angle.animatableData` is `radians`), so a spring's absolute finishing
/// thresholds (OpenSwiftUI FluidSpringAnimation.swift) are in radians.
extension Angle: VectorArithmetic {
    public func adding(_ other: Angle) -> Angle { Angle(radians: radians + other.radians) }
    public func subtracting(_ other: Angle) -> Angle { Angle(radians: radians - other.radians) }
    public mutating func scale(by factor: Double) { radians *= factor }
    public var magnitudeSquared: Double { radians * radians }
}
