// RotationEffect.swift: `.rotationEffect(_:anchor:)`, SwiftUI's `_RotationEffect`.
// Rule: OpenSwiftUI RotationEffect.swift, ScaleEffect.swift and UnitPoint.swift; seed 000 (anchor is a unit point of
// the frame at this point of the chain). Status: complete.

import Animate
import Geometry
import Scene

/// Rotates about `anchor` of the wrapped view's frame; positive angles turn clockwise on screen.
struct RotationEffect: GeometryEffect {
    var angle: Angle
    var anchor: UnitPoint

    static let declarations = [
        ModifierDeclaration(
            "rotationEffect",
            [
                .modifier("rotationEffect", [arg(nil, .angle), arg("anchor", .unitPoint, .unitPoint(.center))]) {
                    v, range throws(RuntimeFailure) in
                    _ = try GeometryArgument.finite(v[0].angle.radians, "rotationEffect angle (radians)", at: range)
                    return (RotationEffect(angle: v[0].angle, anchor: v[1].unitPoint), nil)
                }
            ])
    ]

    func effectValue(size: Size) -> AffineTransform {
        AffineTransform.about(anchor.in(size), AffineTransform(rotation: angle))
    }

    var animatableData: [Double] {
        [angle.radians, anchor.x * animatableUnitScale, anchor.y * animatableUnitScale]
    }

    func with(_ data: ArraySlice<Double>) -> RotationEffect {
        let d = Array(data)
        let u = animatableUnitScale
        return RotationEffect(angle: .radians(d[0]), anchor: UnitPoint(x: d[1] / u, y: d[2] / u))
    }
}
