// Checker+AsyncImage.swift: `AsyncImage(url:)` as SwiftUI draws it before its image has loaded, which is all a render
// ever sees: the `placeholder:` content of `AsyncImage(url:content:placeholder:)`, the content closure of
// `AsyncImage(url:transaction:content:)` given the phase `.empty` (Parser+AsyncImage.swift), or, with no closure, the
// default placeholder, a grey fill (UIKit's secondarySystemFill) that takes the space offered.
// Rule: Apple: AsyncImage — developer.apple.com/documentation/swiftui/asyncimage ("until the image loads, the view
// displays a standard placeholder that fills the available space"; "…displays the placeholder view until the image
// loads"; the phase closure "receives an AsyncImagePhase to indicate the state of the loading operation").
// Nothing is fetched, so the URL is not read beyond `URL(string:)`'s string. Status: complete.

extension Checker {
    /// The view an `AsyncImage(…)` call shows before loading, or nil when `name` is not AsyncImage.
    mutating func checkAsyncImage(_ name: String, calleeRange: SourceRange, _ call: CallSite, expected: SceneType?)
        -> Typed?
    {
        guard name == "AsyncImage", structIndex[name] == nil, structIndex["AsyncImagePhase"] != nil else { return nil }
        var content = call.trailing
        var placeholder: Closure?
        for argument in call.arguments {
            switch (argument.label, argument.value.kind) {
            case ("content", .closure(let c)): content = c
            case ("placeholder", .closure(let c)): placeholder = c
            case ("url", _): checkURLString(argument.value)
            case ("scale", _): _ = coerce(check(argument.value, expected: .double), to: .double, at: argument.range, .argument)
            default: break
            }
        }
        let r = call.range
        func group(_ body: [Stmt], _ range: SourceRange) -> Typed {
            let e = Expr(
                .call(
                    Expr(.identifier("Group"), calleeRange), [],
                    trailingClosure: Closure(parameters: [], hasParameterClause: false, body: body, range: range),
                    closeParen: nil), r)
            return check(e, expected: expected)
        }
        if let placeholder { return group(placeholder.body, placeholder.range) }
        if let content, content.parameters.count == 1 {
            // `{ phase in switch phase { … } }` with `phase` = `.empty`.
            let phase = content.parameters[0]
            let empty = Expr(
                .member(Expr(.identifier("AsyncImagePhase"), phase.range), "empty", nameRange: phase.range,
                    dot: phase.range.start), phase.range)
            let declaration = VariableDecl(
                isLet: true, name: phase.name, nameRange: phase.range, initializer: empty, range: phase.range)
            return group([Stmt(kind: .variable(declaration), range: phase.range)] + content.body, content.range)
        }
        if content != nil {
            diagnostics.error(
                "an AsyncImage content closure takes the loaded image or the phase", at: content?.range ?? r,
                hint: "write 'AsyncImage(url: url) { phase in … }' or add 'placeholder: { … }'")
            return .error
        }
        let fill = Expr(
            .call(
                Expr(.identifier("Color"), calleeRange),
                [Argument(label: nil, labelRange: nil, value: Expr(.implicitMember("secondarySystemFill"), r), range: r)],
                trailingClosure: nil, closeParen: r), r)
        return check(fill, expected: expected)
    }

    /// `URL(string: s)` (optionally force-unwrapped): `s` is checked as a String; any other URL expression is not
    /// read, as nothing is fetched or opened (AsyncImage, Link).
    mutating func checkURLString(_ e: Expr) {
        var e = e
        if case .forceUnwrap(let inner) = e.kind { e = inner }
        guard case .call(let callee, let arguments, nil, _) = e.kind, callee.identifierName == "URL",
            arguments.count == 1, arguments[0].label == "string"
        else { return }
        let s = arguments[0].value
        _ = coerce(check(s, expected: .string), to: .string, at: s.range, .argument)
    }
}
