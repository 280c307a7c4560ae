// Checker+Statements.swift: the top level, routine bodies, and the parts of statements every body shares (`if`,
// `let`/`var`, assignment, `return`); which statements a body allows is StatementChecker's.
// Rule: a `some View` body is a view builder (Checker+StatementChecker); other bodies are ordinary Swift: a single
// expression is returned implicitly, otherwise every path must `return`. At the top level the single view
// expression is the root.
// Status: complete for issue #2.

extension Checker {
    // MARK: - Top level (pass 2)

    mutating func checkTopLevel(_ statements: [Stmt], end: SourceRange) -> (Routine, CheckedHeader?, SourceRange) {
        var body: [Statement] = []
        var header: CheckedHeader?
        var headerRange: SourceRange?
        // Root candidates, in the order of preference (see `chooseRoot`).
        var preview: (views: [Statement], range: SourceRange)?
        var provider: (views: [Statement], range: SourceRange)?
        var lastView: (view: Statement, range: SourceRange)?
        for (index, statement) in statements.enumerated() {
            switch statement.kind {
            case .expression(let e) where Checker.isHeaderCall(e):
                if let first = headerRange {
                    diagnostics.error(
                        "duplicate scene header", at: e.range,
                        hint: "a scene has exactly one 'scene(…)' header; remove this one")
                    diagnostics.note("first header is here", at: first)
                    continue
                }
                headerRange = e.range
                let before = statements[..<index].filter { if case .import = $0.kind { false } else { true } }
                if !before.isEmpty {
                    diagnostics.error(
                        "the scene header must be the first statement", at: e.range,
                        hint: "move 'scene(…)' to the top of the file")
                }
                header = checkHeader(e)
            case .expression(let e) where Checker.preview(e) != nil:
                guard let (isProvider, closure) = Checker.preview(e) else { continue }
                var body = firstPreview(closure.body, of: isProvider ? "previews" : "#Preview")
                if isProvider { body = firstOfPreviewContainers(body) }
                if headerRange == nil { body = Checker.implicitStack(body) }
                var views = checkStatements(body, in: .viewBuilder(allowsReturn: isProvider))
                if Checker.hasExplicitReturn(body) {
                    // `#Preview { @Namespace var ns; return V(ns: ns) }`: the returned view, built in a block of its
                    // own so the `return` leaves only it.
                    views = [.emit(.builder(views))]
                }
                if isProvider {
                    if provider == nil { provider = (views, e.range) }
                } else if preview == nil {
                    preview = (views, e.range)
                }
            case .expression(let e) where Checker.isEventCall(e):
                if let event = checkEvent(e) { events.append(event) }
            case .variable(let declaration):
                guard let global = globalIndex[declaration.name],
                    globals[global].declaration.nameRange == declaration.nameRange, !globals[global].reached
                else { continue }
                let start = checkGlobal(global)
                body += earlyGlobalInits
                earlyGlobalInits = []
                if let start { body.append(start) }
            case .expression(let e):
                let typed = check(e, expected: nil)
                if isViewConvertible(typed.type) {
                    // Several top-level views: the last one is drawn, as README says (a playground shows each).
                    lastView = (.emit(coerce(typed, to: .view, at: e.range, .argument)), e.range)
                } else {
                    if typed.type != .error && typed.type != .void {
                        diagnostics.warning("expression of type '\(typed.type)' is unused", at: e.range)
                    }
                    body.append(.evaluate(typed.ir))
                }
            case .function, .structure, .import, .extension, .typeAlias, .error:
                break
            default:
                body += checkStatements([statement], in: .function)
            }
        }
        // Without a header the scene is one frame sized to its root (SceneProgram, issue #14).
        // The root view: the first `#Preview` body, else a PreviewProvider's `previews`, else the last top-level view
        // expression, else `ContentView()` when that View struct exists (issue #14).
        var root: SourceRange?
        if let preview {
            body += preview.views
            root = preview.range
        } else if let provider {
            body += provider.views
            root = provider.range
        } else if let lastView {
            body.append(lastView.view)
            root = lastView.range
        } else if let index = structIndex["ContentView"], structs[index].isView {
            let at = SourceRange(start: end.start, end: end.start)
            let call = Expr(.call(Expr(.identifier("ContentView"), at), [], trailingClosure: nil, closeParen: at), at)
            let stacked =
                headerRange == nil ? Checker.implicitStack([Stmt(kind: .expression(call), range: at)], at) : call
            body.append(.emit(coerce(check(stacked, expected: nil), to: .view, at: at, .argument)))
            root = at
        } else if let candidate = argumentFreeView() {
            // A component file (a View struct and nothing to preview it): its last View that needs no arguments,
            // as an Xcode canvas would need a preview for; said as a warning so the choice is never silent.
            let at = SourceRange(start: end.start, end: end.start)
            let call = Expr(.call(Expr(.identifier(candidate), at), [], trailingClosure: nil, closeParen: at), at)
            let stacked =
                headerRange == nil ? Checker.implicitStack([Stmt(kind: .expression(call), range: at)], at) : call
            body.append(.emit(coerce(check(stacked, expected: nil), to: .view, at: at, .argument)))
            diagnostics.warning(
                "no #Preview, PreviewProvider or ContentView: rendering '\(candidate)()'", at: at,
                hint: "add '#Preview { \(candidate)() }' to choose the view")
            root = at
        }
        if root == nil && !afterSyntaxErrors {
            // A file of components whose Views all need arguments: name the last one, so the fix is one line.
            let needsArguments = structs.last { $0.isView && $0.declaration.range != .none }
            diagnostics.error(
                "no view to render", at: end,
                hint: needsArguments.map {
                    "'\($0.name)' needs arguments: add '#Preview { \($0.name)(…) }' with the values to show"
                }
                    ?? "end the file with the view to draw (such as 'ZStack { … }'), a '#Preview { … }', or a 'struct ContentView: View'"
            )
        }
        let routine = Routine(name: "top level", slotCount: context.slotCount, body: body, producesViews: true)
        return (routine, header, root ?? end)
    }

