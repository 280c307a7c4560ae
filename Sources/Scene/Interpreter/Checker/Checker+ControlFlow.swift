// Checker+ControlFlow.swift: conditions with optional bindings, `while`/`repeat-while`, `guard`, `switch` (statement
// and expression), `if` expressions, `break` and `continue`.
// Rule: The Swift Programming Language, "Control Flow" and "Patterns": a case matches when one of its patterns does
// (`_` and `let x` always, a value by `==`, a range by containment, Swift's `~=`) and its `where` clause holds; the
// first matching case runs and there is no implicit fallthrough; `break` in a switch leaves the switch. SE-0380: an
// `if`/`switch` whose branches are single expressions is a value, and so is one that is the only statement of a
// function or getter. swiftc's wording for the errors. Status: complete without enum-payload and tuple patterns.

extension Checker {
    // MARK: - Conditions

    /// The IR of `if`/`while`/`guard` conditions joined with `&&`; optional bindings are declared in the current
    /// scope (the caller opens the one the bound names belong to).
    mutating func checkConditions(_ conditions: [Expr]) -> IR {
        var condition: IR?
        for e in conditions {
            let ir: IR
            if case .optionalBinding(let name, let nameRange, let value) = e.kind {
                ir = checkOptionalBinding(name, nameRange: nameRange, value: value)
            } else if case .casePattern(let pattern, let value) = e.kind {
                ir = checkCaseCondition(pattern, value)
            } else {
                ir = coerce(check(e, expected: .bool), to: .bool, at: e.range, .condition)
            }
            condition = condition.map { .and($0, ir) } ?? ir
        }
        return condition ?? .constant(.bool(true))
    }

    /// `let name = value` (or `let name`, SE-0345): true and bound when the optional holds a value.
    private mutating func checkOptionalBinding(_ name: String, nameRange: SourceRange, value: Expr?) -> IR {
        let source = value ?? Expr(.identifier(name), nameRange)
        let typed = check(source, expected: nil)
        guard case .optional(let wrapped) = typed.type else {
            if typed.type != .error {
                diagnostics.error(
                    "initializer for conditional binding must have Optional type, not '\(typed.type)'",
                    at: source.range, hint: "use 'let \(name) = …' on its own line, or test a Bool condition")
            }
            declareLocal(name, type: typed.type, mutable: false, at: nameRange)
            return .constant(.bool(false))
        }
        let slot = declareLocal(name, type: wrapped, mutable: false, at: nameRange)
        return .bind(slot, typed.ir, optional: true)
    }

    // MARK: - Loops and jumps

    /// `while c { … }` / `repeat { … } while c`, with `body` checked as `kind`.
    mutating func checkWhile(
        _ conditions: [Expr], _ loopBody: [Stmt], checksFirst: Bool, range: SourceRange, in kind: StatementContext
    ) -> Statement {
        pushScope()
        defer { popScope() }
        // `while let x = …` binds for the body; `repeat`'s condition comes after it.
        let first = checksFirst ? checkConditions(conditions) : nil
        loopDepth += 1
        let body = checkStatements(loopBody, in: kind)
        loopDepth -= 1
        let condition = first ?? checkConditions(conditions)
        return .whileLoop(condition, body, checksFirst: checksFirst, range)
    }

    /// `break` (innermost loop or switch) and `continue` (innermost loop).
    mutating func checkJump(isBreak: Bool, at range: SourceRange) -> Statement? {
        if isBreak {
            guard loopDepth + switchDepth > 0 else {
                diagnostics.error("'break' is only allowed inside a loop, if, do, or switch", at: range)
                return nil
            }
            return .jump(.break)
        }
        guard loopDepth > 0 else {
            diagnostics.error("'continue' is only allowed inside a loop", at: range)
            return nil
        }
        return .jump(.continue)
    }

    /// `guard c else { … }`: the bindings stay in scope after it; the body must leave the scope.
    mutating func checkGuard(
        _ conditions: [Expr], _ otherwise: [Stmt], range: SourceRange, _ block: (inout Checker, [Stmt]) -> [Statement]
    ) -> Statement {
        let elseBody = block(&self, otherwise)
        if !Checker.exits(otherwise) {
            diagnostics.error(
                "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope",
                at: range, hint: "end the 'else' block with 'return', 'break' or 'continue'")
        }
        let condition = checkConditions(conditions)
        return .branch(condition, [], elseBody)
    }

