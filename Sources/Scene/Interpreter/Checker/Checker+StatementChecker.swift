// Checker+StatementChecker.swift: the one statement checker, for every kind of body: view builders, function bodies
// and event bodies (`at(t) { … }`, `withAnimation { … }`, their `if` branches).
// Rule: a view builder emits each view expression; `let` and `if` are allowed, `for` and assignments are not, and
// `return` only in a `some View` function's body (Apple, "ViewBuilder"; swiftc's "closure containing control flow
// statement cannot be used with result builder 'ViewBuilder'"). A function body is ordinary Swift. An event body
// holds state changes: assignments, `toggle()`, `withAnimation`, `let` and `if` (Apple, "withAnimation(_:_:)").
// Each body opens a scope of its own. Status: complete.

/// Which statements a body allows, and what its expressions mean.
enum StatementContext {
    /// Views, emitted in order; `allowsReturn` in a `some View` function's body, not in a closure.
    case viewBuilder(allowsReturn: Bool)
    /// Ordinary statements: expressions are evaluated, `for` loops, `return` with the routine's type.
    case function
    /// State changes of an event.
    case event
}

extension Checker {
    /// Checks `statements` as a body of `kind`, in a scope of their own.
    mutating func checkStatements(
        _ statements: [Stmt], in kind: StatementContext, opensScope: Bool = true
    ) -> [Statement] {
        if case .viewBuilder = kind, Checker.hasExplicitReturn(statements) {
            // A body with an explicit `return` is not a view builder (SE-0289: the result builder transform is not
            // applied to it): plain statements — `for` loops, `let` given a value later — then `return` the view.
            let saved = context.returnType
            context.returnType = .view
            defer { context.returnType = saved }
            return checkStatements(statements, in: .function, opensScope: opensScope)
        }
        if opensScope { pushScope() }
        defer { if opensScope { popScope() } }
        var body: [Statement] = []
        for statement in statements {
            if !Checker.isViewBuilder(kind), let steps = hoistingRemovedElements(statement) {
                // `data.insert(data.remove(at: i), at: j)`: the removal first (Checker+RemovedElementValue).
                body += checkStatements(steps, in: kind, opensScope: false)
                continue
            }
            switch statement.kind {
            case .expression(let e):
                if case .call(let callee, let popArguments, nil, _) = e.kind, popArguments.isEmpty,
                    case .member(let base, "popLast", _, _) = callee.kind, base.identifierName != nil,
                    !Checker.isViewBuilder(kind),
                    case .array = checkOnTrial(base).typed.type
                {
                    // `items.popLast()` with its result unused (Checker+ArrayMutation.popLastStatement).
                    body += checkStatements([Checker.popLastStatement(base, e.range)], in: kind, opensScope: false)
                    continue
                }
                if let loop = Checker.forEachLoop(e), !Checker.isViewBuilder(kind) {
                    // `items.forEach { x in … }` runs as `for x in items { … }` (The Swift Standard Library,
                    // Sequence.forEach(_:)).
                    body += checkStatements([Stmt(kind: loop, range: statement.range)], in: kind, opensScope: false)
                    continue
                }
                body += checkExpressionStatement(e, in: kind)
            case .variable(let declaration):
                // In this body's scope, so the statements after it see the constant.
                if !Checker.isViewBuilder(kind), let split = removedElementDeclaration(declaration, in: kind) {
                    body += split
                    continue
                }
                body += checkLocalVariable(declaration)
            case .if(let statement):
                // Branches are bodies of the same kind: an event's may hold `withAnimation` and `toggle()`.
                body.append(checkIf(statement) { checker, block in checker.checkStatements(block, in: kind) })
            case .assignment(let target, "=", let value, _) where Checker.tupleTargets(target) != nil:
                // `(a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)`: the value first, then each element
                // to its target, so `(a, b) = (b, a)` swaps (The Swift Programming Language, "Expressions":
                // Assignment Operator, a tuple of names on the left).
                let targets = Checker.tupleTargets(target) ?? []
                let temporary = "·tuple\(statement.range.start.offset)"
                var steps = [
                    Stmt(
                        kind: .variable(
                            VariableDecl(
                                isLet: true, name: temporary, nameRange: value.range, type: nil, initializer: value,
                                getter: nil, getterEnd: nil, range: value.range)), range: value.range)
                ]
                for (index, element) in targets.enumerated() {
                    if case .identifier("_") = element.kind { continue }
                    let source = Expr(
                        .member(
                            Expr(.identifier(temporary), value.range), "\(index)", nameRange: value.range,
                            dot: value.range.start), value.range)
                    steps.append(
                        Stmt(
                            kind: .assignment(target: element, op: "=", value: source, operatorRange: element.range),
                            range: element.range))
                }
                body += checkStatements(steps, in: kind, opensScope: false)
            case .assignment(let target, "=", let value, _)
            where !Checker.isViewBuilder(kind)
                && checkTimerSinkIfAny(
                    target: target.identifierName == "_" ? nil : target, value, statement.range,
                    into: &body):
                // `cancellable = timer.autoconnect().sink { _ in … }` (Checker+TimerSink).
                break
            case .assignment(let target, let op, let value, let operatorRange)
            where !Checker.isViewBuilder(kind) && Checker.forceUnwrappedTarget(target) != nil:
                // `name! += "x"` (Checker+ForceUnwrappedAssignment).
                let steps = Checker.assigningThroughForceUnwrap(target, op, value, operatorRange, statement.range)
                body += checkStatements(steps, in: kind, opensScope: false)
            case .assignment(let target, "=", let value, _)
            where target.identifierName == "_" && !Checker.isViewBuilder(kind):
                body += checkDiscardedValue(value, in: kind)
            case .assignment(let target, let op, let value, let operatorRange)
            where checkAttributedRangeAssignmentIfAny(target, op, value, operatorRange, kind, into: &body):
                // `s[range].foregroundColor = .red` (Checker+AttributedString).
                break
            case .assignment(let target, let op, let value, let operatorRange)
            where checkObservedAssignmentIfAny(target, op, value, operatorRange, kind, into: &body):
                break
            case .assignment(let target, let op, let value, let operatorRange):
                if case .viewBuilder = kind {
                    diagnostics.error(
                        "type '()' cannot conform to 'View'", at: target.range.union(statement.range),
                        hint: "a view builder cannot assign; declare a new 'let' instead")
                } else if let call = userSubscriptAssignment(target, op, value, operatorRange: operatorRange) {
                    // `grid[r, c] = v`: the subscript's setter (Checker+Subscript).
                    body += checkExpressionStatement(call, in: kind)
                } else if let call = computedPropertyAssignment(target, op, value, operatorRange: operatorRange) {
                    // `x.value = 5` of a wrapped property: its setter (Checker+PropertySetter).
                    body += checkExpressionStatement(call, in: kind)
                } else if let assignment = checkAssignment(target, op, value, operatorRange) {
                    // `cancellable = timer.connect()` starts the timer, then keeps its connection.
                    if let connect = checkTimerConnect(value) { body.append(connect) }
                    body.append(assignment)
                }
            case .return(let value):
                switch kind {
                case .viewBuilder(let allowsReturn):
                    guard allowsReturn else {
                        diagnostics.error("'return' cannot be used in a view builder closure", at: statement.range)
                        continue
                    }
                    guard let value else {
                        diagnostics.error("non-void function should return a value", at: statement.range)
                        continue
                    }
                    body.append(.return(coerce(check(value, expected: nil), to: .view, at: value.range, .returnValue)))
                case .function:
                    if let returned = checkReturn(value, at: statement.range) { body.append(returned) }
                case .event:
                    // `return` leaves an action early (`guard … else { return }`).
                    if value == nil { body.append(.return(nil)) } else { reportNotAStateChange(statement.range) }
                }
            case .for(let name, let nameRange, let sequence, let loopBody):
                switch kind {
                case .viewBuilder:
                    diagnostics.error(
                        "closure containing control flow statement cannot be used with result builder 'ViewBuilder'",
                        at: statement.range, hint: "use 'ForEach(…) { … }' to repeat views")
                case .function, .event:
                    let data = stringCharacters(
                        dictionaryPairs(check(sequence, expected: nil), sequence.range), sequence.range)
                    let element = elementType(of: data.type, at: sequence.range, forEach: false)
                    pushScope()
                    let slot = declareLocal(name, type: element, mutable: false, at: nameRange)
                    loopDepth += 1
                    let inner = checkStatements(loopBody, in: kind)
                    loopDepth -= 1
                    popScope()
                    body.append(.loop(slot: slot, data.ir, inner, statement.range))
                }
            case .while(let conditions, let loopBody, let checksFirst):
                if case .viewBuilder = kind {
                    diagnostics.error(
                        "closure containing control flow statement cannot be used with result builder 'ViewBuilder'",
                        at: statement.range, hint: "use 'ForEach(…) { … }' to repeat views")
                } else {
                    body.append(
                        checkWhile(
                            conditions, loopBody, checksFirst: checksFirst, range: statement.range, in: kind))
                }
            case .guard(let conditions, let otherwise):
                if case .viewBuilder = kind {
                    diagnostics.error(
                        "closure containing control flow statement cannot be used with result builder 'ViewBuilder'",
                        at: statement.range, hint: "use 'if … { } else { }' to choose views")
                } else {
                    body.append(
                        checkGuard(conditions, otherwise, range: statement.range) { checker, block in
                            checker.checkStatements(block, in: kind)
                        })
                }
            case .switch(let statement) where statement.doBody != nil:
                // `do { … } catch … { … }` (Checker+Throws).
                body += checkDoCatch(statement, body: statement.doBody ?? []) { checker, block in
                    checker.checkStatements(block, in: kind)
                }
            case .switch(let statement):
                // Cases are bodies of the same kind: a view builder's emit the matching case's views.
                body.append(checkSwitch(statement) { checker, block in checker.checkStatements(block, in: kind) })
            case .break:
                if let jump = checkJump(isBreak: true, at: statement.range) { body.append(jump) }
            case .continue:
                if let jump = checkJump(isBreak: false, at: statement.range) { body.append(jump) }
            case .function(let function) where !Checker.isViewBuilder(kind):
                if let local = checkNestedFunction(function) { body.append(local) }
            case .function, .structure, .import, .extension:
                if case .event = kind {
                    reportNotAStateChange(statement.range)
                } else {
                    diagnostics.error(
                        "declarations of functions and structs belong at the top level of a scene", at: statement.range)
                }
            case .typeAlias(let alias):
                // A local alias names its type from here on (top-level and member aliases are declared in pass 1).
                typeAliases[alias.name] = alias
            case .error:
                break
            }
        }
        return body
    }