    /// The last declared View struct that `Name()` constructs without errors, if any.
    mutating func argumentFreeView() -> String? {
        for info in structs.reversed() where info.isView && info.declaration.range != .none {
            let at = info.declaration.nameRange
            let call = Expr(.call(Expr(.identifier(info.name), at), [], trailingClosure: nil, closeParen: at), at)
            if checkOnTrial(call).reported == 0 { return info.name }
        }
        return nil
    }

    /// Checks a top-level variable's declaration and types it; the statement that gives it its first value.
    mutating func checkGlobal(_ global: Int) -> Statement? {
        let declaration = globals[global].declaration
        // A static or hoisted `@State` property's value sees its type's static members by bare name.
        let typeName = context.typeName
        context.typeName = declaration.staticOwner.flatMap { $0.isEmpty ? nil : $0 } ?? declaration.stateOwner
        globals[global].reached = true
        let (ir, type) = checkVariable(declaration)
        context.typeName = typeName
        globals[global].type = type
        if declaration.isLet { globals[global].constant = Checker.foldable(ir, type) }
        // A `var` of optional type without a value starts as nil (The Swift Programming Language, "The
        // Basics": Optionals — "If you define an optional variable without providing a default value, the
        // variable is automatically set to nil").
        let start = ir ?? (!declaration.isLet && type.isOptional ? .constant(.absent) : nil)
        if declaration.staticOwner != nil, !declaration.isState, let start {
            // A static is initialised on its first use, not where it is declared (Evaluator+LazyStatics).
            lazyStatics.append((global, start))
            return nil
        }
        return start.map { .setGlobal(global, instanceStateStart(global, $0, declaration.range)) }
    }

