// Checker+Closures.swift: closures as values: a closure expression where a function type is expected, a function
// or method named where one is expected, and calls of closure values.
// Rule: The Swift Programming Language, "Closures" (closure expressions, shorthand `$0` arguments, implicit return
// of a single expression) and "Types: Function Type". A closure whose result is `Void` is checked as an action: it may
// change `@State`, as a Button's action does; one with a view result is a view builder; others are ordinary code
// with `return`. Status: complete.

extension Checker {
    /// A closure expression of type `(parameters) -> result`.
    mutating func checkClosureValue(_ closure: Closure, parameters: [SceneType], result: SceneType) -> Typed {
        pushScope()
        defer { popScope() }
        let type = SceneType.function(parameters, result)
        var slots: [Int] = []
        if closure.hasParameterClause {
            guard closure.parameters.count == parameters.count else {
                diagnostics.error(
                    "contextual closure type '\(type)' expects \(parameters.count) argument\(parameters.count == 1 ? "" : "s"), but \(closure.parameters.count) were used in closure body",
                    at: closure.range)
                return .error
            }
            for (parameter, parameterType) in zip(closure.parameters, parameters) {
                slots.append(declareLocal(parameter.name, type: parameterType, mutable: false, at: parameter.range))
            }
        } else {
            for (i, parameterType) in parameters.enumerated() {
                slots.append(declareLocal("$\(i)", type: parameterType, mutable: false, at: closure.range))
            }
        }
        let body: [Statement]
        switch result {
        case .void:
            body = checkAction(closure.body)
        case .view:
            body = [.return(.builder(checkStatements(closure.body, in: .viewBuilder(allowsReturn: false))))]
        default:
            if closure.body.count == 1, case .expression(let e) = closure.body[0].kind {
                body = [.return(coerce(check(e, expected: result), to: result, at: e.range, .returnValue))]
            } else {
                let saved = context.returnType
                context.returnType = result
                body = checkStatements(closure.body, in: .function)
                context.returnType = saved
                // A closure of several statements returns only what a `return` gives (no implicit value): swiftc's
                // "missing return in closure expected to return 'T'", at its closing brace.
                if result != .error, !alwaysReturns(closure.body) {
                    let end = closure.range.end
                    let brace = SourceLocation(line: end.line, column: max(1, end.column - 1), offset: end.offset - 1)
                    diagnostics.error(
                        "missing return in closure expected to return '\(result)'",
                        at: SourceRange(start: brace, end: end), hint: "end every path with 'return …'")
                }
            }
        }
        return Typed(ir: .intrinsic(.makeClosure(parameters: slots, body: body)), type: type)
    }

    /// The result type of a closure of no parameters written where no function type is expected (`let reset = {
    /// count = 0 }`, `let f = { [weak self] in … }`), as Swift infers it from the body: a single expression's type,
    /// else `Void` when no `return` gives a value. Nil when the closure takes parameters (their types are unknown
    /// here unless `parameterTypes` gives them: the signature's written types) or returns values from several
    /// statements.
    mutating func inferredClosureResult(_ closure: Closure, parameterTypes: [SceneType] = []) -> SceneType? {
        guard closure.parameters.count == parameterTypes.count,
            !closure.body.contains(where: { Checker.mentionsShorthand($0) })
        else {
            return nil
        }
        if closure.body.count == 1, case .expression(let e) = closure.body[0].kind {
            let mark = diagnostics.count
            speculating += 1
            pushScope()
            for (parameter, type) in zip(closure.parameters, parameterTypes) {
                _ = declareLocal(parameter.name, type: type, mutable: false, at: parameter.range)
            }
            let type = check(e, expected: nil).type
            popScope()
            speculating -= 1
            diagnostics.truncate(to: mark)
            return type == .error ? nil : type
        }
        let returnsValue = closure.body.contains { statement in
            if case .return(let value) = statement.kind { value != nil } else { false }
        }
        return returnsValue ? nil : .void
    }

