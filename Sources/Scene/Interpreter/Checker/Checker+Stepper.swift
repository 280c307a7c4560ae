// Checker+Stepper.swift: the forms of `Stepper` beyond the prelude's Int one (Parser+Controls): a value of any
// numeric type, `onEditingChanged:`, a label closure, and the `onIncrement:onDecrement:` form.
// Rule: Apple: Stepper — developer.apple.com/documentation/swiftui/stepper: `init(_:value:in:step:onEditingChanged:)`
// and `init(_:value:step:onEditingChanged:)` over a `Binding<V>` with `V: Strideable` (Int, Double, CGFloat),
// `init(value:in:step:label:onEditingChanged:)`, `init(_:onIncrement:onDecrement:onEditingChanged:)` and
// `init(label:onIncrement:onDecrement:onEditingChanged:)`. The control looks the same whatever it steps: the title at
// the leading edge, the − and + segments at the trailing edge; its value never shows. So each form is checked as
// Swift would (the bound value numeric, the range and step of its type, the callbacks as actions, which run only on a
// tap a render has none of) and drawn by the prelude's control; a label closure takes the title's place in the row.
// Status: complete for these initialisers (`format:` is not supported).

extension Checker {
    /// A Stepper form other than the prelude's own as the prelude's control; nil when `name` is not the prelude's
    /// Stepper or the call is the prelude's form (a title and a `Binding<Int>`).
    mutating func checkStepper(_ name: String, calleeRange: SourceRange, _ call: CallSite, expected: SceneType?)
        -> Typed?
    {
        guard name == "Stepper", let index = structIndex[name], structs[index].storedIndex["title"] != nil,
            structs[index].storedIndex["value"] != nil
        else { return nil }
        let r = call.range
        var title: Expr?
        var label = call.trailing
        var valueType: SceneType?
        var actions: [Expr] = []
        var bounds: Expr?
        var step: Expr?
        var preludeForm = call.trailing == nil
        for argument in call.arguments {
            switch (argument.label, argument.value.kind) {
            case (nil, _) where title == nil: title = argument.value
            case ("label", .closure(let c)): label = c
            case ("value", _):
                // `$x`, or `.constant(v)`, which takes its type from the one expected (Int, else Double).
                var type = checkOnTrial(argument.value).typed.type
                for wanted in [SceneType.int, .double] where type == .error {
                    let trial = checkOnTrial(argument.value, expected: .binding(wanted))
                    if trial.reported == 0 { type = trial.typed.type }
                }
                switch type {
                case .binding(let v) where v.isNumeric: valueType = v
                case .error: valueType = .error
                default:
                    diagnostics.error(
                        "cannot convert value of type '\(type)' to expected argument type 'Binding<V>'",
                        at: argument.value.range,
                        hint: "a Stepper steps a '@State var' of type Int or Double: pass '$value'")
                    return .error
                }
                preludeForm = preludeForm && valueType == .int
            case ("in", _): bounds = argument.value
            case ("step", _): step = argument.value
            case ("onEditingChanged", _), ("onIncrement", _), ("onDecrement", _):
                actions.append(argument.value)
                preludeForm = false
            default:
                diagnostics.error(
                    "extra argument '\(argument.label ?? "_")' in call to 'Stepper'", at: argument.range,
                    hint:
                        "Stepper takes a title or 'label:', 'value:', 'in:', 'step:', 'onEditingChanged:', "
                        + "'onIncrement:' and 'onDecrement:'"
                )
                return .error
            }
        }
        if preludeForm, title != nil, valueType == .int { return nil }
        let hasIncrement = call.arguments.contains { $0.label == "onIncrement" || $0.label == "onDecrement" }
        guard (valueType != nil) != hasIncrement else {
            diagnostics.error(
                "a Stepper takes either 'value:' or 'onIncrement:' and 'onDecrement:'", at: r,
                hint: "write 'Stepper(\"Count\", value: $count, in: 0...10)'")
            return .error
        }
        // What Swift would check: the value's binding, the range and step of its type, the callbacks as actions.
        let value = valueType ?? .error
        if let binding = call.arguments.first(where: { $0.label == "value" }) {
            _ = check(binding.value, expected: value == .error ? nil : .binding(value))
        }
        if let bounds {
            let type = check(bounds, expected: nil).type
            let doubleRange: Bool =
                if case .instance(_, let n) = type {
                    n == Parser.closedDoubleRangeName || n == Parser.doubleRangeName
                } else { false }
            if type != .error, value != .error,
                !(type.isIntRange && value == .int) && !(doubleRange || (type.isIntRange && value == .double))
            {
                diagnostics.error(
                    "cannot convert value of type '\(type)' to expected argument type 'ClosedRange<\(value)>'",
                    at: bounds.range)
            }
        }
        if let step { _ = coerce(check(step, expected: value), to: value, at: step.range, .argument) }
        for action in actions {
            if case .closure(let c) = action.kind { checkInertActions([c]) } else { _ = check(action, expected: nil) }
        }
        // The prelude's control: `Stepper(title, value: .constant(0))`, or
        // `HStack { label; Spacer(); Stepper("", …) }`.
        let constant = Expr(
            .call(
                Expr(.implicitMember("constant"), r),
                [Argument(label: nil, labelRange: nil, value: Expr(.integer("0"), r), range: r)],
                trailingClosure: nil, closeParen: r), r)
        let range = Expr(.binary("...", Expr(.integer("0"), r), Expr(.integer("1"), r), operatorRange: r), r)
        func stepper(_ title: Expr) -> Expr {
            Expr(
                .call(
                    Expr(.identifier("Stepper"), calleeRange),
                    [
                        Argument(label: nil, labelRange: nil, value: title, range: title.range),
                        Argument(label: "value", labelRange: nil, value: constant, range: r),
                        // With `in:` only the prelude's first initialiser fits: `.constant` is a Binding<Int>.
                        Argument(label: "in", labelRange: nil, value: range, range: r),
                    ], trailingClosure: nil, closeParen: r), r)
        }
        if let title { return check(stepper(title), expected: expected) }
        guard let label else {
            diagnostics.error(
                "'Stepper' needs a title or a label", at: r, hint: "write 'Stepper(\"Count\", value: $count)'")
            return .error
        }
        let spacer = Expr(.call(Expr(.identifier("Spacer"), r), [], trailingClosure: nil, closeParen: r), r)
        let control = stepper(Expr(.string([]), r))
        let row = Closure(
            parameters: [], hasParameterClause: false,
            body: label.body + [Stmt(kind: .expression(spacer), range: r), Stmt(kind: .expression(control), range: r)],
            range: label.range)
        return check(
            Expr(.call(Expr(.identifier("HStack"), calleeRange), [], trailingClosure: row, closeParen: nil), r),
            expected: expected)
    }
}
