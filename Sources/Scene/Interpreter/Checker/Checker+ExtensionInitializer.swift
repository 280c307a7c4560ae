// Checker+ExtensionInitializer.swift: an `init` added by an extension of a built-in type — `extension Color {
// init(hex: String) { …; self.init(.sRGB, red: r, green: g, blue: b) } }`, `extension LinearGradient { init(pair …)
// }` — is a function of its arguments returning that type; each `self.init(…)` it ends with (or `self = …`) gives the
// value it returns.
// Rule: The Swift Programming Language, "Initialization" (Initializer Delegation for Value Types: an initializer
// added by an extension may call another initializer of the type with `self.init`; it must do so on every path
// before it returns). Status: complete for value types and views.

extension Checker {
    /// Declares `function`, an `init` in an extension of the built-in type `typeName` (of scene type `extended`), as
    /// a function returning the type; `TypeName(…)` calls find it (extensionInitializers).
    mutating func declareExtensionInitializer(_ function: FunctionDecl, typeName: String, extended: SceneType) {
        var function = function
        let isView = extended == .view || extended.isShape
        function.body = Checker.delegating(function.body, to: typeName)
        function.returnType = TypeSyntax(kind: isView ? .opaque("View") : .named(typeName), range: function.nameRange)
        function.name = "\(typeName).init"
        if let f = declareFunction(function, owner: nil) {
            extensionInitializers[typeName, default: []].append(f)
        }
    }

    /// `body` with each `self.init(…)` and `self = value` statement turned into `return TypeName(…)` / `return value`.
    static func delegating(_ body: [Stmt], to typeName: String) -> [Stmt] {
        body.map { statement in
            var statement = statement
            switch statement.kind {
            case .expression(let e):
                if case .call(let callee, let arguments, let trailing, let close) = e.kind,
                    case .member(let base, "init", _, _) = callee.kind, case .self = base.kind
                {
                    let type = Expr(.identifier(typeName), callee.range)
                    let call = Expr(.call(type, arguments, trailingClosure: trailing, closeParen: close), e.range)
                    statement.kind = .return(call)
                }
            case .assignment(let target, "=", let value, _):
                if case .self = target.kind { statement.kind = .return(value) }
            case .if(let s):
                statement.kind = .if(delegating(s, to: typeName))
            case .switch(var s):
                for index in s.cases.indices { s.cases[index].body = delegating(s.cases[index].body, to: typeName) }
                statement.kind = .switch(s)
            case .guard(let conditions, let otherwise):
                statement.kind = .guard(conditions: conditions, otherwise: delegating(otherwise, to: typeName))
            default:
                break
            }
            return statement
        }
    }

    private static func delegating(_ s: IfStmt, to typeName: String) -> IfStmt {
        var s = s
        s.then = delegating(s.then, to: typeName)
        switch s.otherwise {
        case .block(let body): s.otherwise = .block(delegating(body, to: typeName))
        case .elseIf(let nested): s.otherwise = .elseIf(delegating(nested, to: typeName))
        case nil: break
        }
        return s
    }

    /// `TypeName(…)` where an extension added initialisers: the one whose labels fit the call, nil when none does
    /// (the type's own initialisers are tried then).
    mutating func checkExtensionInitializer(_ typeName: String, _ call: CallSite, expected: SceneType?) -> Typed? {
        guard let initializers = extensionInitializers[typeName] else { return nil }
        let fitting = initializers.filter { index in
            let candidate = functionCandidate(index, receiver: nil, call.range)
            var written = call.arguments
            if candidate.parameters.contains(where: \.isVariadic) {
                written = Checker.packingVariadic(written, for: candidate.parameters, range: call.range)
            }
            let arguments = MatchArgument.list(written, trailing: call.trailing)
            let parameters = candidate.parameters.map {
                MatchParameter(label: $0.label, hasDefault: $0.defaultValue != nil, takesClosure: $0.takesClosure)
            }
            if case .matched = ArgumentMatcher.match(
                arguments, to: parameters, callRange: call.range, closeParen: call.closeParen)
            {
                return true
            }
            return false
        }
        guard !fitting.isEmpty else { return nil }
        return resolve(fitting.map { functionCandidate($0, receiver: nil, call.range) }, call, expected: expected)
    }
}
