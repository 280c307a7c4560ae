// Checker+ShareLink.swift: `ShareLink(item:)`, `ShareLink(_:item:)` and `ShareLink(item:) { label }`, drawn as the
// button they are, with the share sheet they open inert.
// Rule: Apple: ShareLink — developer.apple.com/documentation/swiftui/sharelink ("A view that controls a sharing
// presentation"; without a label it shows the system share label, the "square.and.arrow.up" symbol and the title
// "Share"; a title replaces "Share"). The sheet is presented on tap, which a render never does: the link is drawn as a
// Button with that label (its default style: tinted), and one warning says the action is inert. Status: complete for
// these forms; `subject:`, `message:` and `preview:` are not read.

extension Checker {
    /// A ShareLink as a Button with its label.
    mutating func checkShareLink(calleeRange: SourceRange, _ call: CallSite, expected: SceneType?) -> Typed? {
        let r = call.range
        var title: Expr = Expr(.string([.text("Share")]), r)
        var label = call.trailing
        for argument in call.arguments {
            switch (argument.label, argument.value.kind) {
            case (nil, _): title = argument.value
            case ("label", .closure(let c)): label = c
            case ("item", _), ("items", _):
                checkURLString(argument.value)
            default: break
            }
        }
        diagnostics.warning(
            "'ShareLink' presents a share sheet when tapped, which a render never does: drawn as its label",
            at: calleeRange)
        if label == nil {
            let symbol = Expr(.string([.text("square.and.arrow.up")]), r)
            let systemLabel = Expr(
                .call(
                    Expr(.identifier("Label"), calleeRange),
                    [
                        Argument(label: nil, labelRange: nil, value: title, range: title.range),
                        Argument(label: "systemImage", labelRange: nil, value: symbol, range: r),
                    ], trailingClosure: nil, closeParen: r), r)
            label = Closure(
                parameters: [], hasParameterClause: false, body: [Stmt(kind: .expression(systemLabel), range: r)],
                range: r)
        }
        let action = Closure(parameters: [], hasParameterClause: false, body: [], range: r)
        let button = Expr(
            .call(
                Expr(.identifier("Button"), calleeRange),
                [Argument(label: "action", labelRange: nil, value: Expr(.closure(action), r), range: r)],
                trailingClosure: label, closeParen: r), r)
        return check(button, expected: expected)
    }
}