    /// `#Preview { … }` / `#Preview("name") { … }` (Apple: Preview(_:body:) — developer.apple.com/documentation/
    /// swiftui/preview(_:body:)), or the `previews` of a `PreviewProvider` struct, which the parser hands over as
    /// `#PreviewProvider { … }` (isProvider: its body is a getter, so `return` is allowed). Arguments are ignored.
    static func preview(_ e: Expr) -> (isProvider: Bool, closure: Closure)? {
        guard case .call(let callee, _, let closure?, _) = e.kind, let name = callee.identifierName else { return nil }
        switch name {
        case "#Preview": return (false, closure)
        case "#PreviewProvider": return (true, closure)
        default: return nil
        }
    }

    static func isHeaderCall(_ e: Expr) -> Bool {
        if case .call(let callee, _, _, _) = e.kind, callee.identifierName == "scene" { return true }
        return false
    }

    // MARK: - Routine bodies

    /// The body of a closure whose type returns `Void` — a Canvas renderer `(inout GraphicsContext, CGSize) -> Void`,
    /// a Path builder `(inout Path) -> ()`, a GraphicsContext layer's closure: ordinary statements, where a bare
    /// `return` (`guard … else { return }`) ends the closure early and a returned value is an error, as in Swift
    /// (The Swift Programming Language, "Closures": a closure's return type; "Functions Without Return Values").
    mutating func checkVoidClosureBody(_ statements: [Stmt]) -> [Statement] {
        let saved = context.returnType
        context.returnType = .void
        defer { context.returnType = saved }
        return checkStatements(statements, in: .function)
    }

    /// A function's or getter's body: a view builder for `some View`, else ordinary statements that must return.
    mutating func checkRoutineBody(_ statements: [Stmt], end: SourceRange) -> ([Statement], producesViews: Bool) {
        let result = context.returnType ?? .void
        if result == .view || result.isShape {
            return (checkStatements(statements, in: .viewBuilder(allowsReturn: true)), true)
        }
        if result != .void, let e = Checker.singleExpression(statements) {
            return ([.return(coerce(check(e, expected: result), to: result, at: e.range, .returnValue))], false)
        }
        // A function, method or initialiser that returns nothing is side-effect code: what it cannot evaluate is
        // skipped, in an initialiser only where no stored property is left unset (Checker+LenientActions.swift).
        let sideEffects = result == .void && (context.kind == .method || context.kind == .function)
        // An async function's top-level sleeps defer the statements after them (Checker+AwaitedSleeps).
        let statements = sideEffects && !inInitializer ? deferringSuspensions(statements) ?? statements : statements
        let body =
            sideEffects
            ? checkLenientStatements(statements, in: .function, initializer: inInitializer)
            : checkStatements(statements, in: .function)
        if result != .void && result != .error && !alwaysReturns(statements) {
            diagnostics.error(
                "missing return in \(context.missingReturnDescription) expected to return '\(result)'", at: end,
                hint: "end every path with 'return …'")
        }
        return (body, false)
    }

    /// Whether every path through `statements` ends in `return`. A switch without `default` counts when its
    /// `.case` patterns name every case of one of the file's enums (Swift accepts only exhaustive switches, so pasted
    /// code that compiled lists them all).
    func alwaysReturns(_ statements: [Stmt]) -> Bool {
        guard let last = statements.last else { return false }
        switch last.kind {
        case .return: return true
        case .expression: return Checker.exits([last])  // `throw error` (Checker+Throws)
        case .if(let statement): return alwaysReturns(statement)
        case .switch(let statement):
            // A `do`/`catch` (Parser+DoStatement) returns when its body and every clause do.
            if let body = statement.doBody, !alwaysReturns(body) { return false }
            return (statement.cases.contains(where: \.isDefault) || coversAnEnum(statement))
                && statement.cases.allSatisfy { alwaysReturns($0.body) }
        default: return false
        }
    }

