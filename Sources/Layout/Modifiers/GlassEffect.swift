// GlassEffect.swift: `glassEffect(_:in:isEnabled:)`, `glassEffectID(_:in:)` and `GlassEffectContainer(spacing:content:)`
// (iOS 26's Liquid Glass), approximated.
// Rule: Apple: View.glassEffect(_:in:isEnabled:) — developer.apple.com/documentation/swiftui/view/glasseffect(_:in:isenabled:):
// the glass is drawn in `shape` (a capsule by default) behind the view's content, over what is behind the view; its
// look is MaterialStyle.swift's approximation (backdrop blur, saturation, tint, an edge lens and a specular rim).
// `glassEffectID(_:in:)` pairs glass across states as `matchedGeometryEffect(id:in:)` pairs views (Apple: "the
// glass morphs between states"), which is what is applied; `GlassEffectContainer` lays out its content as a ZStack
// (Apple: "combines multiple Liquid Glass shapes into a single shape" — the merging of nearby shapes is left out).
// `.interactive()` only matters to touches, which a rendered video has none of. Status: approximation for issue #17.

import Geometry
import Scene

struct GlassEffect: LayoutModifier {
    static let declarations = [
        ModifierDeclaration(
            "glassEffect",
            [
                .modifier(
                    "glassEffect",
                    [
                        arg(nil, .glass, .glass(GlassStyle(variant: .regular))),
                        arg("in", .shape("some Shape"), Capsule.member(Capsule(style: .continuous), "Capsule")),
                        arg("isEnabled", .bool, .bool(true)),
                    ]
                ) { v, range throws(RuntimeFailure) in
                    guard v[2].bool, case .glass(let glass) = v[0] else { return (IdentityModifier(), nil) }
                    let fill = AppliedModifier(
                        name: "fill", arguments: [WrittenArgument(label: nil, value: v[0])],
                        modifier: ShapeFill(color: .white, material: .glass(glass)))
                    return (GlassEffect(), singleView(v[1].views, range: range).modified(fill, range: range))
                }
            ]),
        ModifierDeclaration(
            "glassEffectID",
            [
                .modifier(
                    "glassEffectID",
                    [arg(nil, .anyEquatable), arg("in", .enumeration(MatchedGeometryEffect.namespaceType))]
                ) { v in
                    MatchedGeometryEffect(key: MatchedGeometryEffect.key(namespace: v[1], id: v[0]))
                }
            ]),
    ]

    /// The glass shape behind the content, filling the view's bounds, as `background(_:in:)` draws a shape.
    func place(_ content: ViewNode, _ c: PlacementContext, into out: inout [PlacedLeaf]) {
        BackgroundModifier(alignment: .center).place(content, c, into: &out)
    }
}

/// `GlassEffectContainer(spacing:content:)`: its content laid out as a ZStack, and its glass shapes that come
/// within `spacing` of one another drawn as one surface (GlassMerge.swift).
struct GlassEffectContainer: LayoutView {
    /// Points; nil is 0, AppKit's documented default for the same setting ("The default value, zero, is sufficient
    /// for batch processing eligible glass effect views, while avoiding distortion and merging effects for other
    /// views in close proximity": NSGlassEffectContainerView.spacing): only touching or overlapping shapes merge.
    var spacing: Double
    private var stack: StackView { StackView(axis: .z, alignment: .center, spacing: nil) }

    static let declarations = [
        ViewDeclaration(
            "GlassEffectContainer",
            [
                .view("GlassEffectContainer", [arg("spacing", .optional(.double), .absent), contentParameter]) {
                    (GlassEffectContainer(spacing: max(0, $0[0].optionalDouble ?? 0)), $0[1].views)
                }
            ])
    ]

    func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode], in layout: LayoutEngine, parent: ParentAxis)
        -> Size
    {
        stack.sizeThatFits(proposal, children: children, in: layout, parent: parent)
    }

    func place(_ children: [ViewNode], _ c: PlacementContext, node: ViewNode, into out: inout [PlacedLeaf]) {
        var inner: [PlacedLeaf] = []
        stack.place(children, c, node: node, into: &inner)
        for i in inner.indices where inner[i].glassContainer == nil {
            if case .glass? = inner[i].material?.paint { inner[i].glassContainer = (c.key, spacing) }
        }
        out += inner
    }
}
