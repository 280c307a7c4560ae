// Checker+Subscript.swift: `x[i, j]` and `x[i, j] = v` where `x`'s type declares a subscript (Parser+Subscript): calls
// of its `subscript` getter and `subscript·set` setter methods.
// Rule: The Swift Programming Language, "Subscripts" ("query instances of a type by writing one or more values in
// square brackets after the instance name"; setting through a subscript of a value type changes the variable holding
// it, as a mutating method does).

extension Checker {
    /// The arguments written between the brackets.
    static func subscriptArguments(_ index: Expr) -> [Argument] {
        if case .tuple(let arguments) = index.kind { return arguments }
        return [Argument(label: nil, value: index, range: index.range)]
    }

    /// Whether `base` is a value of a type that declares `method` (`subscript` or its setter).
    private mutating func declaresSubscript(_ base: Expr, _ method: String) -> Bool {
        guard case .instance(let index, _) = checkOnTrial(base).typed.type else { return false }
        return structs[index].methods[method] != nil
    }

    /// `x[…]` of a user type with a subscript: its getter's value; nil for other bases.
    mutating func checkUserSubscript(_ base: Expr, _ index: Expr, range: SourceRange) -> Typed? {
        guard declaresSubscript(base, "subscript") else { return nil }
        let callee = Expr(.member(base, "subscript", nameRange: index.range, dot: index.range.start), base.range)
        let call = Expr(
            .call(callee, Checker.subscriptArguments(index), trailingClosure: nil, closeParen: nil), range)
        return check(call, expected: nil)
    }

    /// `x[…] = v` (or `x[…] += v`) of a user type with a settable subscript: the call of its setter, which changes
    /// `x` as a mutating method does; nil for other targets.
    mutating func userSubscriptAssignment(_ target: Expr, _ op: String, _ value: Expr, operatorRange: SourceRange)
        -> Expr?
    {
        guard case .subscript(let base, let index) = target.kind, declaresSubscript(base, Parser.subscriptSetter)
        else { return nil }
        let newValue =
            op == "="
            ? value
            : Expr(.binary(String(op.dropLast()), target, value, operatorRange: operatorRange), target.range.union(value.range))
        let callee = Expr(.member(base, Parser.subscriptSetter, nameRange: index.range, dot: index.range.start), base.range)
        let arguments =
            Checker.subscriptArguments(index) + [Argument(label: "newValue", value: newValue, range: newValue.range)]
        return Expr(.call(callee, arguments, trailingClosure: nil, closeParen: nil), target.range.union(value.range))
    }
}
