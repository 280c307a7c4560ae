// Checker+CustomLayout.swift: `MyLayout(args…) { content }` for a user `struct MyLayout: Layout`.
// Rule: Apple: Layout — developer.apple.com/documentation/swiftui/layout: a type that conforms is used like a stack,
// `MyLayout { … }` (its `callAsFunction(_:)`), and implements `sizeThatFits(proposal:subviews:cache:)` and
// `placeSubviews(in:proposal:subviews:cache:)`; `cache` is `()` unless `makeCache(subviews:)` is written.
// Status: complete for issue #14 except layouts with a cache type and `AnyLayout`.

extension Checker {
    /// The instance from the arguments (memberwise or a custom `init`), the content as a view builder, and the two
    /// protocol methods.
    mutating func checkCustomLayout(_ index: Int, _ call: CallSite, content: Closure) -> Typed {
        let info = structs[index]
        var construct = call
        construct.trailing = nil
        let instance =
            info.methods["init"].map { resolve($0.map { initializerCandidate($0, of: index, call.range) }, construct, expected: nil) }
            ?? resolve([memberwiseCandidate(index, call.range)], construct, expected: nil)
        let views = checkBuilderClosure(content)
        func method(_ name: String, _ labels: [String?]) -> Int? {
            (info.methods[name] ?? []).first { functions[$0].parameters.map(\.label) == labels }
        }
        guard let size = method("sizeThatFits", ["proposal", "subviews", "cache"]),
            let place = method("placeSubviews", ["in", "proposal", "subviews", "cache"])
        else {
            diagnostics.error(
                "type '\(info.name)' does not conform to protocol 'Layout'", at: info.declaration.nameRange,
                hint: "add 'func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize' "
                    + "and 'func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())'")
            return .error
        }
        if functions[size].result != .size {
            diagnostics.error("'sizeThatFits' of a Layout returns CGSize", at: info.declaration.nameRange)
        }
        return Typed(
            ir: .customLayout(
                name: info.name, size: functions[size].routine, place: functions[place].routine, instance: instance.ir,
                content: views, make: vocabulary.customLayoutView, call.range),
            type: .view)
    }
}
