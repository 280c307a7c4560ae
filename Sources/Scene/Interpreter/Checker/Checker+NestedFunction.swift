// Checker+NestedFunction.swift: a function declared inside a function body, an action or a getter.
// Rule: The Swift Programming Language, "Functions": Nested Functions ("hidden from the outside world by default, but
// can still be called and used by their enclosing function"), and "Closures": nested functions are closures that
// capture values from their enclosing function.

extension Checker {
    /// `func name(params) -> R { body }` inside a body: a local constant holding the closure of that type, called as
    /// any closure value is (its arguments without labels: calls that write labels are reported at the call).
    mutating func checkNestedFunction(_ function: FunctionDecl) -> Statement? {
        let parameters = function.parameters.map { resolveType($0.type) }
        let result = function.returnType.map { resolveType($0) } ?? .void
        if parameters.contains(.error) || result == .error { return nil }
        if let labelled = function.parameters.first(where: { $0.label != nil }) {
            diagnostics.error(
                "argument labels of a nested function are not supported in scenes", at: labelled.range,
                hint: "write '_ \(labelled.name): …', or declare the function at the top level")
            return nil
        }
        let closure = Closure(
            parameters: function.parameters.map { Closure.Parameter(name: $0.name, range: $0.range) },
            hasParameterClause: true, body: function.body, range: function.range)
        let value = checkClosureValue(closure, parameters: parameters, result: result)
        let slot = declareLocal(
            function.name, type: .function(parameters, result), mutable: false, at: function.nameRange)
        return .setLocal(slot, value.ir)
    }
}