    /// Whether a block always leaves its scope (its last statement is `return`, `break` or `continue`, or an `if`
    /// whose branches all do).
    static func exits(_ statements: [Stmt]) -> Bool {
        guard let last = statements.last else { return false }
        switch last.kind {
        case .return, .break, .continue: return true
        case .if(let statement): return exits(statement)
        case .expression(let e):
            // `fatalError(…)` and `throw error` (Checker+Throws) never continue.
            if case .call(let callee, _, _, _) = e.kind,
                ["fatalError", "preconditionFailure", Parser.throwFunction].contains(callee.identifierName)
            {
                return true
            }
            return false
        default: return false
        }
    }

    private static func exits(_ statement: IfStmt) -> Bool {
        guard exits(statement.then), let otherwise = statement.otherwise else { return false }
        switch otherwise {
        case .block(let body): return exits(body)
        case .elseIf(let nested): return exits(nested)
        }
    }

    // MARK: - Switch

    /// A `switch` statement: the subject stored once, then a chain of branches, one per case in order; `block` checks
    /// each case's body the way the enclosing body needs (a view builder's cases emit views).
    mutating func checkSwitch(_ statement: SwitchStmt, _ block: (inout Checker, [Stmt]) -> [Statement]) -> Statement {
        switchDepth += 1
        defer { switchDepth -= 1 }
        let (prelude, chain) = lowerSwitch(statement) { checker, body in block(&checker, body) }
        return .breakable(prelude + chain)
    }

    /// A `switch` used as a value: every case body is a single expression; the value is the matching case's.
    mutating func checkSwitchExpression(_ statement: SwitchStmt, expected: SceneType?) -> Typed {
        var resultType = expected
        var branchTypes: [SceneType] = []
        let (prelude, chain) = lowerSwitch(statement) { checker, body in
            guard let e = Checker.singleExpression(body) else {
                checker.diagnostics.error(
                    "a 'switch' used as a value needs a single expression in each case",
                    at: body.first?.range ?? statement.range, hint: "compute the value before the 'switch'")
                return []
            }
            let typed = checker.check(e, expected: resultType)
            if resultType == nil, typed.type != .error {
                resultType = checker.isViewConvertible(typed.type) && typed.type != .color ? .view : typed.type
            }
            branchTypes.append(typed.type)
            return [.return(checker.coerce(typed, to: resultType ?? typed.type, at: e.range, .returnValue))]
        }
        if branchTypes.contains(.error) { return .error }
        return Typed(ir: .block(prelude + chain, statement.range), type: resultType ?? .error)
    }

    /// The subject's store and the branch chain of a switch, each case body checked by `body` in a scope holding the
    /// case's bindings.
    private mutating func lowerSwitch(
        _ statement: SwitchStmt, body: (inout Checker, [Stmt]) -> [Statement]
    ) -> (prelude: [Statement], chain: [Statement]) {
        let subject = check(statement.subject, expected: nil)
        // A name no source can spell, unique per switch, so nested switches each keep their subject.
        let name = "#switch\(context.slotCount)"
        let slot = declareLocal(name, type: subject.type, mutable: false, at: statement.subject.range)
        var branches: [(IR, [Statement])] = []
        var fallback: [Statement]?
        var exhaustive = subject.type == .error
        for (index, switchCase) in statement.cases.enumerated() {
            pushScope()
            if switchCase.isDefault {
                if index != statement.cases.count - 1 {
                    diagnostics.error(
                        "additional 'case' blocks cannot appear after the 'default' block of a 'switch'",
                        at: statement.cases[index + 1].range)
                }
                fallback = body(&self, switchCase.body)
                exhaustive = true
            } else {
                let (condition, catchesAll) = checkCase(switchCase, subject: name, type: subject.type)
                if catchesAll { exhaustive = true }
                branches.append((condition, body(&self, switchCase.body)))
            }
            popScope()
        }
        if !exhaustive, subject.type == .bool {
            // `case true:` and `case false:` (without `where`) cover a Bool (TSPL "Patterns": Expression Pattern).
            var values = Set(branches.compactMap { if case .constant(.bool(let b)) = $0.0 { b } else { nil } })
            for switchCase in statement.cases where switchCase.whereClause == nil {
                for case .expression(let e) in switchCase.patterns {
                    var literal = e
                    while case .paren(let inner) = literal.kind { literal = inner }
                    if case .bool(let b) = literal.kind { values.insert(b) }
                }
            }
            exhaustive = values.count == 2
        }
        if !exhaustive && [.int, .double, .string, .bool].contains(subject.type) {
            diagnostics.error(
                "switch must be exhaustive", at: statement.range, hint: "add a 'default:' case")
        }
        var chain = fallback ?? []
        for (condition, caseBody) in branches.reversed() {
            chain = [.branch(condition, caseBody, chain)]
        }
        return ([.setLocal(slot, subject.ir)], chain)
    }

