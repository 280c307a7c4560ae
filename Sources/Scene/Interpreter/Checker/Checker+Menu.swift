// Checker+Menu.swift: `Menu`, drawn closed: its label as a button's, its content checked but not shown.
// Rule: Apple: Menu — developer.apple.com/documentation/swiftui/menu ("a control for presenting a menu of actions";
// `init(_:content:)` with a title key or a string, `init(_:systemImage:content:)`, `init(content:label:)`,
// `init(_:content:primaryAction:)`, `init(content:label:primaryAction:)`, also as `Menu(content: { … }) { label }`); on iOS the automatic menu style draws the
// label as a borderless button (the label in the accent colour) and shows the content only once tapped, which a
// render never is. So a Menu is the `Button` of its label (with the primary action as its action, or none), and its
// content is type-checked as views and dropped. `.menuStyle(_:)` is Layout's MenuStyleModifier. Status: complete for
// these initialisers.

extension Checker {
    /// `Menu("Actions") { … }` as `Button("Actions") {}`, `Menu { … } label: { label }` as
    /// `Button(action: {}) { label }`; nil when `name` is not SwiftUI's Menu.
    mutating func checkMenu(_ name: String, calleeRange: SourceRange, _ call: CallSite, expected: SceneType?) -> Typed?
    {
        guard name == "Menu", structIndex[name] == nil else { return nil }
        let r = call.range
        var content = call.trailing
        var label: Closure?
        var action: Expr?
        var button: [Argument] = []
        for argument in call.arguments {
            switch (argument.label, argument.value.kind) {
            case ("content", .closure(let c)): content = c
            case ("label", .closure(let c)): label = c
            case ("primaryAction", _): action = argument.value
            case (nil, _), ("systemImage", _), ("image", _): button.append(argument)
            default:
                diagnostics.error(
                    "extra argument '\(argument.label ?? "_")' in call to 'Menu'", at: argument.range,
                    hint: "Menu takes a title (and 'systemImage:'), 'content:', 'label:' and 'primaryAction:'")
                return .error
            }
        }
        if let trailing = call.trailing, content.map({ $0.range != trailing.range }) == true, label == nil {
            // `Menu(content: { … }) { label }`: the trailing closure fills the next closure parameter, the label
            // (SE-0286 forward-scan matching; Apple: Menu.init(content:label:)).
            label = trailing
        }
        guard let content else {
            diagnostics.error(
                "'Menu' needs its content", at: r, hint: "write 'Menu(\"Actions\") { Button(\"Copy\") { … } }'")
            return .error
        }
        // The content, checked as Swift would, then dropped: a closed menu shows none of it.
        _ = check(
            Expr(.call(Expr(.identifier("Group"), calleeRange), [], trailingClosure: content, closeParen: nil), r),
            expected: .view)
        let noAction = Expr(.closure(Closure(parameters: [], hasParameterClause: false, body: [], range: r)), r)
        let perform = Argument(label: "action", labelRange: nil, value: action ?? noAction, range: r)
        let call: Expr
        if let label, button.isEmpty {
            call = Expr(
                .call(Expr(.identifier("Button"), calleeRange), [perform], trailingClosure: label, closeParen: r), r)
        } else if !button.isEmpty, label == nil {
            call = Expr(
                .call(
                    Expr(.identifier("Button"), calleeRange), button + [perform], trailingClosure: nil, closeParen: r),
                r)
        } else {
            diagnostics.error(
                "'Menu' takes either a title or a 'label:' closure", at: r,
                hint:
                    "write 'Menu(\"Actions\") { … }' or 'Menu { … } label: { Text(\"Actions\") }'"
            )
            return .error
        }
        return check(call, expected: expected)
    }
}
