// Checker+PropertyObservers.swift: an assignment to a stored property with `willSet`/`didSet` calls them around
// the write: the parser made them hidden methods of the property's type (Parser+PropertyObservers).
// Rule: The Swift Programming Language, "Properties": Property Observers
// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/properties#Property-Observers):
// "willSet is called just before the value is stored; didSet is called immediately after the new value is stored";
// they run for every assignment, also of the same value, but not for an initialiser's own assignments, and an
// observer's assignment to its own property does not call the observers again.

extension Checker {
    /// `target op value` as `let ·new = value; ·willSet·p(·new); let ·old = target; target = ·new; ·didSet·p(·old)`
    /// when `target` is an observed property (of `self`, or of an instance another expression holds); nil otherwise.
    mutating func checkObservedAssignment(
        _ target: Expr, _ op: String, _ value: Expr, _ operatorRange: SourceRange, in kind: StatementContext
    ) -> [Statement]? {
        guard !inInitializer, !Checker.isViewBuilder(kind) else { return nil }
        var receiver: Expr?
        let name: String
        let owner: Int
        switch target.kind {
        case .identifier(let n):
            // A local (or parameter) of that name hides the property.
            guard let o = context.owner, !context.scopes.contains(where: { $0[n] != nil }) else { return nil }
            (owner, name) = (o, n)
        case .member(let base, let n, _, _):
            if case .self = base.kind, let o = context.owner {
                (owner, name) = (o, n)
            } else {
                guard base.identifierName != nil else { return nil }
                let mark = diagnostics.count
                speculating += 1
                let type = check(base, expected: nil).type
                speculating -= 1
                diagnostics.truncate(to: mark)
                var instance = type
                if case .binding(let value) = type { instance = value }
                guard case .instance(let o, _) = instance else { return nil }
                (owner, name, receiver) = (o, n, base)
            }
        default:
            return nil
        }
        let willSet = Parser.observerName(willSet: true, name)
        let didSet = Parser.observerName(willSet: false, name)
        let methods = structs[owner].methods
        let key = "\(owner).\(name)"
        guard methods[willSet] != nil || methods[didSet] != nil, !observing.contains(key) else { return nil }
        let r = target.range
        let suffix = "\(r.start.offset)"
        func identifier(_ n: String) -> Expr { Expr(.identifier(n), r) }
        func call(_ method: String, _ argument: String) -> Stmt {
            let callee =
                receiver.map { Expr(.member($0, method, nameRange: r, dot: r.start), r) } ?? identifier(method)
            let arguments = [Argument(label: nil, labelRange: nil, value: identifier(argument), range: r)]
            return Stmt(
                kind: .expression(Expr(.call(callee, arguments, trailingClosure: nil, closeParen: r), r)), range: r)
        }
        func constant(_ n: String, _ value: Expr, type: TypeSyntax? = nil) -> Stmt {
            Stmt(
                kind: .variable(
                    VariableDecl(
                        isLet: true, name: n, nameRange: r, type: type, initializer: value, getter: nil,
                        getterEnd: nil, range: r)), range: r)
        }
        let newName = "·new\(suffix)"
        let oldName = "·old\(suffix)"
        let newValue =
            op == "="
            ? value
            : Expr(.binary(String(op.dropLast()), target, value, operatorRange: operatorRange), r.union(value.range))
        // The new value has the property's declared type, so `x.color = .red` finds `.red` in `Color?` as the plain
        // assignment does.
        // An unwritten type is the one the observer methods take (`var mode = Mode.all { didSet … }`: Mode).
        let observer = (methods[willSet] ?? methods[didSet])?.first.flatMap {
            functions[$0].declaration.parameters.first?.type
        }
        let declared =
            (structs[owner].storedIndex[name].map { structs[owner].stored[$0].declaration.type } ?? nil) ?? observer
        var steps = [constant(newName, newValue, type: declared)]
        if methods[willSet] != nil { steps.append(call(willSet, newName)) }
        if methods[didSet] != nil { steps.append(constant(oldName, target)) }
        steps.append(
            Stmt(
                kind: .assignment(target: target, op: "=", value: identifier(newName), operatorRange: operatorRange),
                range: r))
        if methods[didSet] != nil { steps.append(call(didSet, oldName)) }
        observing.insert(key)
        defer { observing.remove(key) }
        return checkStatements(steps, in: kind)
    }

    /// Appends the observed assignment's statements to `body` and answers true, or answers false for an ordinary
    /// assignment.
    mutating func checkObservedAssignmentIfAny(
        _ target: Expr, _ op: String, _ value: Expr, _ operatorRange: SourceRange, _ kind: StatementContext,
        into body: inout [Statement]
    ) -> Bool {
        guard let statements = checkObservedAssignment(target, op, value, operatorRange, in: kind) else { return false }
        body += statements
        return true
    }

    /// The property whose observer `function` is (`·didSet·count` observes `count`), as `owner.name`.
    static func observedProperty(of function: FunctionInfo) -> String? {
        guard let owner = function.owner else { return nil }
        for prefix in [Parser.observerName(willSet: true, ""), Parser.observerName(willSet: false, "")]
        where function.name.hasPrefix(prefix) {
            return "\(owner).\(function.name.dropFirst(prefix.count))"
        }
        return nil
    }
}
