// Checker+FormControls.swift: forms of SwiftUI's controls that pasted files write and that draw like ones anim already
// has: `Toggle(isOn:) { label }`, `Link(_:destination:)` / `Link(destination:) { label }`, the pre-iOS 15
// `TextField(_:text:onEditingChanged:onCommit:)`, `TextField(_:value:format:prompt:)`, and the deprecated
// `.colorScheme(_:)` modifier.
// Rule: Apple: Toggle.init(isOn:label:) — developer.apple.com/documentation/swiftui/toggle (iOS's switch style puts
// the label on the leading side and the switch on the trailing side of a full-width row, as `Toggle(_:isOn:)` does
// with its title, Parser+Controls); Link — developer.apple.com/documentation/swiftui/link ("a control for navigating
// to a URL", drawn like a borderless button: its label in the accent colour); TextField.init(_:text:onEditingChanged:
// onCommit:) (the callbacks run on editing, which a render never does: they are checked as actions and dropped);
// TextField.init(_:value:format:prompt:) (the field shows `format.format(value)`, its text as `value.formatted(format)`);
// View.colorScheme(_:) ("deprecated: use preferredColorScheme(_:) or environment(\.colorScheme, …)", which sets the
// environment value for the view). Status: complete for the forms listed.

extension Checker {
    /// One of the forms above, or nil when `name` and `call` are not one.
    mutating func checkFormControl(_ name: String, calleeRange: SourceRange, _ call: CallSite, expected: SceneType?)
        -> Typed?
    {
        let r = call.range
        func named(_ callee: String, _ arguments: [Argument], _ trailing: Closure?) -> Expr {
            Expr(.call(Expr(.identifier(callee), calleeRange), arguments, trailingClosure: trailing, closeParen: r), r)
        }
        switch name {
        case "Toggle" where isPrelude("Toggle") && call.arguments.map(\.label) == ["isOn"]:
            guard let label = call.trailing else { return nil }
            // HStack { label; Spacer(); Toggle(isOn: b) }: the title form's row (Parser+Controls).
            let spacer = Stmt(kind: .expression(named("Spacer", [], nil)), range: r)
            let toggle = Stmt(kind: .expression(named("Toggle", call.arguments, nil)), range: r)
            let row = Closure(parameters: [], hasParameterClause: false, body: label.body + [spacer, toggle], range: r)
            return check(named("HStack", [], row), expected: expected)
        case "Link" where structIndex["Link"] == nil:
            var label: Expr?
            var content = call.trailing
            for argument in call.arguments {
                switch (argument.label, argument.value.kind) {
                case (nil, _): label = argument.value
                case ("destination", _): checkURLString(argument.value)
                case ("label", .closure(let c)): content = c
                default: break
                }
            }
            let action = Closure(parameters: [], hasParameterClause: false, body: [], range: r)
            if let label {
                return check(
                    named("Button", [Argument(label: nil, labelRange: nil, value: label, range: label.range)], action),
                    expected: expected)
            }
            guard let content else { return nil }
            return check(
                named(
                    "Button",
                    [Argument(label: "action", labelRange: nil, value: Expr(.closure(action), r), range: r)], content),
                expected: expected)
        case "TextField" where isPrelude("TextField") && call.arguments.contains { $0.label == "value" }:
            // `TextField("Amount", value: $amount, format: .currency(code: "USD"))`: the field shows the value in its
            // format; editing, which would parse it back, never happens in a render.
            var kept: [Argument] = []
            var value: Expr?
            var format: Expr?
            for argument in call.arguments {
                switch argument.label {
                case "value": value = argument.value
                case "format": format = argument.value
                default: kept.append(argument)
                }
            }
            guard let value, let format, call.trailing == nil else { return nil }
            let current = Expr(
                .member(value, "wrappedValue", nameRange: value.range, dot: value.range.start), value.range)
            let shown = formattedFieldText(current, format)
            let constant = Expr(
                .call(
                    Expr(.implicitMember("constant"), value.range),
                    [Argument(label: nil, labelRange: nil, value: shown, range: value.range)], trailingClosure: nil,
                    closeParen: value.range), value.range)
            let title = kept.first?.label == nil ? 1 : 0
            kept.insert(
                Argument(label: "text", labelRange: nil, value: constant, range: value.range),
                at: min(title, kept.count))
            return check(named("TextField", kept, nil), expected: expected)
        case "ShareLink" where structIndex["ShareLink"] == nil:
            return checkShareLink(calleeRange: calleeRange, call, expected: expected)
        case "TextField" where isPrelude("TextField"):
            // `TextField(text: $t, prompt: …) { label }` (iOS 15): without a title the trailing closure is the label,
            // which the prelude's `init(text:prompt:label:)` takes.
            if call.trailing != nil, !call.arguments.contains(where: { $0.label == nil }) { return nil }
            let callbacks = call.arguments.filter { $0.label == "onEditingChanged" || $0.label == "onCommit" }
            guard !callbacks.isEmpty || (call.trailing != nil && call.arguments.contains { $0.label == "text" })
            else { return nil }
            var closures = callbacks.compactMap { if case .closure(let c) = $0.value.kind { c } else { nil } }
            if let trailing = call.trailing { closures.append(trailing) }
            checkInertActions(closures)
            let kept = call.arguments.filter { $0.label != "onEditingChanged" && $0.label != "onCommit" }
            return check(named("TextField", kept, nil), expected: expected)
        default:
            return nil
        }
    }

