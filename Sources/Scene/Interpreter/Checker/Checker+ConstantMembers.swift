// Checker+ConstantMembers.swift: an argument read once at load (a keyframe's duration, Checker+Constants) may name a
// computed property of its view whose getter is one expression of constants: `LinearKeyframe(1, duration: speed)`
// with `var speed: CGFloat { 6 }`. The name is replaced by its getter's expression (inlined again for the names in
// it, a few levels deep) and the result must still be known at load.
// Rule: such a getter returns the same value on every frame (it reads no state, time or stored property), so reading
// it once is what reading it every frame would give: the frame-invariance Checker+Constants asks of its arguments.
// Status: complete for computed properties of the enclosing type with single-expression getters.

extension Checker {
    /// `e` with the enclosing type's single-expression computed properties inlined; nil when it names none.
    mutating func inliningConstantMembers(_ e: Expr) -> Expr? {
        guard let owner = context.owner else { return nil }
        var changed = false
        let inlined = inline(e, owner: owner, depth: 0, changed: &changed)
        return changed ? inlined : nil
    }

    private mutating func inline(_ e: Expr, owner: Int, depth: Int, changed: inout Bool) -> Expr {
        func recurse(_ x: Expr) -> Expr { inline(x, owner: owner, depth: depth, changed: &changed) }
        switch e.kind {
        case .identifier(let name) where lookupLocal(name) == nil:
            return getterExpression(name, owner: owner, depth: depth, changed: &changed) ?? e
        case .member(let base, let name, _, _):
            if case .self = base.kind, let body = getterExpression(name, owner: owner, depth: depth, changed: &changed) {
                return body
            }
            return e
        case .binary(let op, let l, let r, let operatorRange):
            return Expr(.binary(op, recurse(l), recurse(r), operatorRange: operatorRange), e.range)
        case .prefix(let op, let operand):
            return Expr(.prefix(op, recurse(operand)), e.range)
        case .paren(let inner):
            return Expr(.paren(recurse(inner)), e.range)
        case .ternary(let c, let a, let b):
            return Expr(.ternary(recurse(c), recurse(a), recurse(b)), e.range)
        case .call(let callee, var arguments, nil, let closeParen):
            for i in arguments.indices { arguments[i].value = recurse(arguments[i].value) }
            return Expr(.call(callee, arguments, trailingClosure: nil, closeParen: closeParen), e.range)
        default:
            return e
        }
    }

    /// The expression of computed property `name`'s getter when it is one expression (or `return` of one).
    private mutating func getterExpression(_ name: String, owner: Int, depth: Int, changed: inout Bool) -> Expr? {
        guard depth < 8, let computed = structs[owner].computed[name], let getter = computed.declaration.getter,
            getter.count == 1
        else { return nil }
        let body: Expr
        switch getter[0].kind {
        case .expression(let e): body = e
        case .return(let e?): body = e
        default: return nil
        }
        changed = true
        var deeper = false
        let inlined = inline(body, owner: owner, depth: depth + 1, changed: &deeper)
        // Parenthesised, so `-speed` stays the negation of the whole getter.
        return Expr(.paren(inlined), body.range)
    }
}
