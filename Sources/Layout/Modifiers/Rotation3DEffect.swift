// Rotation3DEffect.swift: `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, SwiftUI's `_Rotation3DEffect`.
// Rule: Apple: View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:) — developer.apple.com/documentation/swiftui/
// view/rotation3deffect(_:axis:anchor:anchorz:perspective:) (defaults: anchor .center, anchorZ 0, perspective 1);
// OpenSwiftUI Rotation3DEffect.swift (T(−a)·Rot(θ, axis)·P·T(a), P.m34 = −1/d, d = max(w, h)/perspective; the
// matrix is ProjectiveTransform.rotation3D). A projective map is not affine, so the subtree is drawn in a layer that
// is projected (Render ProjectedLayer.swift); layout is unchanged, as for every geometry effect. The angle, axis,
// anchor, anchorZ and perspective animate. Status: complete; the layer's device placement is the latest snapshot's.

import Animate
import Geometry
import Scene

/// The parameters of one rotation3DEffect and where its view is: what the layer's projection is rebuilt from when
/// the parameters animate.
public struct Rotation3D: Sendable {
    var angle: Angle
    var axis: (x: Double, y: Double, z: Double)
    var anchor: UnitPoint
    var anchorZ: Double
    var perspective: Double
    /// The view's frame in its space's points, and that space's map to device pixels.
    var frame: Rect
    var device: AffineTransform

    /// The projection in device pixels: device → space, the rotation about the anchor, space → device.
    var matrix: ProjectiveTransform {
        let anchorPoint = Point(
            x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        let h = ProjectiveTransform.rotation3D(
            angle, axis: axis, anchor: anchorPoint, anchorZ: anchorZ, perspective: perspective, size: frame.size)
        guard let back = device.inverted else { return .identity }
        return ProjectiveTransform(back).concatenating(h).concatenating(ProjectiveTransform(device))
    }

    var animatableData: [Double] {
        let u = animatableUnitScale
        return [angle.radians, axis.x, axis.y, axis.z, anchor.x * u, anchor.y * u, anchorZ, perspective]
    }

    func with(_ d: [Double]) -> Rotation3D {
        var r = self
        let u = animatableUnitScale
        r.angle = .radians(d[0])
        r.axis = (d[1], d[2], d[3])
        r.anchor = UnitPoint(x: d[4] / u, y: d[5] / u)
        r.anchorZ = d[6]
        r.perspective = d[7]
        return r
    }
}

struct Rotation3DEffect: LayoutModifier {
    var angle: Angle
    var axis: (x: Double, y: Double, z: Double)
    var anchor: UnitPoint
    var anchorZ: Double
    var perspective: Double

    static let declarations = [
        ModifierDeclaration(
            "rotation3DEffect",
            [
                .modifier(
                    "rotation3DEffect",
                    [
                        arg(nil, .angle),
                        arg("axis", .tuple([.double, .double, .double], labels: ["x", "y", "z"])),
                        arg("anchor", .unitPoint, .unitPoint(.center)), arg("anchorZ", .double, .double(0)),
                        arg("perspective", .double, .double(1)),
                    ]
                ) { v, range throws(RuntimeFailure) in
                    let axis = v[1].instance.map(\.double)
                    let numbers = [v[0].angle.radians, v[3].double, v[4].double] + axis
                    for n in numbers {
                        _ = try GeometryArgument.finite(n, "rotation3DEffect", at: range)
                    }
                    return (
                        Rotation3DEffect(
                            angle: v[0].angle, axis: (axis[0], axis[1], axis[2]), anchor: v[2].unitPoint,
                            anchorZ: v[3].double, perspective: v[4].double), nil
                    )
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        let rotation = Rotation3D(
            angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective,
            frame: Rect(origin: c.origin, size: c.size), device: c.space.transform)
        c.placeInLayer(content, PlacedGroup(key: c.key, kind: .projection(rotation)), into: &out)
    }
}
