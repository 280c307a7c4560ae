// Checker+Slider.swift: `Slider(value:in:step:…)` over a Double range, read as the prelude's
// `Slider(value:lower:upper:)` (Parser+Controls.swift), with `minimumValueLabel:`/`maximumValueLabel:` drawn beside the
// track in an HStack.
// Rule: Apple: Slider.init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:) —
// developer.apple.com/documentation/swiftui/slider (iOS shows the value labels at the track's ends and uses the
// label for accessibility only; UISlider's minimumValueImage/maximumValueImage sit beside the track). A scene's range
// may be written `a...b` of any numbers; `step:`, `label:` and `onEditingChanged:` change nothing in a picture.
// Status: complete for these forms.

extension Checker {
    /// The call a `Slider(value:in:…)` stands for, or nil when `call` is not one (or the scene declares a Slider).
    mutating func sliderCall(_ call: CallSite) -> Expr? {
        guard let index = structIndex["Slider"], structs[index].storedIndex["lower"] != nil,
            let value = call.arguments.first(where: { $0.label == "value" }),
            let range = call.arguments.first(where: { $0.label == "in" })
        else { return nil }
        var bounds = range.value
        while case .paren(let inner) = bounds.kind { bounds = inner }
        let lo: Expr
        let hi: Expr
        if case .binary(let op, let lower, let upper, _) = bounds.kind, op == "..." || op == "..<" {
            (lo, hi) = (lower, upper)
        } else {
            // A range held in a variable (`in: range`, `in: model.bounds`): its bounds.
            let at = bounds.range
            lo = Expr(.member(bounds, "lowerBound", nameRange: at, dot: at.end), at)
            hi = Expr(.member(bounds, "upperBound", nameRange: at, dot: at.end), at)
        }
        let r = call.range
        func double(_ e: Expr) -> Expr {
            Expr(
                .call(
                    Expr(.identifier("Double"), e.range), [Argument(label: nil, value: e, range: e.range)],
                    trailingClosure: nil, closeParen: e.range), e.range)
        }
        let slider = Expr(
            .call(
                Expr(.identifier("Slider"), r),
                [
                    value, Argument(label: "lower", value: double(lo), range: lo.range),
                    Argument(label: "upper", value: double(hi), range: hi.range),
                ], trailingClosure: nil, closeParen: r), r)
        func labelViews(_ label: String) -> [Stmt] {
            for argument in call.arguments where argument.label == label {
                if case .closure(let c) = argument.value.kind { return c.body }
            }
            return []
        }
        let minimum = labelViews("minimumValueLabel")
        let maximum = labelViews("maximumValueLabel")
        if minimum.isEmpty && maximum.isEmpty { return slider }
        let row = Closure(
            parameters: [], hasParameterClause: false,
            body: minimum + [Stmt(kind: .expression(slider), range: r)] + maximum, range: r)
        let spacing = Argument(label: "spacing", value: Expr(.integer("8"), r), range: r)
        return Expr(.call(Expr(.identifier("HStack"), r), [spacing], trailingClosure: row, closeParen: r), r)
    }
}
