// ImageScale.swift: `.imageScale(_:)` — the scale (`.small`, `.medium`, `.large`) of the SF Symbols below.
// Rule: Apple: View.imageScale(_:) — developer.apple.com/documentation/swiftui/view/imagescale(_:) ("Scales images
// within the view according to one of the relative sizes available including small, medium, and large images sizes")
// and Image.Scale (developer.apple.com/documentation/swiftui/image/scale); Apple HIG, SF Symbols: symbols come in
// three scales, small, medium (the default) and large, defined relative to the font they are set in. Apple gives no
// numbers [UNCONF: small ≈ 0.78× and large ≈ 1.29× of medium, the approximate ratios anim issue #14 reports for one
// symbol at one font size]. An environment value: the setting nearest the symbol wins. A symbol is a glyph laid out
// as Text (SymbolPlaceholder.swift) whose font is already resolved (TextEnvironment.swift), so the scale sets that
// glyph's font to the scaled size. Status: complete for placeholder and icon glyphs; a symbol exported as a PNG beside
// the scene is drawn at its own size.

import Geometry
import Scene

/// Scales the symbol glyphs below that no closer `.imageScale` sets.
struct ImageScaleModifier: LayoutModifier {
    /// `Image.Scale`'s member: `small`, `medium` or `large`.
    var scale: String

    /// The members of `Image.Scale`, as the vocabulary enumeration lists them.
    static let names = ["small", "medium", "large"]

    static let declarations = [
        ModifierDeclaration(
            "imageScale",
            [
                .modifier("imageScale", [arg(nil, .enumeration("Image.Scale"))]) {
                    ImageScaleModifier(scale: $0[0].enumerationName)
                }
            ])
    ]

    /// The size of a symbol at this scale relative to `.medium`.
    var factor: Double {
        switch scale {
        case "small": 0.78
        case "large": 1.29
        default: 1
        }
    }

    /// `node` with each symbol glyph below it set in its font scaled by `factor`.
    func applied(to node: ViewNode) -> ViewNode {
        factor == 1 ? node : Self.scaling(node, factor)
    }

    private static func scaling(_ node: ViewNode, _ factor: Double) -> ViewNode {
        SymbolPlaceholder.rewriting(node, factor) { factor, applied in
            // A closer `.imageScale` sets the scale of what is below it.
            applied.modifierType == ImageScaleModifier.self ? nil : factor
        } _: { factor, node, applied in
            guard var text = applied.withView({ $0 as? TextView }) else { return node }
            text.content.attributes.font = scaled(text.content.attributes, factor)
            var result = node
            result.kind = .view(AppliedView(name: applied.name, arguments: applied.arguments, view: text))
            return result
        }
    }

    /// The font of `attributes` at `factor` times its size (a text style becomes the system font of its size and
    /// weight).
    private static func scaled(_ attributes: TextAttributes, _ factor: Double) -> SceneFont {
        var font = attributes.font
        switch font.base {
        case .system(let size, let design): font.base = .system(size: size * factor, design: design)
        case .style(let style, let design):
            font.base = .system(size: attributes.fontDescriptor.size * factor, design: design)
            if style == .headline, font.weight == nil { font.weight = .semibold }
        case .custom(let family, let size): font.base = .custom(family: family, size: size * factor)
        case .file(let path, let size): font.base = .file(path: path, size: size * factor)
        }
        return font
    }

    func sizeThatFits(_ proposal: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size
    {
        layout.sizeThatFits(applied(to: content), proposal, parent: parent)
    }

    func place(_ content: ViewNode, _ context: PlacementContext, into out: inout [PlacedLeaf]) {
        context.place(applied(to: content), .same, into: &out)
    }
}
