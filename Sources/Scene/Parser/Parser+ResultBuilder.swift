// Parser+ResultBuilder.swift: the file's own `@resultBuilder` types applied to a function or computed property —
// `@TextBuilder func title() -> Text { Text("a"); Text("b") }`.
// Rule: SE-0289 (Result builders): a body the attribute marks, without an explicit `return`, is transformed: each
// expression statement `e` becomes `let v = Builder.buildExpression(e)` (when the builder declares
// `buildExpression`, else `let v = e`), declarations stay where they are, and the body returns
// `Builder.buildBlock(v1, v2, …)`; a body with an explicit `return` is left alone. The transformed body is read as any
// function body (a variadic `buildBlock(_ parts: Text...)` takes the values as an array). `if`/`switch`/`for` in a
// builder body become `buildOptional`, `buildEither(first:)`/`buildEither(second:)` and `buildArray` components
// (builtComponent). Status: straight-line bodies, `if` without bindings (with or without an `else` chain) and `for`;
// `if let`, `switch` and bodies holding declarations inside such a statement are checked as written.

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
            guard let value = builtComponent(statement, builder: builder, usesExpression: usesExpression) else {
                statements.append(statement)
                continue
            }
            let r = value.range
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

    /// The component a statement of a builder body gives (SE-0289, "Result-building methods"): an expression `e` is
    /// `buildExpression(e)` (or `e`); `if c { A }` is `buildOptional(c ? buildBlock(A) : nil)`; `if c { A } else { B }`
    /// (and `else if` chains ending in `else`) is `c ? buildEither(first: buildBlock(A)) : buildEither(second: …)`;
    /// `for x in s { A }` is `buildArray(s.map { x in buildBlock(A) })`. Nil for a declaration, and for an `if`/`for`
    /// whose conditions bind values or whose bodies hold anything but such statements: those stay as written.
    func builtComponent(_ statement: Stmt, builder: String, usesExpression: Bool) -> Expr? {
        let r = statement.range
        func member(_ name: String) -> Expr {
            Expr(.member(Expr(.identifier(builder), r), name, nameRange: r, dot: r.start), r)
        }
        func call(_ name: String, _ label: String?, _ value: Expr) -> Expr {
            Expr(
                .call(
                    member(name), [Argument(label: label, labelRange: nil, value: value, range: value.range)],
                    trailingClosure: nil, closeParen: nil), value.range)
        }
        func block(_ statements: [Stmt]) -> Expr? {
            var parts: [Expr] = []
            for statement in statements {
                guard let part = builtComponent(statement, builder: builder, usesExpression: usesExpression) else {
                    return nil
                }
                parts.append(part)
            }
            return Expr(
                .call(
                    member("buildBlock"),
                    parts.map { Argument(label: nil, labelRange: nil, value: $0, range: $0.range) },
                    trailingClosure: nil, closeParen: nil), r)
        }
        func condition(_ conditions: [Expr]) -> Expr? {
            for c in conditions {
                switch c.kind {
                case .optionalBinding, .casePattern: return nil
                default: continue
                }
            }
            guard let first = conditions.first else { return nil }
            return conditions.dropFirst().reduce(first) { Expr(.binary("&&", $0, $1, operatorRange: r), r) }
        }
        /// `if … else …` chains that end in `else`, as nested `buildEither`.
        func either(_ statement: IfStmt) -> Expr? {
            guard let c = condition(statement.conditions), let then = block(statement.then) else { return nil }
            let second: Expr?
            switch statement.otherwise {
            case .block(let b)?: second = block(b)
            case .elseIf(let next)?: second = either(next)
            case nil: return nil
            }
            guard let second else { return nil }
            return Expr(
                .ternary(c, call("buildEither", "first", then), call("buildEither", "second", second)), statement.range)
        }
        switch statement.kind {
        case .expression(let e):
            return usesExpression ? call("buildExpression", nil, e) : e
        case .if(let s) where s.otherwise == nil:
            guard let c = condition(s.conditions), let then = block(s.then) else { return nil }
            return call("buildOptional", nil, Expr(.ternary(c, then, Expr(.nil, r)), r))
        case .if(let s):
            return either(s)
        case .for(let name, let nameRange, let sequence, let body):
            guard let each = block(body) else { return nil }
            let closure = Closure(
                parameters: [Closure.Parameter(name: name, range: nameRange)], hasParameterClause: true,
                body: [Stmt(kind: .expression(each), range: each.range)], range: r)
            let mapped = Expr(
                .call(
                    Expr(.member(sequence, "map", nameRange: r, dot: r.start), r), [],
                    trailingClosure: closure, closeParen: nil), r)
            return call("buildArray", nil, mapped)
        default:
            return nil
        }
    }
}
