// Checker+DatePicker.swift: `DatePicker`'s initialisers brought to the one form Parser+DatePicker declares — a label,
// the selected date read through its binding, and which of date and time it shows.
// Rule: Apple: DatePicker — developer.apple.com/documentation/swiftui/datepicker (`init(_:selection:in:
// displayedComponents:)` with a title, `init(selection:in:displayedComponents:label:)`; `selection` is a
// `Binding<Date>`; `displayedComponents` is `.date`, `.hourAndMinute` or both, default both; the `in:` range limits
// what a user may pick, not what is shown). Status: complete for these initialisers.

extension Checker {
    /// `DatePicker("Due", selection: $date, displayedComponents: .date)` as `DatePicker(label: { Text("Due") },
    /// selection: $date.wrappedValue, showsDate: true, showsTime: false)`; nil when `name` is not the prelude's
    /// DatePicker or the call is already in that form.
    mutating func checkDatePicker(_ name: String, calleeRange: SourceRange, _ call: CallSite, expected: SceneType?)
        -> Typed?
    {
        guard name == "DatePicker", let index = structIndex[name], structs[index].storedIndex["showsDate"] != nil,
            !call.arguments.contains(where: { $0.label == "showsDate" })
        else { return nil }
        let r = call.range
        guard let selection = call.arguments.first(where: { $0.label == "selection" })?.value else {
            diagnostics.error(
                "missing argument for parameter 'selection' in call to 'DatePicker'", at: r,
                hint: "write 'DatePicker(\"Date\", selection: $date)'")
            return .error
        }
        var showsDate = true
        var showsTime = true
        if let components = call.arguments.first(where: { $0.label == "displayedComponents" })?.value {
            let names = Checker.names(in: components)
            showsDate = names.contains("date")
            showsTime = names.contains("hourAndMinute")
            if !showsDate && !showsTime {
                diagnostics.error(
                    "expected '.date', '.hourAndMinute' or both", at: components.range,
                    hint: "write 'displayedComponents: [.date, .hourAndMinute]'")
                return .error
            }
        }
        var label = call.trailing
        for argument in call.arguments {
            switch argument.label {
            case "label": if case .closure(let c) = argument.value.kind { label = c }
            case nil: label = Closure(returning: .text(argument.value))
            case "selection", "displayedComponents", "in": break
            default:
                diagnostics.error(
                    "extra argument '\(argument.label ?? "_")' in call to 'DatePicker'", at: argument.range,
                    hint: "DatePicker takes a title or label, 'selection:', 'in:' and 'displayedComponents:'")
                return .error
            }
        }
        // `selection: .constant(date)` (Binding.constant, as previews write it) is the date itself.
        let value: Expr
        if case .call(let callee, let arguments, nil, _) = selection.kind,
            case .implicitMember("constant") = callee.kind,
            arguments.count == 1, arguments[0].label == nil
        {
            value = arguments[0].value
        } else {
            value = Expr(
                .member(selection, "wrappedValue", nameRange: selection.range, dot: selection.range.start),
                selection.range)
        }
        func flag(_ on: Bool) -> Expr { Expr(.bool(on), r) }
        let picker = Expr(
            .call(
                Expr(.identifier("DatePicker"), calleeRange),
                [
                    Argument(
                        label: "label",
                        value: Expr(.closure(label ?? Closure(returning: .text(Expr(.string([]), r)))), r), range: r),
                    Argument(label: "selection", value: value, range: selection.range),
                    Argument(label: "showsDate", value: flag(showsDate), range: r),
                    Argument(label: "showsTime", value: flag(showsTime), range: r),
                ], trailingClosure: nil, closeParen: call.closeParen),
            r)
        return check(picker, expected: expected)
    }
}
