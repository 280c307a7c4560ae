// Checker+ImmediateClosure.swift: a closure called where it is written, `let formatter: DateFormatter = { let f =
// DateFormatter(); f.dateFormat = "HH:mm"; return f }()`, the usual way Swift code configures a value once.
// Rule: The Swift Programming Language, "Properties" ("Setting a Default Property Value with a Closure or Function":
// the closure runs and its return value is the initial value). The closure is checked as a value of type
// `() -> T` and called at once; T is the type the context expects, else the type of the variable the closure
// returns when it declares it from an initialiser (`let f = DateFormatter()` … `return f`). Status: complete.

extension Checker {
    mutating func checkImmediateClosure(
        _ closure: Closure, _ call: CallSite, calleeRange: SourceRange, expected: SceneType?
    ) -> Typed {
        guard let result = expected.flatMap({ $0 == .view || $0 == .error ? nil : $0 }) ?? returnedType(closure)
        else {
            diagnostics.error(
                "cannot infer the type of the value this closure returns", at: closure.range,
                hint: "annotate the variable, as in 'let formatter: DateFormatter = { … }()'")
            return .error
        }
        let value = checkClosureValue(closure, parameters: [], result: result)
        guard value.type != .error else { return .error }
        return checkClosureCall(value, call, calleeRange: calleeRange) ?? .error
    }

    /// The type of `x` in a body that declares `let x = Initialiser(…)` (or `let x: T`) and ends in `return x`.
    private mutating func returnedType(_ closure: Closure) -> SceneType? {
        guard case .return(let returned?)? = closure.body.last?.kind, let name = returned.identifierName else {
            return nil
        }
        for statement in closure.body {
            guard case .variable(let declaration) = statement.kind, declaration.name == name else { continue }
            if let annotation = declaration.type { return resolveType(annotation) }
            guard let initializer = declaration.initializer, case .call = initializer.kind else { return nil }
            let (typed, reported) = checkOnTrial(initializer)
            return reported == 0 && typed.type != .error ? typed.type : nil
        }
        return nil
    }
}
