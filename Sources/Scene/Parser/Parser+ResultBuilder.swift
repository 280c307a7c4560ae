// Parser+ResultBuilder.swift: the file's own `@resultBuilder` types applied to a function or computed property —
// `@TextBuilder func title() -> Text { Text("a"); Text("b") }`.
// Rule: SE-0289 (Result builders): a body the attribute marks, without an explicit `return`, is transformed: each
// expression statement `e` becomes `let v = Builder.buildExpression(e)` (when the builder declares
// `buildExpression`, else `let v = e`), declarations stay where they are, and the body returns
// `Builder.buildBlock(v1, v2, …)`; a body with an explicit `return` is left alone. The transformed body is read as any
// function body (a variadic `buildBlock(_ parts: Text...)` takes the values as an array). `if`/`switch`/`for` in a
// builder body become `buildOptional`, `buildEither(first:)`/`buildEither(second:)` and `buildArray` components
// (builtComponent). A builder attribute on a parameter of function type (`func make(@ListBuilder _ f: () -> [String])`)
// transforms the closures passed to it at every call (SE-0289, "Result-builder attributes on parameters"); calls are
// matched to such parameters by the function's name (an initialiser's by its type's) and the argument's label, a
// trailing closure taking the builder parameter no labelled argument names. Status: straight-line bodies, `if`
// without bindings (with or without an `else` chain) and `for`; `if let`, `switch` and bodies holding declarations
// inside such a statement are checked as written.

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

    /// A parameter marked with one of the file's result builders: its argument label (nil for `_`) and builder.
    struct BuilderParameter: Sendable {
        var label: String?
        var builder: String
    }

    /// The file's parameters marked with one of `builders`, by function name (a method's too) or, for an
    /// initialiser, by the name of the type it is declared in (a token scan, before parsing: a call may come first).
    static func builderParameters(in tokens: [Token], builders: [String: Bool]) -> [String: [BuilderParameter]] {
        guard !builders.isEmpty else { return [:] }
        var found: [String: [BuilderParameter]] = [:]
        var owners: [(name: String, depth: Int)] = []
        var pendingOwner: String?
        var depth = 0
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            let word = token.labelText
            if token.isPunctuation("{") {
                depth += 1
                if let name = pendingOwner { owners.append((name, depth)) }
                pendingOwner = nil
            } else if token.isPunctuation("}") {
                if owners.last?.depth == depth { owners.removeLast() }
                depth -= 1
            } else if let word, ["struct", "class", "enum", "extension", "actor"].contains(word),
                i + 1 < tokens.count, tokens[i + 1].kind == .identifier
            {
                pendingOwner = tokens[i + 1].text
            } else if word == "func" || word == "init" {
                let name = word == "func" ? (i + 1 < tokens.count ? tokens[i + 1].labelText : nil) : owners.last?.name
                // The parameter list: the first `(` after the name (past generic parameters).
                var j = i + 1
                while j < tokens.count, !tokens[j].isPunctuation("("), !tokens[j].isPunctuation("{"),
                    tokens[j].kind != .eof
                {
                    j += 1
                }
                if let name, j < tokens.count, tokens[j].isPunctuation("(") {
                    var level = 0
                    while j < tokens.count, tokens[j].kind != .eof {
                        let t = tokens[j]
                        if t.isPunctuation("(") || t.isPunctuation("[") {
                            level += 1
                        } else if t.isPunctuation(")") || t.isPunctuation("]") {
                            level -= 1
                            if level == 0 { break }
                        } else if level == 1, t.kind == .attribute, builders[t.text] != nil, j + 1 < tokens.count,
                            let first = tokens[j + 1].labelText
                        {
                            found[name, default: []].append(
                                BuilderParameter(label: first == "_" ? nil : first, builder: t.text))
                        }
                        j += 1
                    }
                    i = j
                }
            }
            i += 1
        }
        return found
    }

    /// A call with the closures it passes to builder-marked parameters transformed (SE-0289); other calls unchanged.
    func applyingBuilderParameters(_ e: Expr) -> Expr {
        guard !builderParameters.isEmpty, case .call(let callee, var arguments, var trailing, let close) = e.kind
        else {
            return e
        }
        let name: String
        switch callee.kind {
        case .identifier(let n): name = n
        case .member(_, let n, _, _): name = n
        default: return e
        }
        guard let parameters = builderParameters[name] else { return e }
        var changed = false
        for i in arguments.indices {
            guard case .closure(var closure) = arguments[i].value.kind,
                let parameter = parameters.first(where: { $0.label == arguments[i].label })
            else { continue }
            closure.body = buildingResult(closure.body, builder: parameter.builder)
            arguments[i].value = Expr(.closure(closure), arguments[i].value.range)
            changed = true
        }
        if var closure = trailing {
            let written = Set(arguments.map(\.label))
            if let parameter = parameters.first(where: { !written.contains($0.label) }) {
                closure.body = buildingResult(closure.body, builder: parameter.builder)
                trailing = closure
                changed = true
            }
        }
        return changed ? Expr(.call(callee, arguments, trailingClosure: trailing, closeParen: close), e.range) : e
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
