// PlacedEffect.swift: what a leaf's transform is made of, kept as parameters so animation can interpolate them.
// Rule: OpenSwiftUI GeometryEffect.swift: a geometry effect computes its matrix from the (animated) size of the view it
// wraps and opens a new space at its pixel-rounded frame; OpenSwiftUI AnimatableAttribute.swift and
// ConstantColor.swift: its parameters (angle, scale) are what animates, not the composed matrix;
// Apple: View.geometryGroup() — developer.apple.com/documentation/swiftui/view/geometrygroup(); OpenSwiftUI
// RendererEffect.swift: `geometryGroup()` is such a space with an identity matrix, so its own frame is animated once
// for all its descendants. Status: complete for issue #4.

import Animate
import Geometry
import Scene

/// One transform space on the way from the root to a leaf.
public struct PlacedEffect: Sendable {
    /// The modifier node's identity (ViewNode.identity).
    public var key: UInt64
    /// The geometry effect (RotationEffect, ScaleEffect, GeometryGroup) with its current parameters.
    var effect: any GeometryEffect
    /// The effect's frame in its parent space, pixel-rounded (the new space's origin is its top-leading corner).
    public var frame: Rect
    /// The `.animation(_:value:)` scopes around the effect, outermost first.
    public var scopes: [AnimationScope]

    /// The matrix in the wrapped view's local coordinates.
    func matrix(size: Size) -> AffineTransform {
        effect.effectValue(size: size)
    }

    /// Maps the effect's content space into its parent space (which `parent` maps to device pixels).
    func space(in parent: AffineTransform) -> AffineTransform {
        matrix(size: frame.size).concatenating(AffineTransform(translationX: frame.minX, y: frame.minY))
            .concatenating(parent)
    }

    /// The numbers that animate: the frame, then the effect's own parameters.
    var animatableData: [Double] {
        [frame.minX, frame.minY, frame.width, frame.height] + effect.animatableData
    }

    /// A copy with `data` (as `animatableData` lays it out) written back.
    func with(_ data: [Double]) -> PlacedEffect {
        var e = self
        e.frame = Rect(x: data[0], y: data[1], width: data[2], height: data[3])
        e.effect = effect.with(data[4...])
        return e
    }
}

/// `.animation(_:value:)` around a leaf or effect: its node, its animation and the watched value (interpolated).
public struct AnimationScope: Sendable {
    public var key: UInt64
    public var animation: Animation?
    public var value: String
    /// The offsets (`.offset`) written outside this scope in its transform space, summed, and how many geometry
    /// effects enclose it: those offsets animate under the scopes outside this one (LeafAnimation.offsetParts).
    public var outerOffset = Point(x: 0, y: 0)
    public var effectDepth = 0

    /// The watched value of the deprecated `animation(_:)`: any update changes it.
    static let anyChange = "\u{0}any change"
}

/// The `.transition(_:)` nearest the root on a leaf's path, with the frame of the view it is written on.
public struct PlacedTransition: Sendable {
    public var key: UInt64
    public var transition: Transition
    /// Pixel-rounded, in the space of `effects[..<depth]`.
    public var frame: Rect
    /// How many of the leaf's effects enclose the transition.
    public var depth: Int
    /// How many of the leaf's groups enclose the transition (a clip among them stays while the view moves).
    public var groupDepth = 0
}
