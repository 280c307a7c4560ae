// Checker+AnyLayout.swift: a layout value called with a view builder — `layout { … }` for an `AnyLayout` property or
// local, and `HStackLayout(spacing: 4) { … }` written directly — as the view `_AnyLayout(layout) { … }` (Layout
// AnyLayoutView.swift); a local or property holding a user layout (`let layout = MyLayout()`) makes that layout's view
// (Checker+CustomLayout).
// Rule: Apple: Layout.callAsFunction(_:) — developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
// ("Combines the specified views into a single composite view using the layout algorithms of the custom layout
// container"), which AnyLayout and the built-in layouts have. Status: complete for the layouts of
// Builtins+AnyLayout.

extension Checker {
    static let layoutTypeNames: Set<String> = [
        "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "AnyLayout",
    ]

    /// The view a layout value called with a trailing view builder makes; nil when `callee` is no layout value.
    mutating func checkAnyLayoutCall(
        _ callee: Expr, _ arguments: [Argument], trailing: Closure?, closeParen: SourceRange?, expected: SceneType?,
        range: SourceRange
    ) -> Typed? {
        guard let trailing else { return nil }
        switch callee.kind {
        case .identifier(let name) where Checker.layoutTypeNames.contains(name):
            // `HStackLayout(spacing: 4) { … }`: the layout built from the arguments, then called.
            let layout = Expr(.call(callee, arguments, trailingClosure: nil, closeParen: closeParen), callee.range)
            return anyLayoutView(layout, callee: callee, trailing: trailing, expected: expected, range: range)
        case .identifier(let name) where arguments.isEmpty:
            // Only a local or property can hold a layout; names of views, functions and types are left alone, so a
            // view call is not checked twice.
            guard name.first?.isLowercase == true, vocabulary.views[name] == nil, Builtins.functions[name] == nil,
                functionIndex[name] == nil
            else { return nil }
        case .member(let base, _, _, _) where arguments.isEmpty:
            guard case .self = base.kind else { return nil }
        default:
            return nil
        }
        // A layout held by a local or property: a user layout's view, or an AnyLayout's.
        let type = checkOnTrial(callee).typed.type
        if let custom = customLayoutIndex(type) {
            return checkCustomLayoutValueCall(
                custom, instance: check(callee, expected: nil), content: trailing, range: range)
        }
        guard type == AnyLayoutValue.type else { return nil }
        return anyLayoutView(callee, callee: callee, trailing: trailing, expected: expected, range: range)
    }

    /// `_AnyLayout(layout) { … }`.
    private mutating func anyLayoutView(
        _ layout: Expr, callee: Expr, trailing: Closure, expected: SceneType?, range: SourceRange
    ) -> Typed {
        let argument = Argument(label: nil, labelRange: nil, value: layout, range: layout.range)
        return checkCall(
            Expr(.identifier("_AnyLayout"), callee.range), [argument], trailing: trailing, closeParen: nil,
            expected: expected, range: range)
    }

    /// The struct of a user `Layout` that a value of `type` is an instance of.
    private func customLayoutIndex(_ type: SceneType) -> Int? {
        guard case .instance(let index, _) = type, structs[index].isLayout else { return nil }
        return index
    }
}
