// Parser+ResultBuilder.swift: the file's own `@resultBuilder` types applied to a function or computed property —
// `@TextBuilder func title() -> Text { Text("a"); Text("b") }`.
// Rule: SE-0289 (Result builders): a body the attribute marks, without an explicit `return`, is transformed: each
// expression statement `e` becomes `let v = Builder.buildExpression(e)` (when the builder declares
// `buildExpression`, else `let v = e`), declarations stay where they are, and the body returns
// `Builder.buildBlock(v1, v2, …)`; a body with an explicit `return` is left alone. The transformed body is read as any
// function body (a variadic `buildBlock(_ parts: Text...)` takes the values as an array). `if`/`switch`/`for` in a
// builder body (buildOptional, buildEither, buildArray) are not transformed here: such a body is checked as written.
// Status: complete for straight-line bodies.

extension Parser {
    /// The file's `@resultBuilder` types, and whether each declares `buildExpression` (looked up in the tokens of its
    /// declaration).
    static func resultBuilders(in tokens: [Token]) -> [String: Bool] {
        var builders: [String: Bool] = [:]
        for name in typeNames(attributed: "resultBuilder", in: tokens) {
            builders[name] = false
        }
        guard !builders.isEmpty else { return [:] }
        // `buildExpression` declared anywhere after the builder's name (its body or an extension of it).
        var current: String?
        for token in tokens {
            if token.kind == .identifier, builders[token.text] != nil { current = token.text }
            if token.kind == .identifier, token.text == "buildExpression", let name = current { builders[name] = true }
        }
        return builders
    }

    /// `body` of a declaration marked with result builder `builder` as SE-0289 transforms it; unchanged when it
    /// returns explicitly.
    func buildingResult(_ body: [Stmt], builder: String) -> [Stmt] {
        guard !body.isEmpty, !Checker.hasExplicitReturn(body) else { return body }
        let usesExpression = resultBuilders[builder] ?? false
        var statements: [Stmt] = []
        var components: [Expr] = []
        for statement in body {
            guard case .expression(let e) = statement.kind else {
                statements.append(statement)
                continue
            }
            let r = e.range
            let type = Expr(.identifier(builder), r)
            let value =
                usesExpression
                ? Expr(
                    .call(
                        Expr(.member(type, "buildExpression", nameRange: r, dot: r.start), r),
                        [Argument(label: nil, labelRange: nil, value: e, range: r)], trailingClosure: nil,
                        closeParen: nil), r)
                : e
            let name = "·built\(r.start.offset)"
            statements.append(
                Stmt(
                    kind: .variable(
                        VariableDecl(
                            isLet: true, name: name, nameRange: r, type: nil, initializer: value, getter: nil,
                            getterEnd: nil, range: r)), range: statement.range))
            components.append(Expr(.identifier(name), r))
        }
        let r = body[body.count - 1].range
        let block = Expr(
            .call(
                Expr(.member(Expr(.identifier(builder), r), "buildBlock", nameRange: r, dot: r.start), r),
                components.map { Argument(label: nil, labelRange: nil, value: $0, range: $0.range) },
                trailingClosure: nil, closeParen: nil), r)
        return statements + [Stmt(kind: .return(block), range: r)]
    }
}
