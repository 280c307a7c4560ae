// PlacedEffect.swift: what a leaf's transform is made of, kept as parameters so animation can interpolate them.
// Rule: swiftui.md §0.3 and §2.1: a geometry effect computes its matrix from the (animated) size of the view it
// wraps and opens a new space at its pixel-rounded frame; §3.2: its parameters (angle, scale) are what animates,
// not the composed matrix; §3.5: `geometryGroup()` is such a space with an identity matrix, so its own frame is
// animated once for all its descendants. Status: complete for issue #4.

import Animate
import Geometry
import Scene

/// One transform space on the way from the root to a leaf.
public struct PlacedEffect: Sendable {
    public enum Kind: Sendable {
        case rotation(Angle, anchor: UnitPoint)
        case scale(x: Double, y: Double, anchor: UnitPoint)
        /// `geometryGroup()`: a translation to its own frame only.
        case group
    }

    /// The modifier node's identity (ViewNode.identity).
    public var key: UInt64
    public var kind: Kind
    /// The effect's frame in its parent space, pixel-rounded (the new space's origin is its top-leading corner).
    public var frame: Rect
    /// The `.animation(_:value:)` scopes around the effect, outermost first.
    public var scopes: [AnimationScope]

    /// The matrix in the wrapped view's local coordinates.
    func matrix(size: Size) -> AffineTransform {
        switch kind {
        case .rotation(let angle, let anchor): RotationEffect(angle: angle, anchor: anchor).effectValue(size: size)
        case .scale(let x, let y, let anchor): ScaleEffect(x: x, y: y, anchor: anchor).effectValue(size: size)
        case .group: .identity
        }
    }

    /// Maps the effect's content space into its parent space (which `parent` maps to device pixels).
    func space(in parent: AffineTransform) -> AffineTransform {
        matrix(size: frame.size).concatenating(AffineTransform(translationX: frame.minX, y: frame.minY))
            .concatenating(parent)
    }

    /// The numbers that animate: the frame, then the parameters (angles in radians; anchors × 128, swiftui.md
    /// §3.2).
    var animatableData: [Double] {
        var v = [frame.minX, frame.minY, frame.width, frame.height]
        let u = animatableUnitScale
        switch kind {
        case .rotation(let angle, let anchor): v += [angle.radians, anchor.x * u, anchor.y * u]
        case .scale(let x, let y, let anchor): v += [x, y, anchor.x * u, anchor.y * u]
        case .group: break
        }
        return v
    }

    /// A copy with `data` (as `animatableData` lays it out) written back.
    func with(_ data: [Double]) -> PlacedEffect {
        var e = self
        e.frame = Rect(x: data[0], y: data[1], width: data[2], height: data[3])
        let u = animatableUnitScale
        switch kind {
        case .rotation:
            e.kind = .rotation(.radians(data[4]), anchor: UnitPoint(x: data[5] / u, y: data[6] / u))
        case .scale:
            e.kind = .scale(x: data[4], y: data[5], anchor: UnitPoint(x: data[6] / u, y: data[7] / u))
        case .group: break
        }
        return e
    }
}

/// `.animation(_:value:)` around a leaf or effect: its node, its animation and the watched value (interpolated).
public struct AnimationScope: Sendable {
    public var key: UInt64
    public var animation: Animation?
    public var value: String
}

/// The `.transition(_:)` nearest the root on a leaf's path, with the frame of the view it is written on.
public struct PlacedTransition: Sendable {
    public var key: UInt64
    public var transition: Transition
    /// Pixel-rounded, in the space of `effects[..<depth]`.
    public var frame: Rect
    /// How many of the leaf's effects enclose the transition.
    public var depth: Int
}
