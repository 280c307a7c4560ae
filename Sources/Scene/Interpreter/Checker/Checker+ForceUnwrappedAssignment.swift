// Checker+ForceUnwrappedAssignment.swift: assigning through a force-unwrapped optional — `message! += text`,
// `count! = 5`.
// Rule: TSPL "Expressions": Forced-Value Expression ("if the value of the expression is not nil, the optional value is
// unwrapped … it can be mutated, either by assigning to it or … by calling a mutating method"; a nil value is a
// runtime error). `x! = v` is the unwrap (a located failure when `x` is nil, where Swift traps) and then `x = v`;
// `x! op= v` is `x = x! op v`. Status: complete for variables, properties and subscripts as assignment targets.

extension Checker {
    /// The optional `x` of an assignment target `x!`; nil for any other target.
    static func forceUnwrappedTarget(_ target: Expr) -> Expr? {
        var written = target
        while case .paren(let inner) = written.kind { written = inner }
        guard case .forceUnwrap(let optional) = written.kind else { return nil }
        return optional
    }

    /// `target op value` (target `x!`) as the statements it stands for.
    static func assigningThroughForceUnwrap(
        _ target: Expr, _ op: String, _ value: Expr, _ operatorRange: SourceRange, _ range: SourceRange
    ) -> [Stmt] {
        guard let optional = forceUnwrappedTarget(target) else { return [] }
        if op == "=" {
            let unwrap = Stmt(
                kind: .assignment(
                    target: Expr(.identifier("_"), target.range), op: "=", value: target,
                    operatorRange: operatorRange), range: target.range)
            let store = Stmt(
                kind: .assignment(target: optional, op: "=", value: value, operatorRange: operatorRange),
                range: range)
            return [unwrap, store]
        }
        let binary = String(op.dropLast())
        let combined = Expr(.binary(binary, target, value, operatorRange: operatorRange), range)
        return [
            Stmt(
                kind: .assignment(target: optional, op: "=", value: combined, operatorRange: operatorRange),
                range: range)
        ]
    }
}
