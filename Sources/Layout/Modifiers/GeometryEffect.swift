// GeometryEffect.swift: a render-only transform computed from the size of the view it wraps.
// Rule: OpenSwiftUI GeometryEffect.swift (matrix in the view's local coordinates: origin top-left, y down, points; the
// effect's own frame is rounded in the parent space, then the content is laid out from zero in a fresh space mapped
// through the matrix); OpenSwiftUI AnimatableAttribute.swift and ConstantColor.swift (its parameters animate, not the
// composed matrix). Apple: GeometryEffect, developer.apple.com/documentation/swiftui/geometryeffect. Status: complete.

import Geometry
import Scene

/// A transform modifier that never changes layout; its parameters animate (`animatableData`).
protocol GeometryEffect: LayoutModifier {
    /// The matrix in the wrapped view's local coordinates, for its (pixel-rounded) size.
    func effectValue(size: Size) -> AffineTransform
    /// The parameters that animate (angles in radians, anchors × 128, OpenSwiftUI AnimatableAttribute.swift and
    /// ConstantColor.swift).
    var animatableData: [Double] { get }
    /// A copy with `data` (laid out as `animatableData`) written back.
    func with(_ data: ArraySlice<Double>) -> Self
}

extension GeometryEffect {
    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        let effect = PlacedEffect(key: c.key, effect: self, frame: c.roundedFrame, scopes: c.space.scopes)
        c.layout.placeEffectContent(
            content, proposal: c.proposal, size: effect.frame.size, environment: c.environment, parent: c.space,
            effect: effect, transform: effect.space(in: c.space.transform), into: &out)
    }
}
