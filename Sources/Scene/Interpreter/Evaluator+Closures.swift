// Evaluator+Closures.swift: calling a closure value (ClosureValue.swift).
// Rule: The Swift Programming Language, "Closures": the body runs with the captured context and the arguments bound
// to its parameters; its `return` gives the result, `()` when there is none. A call counts toward the call depth
// like a function's (Evaluator.maximumCallDepth). Status: complete.

extension Evaluator {
    @inline(never)
    mutating func callClosure(
        _ callee: IR, _ arguments: [IR], _ range: SourceRange, _ f: inout Frame
    ) throws(RuntimeFailure) -> Value {
        guard case .closure(let closure) = try evaluate(callee, &f) else { return .void }
        var values: [Value] = []
        for argument in arguments { values.append(try evaluate(argument, &f)) }
        if closure.frame.invocation == f.invocation {
            // Called in the run of the routine that made it (`let add = { total += 3 }; add()`, a nested function):
            // the closure captures that run's variables and `self` by reference (The Swift Programming Language,
            // "Closures": Capturing Values), so it runs on them as they are now and its writes stay.
            var frame = f
            for (slot, value) in zip(closure.parameters, values) { frame.locals[slot] = value }
            let result = try runClosure(closure, &frame, range)
            f.locals = frame.locals
            f.selfValues = frame.selfValues
            f.selfValue = frame.selfValue
            return result
        }
        var frame = closure.frame
        for (slot, value) in zip(closure.parameters, values) { frame.locals[slot] = value }
        return try runClosure(closure, &frame, range)
    }

    /// Runs a closure's body in `frame` (its captured frame with the arguments bound).
    mutating func runClosure(
        _ closure: ClosureValue, _ frame: inout Frame, _ range: SourceRange
    ) throws(RuntimeFailure) -> Value {
        try enterCall("a closure", at: range, hint: "a closure that calls itself needs a condition that stops it")
        defer { depth -= 1 }
        var views: [ViewNode] = []
        let returned = try run(closure.body, &frame, &views)
        jump = nil
        if let returned { return returned }
        return views.isEmpty ? .void : .views(views)
    }
}
