// Checker+AttributedString.swift: the forms of `AttributedString` (Parser+AttributedString) that Swift spells with
// SwiftUI's own names: `Text(attributed)` and an AttributedString interpolated into a Text literal draw its runs
// (`AttributedStringText`), and `s[range].attribute = value` sets the attribute on the runs the range covers.
// Rule: Apple: Text.init(_:) of an AttributedString — developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh;
// AttributedString.subscript(_:) of a range — developer.apple.com/documentation/foundation/attributedstring
// ("Accessing and Modifying Attributed Substrings"); LocalizedStringKey.StringInterpolation.appendInterpolation(_:)
// of an AttributedString — developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation.

extension Checker {
    /// Whether `e` is an AttributedString of the prelude.
    mutating func isAttributedString(_ e: Expr) -> Bool {
        guard structIndex["AttributedString"] != nil else { return false }
        if case .string = e.kind { return false }
        if case .instance(_, "AttributedString") = checkOnTrial(e).typed.type { return true }
        return false
    }

    /// `Text(attributed)` as `AttributedStringText(value: attributed)`, or nil when `call` is another Text.
    mutating func attributedTextCall(_ call: CallSite) -> Expr? {
        guard call.trailing == nil, call.arguments.count == 1, call.arguments[0].label == nil,
            isAttributedString(call.arguments[0].value)
        else { return nil }
        let value = call.arguments[0].value
        return Expr(
            .call(
                Expr(.identifier("AttributedStringText"), call.range),
                [Argument(label: "value", value: value, range: value.range)], trailingClosure: nil,
                closeParen: call.range), call.range)
    }

    /// `s[range].name op value` as `for ·run in s.runIndices(range) { s.runs[·run].name op value }`: the runs are
    /// split at the range's ends first, so the attribute changes exactly the range's characters.
    /// Appends the loop's statements to `body` and answers true, or answers false for another assignment.
    mutating func checkAttributedRangeAssignmentIfAny(
        _ target: Expr, _ op: String, _ value: Expr, _ operatorRange: SourceRange, _ kind: StatementContext,
        into body: inout [Statement]
    ) -> Bool {
        guard !Checker.isViewBuilder(kind), case .member(let sliced, let name, let nameRange, let dot) = target.kind,
            case .subscript(let base, let index) = sliced.kind, isAttributedString(base)
        else { return false }
        let r = target.range
        let range = target.range.union(value.range)
        let runVariable = "·run\(r.start.offset)"
        let indices = Expr(
            .call(
                Expr(.member(base, "runIndices", nameRange: r, dot: r.start), r),
                [Argument(label: nil, value: index, range: index.range)], trailingClosure: nil, closeParen: r), r)
        let run = Expr(
            .subscript(Expr(.member(base, "runs", nameRange: r, dot: r.start), r), Expr(.identifier(runVariable), r)), r
        )
        let assignment = Stmt(
            kind: .assignment(
                target: Expr(.member(run, name, nameRange: nameRange, dot: dot), r), op: op, value: value,
                operatorRange: operatorRange), range: range)
        let loop = Stmt(
            kind: .for(name: runVariable, nameRange: r, sequence: indices, body: [assignment]), range: range)
        body += checkStatements([loop], in: kind, opensScope: false)
        return true
    }
}