    /// `.colorScheme(.dark)` as `.environment(\.colorScheme, .dark)`; nil when it is not that modifier.
    mutating func checkColorSchemeModifier(
        _ base: Expr, _ name: String, nameRange: SourceRange, dot: SourceLocation, _ call: CallSite,
        expected: SceneType?
    ) -> Typed? {
        guard name == "colorScheme", call.arguments.count == 1, call.arguments[0].label == nil, call.trailing == nil
        else { return nil }
        let e = Checker.environmentCall(
            on: base, key: "colorScheme", value: call.arguments[0].value, nameRange: nameRange, dot: dot,
            range: call.range)
        return check(e, expected: expected)
    }

    /// `.labelsHidden()` on any view: the controls inside draw without their labels — a Toggle as the switch alone,
    /// only as wide as the switch; a Stepper as its − + segments; a DatePicker as its date and time buttons (Apple:
    /// View.labelsHidden() — developer.apple.com/documentation/swiftui/view/labelshidden(), "hides the labels of any
    /// controls contained within this view"). An environment value the prelude's controls read (Parser+Controls,
    /// Parser+DatePicker); a `Toggle(isOn:) { label }` inside a container keeps its label (its row is built here).
    mutating func checkLabelsHidden(
        _ base: Expr, _ name: String, nameRange: SourceRange, dot: SourceLocation, _ call: CallSite,
        expected: SceneType?
    ) -> Typed? {
        guard name == "labelsHidden", call.arguments.isEmpty, call.trailing == nil else { return nil }
        if isPrelude("Toggle"), case .call(let callee, let arguments, _, let closeParen) = base.kind,
            callee.identifierName == "Toggle",
            let isOn = arguments.first(where: { $0.label == "isOn" })
        {
            // `Toggle(isOn: b) { label }` builds its label row in the checker (checkFormControl): the switch alone.
            let toggle = Expr(.call(callee, [isOn], trailingClosure: nil, closeParen: closeParen), base.range)
            return check(toggle, expected: expected)
        }
        let e = Checker.environmentCall(
            on: base, key: "labelsHidden", value: Expr(.bool(true), call.range), nameRange: nameRange, dot: dot,
            range: call.range)
        return check(e, expected: expected)
    }

    /// Whether `name` is the control anim declares itself (Parser+Controls, known by its stored properties), not one
    /// the file declares.
    private func isPrelude(_ name: String) -> Bool {
        guard let index = structIndex[name] else { return false }
        let stored = structs[index].storedIndex
        return stored["title"] != nil && (stored["isOn"] != nil || stored["text"] != nil)
    }
}