    private func alwaysReturns(_ statement: IfStmt) -> Bool {
        guard alwaysReturns(statement.then), let otherwise = statement.otherwise else { return false }
        switch otherwise {
        case .block(let body): return alwaysReturns(body)
        case .elseIf(let nested): return alwaysReturns(nested)
        }
    }

    /// Whether the switch's `.name` patterns are exactly the cases of an enum declared in the file.
    private func coversAnEnum(_ statement: SwitchStmt) -> Bool {
        var names = Set<String>()
        for c in statement.cases {
            // A case with a `where` clause covers nothing for certain; the others must cover the enum.
            if c.whereClause != nil { continue }
            for pattern in c.patterns {
                switch pattern {
                case .expression(let e):
                    guard case .implicitMember(let name) = e.kind else { return false }
                    names.insert(name)
                case .enumCase(let name, _, let elements):
                    // A case pattern covers its case when every associated value's pattern catches all.
                    let catchesAll = (elements ?? []).allSatisfy {
                        if case .expression = $0 { false } else { true }
                    }
                    guard catchesAll else { return false }
                    names.insert(name)
                default:
                    return false
                }
            }
        }
        return structs.contains { info in
            guard let cases = info.declaration.cases, !cases.isEmpty else { return false }
            return Set(cases.map(\.name)) == names
        }
    }

    mutating func checkReturn(_ value: Expr?, at range: SourceRange) -> Statement? {
        guard let expected = context.returnType else {
            diagnostics.error("return invalid outside of a func", at: range)
            return nil
        }
        switch (expected, value) {
        case (.void, nil):
            // A bare `return` in an `init` ends it with the instance built so far (its coverage is checked by
            // Checker+InitializerCoverage).
            return .return(inInitializer && context.owner != nil ? .selfInstance : nil)
        case (.void, let value?):
            diagnostics.error(
                "unexpected non-void return value in void function", at: value.range,
                hint: "remove the value, or declare a return type")
            return nil
        case (_, nil):
            diagnostics.error("non-void function should return a value", at: range)
            return nil
        case (_, let value?):
            return .return(coerce(check(value, expected: expected), to: expected, at: value.range, .returnValue))
        }
    }

    /// `if` with conditions; `block` checks each branch the way the enclosing body needs.
    mutating func checkIf(_ statement: IfStmt, _ block: (inout Checker, [Stmt]) -> [Statement]) -> Statement {
        // Optional bindings of the conditions are in scope in the `then` branch only.
        pushScope()
        let condition: IR? = checkConditions(statement.conditions)
        let then = block(&self, statement.then)
        popScope()
        var otherwise: [Statement] = []
        switch statement.otherwise {
        case .block(let body): otherwise = block(&self, body)
        case .elseIf(let nested): otherwise = [checkIf(nested, block)]
        case nil: break
        }
        return .branch(condition ?? .constant(.bool(false)), then, otherwise)
    }

    // MARK: - Variables

    /// A `let`/`var` with its initial value: the IR to run (nil when there is nothing to run) and the type.
    mutating func checkVariable(_ declaration: VariableDecl) -> (IR?, SceneType) {
        if declaration.getter != nil {
            diagnostics.error("computed variables are only supported as struct properties", at: declaration.nameRange)
            return (nil, .error)
        }
        let annotated = declaration.type.map { resolveType($0) }
        guard let value = declaration.initializer else {
            // `@State private var count: Int` gets its first value from an `init` (`_count = State(initialValue:)`).
            if declaration.isState, let annotated { return (nil, annotated) }
            diagnostics.error(
                "'\(declaration.name)' must be given a value where it is declared", at: declaration.nameRange,
                hint:
                    "write '\(declaration.isLet ? "let" : "var") \(declaration.name)\(annotated.map { ": \($0)" } ?? "") = …'"
            )
            return (nil, annotated ?? .error)
        }
        let typed = check(value, expected: annotated)
        if let annotated { return (coerce(typed, to: annotated, at: value.range, .initializer), annotated) }
        if typed.type == .void && declaration.name != "_" {
            // `let _ = Self._printChanges()` discards on purpose; swiftc warns only for a named constant.
            diagnostics.warning(
                "constant '\(declaration.name)' inferred to have type '()', which may be unexpected",
                at: declaration.nameRange)
        }
        return (typed.ir, typed.type)
    }

