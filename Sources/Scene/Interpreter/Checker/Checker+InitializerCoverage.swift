// Checker+InitializerCoverage.swift: an `init` must assign every stored property that has no default value on
// every path that returns; one that can return with such a property unassigned is a located error naming it, at the
// `return` or at the init's closing brace (before, the instance was built with a hole and the first read of the
// property trapped). Paths are followed as swiftc's definite-initialisation pass does for these statements: both
// branches of an `if`, every case of a `switch`, a `guard`'s fall-through; a loop's body may run zero times, a
// `repeat` body runs once; a `self.init(…)` call assigns everything.
// Rule: The Swift Programming Language, "Initialization" ("Classes and structures must set all of their stored
// properties to an appropriate initial value by the time an instance … is created"); swiftc's diagnostic "return
// from initializer without initializing all stored properties" (DiagnosticsSIL.def,
// github.com/swiftlang/swift/blob/main/include/swift/AST/DiagnosticsSIL.def).

extension Checker {
    /// Reports the stored properties of struct `owner` that `initializer` may leave unassigned.
    mutating func checkInitializerCoverage(_ initializer: FunctionDecl, owner: Int) {
        guard !initializer.isFailable, initializer.bodyEnd != .none else { return }
        var required: [String] = []
        for property in structs[owner].stored {
            let declaration = property.declaration
            guard property.defaultRoutine == nil, declaration.initializer == nil, !declaration.isState,
                declaration.wrapper == nil, declaration.range != .none, !property.name.hasPrefix("_"),
                !property.name.contains("·")
            else { continue }
            // An optional `var` (also `T!`) starts nil (TSPL "Initialization": Default Property Values).
            if !declaration.isLet, case .optional? = declaration.type?.kind { continue }
            required.append(property.name)
        }
        guard !required.isEmpty else { return }
        var paths = InitializerPaths(
            parameters: Set(initializer.parameters.map(\.name)), all: Set(required),
            locals: InitializerPaths.declaredNames(initializer.body))
        var assigned: Set<String> = []
        if paths.follow(initializer.body, &assigned) { paths.returns.append((assigned, initializer.bodyEnd)) }
        if let (name, range) = paths.earlyReads.first {
            // `self.label = label` with no parameter `label`: the property itself, read before it has a value
            // (swiftc's definite-initialization error; TSPL "Initialization": an initialiser may not read a stored
            // property before assigning it).
            let isLet = structs[owner].stored.first { $0.name == name }?.declaration.isLet ?? false
            diagnostics.error(
                "\(isLet ? "constant" : "variable") 'self.\(name)' used before being initialized", at: range,
                hint: "no parameter of this 'init' is named '\(name)': assign 'self.\(name)' from one that is")
            return
        }
        for (set, range) in paths.returns {
            guard let missing = required.first(where: { !set.contains($0) }) else { continue }
            diagnostics.error(
                "return from initializer without initializing all stored properties", at: range,
                hint: "assign 'self.\(missing)' on every path through the initializer")
            diagnostics.note("'self.\(missing)' not initialized", at: propertyRange(owner, missing))
            return
        }
    }

    /// Where stored property `name` of struct `owner` is declared.
    private func propertyRange(_ owner: Int, _ name: String) -> SourceRange {
        structs[owner].stored.first { $0.name == name }?.declaration.nameRange ?? .none
    }

    /// The stored property an assignment in an `init` sets: `self.x`, `x` (not a parameter), `_x`/`self._x` (a
    /// wrapper's storage).
    static func initializedProperty(_ target: Expr, parameters: Set<String>) -> String? {
        var name: String?
        switch target.kind {
        case .identifier(let n) where !parameters.contains(n): name = n
        case .member(let base, let n, _, _): if case .self = base.kind { name = n }
        default: break
        }
        guard var name else { return nil }
        if name.hasPrefix("_") { name.removeFirst() }
        return name
    }

    /// `self.init(…)`: another initialiser assigns every property.
    static func delegatesInitialization(_ e: Expr) -> Bool {
        guard case .call(let callee, _, _, _) = e.kind, case .member(let base, "init", _, _) = callee.kind else {
            return false
        }
        if case .self = base.kind { return true }
        return false
    }

    /// `fatalError(…)`, `preconditionFailure(…)`: calls that never return (Swift's `Never`).
    static func neverReturns(_ e: Expr) -> Bool {
        guard case .call(let callee, _, _, _) = e.kind, case .identifier(let name) = callee.kind else { return false }
        return name == "fatalError" || name == "preconditionFailure"
    }
}

