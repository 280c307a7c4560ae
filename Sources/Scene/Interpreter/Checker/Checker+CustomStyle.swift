// Checker+CustomStyle.swift: a custom style struct (`struct Bar: GaugeStyle { func makeBody(configuration:) … }`)
// draws the views of its kind written in the modified expression: `.gaugeStyle(Bar())`, `.progressViewStyle(…)`,
// `.groupBoxStyle(…)`, `.labelStyle(…)`, `.labeledContentStyle(…)`, also through a static member
// (`extension LabelStyle where Self == Vertical { static var vertical: Vertical { … } }`, `.labelStyle(.vertical)`).
// Rule: Apple: View.gaugeStyle(_:), progressViewStyle(_:), groupBoxStyle(_:), labelStyle(_:),
// labeledContentStyle(_:) — developer.apple.com/documentation/swiftui/view/<modifier>: the style sets the environment
// of the views below; each styled view is drawn as `style.makeBody(configuration:)` of its configuration
// (Parser+StyleConfigurations). As for ToggleStyle (Checker+ToggleStyle), it reaches the views written inside the
// modified expression (where demos write it, on the view or its stack), not views inside another View struct's body.
// Status: complete for written views.

extension Checker {
    /// A style modifier → its protocol and the view it styles.
    static let customStyleModifiers: [String: (style: String, view: String)] = [
        "gaugeStyle": ("GaugeStyle", "Gauge"), "progressViewStyle": ("ProgressViewStyle", "ProgressView"),
        "groupBoxStyle": ("GroupBoxStyle", "GroupBox"), "labelStyle": ("LabelStyle", "Label"),
        "labeledContentStyle": ("LabeledContentStyle", "LabeledContent"),
    ]

    /// `content.gaugeStyle(Custom())` and the others; nil when the call is not one with a custom style of this file.
    mutating func checkCustomStyle(_ content: Expr, _ name: String, _ call: CallSite, expected: SceneType?) -> Typed? {
        guard let (style, view) = Checker.customStyleModifiers[name], call.arguments.count == 1,
            call.arguments[0].label == nil, call.trailing == nil
        else { return nil }
        var written = call.arguments[0].value
        if let explicit = customStyleMember(written, method: "makeBody") { written = explicit }
        guard let (index, _) = customStyle(written), structs[index].methods["makeBody"] != nil,
            structs[index].declaration.conformances.contains(where: { $0.name == style })
        else { return nil }
        let styled = Checker.styling(content) { callee, arguments, trailing, range in
            guard callee == view else { return nil }
            let configuration: Expr
            if view == "Label" {
                guard let parts = Checker.labelParts(arguments, trailing, range) else { return nil }
                func group(_ body: [Stmt]) -> Argument {
                    let closure = Closure(parameters: [], hasParameterClause: false, body: body, range: range)
                    let e = Expr(
                        .call(Expr(.identifier("Group"), range), [], trailingClosure: closure, closeParen: nil), range)
                    return Argument(label: nil, labelRange: nil, value: e, range: range)
                }
                var title = group(parts.title)
                title.label = "title"
                var icon = group(parts.icon)
                icon.label = "icon"
                configuration = Expr.call("LabelStyleConfiguration", [title, icon], range)
            } else {
                let original = Expr(
                    .call(Expr(.identifier(view), range), arguments, trailingClosure: trailing, closeParen: range),
                    range)
                configuration = Expr.call(
                    Parser.styleConfigurations[style]!,
                    [Argument(label: nil, labelRange: nil, value: original, range: range)],
                    range)
            }
            let makeBody = Expr(.member(written, "makeBody", nameRange: range, dot: range.start), range)
            return Expr.call(
                makeBody, [Argument(label: "configuration", labelRange: nil, value: configuration, range: range)], range
            )
        }
        return check(styled, expected: expected)
    }

    /// `e` with each call that `replace` rewrites (given its callee's name, arguments, trailing closure and range)
    /// replaced, through modifier chains, parentheses and the trailing closures of containers (their statements,
    /// `if` branches included).
    static func styling(
        _ e: Expr, replacing replace: (String, [Argument], Closure?, SourceRange) -> Expr?
    ) -> Expr {
        switch e.kind {
        case .call(let callee, let arguments, let trailing, let close):
            if let name = callee.identifierName, let replaced = replace(name, arguments, trailing, e.range) {
                return replaced
            }
            let arguments = arguments.map { argument in
                guard argument.isTrailingClosure, case .closure(let c) = argument.value.kind else { return argument }
                var argument = argument
                argument.value = Expr(.closure(styling(c, replacing: replace)), argument.value.range)
                return argument
            }
            return Expr(
                .call(
                    styling(callee, replacing: replace), arguments,
                    trailingClosure: trailing.map { styling($0, replacing: replace) }, closeParen: close), e.range)
        case .member(let base, let name, let nameRange, let dot):
            return Expr(.member(styling(base, replacing: replace), name, nameRange: nameRange, dot: dot), e.range)
        case .paren(let inner):
            return Expr(.paren(styling(inner, replacing: replace)), e.range)
        default:
            return e
        }
    }

    private static func styling(
        _ closure: Closure, replacing replace: (String, [Argument], Closure?, SourceRange) -> Expr?
    )
        -> Closure
    {
        var closure = closure
        closure.body = styling(closure.body, replacing: replace)
        return closure
    }

    /// `statements` with `styling(_:replacing:)` applied to each expression statement, `if` branches included.
    static func styling(
        _ statements: [Stmt], replacing replace: (String, [Argument], Closure?, SourceRange) -> Expr?
    ) -> [Stmt] {
        statements.map { statement in
            switch statement.kind {
            case .expression(let e):
                return Stmt(kind: .expression(styling(e, replacing: replace)), range: statement.range)
            case .if(let s):
                return Stmt(kind: .if(styling(s, replacing: replace)), range: statement.range)
            default:
                return statement
            }
        }
    }

    private static func styling(_ s: IfStmt, replacing replace: (String, [Argument], Closure?, SourceRange) -> Expr?)
        -> IfStmt
    {
        var s = s
        s.then = styling(s.then, replacing: replace)
        switch s.otherwise {
        case .block(let body): s.otherwise = .block(styling(body, replacing: replace))
        case .elseIf(let next): s.otherwise = .elseIf(styling(next, replacing: replace))
        case nil: break
        }
        return s
    }
}

extension Expr {
    /// `callee(arguments)` with no trailing closure, at `range`.
    static func call(_ callee: String, _ arguments: [Argument], _ range: SourceRange) -> Expr {
        call(Expr(.identifier(callee), range), arguments, range)
    }

    static func call(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange) -> Expr {
        Expr(.call(callee, arguments, trailingClosure: nil, closeParen: range), range)
    }
}
