// LayoutModifier.swift: what a modifier is to Layout: its scene overloads, its size for a proposal, where its
// content goes, and how it places and renders what it wraps.
// Rule: SwiftUI splits a modifier into `ViewModifier` (what it wraps), `Layout` (sizeThatFits / placeSubviews) and
// `Animatable` (animatableData) (Apple: Layout, developer.apple.com/documentation/swiftui/layout; Animatable,
// developer.apple.com/documentation/swiftui/animatable); here one protocol carries all three so each modifier is
// one type in one file. Placement of the content is one function (`contentPlacement`) used both to place and to find
// text baselines, so the rule exists once.

import Geometry
import Scene

/// A modifier Layout executes. Conforming types live in Sources/Layout/Modifiers, one per file, and are listed once
/// in `Vocabulary.swiftUI`.
protocol LayoutModifier: ViewModifier {
    /// The scene names and overloads that produce this modifier.
    static var declarations: [ModifierDeclaration] { get }

    /// The size the modified view chooses for `proposal`. Default: the content's (render-only modifiers never change
    /// the size, OpenSwiftUI OffsetEffect.swift and PositionLayout.swift).
    func sizeThatFits(_ proposal: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size

    /// Where the content goes inside the modified view's box of `size`. Default: the same box.
    func contentPlacement(_ proposal: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement

    /// `contentPlacement` knowing the modified view's parent, for modifiers that size their content anew and pass
    /// the stack's axis on (frame, padding). Default: the parent does not matter.
    func contentPlacement(
        _ proposal: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis
    ) -> ContentPlacement

    /// Places the content (and any secondary view) given the modified view's placement. Default: the content at
    /// `contentPlacement` with the environment and space unchanged.
    func place(_ content: ViewNode, _ context: PlacementContext, into out: inout [PlacedLeaf])

    /// Whether the content's text baselines are the modified view's (false for `position`, which leaves its
    /// parent's coordinate space).
    var passesBaselines: Bool { get }

    /// Whether the modified view's edges are its content's text edges, for stack spacing next to text (false for
    /// padding and position).
    var keepsTextEdges: Bool { get }
}

/// Where a modifier puts its content.
enum ContentPlacement {
    /// The modified view's own box, moved by `offset` (render-only modifiers: the proposal and size pass through,
    /// and so does the parent kind).
    case same(offset: Point)
    /// A child laid out anew: proposed `proposal`, sized `size` as a child of `parent` (a frame or padding passes a
    /// stack's axis on, ParentAxis.enclosing), its top-leading corner at `origin` in the box.
    case child(origin: Point, proposal: ProposedSize, size: Size, parent: ParentAxis = .none)

    static let same = ContentPlacement.same(offset: .zero)
}

/// Everything a modifier's `place` sees: the modified view's placement and what was inherited on the way down.
struct PlacementContext {
    let layout: LayoutEngine
    /// The modifier node's identity (ViewNode.identity).
    var key: UInt64
    /// Top-leading corner of the modified view, points of `space`.
    var origin: Point
    var proposal: ProposedSize
    var size: Size
    var environment: Environment
    var space: Space
    var parent: ParentAxis
    /// The modifier being placed (nil for a primitive view). Kept as the modifier's one shared box rather than its
    /// secondary view: a `ViewNode?` copied into every context (and destroyed with it) went through the generic
    /// Optional value witnesses, about a twentieth of a 1000-view frame's placement (issue #21).
    var modifier: AppliedModifier?

    /// The secondary view of `background`/`overlay`/`mask`.
    var secondary: ViewNode? { modifier?.secondary }

    /// The modified view's frame, rounded to the pixel grid.
    var roundedFrame: Rect { layout.grid.round(Rect(origin: origin, size: size)) }

    /// Places `content` where `placement` says, with `environment` and `space` (by default the context's own).
    func place(
        _ content: ViewNode, _ placement: ContentPlacement, environment: Environment? = nil, space: Space? = nil,
        into out: inout [PlacedLeaf]
    ) {
        // `environment ?? self.environment` would copy (and retain) the context's values at every level; borrowed
        // unless replaced.
        switch (environment, space) {
        case (nil, nil): place(content, placement, self.environment, self.space, into: &out)
        case (let e?, nil): place(content, placement, e, self.space, into: &out)
        case (nil, let s?): place(content, placement, self.environment, s, into: &out)
        case (let e?, let s?): place(content, placement, e, s, into: &out)
        }
    }

    private func place(
        _ content: ViewNode, _ placement: ContentPlacement, _ environment: Environment, _ space: Space,
        into out: inout [PlacedLeaf]
    ) {
        switch placement {
        case .same(let offset):
            layout.place(
                content, at: origin + offset, proposal: proposal, size: size, environment: environment, space: space,
                parent: parent, into: &out)
        case .child(let childOrigin, let childProposal, let childSize, let childParent):
            layout.place(
                content, at: origin + childOrigin, proposal: childProposal, size: childSize,
                environment: environment, space: space, parent: childParent, into: &out)
        }
    }

    /// Places `content` in the same box inside a new layer `group`; the layer's parameters animate under the
    /// `.animation(_:value:)` scopes around it.
    func placeInLayer(
        _ content: ViewNode, _ group: PlacedGroup, environment: Environment? = nil, into out: inout [PlacedLeaf]
    ) {
        placeInLayers(content, [group], environment: environment, into: &out)
    }

    /// Places `content` in a layer `group` that cuts it (a clip or a mask). A shadow from outside
    /// (`.cornerRadius(12).shadow(radius: 8)`, the card idiom; `.mask { … }.shadow(…)`) is cast by the cut layer,
    /// outside the cut: pushed down to each leaf inside it, the cut would remove it (Apple: View.shadow — "adds a
    /// shadow to this view": the view as it is drawn, cut included).
    func placeInCuttingLayer(_ content: ViewNode, _ group: PlacedGroup, into out: inout [PlacedLeaf]) {
        guard let shadow = environment.shadow else { return placeInLayer(content, group, into: &out) }
        let shadowed = PlacedGroup(
            key: key &* 0x9E37_79B9_7F4A_7C15 &+ 1,
            kind: .composite(opacity: 1, blend: .normal, shadow: shadow, bounds: nil))
        var env = environment
        env.shadow = nil
        placeInLayers(content, [shadowed, group], environment: env, into: &out)
    }

    /// `content` in `groups`, the first outermost (a clipped layer inside the layer that casts its shadow). A blend
    /// mode from outside blends the layer with what is behind it: pushed down to each leaf, the leaves would blend
    /// with the layer's transparent backdrop and the mode would be lost (`.blur(radius: 2).blendMode(.multiply)`,
    /// `.clipShape(Circle()).blendMode(.destinationOut)`; Apple: View.blendMode — "sets the blend mode for
    /// compositing this view with overlapping views": the view as drawn, its blur or clip included).
    func placeInLayers(
        _ content: ViewNode, _ groups: [PlacedGroup], environment: Environment? = nil, into out: inout [PlacedLeaf]
    ) {
        var env = environment ?? self.environment
        var inner = space
        if env.blend != .normal {
            var blended = PlacedGroup(
                key: key &* 0x9E37_79B9_7F4A_7C15 &+ 2,
                kind: .composite(opacity: 1, blend: env.blend, shadow: nil, bounds: nil))
            blended.scopes = space.scopes
            inner.groups.append(blended)
            env.blend = .normal
        }
        for var group in groups {
            group.scopes = space.scopes
            inner.groups.append(group)
        }
        place(content, .same, environment: env, space: inner, into: &out)
    }
}

extension LayoutModifier {
    func sizeThatFits(_ proposal: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size
    {
        layout.sizeThatFits(content, proposal, parent: parent)
    }

    func contentPlacement(_ proposal: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine)
        -> ContentPlacement
    {
        .same
    }

    func contentPlacement(
        _ proposal: ProposedSize, size: Size, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis
    ) -> ContentPlacement {
        contentPlacement(proposal, size: size, content: content, in: layout)
    }

    func place(_ content: ViewNode, _ context: PlacementContext, into out: inout [PlacedLeaf]) {
        context.place(
            content,
            contentPlacement(
                context.proposal, size: context.size, content: content, in: context.layout, parent: context.parent),
            into: &out)
    }

    var passesBaselines: Bool { true }
    var keepsTextEdges: Bool { true }
}

extension AppliedModifier {
    /// The typed modifier as Layout executes it. Every modifier in the vocabulary is a LayoutModifier
    /// (LayoutConformance: no runtime conformance lookup).
    var layout: any LayoutModifier {
        guard let m = LayoutConformance.modifier(self) else {
            preconditionFailure("modifier '\(name)' is not a LayoutModifier: register it in Vocabulary+SwiftUI.swift")
        }
        return m
    }
}

extension LayoutEngine {
    /// The content's placement for a child-layout modifier: the child proposed `childProposal`, sized by its own
    /// sizing, at `origin(childSize)` in the box.
    func child(
        _ content: ViewNode, proposal childProposal: ProposedSize, parent: ParentAxis = .none,
        at origin: (Size) -> Point
    ) -> ContentPlacement {
        let childSize = sizeThatFits(content, childProposal, parent: parent)
        return .child(origin: origin(childSize), proposal: childProposal, size: childSize, parent: parent)
    }
}

/// A geometry argument checked where it was written: SwiftUI logs and ignores a non-finite or negative frame
/// dimension ("Invalid frame dimension (negative or non-finite)"), and NaN or infinity elsewhere poisons every
/// matrix after it; anim reports it as a located error instead (issue #14, item 6).
enum GeometryArgument {
    /// `value` unless it is NaN or infinite (or negative when `nonNegative`).
    static func finite(
        _ value: Double, _ what: String, nonNegative: Bool = false, at range: SourceRange
    ) throws(RuntimeFailure) -> Double {
        guard value.isFinite else {
            let shown = value.isNaN ? "NaN" : value > 0 ? "infinity" : "-infinity"
            var hint = "check the arithmetic that computes it"
            if value == .infinity, what == "frame(width:)" || what == "frame(height:)" {
                // The common slip for "fill the space": SwiftUI only logs it and drops the dimension.
                let axis = what == "frame(width:)" ? "Width" : "Height"
                hint =
                    "SwiftUI logs \"Invalid frame dimension\" and ignores it; to fill the space write "
                    + "'.frame(max\(axis): .infinity)'"
            }
            throw RuntimeFailure("\(what) must be finite, got \(shown)", at: range, hint: hint)
        }
        if nonNegative, value < 0 {
            throw RuntimeFailure("\(what) must not be negative, got \(value)", at: range)
        }
        return value
    }

    /// An optional length: nil stays nil; otherwise finite and not negative.
    static func length(_ value: Double?, _ what: String, at range: SourceRange) throws(RuntimeFailure) -> Double? {
        guard let value else { return nil }
        return try finite(value, what, nonNegative: true, at: range)
    }

    /// A flexible frame's maximum: not negative and not NaN; `.infinity` means "as much as offered".
    static func maximum(_ value: Double?, _ what: String, at range: SourceRange) throws(RuntimeFailure) -> Double? {
        guard let value else { return nil }
        if value == .infinity { return value }
        return try finite(value, what, nonNegative: true, at: range)
    }
}
