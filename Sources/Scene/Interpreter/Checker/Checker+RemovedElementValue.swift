// Checker+RemovedElementValue.swift: an Array's removing methods used as a value inside a larger expression —
// `data.insert(data.remove(at: i), at: j)`, `show(items.removeFirst())`, `return stack.popLast()`.
// Rule: The Swift Standard Library: `remove(at:)`, `removeFirst()`, `removeLast()` return the removed element and
// `popLast()` returns it or nil when the array is empty (developer.apple.com/documentation/swift/array/remove(at:),
// …/popLast()); Swift evaluates a call's arguments, left to right, before the call (TSPL "Expressions": Function Call
// Expression), so the removal happens before the enclosing call sees the array. Each such call is hoisted into a
// hidden `let` just before its statement (`let ·removed = data.remove(at: i)`, the form Checker+ArrayMutation reads
// before removing) and the expression reads that constant. Calls under a ternary, `&&`/`||`/`??` operand or closure
// are left where they are (they may not run). Status: complete for these four methods.

extension Checker {
    /// `statement` with each removal call used as a value hoisted into a `let` before it, or nil when it has none.
    func hoistingRemovedElements(_ statement: Stmt) -> [Stmt]? {
        var hoisted: [Stmt] = []
        var counter = 0
        func hoist(_ e: Expr) -> Expr {
            let r = e.range
            switch e.kind {
            case .call(let callee, let arguments, let trailing, let closeParen):
                let newCallee: Expr
                if case .member(let base, let name, let nameRange, let dot) = callee.kind {
                    newCallee = Expr(.member(hoist(base), name, nameRange: nameRange, dot: dot), callee.range)
                } else {
                    newCallee = callee
                }
                var newArguments = arguments
                for i in newArguments.indices { newArguments[i].value = hoist(newArguments[i].value) }
                let rebuilt = Expr(.call(newCallee, newArguments, trailingClosure: trailing, closeParen: closeParen), r)
                guard Checker.isRemovalCall(rebuilt) else { return rebuilt }
                counter += 1
                let name = "·removed\(r.start.offset)·\(counter)"
                hoisted.append(
                    Stmt(
                        kind: .variable(
                            VariableDecl(
                                isLet: true, name: name, nameRange: r, type: nil, initializer: rebuilt, getter: nil,
                                getterEnd: nil, range: r)), range: r))
                return Expr(.identifier(name), r)
            case .member(let base, let name, let nameRange, let dot):
                return Expr(.member(hoist(base), name, nameRange: nameRange, dot: dot), r)
            case .subscript(let base, let index):
                return Expr(.subscript(hoist(base), hoist(index)), r)
            case .prefix(let op, let operand):
                return Expr(.prefix(op, hoist(operand)), r)
            case .binary(let op, let l, let rhs, let operatorRange) where !["&&", "||", "??"].contains(op):
                return Expr(.binary(op, hoist(l), hoist(rhs), operatorRange: operatorRange), r)
            case .paren(let inner):
                return Expr(.paren(hoist(inner)), r)
            case .array(let elements):
                return Expr(.array(elements.map(hoist)), r)
            case .tuple(let elements):
                var copy = elements
                for i in copy.indices { copy[i].value = hoist(copy[i].value) }
                return Expr(.tuple(copy), r)
            case .forceUnwrap(let inner):
                return Expr(.forceUnwrap(hoist(inner)), r)
            default:
                return e
            }
        }
        /// The expression with its own top-level removal kept (a statement `items.removeLast()` or `let x =
        /// items.removeLast()` is Checker+ArrayMutation's), nested ones hoisted.
        func hoistInside(_ e: Expr) -> Expr {
            guard Checker.isRemovalCall(e), case .call(let callee, let arguments, let trailing, let closeParen) = e.kind
            else { return hoist(e) }
            var newArguments = arguments
            for i in newArguments.indices { newArguments[i].value = hoist(newArguments[i].value) }
            var newCallee = callee
            if case .member(let base, let name, let nameRange, let dot) = callee.kind {
                newCallee = Expr(.member(hoist(base), name, nameRange: nameRange, dot: dot), callee.range)
            }
            return Expr(.call(newCallee, newArguments, trailingClosure: trailing, closeParen: closeParen), e.range)
        }
        var rewritten = statement
        switch statement.kind {
        case .expression(let e):
            rewritten.kind = .expression(hoistInside(e))
        case .variable(var declaration) where declaration.getter == nil:
            guard let initializer = declaration.initializer else { return nil }
            declaration.initializer = hoistInside(initializer)
            rewritten.kind = .variable(declaration)
        case .assignment(let target, let op, let value, let operatorRange):
            rewritten.kind = .assignment(target: target, op: op, value: hoist(value), operatorRange: operatorRange)
        case .return(let value?):
            rewritten.kind = .return(hoist(value))
        default:
            return nil
        }
        return hoisted.isEmpty ? nil : hoisted + [rewritten]
    }

    /// `x.remove(at: i)`, `x.removeFirst()`, `x.removeLast()`, `x.popLast()` on a named variable or property.
    static func isRemovalCall(_ e: Expr) -> Bool {
        guard case .call(let callee, let arguments, nil, _) = e.kind,
            case .member(let base, let method, _, _) = callee.kind,
            base.identifierName != nil
                || {
                    if case .member(let owner, _, _, _) = base.kind, case .self = owner.kind { true } else { false }
                }()
        else { return false }
        switch (method, arguments.map(\.label)) {
        case ("remove", ["at"]), ("removeFirst", []), ("removeLast", []), ("popLast", []): return true
        default: return false
        }
    }
}