    /// An expression used as a statement: a view to emit, a value to evaluate, or a state change.
    mutating func checkExpressionStatement(_ e: Expr, in kind: StatementContext) -> [Statement] {
        switch kind {
        case .viewBuilder(let allowsReturn):
            let element = context.returnType?.isShape == true && allowsReturn ? SceneType.shape("some Shape") : .view
            // `var frame: RoundedRectangle { .init(cornerRadius: 12) }`: an implicit member takes the shape type.
            let typed = check(e, expected: element.isShape && e.isImplicitMemberChain ? element : nil)
            if element.isShape && !typed.type.isShapeOrPath && !isCustomShape(typed.type) && typed.type != .error {
                diagnostics.error(
                    "return type 'some Shape' needs a shape, not a value of type '\(typed.type)'", at: e.range)
            } else if isViewConvertible(typed.type) {
                return [.emit(coerce(typed, to: .view, at: e.range, .argument))]
            } else {
                diagnostics.error(
                    "type '\(typed.type)' does not conform to protocol 'View'", at: e.range,
                    hint: "a view builder lists views; compute values with 'let'")
            }
            return []
        case .function:
            // A function or method an action calls (`.onAppear { animate() }`) may hold what the action could: a
            // transaction and scheduled work (Checker+Events, Checker+Lifecycle); work a model's method schedules
            // changes the model where it lives when it runs (Evaluator.selfState, TimelineRunner).
            if let transaction = checkWithAnimation(e) { return [transaction] }
            if let transaction = checkWithTransaction(e, in: kind) { return [transaction] }
            if let scheduled = checkScheduling(e) { return [scheduled] }
            if let toggle = checkToggle(e) { return [toggle] }
            if let mutation = checkMutatingCall(e) { return [mutation] }
            if let mutation = checkArrayMutation(e) { return [mutation] }
            if let cancel = checkTimerCancel(e) { return cancel }
            if let connect = checkTimerConnect(e) { return [connect] }
            if let sink = checkTimerSink(target: nil, e, range: e.range) { return sink }
            return [.evaluate(check(e, expected: nil).ir)]
        case .event:
            if let transaction = checkWithAnimation(e) { return [transaction] }
            if let transaction = checkWithTransaction(e, in: kind) { return [transaction] }
            if let scheduled = checkScheduling(e) { return [scheduled] }
            if let toggle = checkToggle(e) { return [toggle] }
            if let mutation = checkArrayMutation(e) { return [mutation] }
            if let cancel = checkTimerCancel(e) { return cancel }
            if let connect = checkTimerConnect(e) { return [connect] }
            if let sink = checkTimerSink(target: nil, e, range: e.range) { return sink }
            let typed = check(e, expected: nil)
            // A call of a function or method that returns nothing may change state (Checker.checkAssignment).
            // A call that does nothing in a recording (`dismiss()`, Checker+Environment) changes nothing, silently.
            if typed.type == .void, case .constant = typed.ir { return [] }
            // So may a closure value's call (`action()`, `onDone?()`, Checker+Closures).
            if typed.type == .void { return [.evaluate(typed.ir)] }
            if case .function = typed.type.unwrapped {
                // `.onTapGesture { onTap }`: a closure named, not called — Swift compiles it with an unused-value
                // warning, and nothing runs.
                diagnostics.warning(
                    "expression of type '\(typed.type)' is unused; the closure is not called", at: e.range,
                    hint: "call it: '\(e.identifierName ?? "action")()'")
                return []
            }
            if typed.type != .error {
                diagnostics.error(
                    "an event changes '@State' variables; this expression changes nothing", at: e.range,
                    hint: "write 'x = …', 'x.toggle()' or 'withAnimation { … }'")
            }
            return []
        }
    }

