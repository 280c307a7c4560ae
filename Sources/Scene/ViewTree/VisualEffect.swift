// VisualEffect.swift: what `.visualEffect { content, proxy in … }` puts on a view: its effects, still to be computed,
// because the proxy's geometry is only known when layout places the view.
// Rule: Apple: View.visualEffect(_:) — developer.apple.com/documentation/swiftui/view/visualeffect(_:) ("Applies
// effects to this view, while providing access to layout information through a geometry proxy"); VisualEffect
// ("Visual Effects change the visual appearance of a view without changing its ancestors or descendents. Because
// effects do not impact layout …"): offset, scaleEffect, rotationEffect, rotation3DEffect, blur, opacity, brightness,
// contrast, saturation, grayscale, hueRotation, colorMultiply. The closure's `content` is a placeholder view; the
// modifiers it returns with are applied to the real view, outside the modifiers written before `.visualEffect`
// (Layout VisualEffectModifier). Status: complete.

import Geometry

public struct VisualEffect: ViewModifier {
    /// The placeholder with the effect modifiers applied, for a view of `size` points whose top-leading corner is
    /// `origin` in global points, under the named coordinate spaces whose origins are `spaces` (GeometryProxy).
    public let effects:
        @Sendable (_ size: Size, _ origin: Point, _ spaces: [String: Point]) throws(RuntimeFailure) -> ViewNode

    public init(effects: @escaping @Sendable (Size, Point, [String: Point]) throws(RuntimeFailure) -> ViewNode) {
        self.effects = effects
    }
}

extension ViewNode {
    /// The placeholder a visual effect's closure receives as `content`.
    public static let visualEffectPlaceholder = ViewNode(.empty)

    /// `content` wrapped by the modifiers this node applies to the placeholder, innermost first; nil when this node
    /// is not the placeholder under modifiers (the closure returned another view).
    public func applyingEffects(to content: ViewNode) -> ViewNode? {
        switch kind {
        case .empty: return content
        case .modified(let inner, let applied):
            guard let wrapped = inner.applyingEffects(to: content) else { return nil }
            var node = self
            node.kind = .modified(wrapped, applied)
            return node
        case .group(let children) where children.count == 1:
            return children[0].applyingEffects(to: content)
        default: return nil
        }
    }
}
