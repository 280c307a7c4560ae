// ModifierTransitionEffect.swift: what `AnyTransition.modifier(active:identity:)` does to a view while it is inserted
// or removed: the modifiers the active ViewModifier applies, interpolated from those of the identity one.
// Rule: Apple: AnyTransition.modifier(active:identity:) — developer.apple.com/documentation/swiftui/anytransition/
// modifier(active:identity:) ("a transition from transparent to opaque on insertion … the active modifier is
// applied while the view is inserted or removed"); SwiftUI animates between the two modifiers' animatable values,
// as for any state change of a modifier (OpenSwiftUI Transition.swift: ModifierTransition). The two bodies are read
// modifier by modifier, outermost first: geometry effects (rotation, scale, 3D rotation), offsets, opacity and blur
// interpolate their parameters; modifiers of other kinds (a clip, a frame) are not part of the animation.
// Status: complete for those effects; the identity modifier is not applied to the view at rest.

import Geometry
import Scene

extension ModifierTransition {
    /// The transition at `amount` (0: identity, 1: active) for a view whose frame is `frame`: a matrix in the view's
    /// parent space, an opacity factor and a blur radius, as `Transition.effect(amount:frame:)` gives.
    func effect(amount a: Double, frame: Rect) -> (AffineTransform, Double, Double) {
        let from = ModifierTransition.chain(identity)
        let to = ModifierTransition.chain(active)
        var matrix = AffineTransform.identity
        var opacity = 1.0
        var blur = 0.0
        // Pairs by position from the content outward (the modifier nearest the content applies first); a modifier
        // only one side has animates from (or to) its own neutral value.
        let count = max(from.count, to.count)
        for i in 0..<count {
            let start = i < from.count ? from[from.count - 1 - i] : nil
            let end = i < to.count ? to[to.count - 1 - i] : nil
            let step = ModifierTransition.step(start, end, a, frame: frame)
            matrix = matrix.concatenating(step.matrix)
            opacity *= step.opacity
            blur = max(blur, step.blur)
        }
        return (matrix, max(0, min(1, opacity)), blur)
    }

    /// The modifiers a body applied to its content, outermost first.
    private static func chain(_ views: [ViewNode]) -> [any ViewModifier] {
        var out: [any ViewModifier] = []
        var node = views.count == 1 ? views.first : nil
        while let current = node {
            switch current.kind {
            case .modified(let content, let applied):
                out.append(applied.modifier)
                node = content
            case .group(let children) where children.count == 1:
                node = children[0]
            default:
                node = nil
            }
        }
        return out
    }

    /// One modifier's part at `a` between `start` (identity) and `end` (active).
    private static func step(_ start: (any ViewModifier)?, _ end: (any ViewModifier)?, _ a: Double, frame: Rect)
        -> (matrix: AffineTransform, opacity: Double, blur: Double)
    {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * a }
        let toParent = { (m: AffineTransform) in
            AffineTransform(translationX: -frame.minX, y: -frame.minY).concatenating(m)
                .concatenating(AffineTransform(translationX: frame.minX, y: frame.minY))
        }
        switch (start, end) {
        case (let s as any GeometryEffect, let e as any GeometryEffect) where type(of: s) == type(of: e):
            let x = s.animatableData
            let y = e.animatableData
            guard x.count == y.count else { return (toParent(e.effectValue(size: frame.size)), 1, 0) }
            let data = zip(x, y).map { mix($0, $1) }
            return (toParent(e.with(data[...]).effectValue(size: frame.size)), 1, 0)
        case (nil, let e as any GeometryEffect):
            // No identity counterpart: the matrix itself goes from the identity to the active one.
            let m = e.effectValue(size: frame.size)
            let mixed = AffineTransform(
                a: mix(1, m.a), b: mix(0, m.b), c: mix(0, m.c), d: mix(1, m.d), tx: mix(0, m.tx), ty: mix(0, m.ty))
            return (toParent(mixed), 1, 0)
        case (let s as OffsetEffect, let e as OffsetEffect):
            return (AffineTransform(translationX: mix(s.x, e.x), y: mix(s.y, e.y)), 1, 0)
        case (nil, let e as OffsetEffect):
            return (AffineTransform(translationX: e.x * a, y: e.y * a), 1, 0)
        case (let s as OffsetEffect, nil):
            return (AffineTransform(translationX: s.x * (1 - a), y: s.y * (1 - a)), 1, 0)
        case (let s as OpacityEffect, let e as OpacityEffect):
            return (.identity, mix(s.opacity, e.opacity), 0)
        case (nil, let e as OpacityEffect):
            return (.identity, mix(1, e.opacity), 0)
        case (let s as OpacityEffect, nil):
            return (.identity, mix(s.opacity, 1), 0)
        case (let s as BlurEffect, let e as BlurEffect):
            return (.identity, 1, max(0, mix(s.radius, e.radius)))
        case (nil, let e as BlurEffect):
            return (.identity, 1, max(0, e.radius * a))
        default:
            return (.identity, 1, 0)
        }
    }
}
