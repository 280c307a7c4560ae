// Checker+LiteralGenericInference.swift: a type parameter that only integer literals give (`Row(data: [100, 200])`
// for `data: [E]`) takes the type a closure argument needs of it (`{ w in Rectangle().frame(width: w) }`: CGFloat).
// Rule: The Swift Programming Language, "The Basics" (Integer Literals: a literal has no type of its own; "Int" is
// only the default when nothing else decides) and "Generics" (type parameters are inferred from the whole call,
// closure bodies included: swiftc solves the call's constraints together, so the single-expression closure's use of
// the element as a CGFloat binds E = CGFloat and the literals become CGFloats). Here, for a parameter that integer
// literals alone bind to Int, each closure argument taking a value of it is checked on trial with Int; if that
// fails and Double checks, the parameter is Double. Status: Int vs. Double (anim's CGFloat, Float and Double).

extension Checker {
    /// `e` gives a type parameter its type only as integer literals do: a literal expression, or an array literal of
    /// them (`[100, 200]` for `[E]`).
    static func isIntegerLiteralEvidence(_ e: Expr) -> Bool {
        if e.isIntegerLiteralExpression { return true }
        if case .array(let elements) = e.kind {
            return !elements.isEmpty && elements.allSatisfy(isIntegerLiteralEvidence)
        }
        return false
    }

    /// The type parameters among `literalOnly` (bound to Int by integer literals alone) that a closure argument
    /// needs as Double: checked with Int it reports errors, with Double none.
    mutating func closureChosenLiteralTypes(
        _ candidate: Candidate, _ assignment: [Int?], _ call: CallSite, bindings: [String: SceneType],
        literalOnly: Set<String>
    ) -> [String: SceneType] {
        var chosen: [String: SceneType] = [:]
        for name in literalOnly.sorted() where bindings[name] == .int {
            for (index, parameter) in candidate.parameters.enumerated() {
                guard case .value(let type) = parameter.kind, case .function(let inputs, _) = type,
                    inputs.contains(where: { $0.mentionsTypeParameter(named: name) }),
                    let argument = assignment[index], let closure = closureArgument(call, argument)
                else { continue }
                var withInt = bindings
                withInt[name] = .int
                var withDouble = bindings
                withDouble[name] = .double
                if checkOnTrial(closure, expected: type.substituting(withInt)).reported > 0,
                    checkOnTrial(closure, expected: type.substituting(withDouble)).reported == 0
                {
                    chosen[name] = .double
                }
            }
        }
        return chosen
    }

    /// The closure written as argument `index` of `call` (its trailing closure is the one after the written ones).
    private func closureArgument(_ call: CallSite, _ index: Int) -> Expr? {
        if index < call.arguments.count {
            let e = call.arguments[index].value
            if case .closure = e.kind { return e }
            return nil
        }
        guard index == call.arguments.count, let trailing = call.trailing else { return nil }
        return Expr(.closure(trailing), trailing.range)
    }
}

extension SceneType {
    /// Whether the type parameter `name` occurs in this type.
    fileprivate func mentionsTypeParameter(named name: String) -> Bool {
        return substituting([name: .void]) != self
    }
}
