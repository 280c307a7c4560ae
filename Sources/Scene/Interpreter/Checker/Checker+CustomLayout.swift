// Checker+CustomLayout.swift: `MyLayout(args…) { content }` for a user `struct MyLayout: Layout`.
// Rule: Apple: Layout — developer.apple.com/documentation/swiftui/layout: a type that conforms is used like a stack,
// `MyLayout { … }` (its `callAsFunction(_:)`), and implements `sizeThatFits(proposal:subviews:cache:)` and
// `placeSubviews(in:proposal:subviews:cache:)`; `cache` is `()` unless `makeCache(subviews:)` is written.
// Status: complete for issue #14 except layouts with a cache type.

extension Checker {
    /// The instance from the arguments (memberwise or a custom `init`), the content as a view builder, and the two
    /// protocol methods.
    mutating func checkCustomLayout(_ index: Int, _ call: CallSite, content: Closure) -> Typed {
        let info = structs[index]
        var construct = call
        construct.trailing = nil
        let instance =
            info.methods["init"].map {
                resolve($0.map { initializerCandidate($0, of: index, call.range) }, construct, expected: nil)
            }
            ?? resolve([memberwiseCandidate(index, call.range)], construct, expected: nil)
        return customLayout(
            index, instance: instance, content: checkBuilderClosure(content), make: vocabulary.customLayoutView,
            type: .view, range: call.range)
    }

    /// `layout { … }` where `layout` is a local or property holding a user layout (`let layout = MyLayout()`): the
    /// value's `callAsFunction(_:)` (Apple: Layout.callAsFunction(_:)), the same view as `MyLayout() { … }`.
    mutating func checkCustomLayoutValueCall(_ index: Int, instance: Typed, content: Closure, range: SourceRange)
        -> Typed
    {
        customLayout(
            index, instance: instance, content: checkBuilderClosure(content), make: vocabulary.customLayoutView,
            type: .view, range: range)
    }

    /// `AnyLayout(MyLayout())`: a user layout type-erased (Apple: AnyLayout.init(_:) takes any `Layout`), so that
    /// `isWide ? AnyLayout(HStackLayout()) : AnyLayout(MyLayout())` holds either. The value is the CustomLayout
    /// itself; `layout { … }` (Checker+AnyLayout) makes the custom layout's view from it (Layout AnyLayoutView.swift).
    mutating func checkAnyLayoutOfCustom(_ callee: Expr, _ call: CallSite) -> Typed? {
        guard case .identifier("AnyLayout") = callee.kind, call.arguments.count == 1, call.arguments[0].label == nil,
            call.trailing == nil,
            case .instance(let index, _) = checkOnTrial(call.arguments[0].value).typed.type, structs[index].isLayout
        else { return nil }
        let instance = check(call.arguments[0].value, expected: nil)
        return customLayout(
            index, instance: instance, content: .constant(.void), make: { v, _ in v[0] }, type: AnyLayoutValue.type,
            range: call.range)
    }

    /// The IR that makes the layout's `CustomLayout` from `instance` and hands it and `content`'s value to `make`.
    private mutating func customLayout(
        _ index: Int, instance: Typed, content: IR, make: @escaping BuiltinImplementation, type: SceneType,
        range: SourceRange
    ) -> Typed {
        let info = structs[index]
        func method(_ name: String, _ labels: [String?]) -> Int? {
            (info.methods[name] ?? []).first { functions[$0].parameters.map(\.label) == labels }
        }
        guard let size = method("sizeThatFits", ["proposal", "subviews", "cache"]),
            let place = method("placeSubviews", ["in", "proposal", "subviews", "cache"])
        else {
            diagnostics.error(
                "type '\(info.name)' does not conform to protocol 'Layout'", at: info.declaration.nameRange,
                hint:
                    "add 'func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize' "
                    + "and 'func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())'"
            )
            return .error
        }
        if functions[size].result != .size {
            diagnostics.error("'sizeThatFits' of a Layout returns CGSize", at: info.declaration.nameRange)
        }
        return Typed(
            ir: .customLayout(
                name: info.name, size: functions[size].routine, place: functions[place].routine, instance: instance.ir,
                content: content, make: make, range),
            type: type)
    }
}
