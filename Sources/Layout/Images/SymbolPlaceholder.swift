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
    /// `symbolVariant`, a foreground style, or Image's own `renderingMode`, `interpolation` and `antialiased`, which
    /// return an Image — developer.apple.com/documentation/swiftui/image/renderingmode(_:)): what `.resizable()` after
    /// them stretches.
    static func isStyledPlaceholder(_ node: ViewNode) -> Bool {
        var node = node
        while case .modified(let inner, let applied) = node.kind {
            let type = applied.modifierType
            guard
                type == SymbolRenderingModeModifier.self || type == SymbolVariantModifier.self
                    || type == ForegroundStyle.self || type == ImageSampling.self
            else { return false }
            node = inner
        }
        return isPlaceholder(node)
    }

    /// Whether `text` is a symbol's glyph.
    static func isSymbol(_ text: TextView) -> Bool { text.content.symbolName != nil || text.content.string == glyph }
}

extension SymbolPlaceholder {
    /// `node` with each placeholder below it rewritten by `rewrite`, with `state` carried down: each modifier on the
    /// way may change it, or stop the walk there by returning nil (`entering`). `.symbolVariant` and `.imageScale`
    /// reach their symbols this way.
    static func rewriting<State>(
        _ node: ViewNode, _ state: State, entering: (State, AppliedModifier) -> State?,
        _ rewrite: (State, ViewNode, AppliedView) -> ViewNode
    ) -> ViewNode {
        var result = node
        switch node.kind {
        case .empty:
            return node
        case .group(let children):
            result.kind = .group(children.map { rewriting($0, state, entering: entering, rewrite) })
        case .modified(let content, let applied):
            guard let inner = entering(state, applied) else { return node }
            result.kind = .modified(rewriting(content, inner, entering: entering, rewrite), applied)
        case .view(let applied):
            if isPlaceholder(node) { return rewrite(state, node, applied) }
            if !applied.children.isEmpty {
                let view = AppliedView(
                    name: applied.name, arguments: applied.arguments, view: applied.view,
                    children: applied.children.map { rewriting($0, state, entering: entering, rewrite) })
                result.kind = .view(view)
            }
        }
        return result
    }
}
