// Checker+OutlineList.swift: `List(_:children:rowContent:)`, a hierarchical list of tree-structured data.
// Rule: Apple: List.init(_:children:rowContent:) — developer.apple.com/documentation/swiftui/list/
// init(_:children:rowcontent:) ("Creates a hierarchical list that computes its rows on demand from an underlying
// collection of identifiable data"): the rows are an OutlineGroup, whose groups start collapsed (Apple: OutlineGroup —
// developer.apple.com/documentation/swiftui/outlinegroup; DisclosureGroup's `isExpanded` is false by default). So the
// top-level items are the rows, and an item whose children are not nil shows the disclosure chevron (`chevron.right`
// in the accent colour) at the row's trailing edge. Checked as `List(data) { row in HStack { content; Spacer();
// chevron.opacity(row.children == nil ? 0 : 1) } }`. Status: a key path of one component; rows start collapsed.

extension Checker {
    /// `List(data, children: \.path) { row in … }` as a flat List of the top-level rows; nil for any other form.
    mutating func checkOutlineList(_ call: CallSite, calleeRange: SourceRange, expected: SceneType?) -> Typed? {
        let labels = call.arguments.map(\.label)
        guard labels == [nil, "children"] || labels == [nil, "children", "rowContent"],
            case .keyPath(let path) = call.arguments[1].value.kind, path.count == 1
        else { return nil }
        var content = call.trailing
        if content == nil, labels.count == 3, case .closure(let c) = call.arguments[2].value.kind { content = c }
        guard let content else { return nil }
        let range = call.range
        let row = content.hasParameterClause ? (content.parameters.first?.name ?? "_") : "$0"
        guard row != "_" else { return nil }
        func make(_ name: String, _ arguments: [Argument] = [], trailing: Closure? = nil) -> Expr {
            Expr(.call(Expr(.identifier(name), range), arguments, trailingClosure: trailing, closeParen: range), range)
        }
        func member(_ base: Expr, _ name: String, _ arguments: [Argument]) -> Expr {
            Expr(
                .call(
                    Expr(.member(base, name, nameRange: range, dot: range.start), range), arguments,
                    trailingClosure: nil, closeParen: range), range)
        }
        let children = Expr(.member(Expr(.identifier(row), range), path[0], nameRange: range, dot: range.start), range)
        let leaf = Expr(.binary("==", children, Expr(.nil, range), operatorRange: range), range)
        let opacity = Expr(.ternary(leaf, Expr(.integer("0"), range), Expr(.integer("1"), range)), range)
        var chevron = make(
            "Image",
            [Argument(label: "systemName", value: Expr(.string([.text("chevron.right")]), range), range: range)])
        chevron = member(
            chevron, "foregroundStyle",
            [Argument(label: nil, value: Expr(.implicitMember("tint"), range), range: range)])
        chevron = member(chevron, "opacity", [Argument(label: nil, value: opacity, range: range)])
        let stack = make(
            "HStack",
            trailing: Closure(
                parameters: [], hasParameterClause: false,
                body: content.body + [
                    Stmt(kind: .expression(make("Spacer")), range: range),
                    Stmt(kind: .expression(chevron), range: range),
                ], range: content.range))
        let rows = Closure(
            parameters: content.parameters, hasParameterClause: content.hasParameterClause,
            body: [Stmt(kind: .expression(stack), range: range)], range: content.range)
        let list = Expr(
            .call(
                Expr(.identifier("List"), calleeRange), [call.arguments[0]], trailingClosure: rows, closeParen: range),
            range)
        return check(list, expected: expected)
    }
}