    /// A statement an event cannot hold.
    private mutating func reportNotAStateChange(_ range: SourceRange) {
        diagnostics.error(
            "an event holds state changes", at: range, hint: "write 'x = …', 'x.toggle()' or 'withAnimation { … }'")
    }

    /// `sequence.forEach { x in body }` as the `for` statement it means; nil for any other expression. A closure of
    /// several parameters over a sequence of tuples (`xs.enumerated().forEach { offset, item in … }`) takes the
    /// element apart, as `for (offset, item) in …` does (The Swift Programming Language, "Closures": a closure's
    /// parameters destructure a tuple argument, SE-0110's tuple-splat exception).
    static func forEachLoop(_ e: Expr) -> Stmt.Kind? {
        guard case .call(let callee, let arguments, let trailing, _) = e.kind, arguments.isEmpty,
            let closure = trailing,
            case .member(let sequence, "forEach", _, _) = callee.kind
        else { return nil }
        guard closure.parameters.count > 1 else {
            let name = closure.parameters.first?.name ?? "$0"
            let nameRange = closure.parameters.first?.range ?? closure.range
            return .for(name: name, nameRange: nameRange, sequence: sequence, body: closure.body)
        }
        let name = "tuple#\(closure.range.start.offset)"  // not a name a scene can write
        let bindings = Stmt.tupleBindings(of: name, closure.parameters.map { ($0.name, $0.range) })
        return .for(name: name, nameRange: closure.range, sequence: sequence, body: bindings + closure.body)
    }

