// Checker+ToggleStyle.swift: `.toggleStyle(_:)`: the built-in styles, and a custom `ToggleStyle` whose
// `makeBody(configuration:)` draws the toggles it styles.
// Rule: Apple: View.toggleStyle(_:) and ToggleStyle — developer.apple.com/documentation/swiftui/togglestyle
// (`makeBody(configuration:)` receives the toggle's label and a binding `isOn`); iOS's automatic style is the switch.
// A custom style reaches the `Toggle`s written in the modified expression (where demos write it, on the toggle or
// its stack); a toggle inside another view's body keeps the switch. `.button` and `.checkbox` (macOS) are drawn as
// the switch, with a warning. Status: complete for custom styles on written toggles.

extension Checker {
    /// `content.toggleStyle(style)`; nil when the call is not one (the ordinary rules report it).
    mutating func checkToggleStyle(_ content: Expr, _ call: CallSite, expected: SceneType?) -> Typed? {
        guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailing == nil else { return nil }
        var written = call.arguments[0].value
        if let explicit = customStyleMember(written, method: "makeBody") { written = explicit }
        if let (index, _) = customStyle(written), structs[index].methods["makeBody"] != nil {
            return check(Checker.styling(content, with: written), expected: expected)
        }
        let names = Checker.names(in: written)
        if !names.contains(where: { $0 == "switch" || $0 == "automatic" || $0.hasPrefix("SwitchToggleStyle") }) {
            diagnostics.warning(
                "toggle style '\(names.first ?? "?")' is drawn as the iOS switch", at: written.range,
                hint: "write a custom ToggleStyle to draw the toggle another way")
        }
        return check(content, expected: expected)
    }

    /// `e` with each `Toggle(…)` written in it replaced by `style.makeBody(configuration:
    /// ToggleStyleConfiguration(label: …, isOn: binding))`.
    static func styling(_ e: Expr, with style: Expr) -> Expr {
        styling(e) { callee, arguments, trailing, range in
            callee == "Toggle" ? styledToggle(arguments, trailing, style, range) : nil
        }
    }

    /// One toggle as its style's body: `Toggle("Title", isOn: b)`, `Toggle(isOn: b) { label }`.
    private static func styledToggle(_ arguments: [Argument], _ trailing: Closure?, _ style: Expr, _ range: SourceRange)
        -> Expr?
    {
        guard let isOn = arguments.first(where: { $0.label == "isOn" }) else { return nil }
        var label: Expr
        if let title = arguments.first(where: { $0.label == nil }) {
            label = .text(title.value)
        } else if let trailing {
            label = Expr(
                .call(Expr(.identifier("Group"), range), [], trailingClosure: trailing, closeParen: nil), range)
        } else {
            label = Expr(.call(Expr(.identifier("EmptyView"), range), [], trailingClosure: nil, closeParen: nil), range)
        }
        let configuration = Expr(
            .call(
                Expr(.identifier("ToggleStyleConfiguration"), range),
                [
                    Argument(label: "label", labelRange: nil, value: label, range: range),
                    Argument(label: "isOn", labelRange: nil, value: isOn.value, range: isOn.range),
                ], trailingClosure: nil, closeParen: nil), range)
        let makeBody = Expr(.member(style, "makeBody", nameRange: range, dot: range.start), range)
        return Expr(
            .call(
                makeBody, [Argument(label: "configuration", labelRange: nil, value: configuration, range: range)],
                trailingClosure: nil, closeParen: nil), range)
    }
}