    /// Whether a statement of a closure body names `$0` (a closure with shorthand parameters).
    static func mentionsShorthand(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .expression(let e): mentions("$0", in: e)
        case .assignment(let target, _, let value, _): mentions("$0", in: target) || mentions("$0", in: value)
        case .variable(let v): v.initializer.map { mentions("$0", in: $0) } ?? false
        default: false
        }
    }

    /// `action: increment`, `onTap: self.reset`: a function or method named where a closure is expected is the
    /// closure that calls it with the closure's arguments, in order. Nil when `name` is not a function here.
    mutating func checkFunctionReference(
        _ e: Expr, name: String, parameters: [SceneType], result: SceneType
    ) -> Typed? {
        let isLocal = context.scopes.contains { $0[name] != nil }
        let isMethod = context.owner.map { structs[$0].methods[name] != nil } ?? false
        guard !isLocal, isMethod || functionIndex[name] != nil else { return nil }
        let labels = referencedLabels(name, count: parameters.count)
        let arguments = parameters.indices.map { i in
            Argument(label: labels[i], labelRange: nil, value: Expr(.identifier("$\(i)"), e.range), range: e.range)
        }
        let call = Expr(.call(e, arguments, trailingClosure: nil, closeParen: e.range), e.range)
        let closure = Closure(
            parameters: [], hasParameterClause: false, body: [Stmt(kind: .expression(call), range: e.range)],
            range: e.range)
        return checkClosureValue(closure, parameters: parameters, result: result)
    }

    /// The argument labels a call of the function `name` named as a value needs: a function value drops its labels
    /// (`action: moveToNextField` for `func moveToNextField(currentTag: Int)`, The Swift Programming Language,
    /// "Functions": Function Types), so the one method or function of that name taking `count` arguments gives them.
    func referencedLabels(_ name: String, count: Int) -> [String?] {
        let unlabelled = [String?](repeating: nil, count: count)
        if context.scopes.contains(where: { $0[name] != nil }) { return unlabelled }  // a closure constant
        let overloads = context.owner.flatMap { structs[$0].methods[name] } ?? functionIndex[name] ?? []
        let fitting = overloads.filter { functions[$0].parameters.count == count }
        guard fitting.count == 1 else { return unlabelled }
        return functions[fitting[0]].parameters.map(\.label)
    }

    /// `callee(arguments)` when the callee is a closure value; nil when it is not one.
    mutating func checkClosureCall(_ callee: Typed, _ call: CallSite, calleeRange: SourceRange) -> Typed? {
        guard case .function(let parameters, let result) = callee.type else {
            if case .optional(.function) = callee.type {
                diagnostics.error(
                    "value of optional type '\(callee.type)' must be unwrapped", at: calleeRange,
                    hint: "call it with '?()' to skip the call when it is nil")
                checkLoosely(call)
                return .error
            }
            return nil
        }
        var arguments = call.arguments
        if let trailing = call.trailing {
            arguments.append(
                Argument(
                    label: nil, labelRange: nil, value: Expr(.closure(trailing), trailing.range), range: trailing.range)
            )
        }
        if let labelled = arguments.first(where: { $0.label != nil }) {
            diagnostics.error(
                "extraneous argument label '\(labelled.label ?? ""):' in call",
                at: labelled.labelRange ?? labelled.range,
                hint: "a closure's parameters have no labels")
            return .error
        }
        guard arguments.count == parameters.count else {
            diagnostics.error(
                arguments.count < parameters.count
                    ? "missing argument for parameter #\(arguments.count + 1) in call"
                    : "extra argument in call",
                at: arguments.count < parameters.count ? call.range : arguments[parameters.count].range,
                hint: "'\(callee.type)' takes \(parameters.count) argument\(parameters.count == 1 ? "" : "s")")
            return .error
        }
        let values = zip(arguments, parameters).map { argument, type in
            coerce(check(argument.value, expected: type), to: type, at: argument.range, .argument)
        }
        return Typed(ir: .intrinsic(.callClosure(callee.ir, values, call.range)), type: result)
    }
}