    /// The condition of one `case` (its patterns joined with `||`, then `&&` its `where` clause), and whether it
    /// matches every value.
    private mutating func checkCase(_ switchCase: SwitchCase, subject: String, type: SceneType) -> (IR, Bool) {
        var condition: IR?
        var catchesAll = false
        for pattern in switchCase.patterns {
            let (ir, all) = checkPattern(pattern, subject: subject, type: type)
            if all { catchesAll = true }
            condition = condition.map { .or($0, ir) } ?? ir
        }
        if let clause = switchCase.whereClause {
            let test = coerce(check(clause, expected: .bool), to: .bool, at: clause.range, .condition)
            condition = condition.map { .and($0, test) } ?? test
            catchesAll = false
        }
        return (condition ?? .constant(.bool(false)), catchesAll)
    }

    /// One pattern against the local named `subject`: its test (binding what it binds), and whether it matches every
    /// value.
    mutating func checkPattern(_ pattern: Pattern, subject: String, type: SceneType) -> (IR, Bool) {
        switch pattern {
        case .wildcard:
            return (.constant(.bool(true)), true)
        case .binding(let name, let range):
            let local = lookupLocal(subject).map { IR.local($0.slot) } ?? .constant(.void)
            let slot = declareLocal(name, type: type, mutable: false, at: range)
            return (.bind(slot, local, optional: false), true)
        case .unsupported:
            return (.constant(.bool(false)), false)
        case .typeCast(let name, let syntax, let range):
            // `case let f as Fruit`, `case is Veg`: the cast of the subject (Checker+DynamicCast).
            let reference = Expr(.identifier(subject), range)
            guard let name else {
                let test = check(Expr(.cast(reference, syntax, .check), range), expected: .bool)
                return (coerce(test, to: .bool, at: range, .condition), false)
            }
            let cast = check(Expr(.cast(reference, syntax, .conditional), range), expected: nil)
            guard case .optional(let target) = cast.type else { return (.constant(.bool(false)), false) }
            let slot = declareLocal(name, type: target, mutable: false, at: range)
            return (.bind(slot, cast.ir, optional: true), false)
        case .tuple(let elements, let range):
            return checkTuplePattern(elements, subject: subject, type: type, range: range)
        case .enumCase(let name, let range, let elements):
            return (checkEnumCasePattern(name, elements, subject: subject, type: type, range: range), false)
        case .expression(let e):
            if case .implicitMember(let name) = e.kind, case .instance(let index, _) = type, structs[index].hasPayloads
            {
                return (checkEnumCasePattern(name, nil, subject: subject, type: type, range: e.range), false)
            }
            let ir = checkExpressionPattern(e, subject: subject, type: type)
            if case .constant(.bool(true)) = ir { return (ir, true) }
            return (ir, false)
        }
    }

    /// `~=`: a range pattern (`0..<10`, `1...5`) tests containment, anything else equality with the subject.
    mutating func checkExpressionPattern(_ e: Expr, subject: String, type: SceneType) -> IR {
        let reference = Expr(.identifier(subject), e.range)
        var pattern = e
        while case .paren(let inner) = pattern.kind { pattern = inner }
        if case .binary(let op, let lower, let upper, let operatorRange) = pattern.kind, op == "..<" || op == "..." {
            let low = Expr(.binary("<=", lower, reference, operatorRange: operatorRange), e.range)
            let high = Expr(.binary(op == "..<" ? "<" : "<=", reference, upper, operatorRange: operatorRange), e.range)
            let both = Expr(.binary("&&", low, high, operatorRange: operatorRange), e.range)
            return coerce(check(both, expected: .bool), to: .bool, at: e.range, .condition)
        }
        let equal = Expr(.binary("==", reference, pattern, operatorRange: e.range), e.range)
        return coerce(check(equal, expected: .bool), to: .bool, at: e.range, .condition)
    }

