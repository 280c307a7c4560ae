// ScaleEffect.swift: `.scaleEffect(_:anchor:)` and `.scaleEffect(x:y:anchor:)`.
// Rule: swiftui.md §2.2 (a zero scale becomes sqrt(2·leastNormalMagnitude) to stay invertible). Status: complete.

import Geometry

/// Scales about `anchor` of the wrapped view's frame.
struct ScaleEffect: GeometryEffect {
    var x: Double
    var y: Double
    var anchor: UnitPoint

    func effectValue(size: Size) -> AffineTransform {
        let tiny = (2 * Double.leastNormalMagnitude).squareRoot()
        return AffineTransform.about(
            anchor.in(size), AffineTransform(scaleX: x == 0 ? tiny : x, y: y == 0 ? tiny : y))
    }
}
