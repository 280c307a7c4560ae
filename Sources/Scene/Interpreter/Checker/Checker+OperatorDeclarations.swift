// Checker+OperatorDeclarations.swift: a type's own prefix operators (`static prefix func - (v: V) -> V`) and compound
// assignment operators (`static func += (l: inout V, r: V)`); its infix operators are Checker.checkUserOperator's.
// Rule: The Swift Programming Language, "Advanced Operators": Operator Methods, Prefix and Postfix Operators, Compound
// Assignment Operators ("mark a compound assignment operator's left input parameter type as inout, because the
// parameter's value will be modified directly from within the operator method").

extension Checker {
    /// `-v` where `v`'s type declares `static prefix func -`: a call of that method; nil otherwise.
    mutating func checkUserPrefixOperator(_ op: String, _ operand: Expr, _ typed: Typed, range: SourceRange) -> Typed? {
        guard case .instance = typed.type, let overloads = userStaticFunctions(of: typed.type, op) else { return nil }
        let fitting = overloads.filter { functions[$0].declaration.parameters.count == 1 }
        guard let first = fitting.first else { return nil }
        let label = functions[first].declaration.parameters[0].label
        let call = CallSite(
            arguments: [Argument(label: label, value: operand, range: operand.range)], trailing: nil, closeParen: nil,
            range: range)
        return resolve(fitting.map { functionCandidate($0, receiver: nil, range) }, call, expected: nil)
    }

    /// `a += b` where `a`'s type declares `static func += (l: inout T, r: U)`: the call `+=(&a, b)`; nil otherwise.
    mutating func checkUserCompoundAssignment(_ target: Expr, _ op: String, _ value: Expr, range: SourceRange)
        -> Statement?
    {
        guard op != "=" else { return nil }
        let current = checkOnTrial(target).typed
        guard case .instance = current.type, let overloads = userStaticFunctions(of: current.type, op) else {
            return nil
        }
        let fitting = overloads.filter { f in
            let parameters = functions[f].declaration.parameters
            return parameters.count == 2 && parameters[0].isInout
        }
        guard let first = fitting.first else { return nil }
        let labels = functions[first].declaration.parameters.map(\.label)
        let call = CallSite(
            arguments: [
                Argument(label: labels[0], value: Expr(.prefix("&", target), target.range), range: target.range),
                Argument(label: labels[1], value: value, range: value.range),
            ], trailing: nil, closeParen: nil, range: range)
        let typed = resolve(fitting.map { functionCandidate($0, receiver: nil, range) }, call, expected: nil)
        return .evaluate(typed.ir)
    }
}
