// Checker+Table.swift: `Table` as an iPhone draws it: a list of its rows, each showing the table's first column.
// Rule: Apple: Table — developer.apple.com/documentation/swiftui/table: "in a compact horizontal size class
// environment … a table shows only its first column" and hides the column headers; TableColumn(_:value:) shows the
// key path's string, TableColumn(_:content:) / TableColumn(_:value:content:) its content for the row; rows come from
// the data (`Table(data) { … }`, `selection:`, `sortOrder:` change nothing drawn) or from a `rows:` builder of
// `TableRow(value)` (iOS 17 `DisclosureTableRow(value) { children }` draws the parent row collapsed).
// Status: the forms above, the first column a `TableColumn` written directly in the columns builder.

extension Checker {
    /// `Table(…)` as a `List` of its rows' first-column views; nil when `name` is not the built-in Table or its first
    /// column cannot be read (then the call is reported as not supported).
    mutating func checkTable(_ name: String, calleeRange: SourceRange, _ call: CallSite, expected: SceneType?)
        -> Typed?
    {
        guard name == "Table", structIndex[name] == nil else { return nil }
        let columns: Closure? =
            call.trailing
            ?? call.arguments.first { $0.label == "columns" }.flatMap { argument -> Closure? in
                if case .closure(let c) = argument.value.kind { return c } else { return nil }
            }
        guard let columns, let column = Checker.firstTableColumn(columns.body) else { return nil }
        let r = call.range
        func list(_ content: [Stmt]) -> Typed {
            for argument in call.arguments where ["selection", "sortOrder"].contains(argument.label) {
                _ = check(argument.value, expected: nil)
            }
            let list = Expr(
                .call(
                    Expr(.identifier("List"), calleeRange), [],
                    trailingClosure: Closure(parameters: [], hasParameterClause: false, body: content, range: r),
                    closeParen: nil), r)
            return check(list, expected: expected)
        }
        if let rows = call.arguments.first(where: { $0.label == "rows" }), case .closure(let builder) = rows.value.kind
        {
            // Each `TableRow(x)` / `DisclosureTableRow(x) { … }` becomes the first column's view of `x`, through
            // ForEach, `if` and modifier chains (`.contextMenu` stays, inert); a row the column cannot draw is left
            // as written and reported as not supported.
            return list(
                Checker.styling(builder.body) { name, arguments, _, range in
                    guard name == "TableRow" || name == "DisclosureTableRow",
                        let value = arguments.first(where: { $0.label == nil })?.value
                    else { return nil }
                    return column.view(of: value, at: range)
                })
        }
        guard let data = call.arguments.first(where: { $0.label == nil }), let row = column.rowClosure(at: r) else {
            return nil
        }
        let forEach = Expr(
            .call(
                Expr(.identifier("ForEach"), calleeRange), [data], trailingClosure: row, closeParen: call.closeParen), r
        )
        return list([Stmt(kind: .expression(forEach), range: r)])
    }

    /// The first `TableColumn(…)` of a columns builder.
    fileprivate static func firstTableColumn(_ body: [Stmt]) -> TableColumnSyntax? {
        for statement in body {
            guard case .expression(var e) = statement.kind else { continue }
            // `TableColumn(…).width(80)`: the width changes nothing on a phone.
            while case .call(let callee, _, _, _) = e.kind, case .member(let base, _, _, _) = callee.kind { e = base }
            if case .call(let callee, let arguments, let trailing, _) = e.kind,
                case .identifier("TableColumn") = callee.kind
            {
                return TableColumnSyntax(arguments: arguments, content: trailing)
            }
        }
        return nil
    }
}

/// A `TableColumn(title, value: \.path)` or `TableColumn(title) { row in … }` as written.
private struct TableColumnSyntax {
    var arguments: [Argument]
    var content: Closure?

    /// The key path of `value:` (`\.name`, `\.address.city`).
    var valuePath: [String]? {
        guard let value = arguments.first(where: { $0.label == "value" })?.value, case .keyPath(let path) = value.kind
        else { return nil }
        return path
    }

    /// A ForEach row closure: the column's content closure, or `{ row in Text(row.path) }`.
    func rowClosure(at r: SourceRange) -> Closure? {
        if let content { return content }
        guard let path = valuePath else { return nil }
        let name = "·row"
        return Closure(
            parameters: [Closure.Parameter(name: name, range: r)], hasParameterClause: true,
            body: [Stmt(kind: .expression(text(Expr(.identifier(name), r), path, at: r)), range: r)], range: r)
    }

    /// The column's view of the row value `value`: its content with the parameter bound by a `let`, or the key
    /// path's text.
    func view(of value: Expr, at r: SourceRange) -> Expr? {
        if let content {
            guard let parameter = content.parameters.first, content.parameters.count == 1 else { return nil }
            let binding = VariableDecl(
                isLet: true, name: parameter.name, nameRange: parameter.range, type: nil, initializer: value,
                getter: nil, getterEnd: nil, range: r)
            let body = [Stmt(kind: .variable(binding), range: r)] + content.body
            return Expr(
                .call(
                    Expr(.identifier("Group"), r), [],
                    trailingClosure: Closure(parameters: [], hasParameterClause: false, body: body, range: r),
                    closeParen: nil), r)
        }
        guard let path = valuePath else { return nil }
        return text(value, path, at: r)
    }

    private func text(_ row: Expr, _ path: [String], at r: SourceRange) -> Expr {
        var e = row
        for component in path { e = Expr(.member(e, component, nameRange: r, dot: r.start), r) }
        return Expr.call("Text", [Argument(label: nil, labelRange: nil, value: e, range: r)], r)
    }
}
