// SymbolRenderingMode.swift: `.symbolRenderingMode(_:)` — how the layers of the SF Symbols below are coloured
// (`.monochrome`, `.hierarchical`, `.palette`, `.multicolor`).
// Rule: Apple: View.symbolRenderingMode(_:) — developer.apple.com/documentation/swiftui/view/symbolrenderingmode(_:)
// and SymbolRenderingMode: the mode chooses colours per layer of a symbol; with `.palette` the layers take the
// styles of `foregroundStyle(_:_:)`/`foregroundStyle(_:_:_:)` in order. A placeholder (SymbolPlaceholder.swift) has one
// layer, drawn in the primary style in every mode, so the modifier changes nothing drawn; the checker warns
// (Checker+SymbolSettings). Status: complete for placeholders.

import Scene

struct SymbolRenderingModeModifier: LayoutModifier {
    static let declarations = [
        ModifierDeclaration(
            "symbolRenderingMode",
            [
                .modifier("symbolRenderingMode", [arg(nil, .optional(.enumeration("SymbolRenderingMode")))]) { _ in
                    SymbolRenderingModeModifier()
                }
            ])
    ]
}
