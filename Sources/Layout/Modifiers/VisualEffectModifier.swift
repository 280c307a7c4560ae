// VisualEffectModifier.swift: `.visualEffect { content, proxy in … }` in layout: the view keeps its size and place;
// the effects its closure returns for the view's geometry are applied to it as written there.
// Rule: Apple: View.visualEffect(_:) — developer.apple.com/documentation/swiftui/view/visualeffect(_:) (effects do
// not change layout; the proxy is the modified view's: its size and its frame in global coordinates, here the box
// in canvas points, as GeometryReaderView gives). The effects are render-only modifiers (offset, scaleEffect,
// rotationEffect, opacity, blur, the colour filters), so placing the wrapped view in the same box is the view with
// the effects. Status: complete.

import Geometry
import Scene

extension VisualEffect: LayoutModifier {
    static let declarations: [ModifierDeclaration] = []

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        let origin = c.globalOrigin
        let wrapped: ViewNode
        do {
            wrapped =
                try effects(c.size, origin, c.environment.coordinateSpaces).applyingEffects(to: content) ?? content
        } catch {
            c.layout.warnings.fail(error)
            return
        }
        c.layout.place(
            wrapped, at: c.origin, proposal: c.proposal, size: c.size, environment: c.environment, space: c.space,
            into: &out)
    }
}
