// Checker+TextFieldValue.swift: `TextField(_:value:formatter:)` and `TextField(_:value:format:)` (and their
// `prompt:` forms): a field that shows a number or date through a formatter.
// Rule: Apple: TextField.init(_:value:formatter:) — developer.apple.com/documentation/swiftui/textfield/
// init(_:value:formatter:) and TextField.init(_:value:format:prompt:) — …/init(_:value:format:prompt:): the field
// shows `formatter.string(for: value)` / `value.formatted(format)` and writes back what is typed, which a render never
// does. So the call is checked as `TextField(title, text: .constant(shown))`, the shown text computed from the bound
// value where the field is written. Status: complete for values the scene language formats (numbers with a
// NumberFormatter or a FormatStyle, dates with a DateFormatter or a FormatStyle).

extension Checker {
    /// `TextField(title, value: $v, formatter: f)` / `(title, value: $v, format: s)` as a text field showing the
    /// formatted value; nil for any other form.
    mutating func checkTextFieldValue(_ name: String, _ call: CallSite, calleeRange: SourceRange) -> Typed? {
        let labels = call.arguments.map(\.label)
        guard call.trailing == nil, labels.count >= 3, labels[0] == nil, labels[1] == "value",
            labels[2] == "formatter" || labels[2] == "format", labels.dropFirst(3).allSatisfy({ $0 == "prompt" }),
            // anim's own TextField (Parser+Controls), not one the file declares.
            let index = structIndex[name], structs[index].storedIndex["multiline"] != nil
        else { return nil }
        let range = call.range
        let bound = call.arguments[1].value
        // The bound value: `$x` read as `x`, any other binding through `wrappedValue`.
        let value: Expr =
            if case .identifier(let n) = bound.kind, n.hasPrefix("$"), n.count > 1 {
                Expr(.identifier(String(n.dropFirst())), bound.range)
            } else {
                Expr(.member(bound, "wrappedValue", nameRange: bound.range, dot: bound.range.end), bound.range)
            }
        let style = call.arguments[2].value
        let shown: Expr
        if labels[2] == "formatter", case .instance(_, "DateFormatter") = checkOnTrial(style).typed.type {
            // A date through a DateFormatter (Foundation: Formatter.string(for:), Parser+DateFormatter).
            let string = Expr(
                .call(
                    Expr(.member(style, "string", nameRange: style.range, dot: style.range.start), style.range),
                    [Argument(label: "for", value: value, range: style.range)], trailingClosure: nil,
                    closeParen: style.range), style.range)
            shown = Expr(.binary("??", string, Expr(.string([]), style.range), operatorRange: style.range), style.range)
        } else if labels[2] == "formatter" {
            let number = Expr(
                .call(
                    Expr(.identifier("NSNumber"), style.range),
                    [Argument(label: "value", value: value, range: value.range)], trailingClosure: nil,
                    closeParen: style.range), style.range)
            let string = Expr(
                .call(
                    Expr(.member(style, "string", nameRange: style.range, dot: style.range.start), style.range),
                    [Argument(label: "from", value: number, range: style.range)], trailingClosure: nil,
                    closeParen: style.range), style.range)
            shown = Expr(.binary("??", string, Expr(.string([]), style.range), operatorRange: style.range), style.range)
        } else {
            shown = formattedFieldText(value, style)
        }
        let constant = Expr(
            .call(
                Expr(.implicitMember("constant"), bound.range),
                [Argument(label: nil, value: shown, range: bound.range)],
                trailingClosure: nil, closeParen: bound.range), bound.range)
        var arguments = [call.arguments[0], Argument(label: "text", value: constant, range: call.arguments[1].range)]
        arguments += call.arguments.dropFirst(3)
        let rewritten = Expr(
            .call(Expr(.identifier(name), calleeRange), arguments, trailingClosure: nil, closeParen: call.closeParen),
            range)
        return check(rewritten, expected: .view)
    }

    /// The text a field bound to `value` shows through FormatStyle `style`: `value.formatted(style)`; for an optional
    /// value (the overload for a bound optional value, Apple: developer.apple.com/documentation/swiftui/textfield/
    /// init(_:value:format:prompt:)-6ug7k, `value: Binding<F.FormatInput?>`) nil has no formatted text, so the field
    /// is empty and shows its prompt or title as the placeholder: `if let v = value { v.formatted(style) } else { "" }`.
    mutating func formattedFieldText(_ value: Expr, _ style: Expr) -> Expr {
        func formatted(_ input: Expr) -> Expr {
            Expr(
                .call(
                    Expr(.member(input, "formatted", nameRange: style.range, dot: style.range.start), style.range),
                    [Argument(label: nil, value: style, range: style.range)], trailingClosure: nil,
                    closeParen: style.range), style.range)
        }
        guard checkOnTrial(value).typed.type.isOptional else { return formatted(value) }
        let name = "·formattedInput"
        let binding = Expr(.optionalBinding(name: name, nameRange: value.range, value: value), value.range)
        let empty = Stmt(kind: .expression(Expr(.string([]), style.range)), range: style.range)
        let shown = Stmt(kind: .expression(formatted(Expr(.identifier(name), value.range))), range: style.range)
        return Expr(
            .ifExpression(IfStmt(conditions: [binding], then: [shown], otherwise: .block([empty]), range: value.range)),
            value.range)
    }
}
