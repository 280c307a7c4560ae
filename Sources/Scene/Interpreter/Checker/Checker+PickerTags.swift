// Checker+PickerTags.swift: the implicit tags of a Picker's `ForEach` rows: each row is tagged with its element's
// id, so the option whose id equals the selection is the selected one (PickerView matches tags).
// Rule: Apple: Picker — developer.apple.com/documentation/swiftui/picker ("Iterating over a picker's options": "ForEach
// automatically assigns a tag to the selection views using each option's id"); the id is the element for a range or
// `id: \.self`, the key path's property for `id: \.name`, and `id` for an Identifiable element.

extension Checker {
    /// `Picker(…) { ForEach(data, id: kp) { x in row } }` with `row.tag(x[kp])` for every ForEach row written
    /// without a tag; nil when nothing changes.
    static func pickerWithImplicitTags(_ call: CallSite) -> CallSite? {
        var call = call
        var changed = false
        if var content = call.trailing {
            content.body = content.body.map { taggingForEach($0, &changed) }
            call.trailing = content
        } else if let i = call.arguments.firstIndex(where: { $0.label == "content" }),
            case .closure(var content) = call.arguments[i].value.kind
        {
            content.body = content.body.map { taggingForEach($0, &changed) }
            call.arguments[i].value = Expr(.closure(content), call.arguments[i].value.range)
        }
        return changed ? call : nil
    }

    /// `statement` with its ForEach's rows tagged, if it is a ForEach whose rows have no tag.
    private static func taggingForEach(_ statement: Stmt, _ changed: inout Bool) -> Stmt {
        guard case .expression(let e) = statement.kind,
            case .call(let callee, var arguments, let trailing, let close) = e.kind, callee.identifierName == "ForEach",
            let data = arguments.first(where: { $0.label == nil })?.value
        else { return statement }
        let contentIndex = arguments.firstIndex { $0.label == "content" }
        let written: Closure? =
            if let contentIndex, case .closure(let c) = arguments[contentIndex].value.kind { c } else { trailing }
        guard var closure = written, !closure.body.isEmpty,
            !closure.body.contains(where: { if case .expression(let row) = $0.kind { mentionsTag(row) } else { false } }
            )
        else { return statement }
        let element = closure.hasParameterClause ? closure.parameters.first?.name ?? "_" : "$0"
        guard element != "_", closure.parameters.count <= 1 else { return statement }
        let r = closure.range
        var id = Expr(.identifier(element), r)
        let keyPath = arguments.first { $0.label == "id" }?.value
        if case .keyPath(let names)? = keyPath?.kind {
            for name in names where name != "self" { id = Expr(.member(id, name, nameRange: r, dot: r.start), r) }
        } else if keyPath == nil, !isRange(data) {
            id = Expr(.member(id, "id", nameRange: r, dot: r.start), r)
        }
        // One row: the expression tagged; several statements: a Group of them, tagged.
        let row: Expr
        if closure.body.count == 1, case .expression(let only) = closure.body[0].kind {
            row = only
        } else {
            row = Expr(
                .call(
                    Expr(.identifier("Group"), r), [],
                    trailingClosure: Closure(parameters: [], hasParameterClause: false, body: closure.body, range: r),
                    closeParen: nil), r)
        }
        let tagged = Expr(
            .call(
                Expr(.member(row, "tag", nameRange: r, dot: r.start), r), [Argument(label: nil, value: id, range: r)],
                trailingClosure: nil, closeParen: r), r)
        closure.body = [Stmt(kind: .expression(tagged), range: r)]
        changed = true
        if let contentIndex {
            arguments[contentIndex].value = Expr(.closure(closure), arguments[contentIndex].value.range)
            return Stmt(
                kind: .expression(
                    Expr(.call(callee, arguments, trailingClosure: trailing, closeParen: close), e.range)),
                range: statement.range)
        }
        return Stmt(
            kind: .expression(Expr(.call(callee, arguments, trailingClosure: closure, closeParen: close), e.range)),
            range: statement.range)
    }

    /// Whether a row is written with `.tag(_:)` somewhere in its modifier chain.
    private static func mentionsTag(_ e: Expr) -> Bool {
        var e = e
        while case .call(let callee, _, _, _) = e.kind, case .member(let base, let name, _, _) = callee.kind {
            if name == "tag" { return true }
            e = base
        }
        return false
    }

    /// `a..<b`, `a...b` (possibly parenthesised), or `x.indices`.
    private static func isRange(_ e: Expr) -> Bool {
        switch e.kind {
        case .paren(let inner): isRange(inner)
        case .binary(let op, _, _, _): op == "..<" || op == "..."
        case .member(_, "indices", _, _): true
        default: false
        }
    }
}
