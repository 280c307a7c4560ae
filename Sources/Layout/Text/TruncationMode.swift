// TruncationMode.swift: `.truncationMode(_:)` — where a Text cut short by its line limit or width loses characters.
// Rule: Apple: View.truncationMode(_:) — developer.apple.com/documentation/swiftui/view/truncationmode(_:) and
// Text.TruncationMode (`.head`, `.middle`, `.tail`; the default is `.tail`). anim's line breaker truncates at the
// tail (Text TextLayoutBuilder+Lines.swift), so `.tail` is exactly what is drawn; `.head` and `.middle` are drawn at
// the tail too, with a warning where they are written (Checker+SymbolSettings). Status: `.tail` complete.

import Scene

struct TruncationModeModifier: LayoutModifier {
    static let declarations = [
        ModifierDeclaration(
            "truncationMode",
            [
                .modifier("truncationMode", [arg(nil, .enumeration("Text.TruncationMode"))]) { _ in
                    TruncationModeModifier()
                }
            ])
    ]
}
