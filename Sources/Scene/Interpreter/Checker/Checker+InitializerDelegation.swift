// Checker+InitializerDelegation.swift: a struct's `init` that delegates to another of its own with `self.init(…)`.
// Rule: The Swift Programming Language, "Initialization" — Initializer Delegation for Value Types ("initializers can
// call other initializers to perform part of an instance's initialization"; `self.init` is only written inside an
// initializer). The delegated initializer builds a whole instance; its stored properties become this one's, so the
// statements after `self.init(…)` see them.

extension Checker {
    /// `body` with each `self.init(args)` statement replaced by `let ·delegate = TypeName(args)` and one assignment
    /// `self.p = ·delegate.p` per stored property of `owner`.
    func delegatingToSibling(_ body: [Stmt], owner: Int) -> [Stmt] {
        let typeName = structs[owner].name
        let stored = structs[owner].stored.map(\.name)
        return body.flatMap { statement -> [Stmt] in
            switch statement.kind {
            case .expression(let e):
                guard case .call(let callee, let arguments, let trailing, let close) = e.kind,
                    case .member(let base, "init", _, _) = callee.kind, case .self = base.kind
                else { return [statement] }
                let r = statement.range
                let construct = Expr(
                    .call(
                        Expr(.identifier(typeName), callee.range), arguments, trailingClosure: trailing,
                        closeParen: close),
                    e.range)
                let delegate = "·delegate"
                var out = [
                    Stmt(
                        kind: .variable(
                            VariableDecl(
                                isLet: true, name: delegate, nameRange: r, type: nil, initializer: construct,
                                getter: nil,
                                getterEnd: nil, range: r)), range: r)
                ]
                for name in stored {
                    let target = Expr(.member(Expr(.self, r), name, nameRange: r, dot: r.start), r)
                    let value = Expr(.member(Expr(.identifier(delegate), r), name, nameRange: r, dot: r.start), r)
                    out.append(
                        Stmt(kind: .assignment(target: target, op: "=", value: value, operatorRange: r), range: r))
                }
                return out
            case .if(var s):
                s.then = delegatingToSibling(s.then, owner: owner)
                if case .block(let otherwise) = s.otherwise {
                    s.otherwise = .block(delegatingToSibling(otherwise, owner: owner))
                }
                var copy = statement
                copy.kind = .if(s)
                return [copy]
            default:
                return [statement]
            }
        }
    }
}
