// Checker+SplitView.swift: macOS's `HSplitView { … }` and `VSplitView { … }`, and iOS's `EditButton()`.
// Rule: Apple: HSplitView — developer.apple.com/documentation/swiftui/hsplitview ("a layout container that arranges
// its children in a horizontal line and allows the user to resize them using dividers placed between them"),
// VSplitView likewise vertically; NSSplitView's thin divider style is 1 pt wide. A render has no user to drag a
// divider, so a split view is the stack of its children with no spacing and a `Divider()` between each two written
// children (a ForEach or an `if` counts as one). EditButton — developer.apple.com/documentation/swiftui/editbutton:
// a button titled "Edit" that toggles the edit mode, which a render never enters. Status: complete.

extension Checker {
    /// `HSplitView { a; b }` as `HStack(spacing: 0) { a; Divider(); b }`; nil when `name` is not a split view.
    mutating func checkSplitView(_ name: String, calleeRange: SourceRange, _ call: CallSite, expected: SceneType?)
        -> Typed?
    {
        guard name == "HSplitView" || name == "VSplitView", structIndex[name] == nil, call.arguments.isEmpty,
            let content = call.trailing
        else { return nil }
        var body: [Stmt] = []
        for statement in content.body {
            if case .expression = statement.kind, body.contains(where: { if case .expression = $0.kind { true } else { false } }) {
                let divider = Expr(
                    .call(Expr(.identifier("Divider"), statement.range), [], trailingClosure: nil, closeParen: nil),
                    statement.range)
                body.append(Stmt(kind: .expression(divider), range: statement.range))
            }
            body.append(statement)
        }
        let r = call.range
        let stack = Expr(
            .call(
                Expr(.identifier(name == "HSplitView" ? "HStack" : "VStack"), calleeRange),
                [Argument(label: "spacing", labelRange: nil, value: Expr(.integer("0"), r), range: r)],
                trailingClosure: Closure(parameters: [], hasParameterClause: false, body: body, range: content.range),
                closeParen: nil), r)
        return check(stack, expected: expected)
    }

    /// `EditButton()` as `Button("Edit") {}`; nil when `name` is not it.
    mutating func checkEditButton(_ name: String, calleeRange: SourceRange, _ call: CallSite, expected: SceneType?)
        -> Typed?
    {
        guard name == "EditButton", structIndex[name] == nil, call.arguments.isEmpty, call.trailing == nil else {
            return nil
        }
        let r = call.range
        let button = Expr(
            .call(
                Expr(.identifier("Button"), calleeRange),
                [Argument(label: nil, labelRange: nil, value: Expr(.string([.text("Edit")]), r), range: r)],
                trailingClosure: Closure(parameters: [], hasParameterClause: false, body: [], range: r), closeParen: r),
            r)
        return check(button, expected: expected)
    }
}
