// Checker+NavigationTitle.swift: `.navigationTitle(_:)` and the deprecated `.navigationBarTitle(_:displayMode:)`,
// whose title the enclosing NavigationStack draws (Layout's NavigationStackView).
// Rule: Apple: View.navigationTitle(_:) with a String or a Text, View.navigationBarTitle(_:displayMode:) (deprecated:
// "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"); navigationTitle(_: Binding<String>) (iOS 16, a
// title the user may rename) draws the binding's value. A title built from a view renders as if absent, with a
// warning, as before.

extension Checker {
    /// The modifier applied to `views` when its title checks as a String or a Text; nil otherwise (the caller then
    /// treats it as an inert modifier).
    mutating func checkNavigationTitle(_ views: IR, _ name: String, _ call: CallSite, expected: SceneType?) -> Typed? {
        guard name == "navigationTitle" || name == "navigationBarTitle", call.trailing == nil,
            var title = call.arguments.first, title.label == nil,
            let overloads = vocabulary.modifiers["navigationTitle"]
        else { return nil }
        let mode = call.arguments.dropFirst().first
        guard call.arguments.count == 1 || (name == "navigationBarTitle" && mode?.label == "displayMode"),
            call.arguments.count <= 2
        else { return nil }
        if case .binding(.string) = checkOnTrial(title.value, expected: nil).typed.type {
            let value = Expr(
                .member(title.value, "wrappedValue", nameRange: title.value.range, dot: title.value.range.start),
                title.value.range)
            title.value = value
        }
        let asString = checkOnTrial(title.value, expected: .string)
        let asView = asString.reported == 0 ? asString : checkOnTrial(title.value, expected: .view)
        guard asView.reported == 0, asView.typed.type == .string || isViewConvertible(asView.typed.type) else {
            return nil
        }
        var titled = call
        titled.arguments = [title]
        let typed = resolve(overloads.map { builtinCandidate($0, receiver: views) }, titled, expected: expected)
        guard let mode, let modes = vocabulary.modifiers["navigationBarTitleDisplayMode"] else { return typed }
        var display = call
        display.arguments = [Argument(label: nil, labelRange: nil, value: mode.value, range: mode.range)]
        return resolve(modes.map { builtinCandidate($0, receiver: typed.ir) }, display, expected: expected)
    }
}