    // MARK: - If expressions

    /// `if c { a } else { b }` as a value (SE-0380): a chain of `?:`, each branch one expression.
    mutating func checkIfExpression(_ statement: IfStmt, expected: SceneType?, range: SourceRange) -> Typed {
        pushScope()
        let condition = checkConditions(statement.conditions)
        let then = branchValue(statement.then, expected: expected, at: statement.range)
        popScope()
        let type = expected ?? (then.type == .color || !isViewConvertible(then.type) ? then.type : .view)
        let otherwise: Typed
        switch statement.otherwise {
        case .block(let body): otherwise = branchValue(body, expected: type, at: statement.range)
        case .elseIf(let nested): otherwise = checkIfExpression(nested, expected: type, range: nested.range)
        case nil:
            diagnostics.error(
                "'if' must have an unconditional 'else' to be used as expression", at: range,
                hint: "add 'else { … }' with the value when the condition is false")
            return .error
        }
        if then.type == .error || otherwise.type == .error { return .error }
        let a = coerce(then, to: type, at: statement.range, .returnValue)
        let b = coerce(otherwise, to: type, at: statement.range, .returnValue)
        if case .constant(.bool(let value)) = condition { return Typed(ir: value ? a : b, type: type) }
        return Typed(ir: .conditional(condition, a, b), type: type)
    }

    private mutating func branchValue(_ body: [Stmt], expected: SceneType?, at range: SourceRange) -> Typed {
        guard let e = Checker.singleExpression(body) else {
            diagnostics.error(
                "an 'if' used as a value needs a single expression in each branch", at: body.first?.range ?? range,
                hint: "compute the value before the 'if'")
            return .error
        }
        return check(e, expected: expected)
    }

    /// The one expression a branch consists of: an expression statement, or an `if`/`switch` statement whose branches
    /// are single expressions themselves (SE-0380 lets them nest).
    static func singleExpression(_ body: [Stmt]) -> Expr? {
        guard body.count == 1 else { return nil }
        switch body[0].kind {
        case .expression(let e):
            // `throw error` is a statement, not the body's value (Checker+Throws).
            if case .call(let callee, _, _, _) = e.kind, callee.identifierName == Parser.throwFunction { return nil }
            return e
        case .if(let statement) where isExpressionLike(statement):
            return Expr(.ifExpression(statement), statement.range)
        case .switch(let statement)
        where statement.doBody == nil && statement.cases.allSatisfy({ singleExpression($0.body) != nil }):
            return Expr(.switchExpression(statement), statement.range)
        default: return nil
        }
    }

    private static func isExpressionLike(_ statement: IfStmt) -> Bool {
        guard singleExpression(statement.then) != nil, let otherwise = statement.otherwise else { return false }
        switch otherwise {
        case .block(let body): return singleExpression(body) != nil
        case .elseIf(let nested): return isExpressionLike(nested)
        }
    }

    // MARK: - Nil coalescing

    /// `optional ?? fallback`: the wrapped value when there is one (The Swift Programming Language, "Basic Operators":
    /// Nil-Coalescing Operator).
    mutating func checkNilCoalescing(_ l: Expr, _ r: Expr, expected: SceneType?, operatorRange: SourceRange) -> Typed {
        let left = check(l, expected: expected.map { .optional($0.unwrapped) })
        guard case .optional(let wrapped) = left.type else {
            if left.type != .error {
                diagnostics.warning(
                    "left side of nil coalescing operator '??' has non-optional type '\(left.type)', so the right side is never used",
                    at: operatorRange)
            }
            return left
        }
        let present: BuiltinImplementation = { v, _ in
            if case .absent = v[0] { return .bool(false) }
            return .bool(true)
        }
        // `a ?? b` with `b` optional too is optional (`a ?? b ?? "none"` groups to the right): Swift's second
        // overload, `??(T?, @autoclosure () -> T?) -> T?`.
        let checked = check(r, expected: expected.map { $0 == .optional(wrapped) ? $0 : wrapped } ?? wrapped)
        if checked.type == .optional(wrapped) {
            return Typed(ir: .conditional(.apply(present, [left.ir], l.range), left.ir, checked.ir), type: checked.type)
        }
        let right = coerce(checked, to: wrapped, at: r.range, .argument)
        return Typed(ir: .conditional(.apply(present, [left.ir], l.range), left.ir, right), type: wrapped)
    }
}
