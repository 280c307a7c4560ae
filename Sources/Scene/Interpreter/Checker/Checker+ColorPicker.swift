// Checker+ColorPicker.swift: `ColorPicker(_:selection:supportsOpacity:)` and `ColorPicker(selection:supportsOpacity:
// label:)` reach Layout's ColorPickerView as one form: the selection read through its binding, the title as the label
// `Text(title)`.
// Rule: Apple: ColorPicker — developer.apple.com/documentation/swiftui/colorpicker
// (`init(_:selection:supportsOpacity:)` with a title key or a string, `init(selection:supportsOpacity:label:)`; `selection` is a `Binding<Color>`). A
// render draws the closed control, which shows the bound colour: the binding's current value (Binding.wrappedValue).
// Status: complete for these initialisers (the `CGColor` selection form is not supported).

extension Checker {
    /// `ColorPicker("Title", selection: $c)` as `ColorPicker(selection: $c.wrappedValue) { Text("Title") }`; nil when
    /// `name` is not SwiftUI's ColorPicker or the call is already in that form.
    mutating func checkColorPicker(_ name: String, calleeRange: SourceRange, _ call: CallSite, expected: SceneType?)
        -> Typed?
    {
        guard name == "ColorPicker", structIndex[name] == nil,
            let index = call.arguments.firstIndex(where: { $0.label == "selection" })
        else { return nil }
        if case .member(_, "wrappedValue", _, _) = call.arguments[index].value.kind { return nil }
        let r = call.range
        var arguments = call.arguments
        let binding = arguments[index].value
        // The binding must be one to a Color, as SwiftUI's parameter says.
        let type = checkOnTrial(binding).typed.type
        if type != .error, type != .binding(.color) {
            diagnostics.error(
                "cannot convert value of type '\(type)' to expected argument type 'Binding<Color>'",
                at: binding.range, hint: "a ColorPicker selects into a '@State var color: Color': pass '$color'")
            return .error
        }
        arguments[index].value = Expr(
            .member(binding, "wrappedValue", nameRange: binding.range, dot: binding.range.start), binding.range)
        var label = call.trailing
        if let i = arguments.firstIndex(where: { $0.label == "label" }), case .closure(let c) = arguments[i].value.kind
        {
            label = c
            arguments.remove(at: i)
        }
        if let i = arguments.firstIndex(where: { $0.label == nil }) {
            label = Closure(returning: .text(arguments.remove(at: i).value))
        }
        guard let label else {
            diagnostics.error(
                "'ColorPicker' needs a title or a label", at: r,
                hint: "write 'ColorPicker(\"Colour\", selection: $color)'")
            return .error
        }
        let picker = Expr(
            .call(
                Expr(.identifier("ColorPicker"), calleeRange), arguments, trailingClosure: label,
                closeParen: call.closeParen),
            r)
        return check(picker, expected: expected)
    }
}
