// LayoutView.swift: what a primitive view is to Layout: its scene initialisers, its size for a proposal, how it
// places its children or draws itself, and its text baselines.
// Rule: SwiftUI's proposal/response layout (Apple: Layout, developer.apple.com/documentation/swiftui/layout:
// sizeThatFits(proposal:subviews:cache:) and placeSubviews(in:proposal:subviews:cache:)): a view chooses its size
// for a proposal, then places its children inside the box it was given; leaves round their own frames.

import Geometry
import Scene
import Text

/// A primitive view Layout executes. Conforming types live in Sources/Layout/Views, one per file, and are listed once
/// in `Vocabulary.swiftUI`.
protocol LayoutView: PrimitiveView {
    /// The scene names and initialisers that produce this view.
    static var declarations: [ViewDeclaration] { get }

    /// The size the view chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis)
        -> Size

    /// Places the view (a leaf) or its children in the box the context gives.
    func place(_ children: [ViewNode], _ context: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf])

    /// The first (or last) text baseline from the top, points, for the view sized `size` for `proposal`; nil when
    /// it contains no text. Default: nil.
    func textBaseline(
        first: Bool, _ proposal: ProposedSize, _ size: Size, children: [ViewNode], in layout: LayoutEngine
    ) -> Double?

    /// The font metrics of the view when it is a Text, for stack spacing next to text. Default: nil.
    var textMetrics: FontMetrics? { get }

    /// Whether a stack treats the view as a Spacer (lowest layout priority, no spacing next to it). Default: false.
    var isSpacer: Bool { get }
}

extension LayoutView {
    func textBaseline(
        first: Bool, _ proposal: ProposedSize, _ size: Size, children: [ViewNode], in layout: LayoutEngine
    ) -> Double? { nil }

    var textMetrics: FontMetrics? { nil }
    var isSpacer: Bool { false }
}

extension AppliedView {
    /// The typed view as Layout executes it. Every view in the vocabulary is a LayoutView (LayoutConformance).
    var layout: any LayoutView {
        guard let v = LayoutConformance.view(self) else {
            preconditionFailure("view '\(name)' is not a LayoutView: register it in Vocabulary+SwiftUI.swift")
        }
        return v
    }
}

extension PlacementContext {
    /// A leaf drawing `content` in the context's box with `color` (the environment's opacity applied), then `adjust`ed.
    func leaf(
        _ content: LeafContent, color: Color, node: ViewNode, _ adjust: (inout PlacedLeaf) -> Void = { _ in }
    ) -> PlacedLeaf {
        var leaf = PlacedLeaf(
            content: content, frame: roundedFrame, transform: space.transform,
            color: color.opacity(environment.opacity), range: node.range, key: node.identity, effects: space.effects,
            scopes: space.scopes, transition: space.transition, groups: space.groups, blend: vibrantBlend(content),
            shadow: environment.shadow, contentTransition: environment.contentTransition)
        if environment.mirrorsLeaves {
            // Right to left only positions mirror (LayoutDirectionWriter.swift): the leaf's own drawing is mirrored
            // back in its frame, a space of its own so that animation rebuilds it like any effect.
            let mirror = PlacedEffect(
                key: node.identity &* 0x9E37_79B9_7F4A_7C15 &+ 7, effect: HorizontalMirror(), frame: leaf.frame,
                scopes: space.scopes)
            leaf.transform = mirror.space(in: space.transform)
            leaf.effects.append(mirror)
            leaf.frame.origin = .zero
        }
        adjust(&leaf)
        return leaf
    }
}