    mutating func checkLocalVariable(_ declaration: VariableDecl) -> [Statement] {
        if declaration.getter != nil { return checkLocalComputedVariable(declaration) }
        if declaration.isBindable, let bound = checkBindableLocal(declaration) { return bound }
        if declaration.initializer == nil, declaration.getter == nil, let written = declaration.type {
            // `let r: Double` given its value later, on every path (`switch` cases, `if`/`else`): Swift's definite
            // initialisation ("Declarations": a constant declared without a value is assigned once before use). A
            // read before any write is a located error (Checker.checkIdentifier); an optional `var` starts nil. A
            // local `@State var x: T` is the same: its first assignment initialises the wrapper (SE-0258, "Local
            // property wrappers"); a read before it trapped (fuzz-pasted seed 4849 case 162).
            let type = resolveType(written)
            let slot = declareLocal(declaration.name, type: type, mutable: true, at: declaration.nameRange)
            if written.isImplicitlyUnwrapped { markImplicitlyUnwrapped(declaration.name) }
            markLocalizedKey(declaration.name, written)
            if type.isOptional && !declaration.isLet { return [.setLocal(slot, .constant(.absent))] }
            context.unassigned[slot] = declaration.isLet ? "constant" : "variable"
            return []
        }
        let (ir, type) = checkVariable(declaration)
        // A `let` holding a class instance (`let f = DateFormatter()`) still has settable properties (The Swift
        // Programming Language, "Classes Are Reference Types"); the local is its only holder, so a value serves.
        let slot = declareLocal(
            declaration.name, type: type, mutable: !declaration.isLet || holdsObject(type), at: declaration.nameRange,
            constant: declaration.isLet ? Checker.foldable(ir, type) : nil)
        if declaration.type?.isImplicitlyUnwrapped == true { markImplicitlyUnwrapped(declaration.name) }
        markLocalizedKey(declaration.name, declaration.type)
        return ir.map { [.setLocal(slot, $0)] } ?? []
    }

    /// The value a `let` initialised with `ir` always has, if known now and not a view (views keep their own
    /// evaluation, which gives them their identity).
    static func foldable(_ ir: IR?, _ type: SceneType) -> Value? {
        guard case .constant(let value)? = ir, !value.isVoid else { return nil }
        switch type {
        case .view, .shape, .instance, .error, .void: return nil
        default: return value
        }
    }

