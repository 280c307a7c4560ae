// LayoutDirectionWriter.swift: `.environment(\.layoutDirection, …)` as layout sees it: right-to-left mirrors the x
// position of every view within its parent, never the views' own drawing.
// Rule: Apple: LayoutDirection — developer.apple.com/documentation/swiftui/layoutdirection ("SwiftUI horizontally
// flips the x position of each view within its parent, so layout calculations automatically produce the desired
// effect for both modes") and LayoutSubviews.layoutDirection — developer.apple.com/documentation/swiftui/
// layoutsubviews/layoutdirection (the same for a custom `Layout`: "In most cases, you don't need to take any action").
// Flipping x within the parent at every level composes to one mirror of the whole subtree's geometry about the frame
// of the view whose direction changed: a leaf's frame at x in a subtree of width W lands at W − x − w. So the content
// is laid out left to right as usual in a space mirrored about the view's pixel-rounded frame (HorizontalMirror), and
// each leaf draws its own content mirrored back in its frame (PlacementContext.leaf): stacks, grids, alignment guides,
// edge insets, frames, offsets and custom layouts run from the trailing edge; text, images and shapes read as
// written. `.flipsForRightToLeftLayoutDirection(true)` (FlipsForRightToLeft.swift) mirrors the drawing too. The
// modifier name is not SwiftUI's and cannot be written (`·`): the environment write adds it (Checker+Environment).
// Status: complete.

import Geometry
import Scene

struct LayoutDirectionWriter: LayoutModifier {
    static let modifierName = "layoutDirection·"

    var rightToLeft: Bool

    static let declarations = [
        ModifierDeclaration(
            modifierName,
            [
                .modifier(modifierName, [arg(nil, .enumeration("LayoutDirection"))]) { v in
                    guard case .enumeration(_, let name) = v[0] else {
                        return LayoutDirectionWriter(rightToLeft: false)
                    }
                    return LayoutDirectionWriter(rightToLeft: name == "rightToLeft")
                }
            ])
    ]

    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        guard rightToLeft != c.environment.rightToLeft else { return c.place(content, .same, into: &out) }
        var env = c.environment
        env.rightToLeft = rightToLeft
        env.mirrorsLeaves.toggle()
        HorizontalMirror().placeMirrored(content, c, environment: env, into: &out)
    }
}

/// x ↦ width − x in the view's own frame: the space a changed layout direction lays its content out in, and the
/// drawing mirror of `flipsForRightToLeftLayoutDirection`. No parameters; only its frame animates.
struct HorizontalMirror: GeometryEffect {
    static let declarations: [ModifierDeclaration] = []

    func effectValue(size: Size) -> AffineTransform {
        AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)
    }
    var animatableData: [Double] { [] }
    func with(_ data: ArraySlice<Double>) -> HorizontalMirror { self }

    /// Places `content` in the mirrored space of `c`'s (pixel-rounded) frame with `environment`.
    func placeMirrored(
        _ content: ViewNode, _ c: PlacementContext, environment: Environment, into out: inout [PlacedLeaf]
    ) {
        let effect = PlacedEffect(
            key: c.key &* 0x9E37_79B9_7F4A_7C15 &+ 7, effect: self, frame: c.roundedFrame, scopes: c.space.scopes)
        c.layout.placeEffectContent(
            content, proposal: c.proposal, size: effect.frame.size, environment: environment, parent: c.space,
            effect: effect, transform: effect.space(in: c.space.transform), into: &out)
    }
}
