// Checker+DatePickerStyle.swift: `.datePickerStyle(_:)` as an environment value the prelude's DatePicker reads
// (Parser+DatePicker: compact, graphical, wheel).
// Rule: Apple: View.datePickerStyle(_:) — developer.apple.com/documentation/swiftui/view/datepickerstyle(_:) and
// DatePickerStyle's static members (`.automatic`, `.compact`, `.graphical`, `.wheel`; `.field` and `.stepperField`
// are macOS's) with their type spellings (`GraphicalDatePickerStyle()` …). On iOS `.automatic` is `.compact`.

extension Checker {
    /// The styles a scene may name, by their static member and type names.
    static let datePickerStyles: [String: String] = [
        "automatic": "compact", "DefaultDatePickerStyle": "compact", "compact": "compact",
        "CompactDatePickerStyle": "compact", "graphical": "graphical", "GraphicalDatePickerStyle": "graphical",
        "wheel": "wheel", "WheelDatePickerStyle": "wheel",
    ]

    /// `base.datePickerStyle(.graphical)` as `base.environment(\.datePickerStyle, .graphical)`; nil where the file
    /// declares its own DatePicker or names a style iOS does not draw (then the modifier stays inert).
    mutating func checkDatePickerStyle(
        _ base: Expr, _ name: String, nameRange: SourceRange, dot: SourceLocation, _ call: CallSite,
        expected: SceneType?
    ) -> Typed? {
        guard name == "datePickerStyle", call.arguments.count == 1, call.trailing == nil,
            let index = structIndex["DatePicker"], structs[index].storedIndex["showsDate"] != nil
        else { return nil }
        let written = call.arguments[0].value
        guard let style = Checker.names(in: written).lazy.compactMap({ Checker.datePickerStyles[$0] }).first else {
            return nil
        }
        let e = Checker.environmentCall(
            on: base, key: "datePickerStyle", value: Expr(.implicitMember(style), written.range),
            nameRange: nameRange, dot: dot, range: call.range)
        return check(e, expected: expected)
    }
}
