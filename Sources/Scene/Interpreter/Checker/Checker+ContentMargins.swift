// Checker+ContentMargins.swift: `.contentMargins(_:_:for:)` on a ScrollView: margins around the scroll content, which
// at rest is padding of the content inside the scroll view.
// Rule: Apple: View.contentMargins(_:_:for:) — developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)
// ("configures the content margin for a provided placement"; the default placement includes the scroll content; the
// `.scrollIndicators` placement moves only the indicators, which anim does not draw). The scroll content of
// `ScrollView(axes) { … }` is one stack along its axis (SwiftUI's ScrollView), so the margins pad that stack.
// Status: complete for a ScrollView written as the receiver; through any other view it is reported and ignored.

extension Checker {
    /// `ScrollView { c }.contentMargins(…)` as `ScrollView { Stack { c }.padding(…) }`; nil when `name` is not
    /// contentMargins.
    mutating func checkContentMargins(
        _ base: Expr, _ name: String, nameRange: SourceRange, _ call: CallSite, expected: SceneType?
    ) -> Typed? {
        guard name == "contentMargins" else { return nil }
        var margins = call.arguments.filter { $0.label == nil }
        let placement = call.arguments.first { $0.label == "for" }.flatMap { Checker.memberPath($0.value).last }
        if placement == "scrollIndicators" { return check(base, expected: expected) }
        guard case .call(let callee, let arguments, let content?, let closeParen) = base.kind,
            callee.identifierName == "ScrollView", structIndex["ScrollView"] == nil, !margins.isEmpty
        else {
            diagnostics.warning(
                "'contentMargins' is applied only to a ScrollView written just before it; anim ignores it here",
                at: nameRange)
            return check(base, expected: expected)
        }
        let horizontal = arguments.contains { Checker.memberPath($0.value).last == "horizontal" }
        let r = call.range
        let stack = Expr(
            .call(
                Expr(.identifier(horizontal ? "HStack" : "VStack"), content.range), [], trailingClosure: content,
                closeParen: nil), content.range)
        for i in margins.indices { margins[i].label = nil }
        let padded = Expr(
            .call(Expr(.member(stack, "padding", nameRange: nameRange, dot: nameRange.start), r), margins,
                trailingClosure: nil, closeParen: r), r)
        let body = Closure(
            parameters: [], hasParameterClause: false, body: [Stmt(kind: .expression(padded), range: content.range)],
            range: content.range)
        return check(Expr(.call(callee, arguments, trailingClosure: body, closeParen: closeParen), base.range), expected: expected)
    }
}
