// SymbolPlaceholder.swift: what `Image(systemName:)` draws when no PNG of the symbol is beside the scene.
// Rule: SF Symbols exist only on Apple platforms (Apple: Image.init(systemName:) — developer.apple.com/documentation/
// swiftui/image/init(systemname:); their licence allows no redistribution). A symbol "is sized and aligned like
// text": it takes the font and foreground style around it, sits on the text baseline in a row of Text, and scales
// with `.font(.system(size:))` (Apple: "Configuring and displaying symbol images in your UI"). So the placeholder is
// one glyph, U+25A2 WHITE SQUARE WITH ROUNDED CORNERS, laid out as Text: same size, colour, baseline and animation
// behaviour as the symbol would have, visibly not the symbol. The checker warns at the call (Checker+Calls).
// Status: complete.

import Scene

enum SymbolPlaceholder {
    /// The placeholder glyph.
    static let glyph = "\u{25A2}"

    /// A Text of the glyph; the text environment (font, weight, colour) resolves into it as into any Text.
    static var view: any PrimitiveView { TextView(content: TextContent(glyph)) }

    /// Symbol `name`: its icon (SymbolGlyphs.swift) where there is one, else the placeholder glyph.
    static func view(named name: String) -> any PrimitiveView {
        SymbolGlyphs.content(name).map { TextView(content: $0) } ?? view
    }

    /// Whether `node` is the glyph (an icon or the placeholder) drawn for an `Image(systemName:)`.
    static func isPlaceholder(_ node: ViewNode) -> Bool {
        guard case .view(let applied) = node.kind, applied.viewType == TextView.self else { return false }
        return applied.withView { ($0 as? TextView).map(isSymbol) ?? false }
    }

    /// Whether `node` is a symbol's glyph under modifiers that style it without sizing it (`symbolRenderingMode`,
    /// `symbolVariant`, a foreground style): what `.resizable()` after them stretches.
    static func isStyledPlaceholder(_ node: ViewNode) -> Bool {
        var node = node
        while case .modified(let inner, let applied) = node.kind {
            let type = applied.modifierType
            guard
                type == SymbolRenderingModeModifier.self || type == SymbolVariantModifier.self
                    || type == ForegroundStyle.self
            else { return false }
            node = inner
        }
        return isPlaceholder(node)
    }

    /// Whether `text` is a symbol's glyph.
    static func isSymbol(_ text: TextView) -> Bool { text.content.symbolName != nil || text.content.string == glyph }
}
