// Checker+Preferences.swift: `struct K: PreferenceKey` with `.preference(key: K.self, value: v)` on a view and
// `.onPreferenceChange(K.self) { value in … }` on it or an ancestor, as blog code measures a view (a GeometryReader in
// a background sets the key, an ancestor copies it into `@State`).
// Rule: Apple: PreferenceKey — developer.apple.com/documentation/swiftui/preferencekey (`defaultValue`, `reduce`);
// View.preference(key:value:) ("Sets a value for the given preference"); View.onPreferenceChange(_:perform:)
// ("Adds an action to perform when the specified preference key's value changes"). The values below a view are
// known only after layout, so the timeline lays out each state (GeometryLayout, as for `onGeometryChange`), folds
// the values met in the subtree, in order, with the key's `reduce` from its `defaultValue`, and runs the action when
// the result differs from the last one it saw — first when the view appears. Status: complete for `preference` and
// `onPreferenceChange`; `transformPreference` is not read; anchor preferences and `overlayPreferenceValue` are
// Checker+AnchorPreferences.swift's.

extension Checker {
    /// The key named by `K.self`: its name, the value type and the read of `K.defaultValue` (a stored static, or a
    /// computed one: `static var defaultValue: CGSize { .zero }`).
    mutating func preferenceKey(_ e: Expr?, at range: SourceRange) -> (
        name: String, initial: IR, type: SceneType
    )? {
        guard let e, case .member(let written, "self", _, _) = e.kind, let name = Checker.typeReferenceName(written),
            globalIndex["\(name).defaultValue"] != nil || functionIndex["\(name).defaultValue"] != nil
        else {
            diagnostics.error(
                "a preference key is a 'PreferenceKey' struct named as 'K.self'", at: e?.range ?? range,
                hint: "declare 'struct K: PreferenceKey { static var defaultValue: CGFloat = 0; static func "
                    + "reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() } }'")
            return nil
        }
        let base = Expr(.identifier(name), written.range)
        let read = check(
            Expr(.member(base, "defaultValue", nameRange: e.range, dot: e.range.start), e.range), expected: nil)
        if read.type == .error { return nil }
        return (name, read.ir, read.type)
    }

    /// `.preference(key: K.self, value: v)`.
    mutating func checkPreference(_ views: IR, _ call: CallSite) -> Typed {
        let unchanged = Typed(ir: views, type: .view)
        let value = call.arguments.first { $0.label == "value" }
        guard let key = preferenceKey(call.arguments.first { $0.label == "key" }?.value, at: call.range), let value
        else {
            checkLoosely(call)
            return unchanged
        }
        let typed = coerce(check(value.value, expected: key.type), to: key.type, at: value.value.range, .argument)
        return Typed(ir: .action(.preference(key: key.name), views, [], observed: typed, call.range), type: .view)
    }

    /// `.onPreferenceChange(K.self) { value in … }` (or `perform:`).
    mutating func checkOnPreferenceChange(_ views: IR, _ call: CallSite) -> Typed {
        let unchanged = Typed(ir: views, type: .view)
        guard let key = preferenceKey(call.arguments.first { $0.label == nil }?.value, at: call.range),
            let closure = actionClosure(call, labels: ["perform"], name: "onPreferenceChange", parameters: 1)
        else {
            checkLoosely(call)
            return unchanged
        }
        pushScope()
        defer { popScope() }
        var new: Int?
        if closure.hasParameterClause {
            if let parameter = closure.parameters.first {
                new = declareLocal(parameter.name, type: key.type, mutable: false, at: parameter.range)
            }
        } else {
            new = declareLocal("$0", type: key.type, mutable: false, at: closure.range)
        }
        let reduce = functionIndex["\(key.name).reduce"]?.first.map { functions[$0].routine }
        let body = checkAction(closure.body)
        return Typed(
            ir: .action(
                .preferenceChange(key: key.name, initial: key.initial, reduce: reduce, new: new), views, body,
                observed: nil, call.range),
            type: .view)
    }

    /// The type `K` or `Outer.K` names: a nested type is declared under its own name (Parser hoistStatics), so
    /// `MonthGridItem.PreferenceKey` is `PreferenceKey` (TSPL "Nested Types": Referring to Nested Types).
    static func typeReferenceName(_ e: Expr) -> String? {
        switch e.kind {
        case .identifier(let name): name
        case .member(let base, let name, _, _) where typeReferenceName(base) != nil: name
        default: nil
        }
    }
}