/// The paths through an `init`'s body and the properties each has assigned where it returns.
struct InitializerPaths {
    let parameters: Set<String>
    /// Every property that must be assigned: what `self.init(…)` assigns.
    let all: Set<String>
    /// Names the body declares (`let x`, `if let x`, `for x in`): a read of one is the local, not the property.
    let locals: Set<String>
    var returns: [(Set<String>, SourceRange)] = []
    /// Properties an assignment reads as its whole value (`self.x = y`, `y` a property) before any path assigned them.
    var earlyReads: [(String, SourceRange)] = []

    /// The names `statements` declare at any depth: each statement's own (Checker.declaredNames) and those of the
    /// statements and bindings nested in it.
    static func declaredNames(_ statements: [Stmt]) -> Set<String> {
        var names: Set<String> = []
        func ifStatement(_ s: IfStmt) {
            names.formUnion(Checker.boundNames(s.conditions))
            walk(s.then)
            switch s.otherwise {
            case .block(let body): walk(body)
            case .elseIf(let next): ifStatement(next)
            case nil: break
            }
        }
        func walk(_ list: [Stmt]) {
            for statement in list {
                names.formUnion(Checker.declaredNames(statement))
                switch statement.kind {
                case .if(let s): ifStatement(s)
                case .guard(_, let otherwise): walk(otherwise)
                case .switch(let s):
                    if let body = s.doBody { walk(body) }
                    for c in s.cases { walk(c.body) }
                case .while(let c, let body, _):
                    names.formUnion(Checker.boundNames(c))
                    walk(body)
                case .for(let name, _, _, let body):
                    names.insert(name)
                    walk(body)
                default: break
                }
            }
        }
        walk(statements)
        return names
    }

    /// Follows `statements` from the properties `assigned` so far, recording at each `return` the properties
    /// assigned there; true when control can fall through the end.
    mutating func follow(_ statements: [Stmt], _ assigned: inout Set<String>) -> Bool {
        for statement in statements {
            switch statement.kind {
            case .assignment(let target, let op, let value, _) where op == "=":
                var read: String?
                switch value.kind {
                case .identifier(let n) where !parameters.contains(n) && !locals.contains(n): read = n
                case .member(let base, let n, _, _): if case .self = base.kind { read = n }
                default: break
                }
                if let read, all.contains(read), !assigned.contains(read) { earlyReads.append((read, value.range)) }
                if let name = Checker.initializedProperty(target, parameters: parameters) { assigned.insert(name) }
            case .expression(let e):
                if Checker.delegatesInitialization(e) { assigned.formUnion(all) }
                if Checker.neverReturns(e) { return false }
            case .return:
                returns.append((assigned, statement.range))
                return false
            case .if(let statement):
                if !followIf(statement, &assigned) { return false }
            case .guard(_, let otherwise):
                // Its body leaves the scope (swiftc requires it); what it returns with is recorded.
                var inside = assigned
                _ = follow(otherwise, &inside)
            case .switch(let s):
                if let body = s.doBody {
                    if !follow(body, &assigned) { return false }
                    continue
                }
                var after: Set<String>?
                for c in s.cases {
                    var inside = assigned
                    if follow(c.body, &inside) {
                        after = after.map { $0.intersection(inside) } ?? inside
                    }
                }
                guard let after else { return false }
                assigned = after
            case .while(_, let body, let checksFirst):
                var inside = assigned
                let falls = follow(body, &inside)
                if !checksFirst, falls { assigned = inside }
            case .for(_, _, _, let body):
                var inside = assigned
                _ = follow(body, &inside)
            default:
                break
            }
        }
        return true
    }

    mutating func followIf(_ statement: IfStmt, _ assigned: inout Set<String>) -> Bool {
        var then = assigned
        let thenFalls = follow(statement.then, &then)
        var otherwise = assigned
        let otherwiseFalls: Bool
        switch statement.otherwise {
        case .block(let body): otherwiseFalls = follow(body, &otherwise)
        case .elseIf(let nested): otherwiseFalls = followIf(nested, &otherwise)
        case nil: otherwiseFalls = true
        }
        switch (thenFalls, otherwiseFalls) {
        case (true, true): assigned = then.intersection(otherwise)
        case (true, false): assigned = then
        case (false, true): assigned = otherwise
        case (false, false): return false
        }
        return true
    }
}
