// Checker+SystemButtons.swift: `PasteButton(payloadType: T.self) { items in … }` and
// `PasteButton(supportedContentTypes:payloadAction:)` as the prelude's `PasteButton()` (Parser+Controls): the
// button is drawn, its payload type and action are dropped, as nothing is ever pasted in a render.
// Rule: Apple: PasteButton — developer.apple.com/documentation/swiftui/pastebutton ("The pasteboard's contents are
// only read when the person taps the button").

extension Checker {
    /// The prelude's `PasteButton()` for a PasteButton written with its arguments; nil for another call.
    mutating func checkPasteButton(_ name: String, calleeRange: SourceRange, _ call: CallSite, expected: SceneType?)
        -> Typed?
    {
        // The prelude's PasteButton holds nothing; a file's own PasteButton is called as it declares it.
        guard name == "PasteButton", let index = structIndex[name], structs[index].stored.isEmpty,
            let first = call.arguments.first?.label, first == "payloadType" || first == "supportedContentTypes"
        else { return nil }
        let button = Expr(
            .call(Expr(.identifier(name), calleeRange), [], trailingClosure: nil, closeParen: call.closeParen),
            call.range)
        return check(button, expected: expected)
    }
}
