// Checker+Tab.swift: iOS 18's `Tab` inside a TabView, read as the tab item and tag of iOS 13–17's form.
// Rule: Apple: Tab — developer.apple.com/documentation/swiftui/tab (`init(_:systemImage:content:)`,
// `init(_:systemImage:value:content:)`, `init(_:image:value:content:)`, `init(value:role:content:)`; "a tab's value
// identifies it to the selection of its TabView"); TabRole.search — the search tab, titled "Search" with the
// magnifying glass. `Tab(t, systemImage: s, value: v) { c }` is `c.tabItem { Label(t, systemImage: s) }.tag(v)`,
// which TabViewContainer draws; an implicit member value (`.movies`) is of the TabView's selection type.

extension Checker {
    /// The view `Tab(…) { content }` stands for.
    func tabContent(_ call: CallSite, calleeRange: SourceRange) -> Expr {
        let r = call.range
        func argument(_ label: String?) -> Expr? { call.arguments.first { $0.label == label }?.value }
        var title = argument(nil)
        var symbol = argument("systemImage")
        let image = argument("image")
        if let role = argument("role"), case .implicitMember("search") = role.kind {
            title = title ?? Expr(.string([.text("Search")]), role.range)
            symbol = symbol ?? Expr(.string([.text("magnifyingglass")]), role.range)
        }
        var content = Expr(
            .call(Expr(.identifier("Group"), calleeRange), [], trailingClosure: call.trailing, closeParen: nil), r)
        if let title {
            var labelArguments = [Argument(label: nil, value: title, range: title.range)]
            if let symbol {
                labelArguments.append(Argument(label: "systemImage", value: symbol, range: symbol.range))
            } else if let image {
                labelArguments.append(Argument(label: "image", value: image, range: image.range))
            }
            let label = Expr(
                .call(Expr(.identifier("Label"), calleeRange), labelArguments, trailingClosure: nil, closeParen: nil),
                r)
            let item = Closure(
                parameters: [], hasParameterClause: false, body: [Stmt(kind: .expression(label), range: r)], range: r)
            content = Expr(
                .call(
                    Expr(.member(content, "tabItem", nameRange: calleeRange, dot: calleeRange.start), r), [],
                    trailingClosure: item, closeParen: nil), r)
        }
        if var value = argument("value") {
            if case .implicitMember(let member) = value.kind, let typeName = Checker.typeName(of: tabSelectionType) {
                value = Expr(
                    .member(
                        Expr(.identifier(typeName), value.range), member, nameRange: value.range,
                        dot: value.range.start), value.range)
            }
            content = Expr(
                .call(
                    Expr(.member(content, "tag", nameRange: calleeRange, dot: calleeRange.start), r),
                    [Argument(label: nil, value: value, range: value.range)], trailingClosure: nil, closeParen: nil), r)
        }
        return content
    }

    /// The name a scene writes for `type`, for the user's enums and structs; nil for others.
    static func typeName(of type: SceneType?) -> String? {
        switch type {
        case .enumeration(let name)?, .instance(_, let name)?: name
        case .optional(let wrapped)?: typeName(of: wrapped)
        default: nil
        }
    }
}
