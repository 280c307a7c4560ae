// SymbolVariant.swift: `.symbolVariant(_:)` — the variant of the SF Symbols below (`.fill`, `.circle`,
// `.circle.fill`, `.square`, `.rectangle`, `.slash`, `.none`).
// Rule: Apple: View.symbolVariant(_:) — developer.apple.com/documentation/swiftui/view/symbolvariant(_:) and
// SymbolVariants (developer.apple.com/documentation/swiftui/symbolvariants): an environment value that "makes symbols
// within the view show a particular variant"; a shape (`.circle`, `.square`, `.rectangle`) encloses the symbol and
// `.fill` fills it; nested settings combine (`.symbolVariant(.fill)` around `.symbolVariant(.circle)` shows
// `.circle.fill`), and `.none` through the modifier "doesn't have any effect" (SymbolVariants.none). Symbols are
// placeholders on Linux (SymbolPlaceholder.swift), so the variant picks the placeholder glyph: U+25A0 BLACK SQUARE for
// `.fill`, U+25CB/U+25CF WHITE/BLACK CIRCLE, U+25A1 WHITE SQUARE, U+25AD/U+25AC WHITE/BLACK RECTANGLE. `.slash` has no
// glyph of its own: the checker warns (Checker+SymbolSettings). A symbol drawn as a Material Icons glyph
// (SymbolGlyphs.swift) shows the variant's own entry (`heart` + `.fill` = `heart.fill`) where the table has one, else
// the placeholder glyph. Status: complete for placeholders; a symbol exported as a PNG is drawn as exported.

import Geometry
import Scene

/// Applies a symbol variant to the placeholders below, combined with the variants of closer `.symbolVariant`s.
struct SymbolVariantModifier: LayoutModifier {
    /// The variant's canonical name: `none`, `fill`, `circle`, `circle.fill`, `square`, `square.fill`, `rectangle`,
    /// `rectangle.fill`, `slash`, `slash.fill` (SymbolVariants' members; the order a scene chains them in is free).
    var variant: String

    /// The canonical names, as the vocabulary enumeration `SymbolVariants` lists them.
    static let names = [
        "none", "fill", "circle", "circle.fill", "square", "square.fill", "rectangle", "rectangle.fill", "slash",
        "slash.fill", "circle.slash", "circle.slash.fill",
    ]

    static let declarations = [
        ModifierDeclaration(
            "symbolVariant",
            [
                .modifier("symbolVariant", [arg(nil, .enumeration("SymbolVariants"))]) {
                    SymbolVariantModifier(variant: $0[0].enumerationName)
                }
            ])
    ]

    /// The variant's members (`["circle", "fill"]`); `none` adds nothing.
    var parts: Set<String> { Set(variant.split(separator: ".").map(String.init)).subtracting(["none"]) }

    /// The placeholder glyph for the variants `parts`.
    static func glyph(_ parts: Set<String>) -> String {
        let filled = parts.contains("fill")
        if parts.contains("circle") { return filled ? "\u{25CF}" : "\u{25CB}" }
        if parts.contains("square") { return filled ? "\u{25A0}" : "\u{25A1}" }
        if parts.contains("rectangle") { return filled ? "\u{25AC}" : "\u{25AD}" }
        return filled ? "\u{25A0}" : SymbolPlaceholder.glyph
    }

    /// SF Symbols' name of `name` in the variant `parts`: the enclosing shape, then `slash`, then `fill`
    /// (`star.circle.fill`, `bell.slash.fill`).
    static func variantName(_ name: String, _ parts: Set<String>) -> String {
        var result = name
        for part in ["circle", "square", "rectangle", "slash", "fill"] where parts.contains(part) {
            if !result.split(separator: ".").contains(Substring(part)) { result += "." + part }
        }
        return result
    }

    /// `node` with each placeholder below it drawn in this variant combined with those of the `.symbolVariant`s
    /// between it and the placeholder (which then find no default placeholder left to change).
    func applied(to node: ViewNode) -> ViewNode {
        parts.isEmpty ? node : Self.replacing(node, parts)
    }

    private static func replacing(_ node: ViewNode, _ parts: Set<String>) -> ViewNode {
        SymbolPlaceholder.rewriting(node, parts) { parts, applied in
            guard let closer = applied.modifier as? SymbolVariantModifier else { return parts }
            return parts.union(closer.parts)
        } _: { parts, node, applied in
            var result = node
            if let name = applied.withView({ ($0 as? TextView)?.content.symbolName }),
                let variant = SymbolGlyphs.content(variantName(name, parts)),
                var text = applied.withView({ $0 as? TextView })
            {
                // An icon-drawn symbol shows the variant's own icon (`heart` with `.fill` is `heart.fill`).
                text.content.string = variant.string
                text.content.symbolName = variant.symbolName
                result.kind = .view(AppliedView(name: applied.name, arguments: applied.arguments, view: text))
                return result
            }
            let glyph = glyph(parts)
            guard glyph != SymbolPlaceholder.glyph else { return node }
            // The placeholder keeps the text environment already resolved into it (font, weight, colour).
            guard var text = applied.withView({ $0 as? TextView }) else { return node }
            text.content.string = glyph
            text.content.symbolName = nil
            result.kind = .view(AppliedView(name: applied.name, arguments: applied.arguments, view: text))
            return result
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, content: ViewNode, in layout: LayoutEngine, parent: ParentAxis) -> Size
    {
        layout.sizeThatFits(applied(to: content), proposal, parent: parent)
    }

    func place(_ content: ViewNode, _ context: PlacementContext, into out: inout [PlacedLeaf]) {
        context.place(applied(to: content), .same, into: &out)
    }
}