    static func isViewBuilder(_ kind: StatementContext) -> Bool {
        if case .viewBuilder = kind { return true }
        return false
    }
}

extension Checker {
    /// The targets of `(a, b) = …`: the elements of a tuple written on the left, nil for any other target.
    static func tupleTargets(_ target: Expr) -> [Expr]? {
        guard case .tuple(let elements) = target.kind, elements.count > 1, elements.allSatisfy({ $0.label == nil })
        else { return nil }
        return elements.map(\.value)
    }
}

extension Checker {
    /// Whether `statements` hold a `return` with a value, in any branch or loop body (closures are expressions, so
    /// theirs do not count).
    static func hasExplicitReturn(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .return(let value): value != nil
            case .if(let s): hasExplicitReturn(s)
            case .switch(let s): s.cases.contains { hasExplicitReturn($0.body) }
            case .guard(_, let otherwise): hasExplicitReturn(otherwise)
            case .for(_, _, _, let body), .while(_, let body, _): hasExplicitReturn(body)
            default: false
            }
        }
    }

    private static func hasExplicitReturn(_ s: IfStmt) -> Bool {
        if hasExplicitReturn(s.then) { return true }
        switch s.otherwise {
        case .block(let body): return hasExplicitReturn(body)
        case .elseIf(let nested): return hasExplicitReturn(nested)
        case nil: return false
        }
    }
}
