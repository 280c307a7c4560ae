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
        var frame = closure.frame
        for (slot, argument) in zip(closure.parameters, arguments) { frame.locals[slot] = try evaluate(argument, &f) }
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
