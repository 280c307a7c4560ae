// Checker+LegacyAlert.swift: iOS 13's alert and action sheet, written with a value — `.alert(isPresented:content:)` /
// `.alert(item:content:)` whose closure returns an `Alert`, `.actionSheet(isPresented:content:)` /
// `.actionSheet(item:content:)` returning an `ActionSheet` — as the alert and confirmation dialog that replaced them
// (Checker+Presentation.swift), so older code shows what it presents.
// Rule: Apple: Alert — developer.apple.com/documentation/swiftui/alert (`init(title:message:dismissButton:)`, with no
// button "a default OK button"; `init(title:message:primaryButton:secondaryButton:)`); Alert.Button —
// developer.apple.com/documentation/swiftui/alert/button (`default(_:action:)`, `cancel(_:action:)`, `cancel(_:)`
// labelled "Cancel", `destructive(_:action:)`); ActionSheet — developer.apple.com/documentation/swiftui/actionsheet
// (`init(title:message:buttons:)`, its title shown); View.alert(isPresented:content:), View.actionSheet(item:content:)
// (deprecated in iOS 15 for View.alert(_:isPresented:actions:message:) and View.confirmationDialog(…)).
// Status: complete for a closure whose body is the `Alert`/`ActionSheet` value (or returns it); another body stays
// inert with the warning of a non-visual modifier.

extension Checker {
    /// The `·presentation` call of a legacy `alert`/`actionSheet`; nil for a form this file does not read.
    func legacyPresentation(_ name: String, _ call: CallSite) -> CallSite? {
        let r = call.range
        var content = call.trailing
        if content == nil, let written = call.arguments.first(where: { $0.label == "content" }),
            case .closure(let closure) = written.value.kind
        {
            content = closure
        }
        guard let content, content.body.count == 1, let value = Checker.result(of: content.body[0]),
            case .call(let callee, let arguments, nil, _) = value.kind,
            callee.identifierName == (name == "alert" ? "Alert" : "ActionSheet"),
            let title = arguments.first(where: { $0.label == "title" })?.value
        else { return nil }
        let conditions: [Expr]
        if let presented = call.arguments.first(where: { $0.label == "isPresented" })?.value {
            conditions = [Checker.wrappedValue(presented)]
        } else if let item = call.arguments.first(where: { $0.label == "item" })?.value {
            let parameter = content.parameters.first
            conditions = [
                Expr(
                    .optionalBinding(
                        name: parameter?.name ?? "·presented", nameRange: parameter?.range ?? r,
                        value: Checker.wrappedValue(item)), item.range)
            ]
        } else {
            return nil
        }
        var buttons: [Stmt] = []
        let written: [Expr]
        if name == "alert" {
            written = ["dismissButton", "primaryButton", "secondaryButton"].compactMap { label in
                arguments.first(where: { $0.label == label })?.value
            }
        } else if let list = arguments.first(where: { $0.label == "buttons" })?.value {
            guard case .array(let elements) = list.kind else { return nil }
            written = elements
        } else {
            written = []
        }
        for button in written {
            guard let statement = Checker.legacyButton(button) else { return nil }
            buttons.append(statement)
        }
        var cardArguments = [Argument(label: nil, labelRange: nil, value: title, range: title.range)]
        if name == "actionSheet" {
            cardArguments.append(
                Argument(
                    label: "titleVisibility", labelRange: nil, value: Expr(.implicitMember("visible"), r), range: r))
        }
        let message = arguments.first(where: { $0.label == "message" })?.value
        cardArguments.append(
            Argument(
                label: "actions", labelRange: nil,
                value: Expr(.closure(Closure(parameters: [], hasParameterClause: false, body: buttons, range: r)), r),
                range: r, isTrailingClosure: true))
        cardArguments.append(
            Argument(
                label: "message", labelRange: nil,
                value: Expr(
                    .closure(
                        Closure(
                            parameters: [], hasParameterClause: false,
                            body: message.map { [Stmt(kind: .expression($0), range: $0.range)] } ?? [], range: r)), r),
                range: r, isTrailingClosure: true))
        let card = Checker.presentedCall(
            name == "alert" ? "·Alert" : "·Dialog", cardArguments, trailing: nil, range: r)
        return Checker.presenting(card, when: conditions, range: r)
    }

    /// The value a one-statement closure body gives: its expression, or what it returns.
    private static func result(of statement: Stmt) -> Expr? {
        switch statement.kind {
        case .expression(let e): e
        case .return(let e?): e
        default: nil
        }
    }

    /// `Alert.Button` / `ActionSheet.Button` `.default(label, action:)`, `.cancel(label?, action:)` or
    /// `.destructive(label, action:)` as `Button(role:action:) { label }`; nil for another expression.
    private static func legacyButton(_ e: Expr) -> Stmt? {
        guard case .call(let callee, let arguments, let trailing, _) = e.kind else { return nil }
        let kind: String
        switch callee.kind {
        case .implicitMember(let name): kind = name
        case .member(_, let name, _, _): kind = name
        default: return nil
        }
        guard kind == "default" || kind == "cancel" || kind == "destructive" else { return nil }
        let r = e.range
        // `.cancel()` is labelled "Cancel" (Apple: Alert.Button.cancel(_:)).
        let label =
            arguments.first(where: { $0.label == nil })?.value ?? Expr.text(Expr(.string([.text("Cancel")]), r))
        let empty = Closure(parameters: [], hasParameterClause: false, body: [], range: r)
        let action =
            trailing.map { Expr(.closure($0), r) } ?? arguments.first(where: { $0.label == "action" })?.value
            ?? Expr(.closure(empty), r)
        var buttonArguments: [Argument] = []
        if kind != "default" {
            buttonArguments.append(
                Argument(label: "role", labelRange: nil, value: Expr(.implicitMember(kind), r), range: r))
        }
        buttonArguments.append(Argument(label: "action", labelRange: nil, value: action, range: r))
        let labelClosure = Closure(
            parameters: [], hasParameterClause: false, body: [Stmt(kind: .expression(label), range: label.range)],
            range: r)
        let button = Expr(
            .call(Expr(.identifier("Button"), r), buttonArguments, trailingClosure: labelClosure, closeParen: r), r)
        return Stmt(kind: .expression(button), range: r)
    }
}