    /// `x = v`, `x += v`: only a `var` local or top-level variable may be assigned.
    mutating func checkAssignment(
        _ written: Expr, _ op: String, _ value: Expr, _ operatorRange: SourceRange
    ) -> Statement? {
        if case .binary("??", let entry, _, _) = written.kind, case .subscript = entry.kind {
            // `counts[word, default: 0] += 1` (parsed as `counts[word] ?? 0`): the entry read with its default, then
            // stored (The Swift Standard Library: Dictionary.subscript(_:default:), a mutable accessor).
            let stored =
                op == "="
                ? value
                : Expr(
                    .binary(String(op.dropLast()), written, value, operatorRange: operatorRange),
                    written.range.union(value.range))
            return checkAssignment(entry, "=", stored, operatorRange)
        }
        if op == "=", case .identifier(let name) = written.kind, let local = lookupLocal(name) {
            // The first assignment of a local declared without a value (checked in source order, so a write on any
            // path before a read counts: lenient where Swift's definite initialisation is exact).
            context.unassigned[local.slot] = nil
        }
        let written = staticThroughTypeName(Checker.strippingWeakSelf(written))
        var target = inInitializer ? written : stateThroughSelf(written)
        if case .member(let base, let name, let nameRange, let dot) = target.kind, name != "wrappedValue",
            let inner = throughWrappedValue(base)
        {
            // `tool.wrappedValue.position = p`, `$tool.wrappedValue.position = p`: the binding's value's member, which
            // `tool.position = p` writes (Apple: Binding.wrappedValue, Binding.subscript(dynamicMember:)).
            target = Expr(.member(inner, name, nameRange: nameRange, dot: dot), target.range)
        }
        if op == "=", let assignment = checkTransactionKeyAssignment(target, value) { return assignment }
        if op == "=", let assignment = checkInitializerAssignment(target, value) { return assignment }
        if let assignment = checkUserCompoundAssignment(target, op, value, range: target.range.union(value.range)) {
            return assignment
        }
        if let assignment = checkBindingAssignment(target, op, value, operatorRange) { return assignment }
        if let assignment = checkWrappedValueAssignment(target, op, value, operatorRange) { return assignment }
        if let assignment = checkGraphicsContextAssignment(target, op, value) { return assignment }
        if op == "=", let assignment = checkStoredTimer(target, value) { return assignment }
        if isComponentTarget(target) {
            return checkComponentAssignment(target, op, value, operatorRange) { checker, root, newValue in
                checker.assignVariable(root, component: true) { checker, type in
                    checker.coerce(newValue, to: type, at: value.range, .initializer)
                }
            }
        }
        let newValue: Expr =
            op == "="
            ? value
            : Expr(
                .binary(String(op.dropLast()), target, value, operatorRange: operatorRange),
                target.range.union(value.range))
        return assignVariable(target) { checker, type in
            checker.coerce(checker.check(newValue, expected: type), to: type, at: value.range, .initializer)
        }
    }

    /// Whether a value of `type` is an instance of a class (a `let` holding one keeps its properties settable).
    func holdsObject(_ type: SceneType?) -> Bool {
        guard case .instance(let index, _)? = type else { return false }
        return structs[index].declaration.isClass
    }

    /// `Counter.count = 3`, `Store.shared.items[0] = x`: a static property written through its type's name is the
    /// hoisted global `Counter.count` (Parser hoistStatics), as `Self.count` and a read of `Counter.count` are (TSPL
    /// "Properties": Type Properties — "Type properties are queried and set with dot syntax … on the type").
    func staticThroughTypeName(_ target: Expr) -> Expr {
        switch target.kind {
        case .member(let base, let name, let nameRange, let dot):
            if case .identifier(let typeName) = base.kind, structIndex[typeName] != nil,
                !context.scopes.contains(where: { $0[typeName] != nil }), globalIndex["\(typeName).\(name)"] != nil
            {
                return Expr(.identifier("\(typeName).\(name)"), target.range)
            }
            return Expr(.member(staticThroughTypeName(base), name, nameRange: nameRange, dot: dot), target.range)
        case .subscript(let base, let arguments):
            return Expr(.subscript(staticThroughTypeName(base), arguments), target.range)
        default:
            return target
        }
    }

