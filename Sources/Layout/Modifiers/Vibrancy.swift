// Vibrancy.swift: text over a material or glass background, in a hierarchical foreground style, blends with what is
// behind it.
// Rule: Apple: Material — developer.apple.com/documentation/swiftui/material: "When you add a material, foreground
// elements exhibit vibrancy, a context-specific blend of the foreground and background colors that improves
// contrast. However using foregroundColor(_:) to set a custom foreground style — excluding the hierarchical styles,
// like secondary — disables vibrancy." The blend itself is not published: UIKit's vibrancy draws its content through
// the backdrop with a darkening blend on light materials and a lightening one on dark (UIVibrancyEffect), which anim
// approximates with SwiftUI's own `plusDarker` (light) and `plusLighter` (dark) blend modes [UNCONF]. With them the
// primary label (black in light, white in dark) is unchanged and the secondary levels take the backdrop's hue.
// Status: approximation, text only (symbols and shapes in the foreground style are drawn as they are).

import Geometry
import Render
import Scene

enum Vibrancy {
    /// Whether `node` is a shape filled with a material or glass (a material background's decoration).
    static func isMaterial(_ node: ViewNode) -> Bool {
        var node = node
        while case .modified(let inner, let applied) = node.kind {
            if let fill = applied.modifier as? ShapeFill, let material = fill.material {
                // `Glass.identity` draws no glass, so nothing is behind the content to blend with.
                if case .glass(let glass) = material, glass.variant == .identity { return false }
                return true
            }
            node = inner
        }
        return false
    }
}

extension PlacementContext {
    /// The blend mode of a leaf drawing `content`: the environment's, or for vibrant text the material's blend.
    func vibrantBlend(_ content: LeafContent) -> BlendMode {
        let e = environment
        guard e.vibrant, e.blend == .normal, e.foregroundColor == nil, e.foregroundPaint == nil,
            e.foregroundShader == nil
        else { return e.blend }
        switch content {
        case .text, .ink: return e.dark ? .plusLighter : .plusDarker
        default: return e.blend
        }
    }
}
