// RotationEffect.swift: `.rotationEffect(_:anchor:)`.
// Rule: swiftui.md §2.2; seed 000 (anchor is a unit point of the frame at this point of the chain). Status: complete.

import Geometry

/// Rotates about `anchor` of the wrapped view's frame; positive angles turn clockwise on screen.
struct RotationEffect: GeometryEffect {
    var angle: Angle
    var anchor: UnitPoint

    func effectValue(size: Size) -> AffineTransform {
        AffineTransform.about(anchor.in(size), AffineTransform(rotation: angle))
    }
}