    /// Assigns the variable `target` names (a `var` local, a top-level variable, a `@State` where it may change) the
    /// value `make` gives for its type.
    mutating func assignVariable(
        _ target: Expr, component: Bool = false, _ make: (inout Checker, SceneType) -> IR
    ) -> Statement? {
        if case .self = target.kind, context.mutatesSelf, let owner = context.owner {
            // `self = .back` in a mutating method (The Swift Programming Language, "Methods": Assigning to self Within
            // a Mutating Method).
            return .replaceSelf(make(&self, .instance(owner, name: structs[owner].name)))
        }
        if context.mutatesSelf, case .member(let base, let n, _, _) = target.kind, case .self = base.kind,
            let owner = context.owner, let property = structs[owner].storedIndex[n]
        {
            // `self.count = 0` in a mutating method or a class's method.
            return .setSelf(property, make(&self, storedType(owner, property)))
        }
        guard let written = target.identifierName else {
            if case .member = target.kind {
                diagnostics.error(
                    "cannot assign to property: 'self' is immutable", at: target.range,
                    hint: "scene structs are values; compute a new one instead")
            } else {
                diagnostics.error("cannot assign to this expression", at: target.range)
            }
            return nil
        }
        let throughSelf = written.hasPrefix(Checker.selfStatePrefix)
        let name = throughSelf ? String(written.dropFirst(Checker.selfStatePrefix.count)) : written
        if !throughSelf, let local = lookupLocal(name) {
            if !local.isMutable, let bound = lookupLocal("$" + name), case .binding(let value) = bound.type {
                // `ForEach($todos) { $todo in … todo.done = true }`: `todo` is the binding's wrapped value, so writing
                // it writes through the binding (SE-0293, property wrappers on closure parameters).
                return .setBinding(.local(bound.slot), make(&self, value))
            }
            guard local.isMutable else {
                diagnostics.error(
                    "cannot assign to value: '\(name)' is a 'let' constant", at: target.range,
                    hint: "change 'let' to 'var' to make it mutable")
                return nil
            }
            return .setLocal(local.slot, make(&self, local.type))
        }
        if !throughSelf, lookupLocal(name) == nil, let owner = context.owner,
            let property = structs[owner].storedIndex[name],
            case .binding(let value) = storedType(owner, property)
        {
            // `model.count += 1` through an `@ObservedObject var model` (a binding to the state holding it).
            return .setBinding(.selfProperty(property), make(&self, value))
        }
        if !throughSelf, context.mutatesSelf, let owner = context.owner, let property = structs[owner].storedIndex[name]
        {
            // `count += 1` in a mutating method or a class's method: the instance's property changes.
            return .setSelf(property, make(&self, storedType(owner, property)))
        }
        if !throughSelf, let owner = context.owner,
            structs[owner].storedIndex[name] != nil || structs[owner].computed[name] != nil
        {
            diagnostics.error(
                "cannot assign to property: 'self' is immutable", at: target.range,
                hint: "scene structs are values; compute a new one instead")
            return nil
        }
        if let index = stateGlobal(name) ?? globalIndex[name] {
            // A View's method may change its state too: actions call them (`Button("+", action: increment)`); a
            // frame's evaluation never keeps such writes (Evaluator: `@State` is preset).
            let inFunction = context.kind == .method
            if globals[index].declaration.isState && !inEvent && !inFunction && context.kind == .getter
                && context.owner != nil
            {
                // A write in a view's body: SwiftUI drops it and warns at run time; so does anim (BodyUpdates),
                // once, here.
                diagnostics.warning(
                    "modifying state during view update: SwiftUI ignores this write, and '\(name)' keeps its value",
                    at: target.range,
                    hint: "change state in an action ('.onAppear { … }', '.onChange(of:) { … }') or a computed value")
            } else if globals[index].declaration.isState && !inEvent && !inFunction {
                diagnostics.error(
                    "'@State' variable '\(name)' can only change in an event", at: target.range,
                    hint: "write 'at(1.0) { \(name) = … }' at the top level")
                return nil
            }
            if inEvent && !globals[index].declaration.isState {
                diagnostics.error(
                    "an event can only change '@State' variables, and '\(name)' is not one", at: target.range,
                    hint: "declare it '@State var \(name) = …'")
                return nil
            }
            // `Store.shared.items[0] = 5` for `static let shared = Store()` of a class: the constant holds a
            // reference, whose properties stay settable (TSPL "Classes Are Reference Types"); one holder, so a value
            // serves, as for a local `let` (checkLocalVariable).
            guard !globals[index].declaration.isLet || component && holdsObject(globals[index].type) else {
                diagnostics.error(
                    "cannot assign to value: '\(name)' is a 'let' constant", at: target.range,
                    hint: "change 'let' to 'var' to make it mutable")
                return nil
            }
            let type = globals[index].type ?? .error
            return .setGlobal(index, make(&self, type))
        }
        _ = check(target, expected: nil)
        return nil
    }
}
