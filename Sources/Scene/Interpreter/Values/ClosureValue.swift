// ClosureValue.swift: a closure held as a value: a callback property of a view (`let action: () -> Void`), a
// transform passed to a view (`var format: (Double) -> String`), a method passed by name (`action: increment`).
// Rule: The Swift Programming Language, "Closures": a closure captures the constants and variables of the context it
// is defined in; here it keeps the frame (locals and `self`) as it was when the closure expression was evaluated, as
// actions do (Evaluator+Actions), and its parameters are slots of that frame, bound per call. Status: complete.

/// A closure value: parameter slots and statements over a captured frame.
public struct ClosureValue: Sendable {
    /// The local slots of the enclosing routine that the arguments are bound to, in order.
    var parameters: [Int]
    /// The closure's statements; a `return` among them gives the result (a single expression is a `return`).
    var body: [Statement]
    /// The frame the closure was created in.
    var frame: Evaluator.Frame
}
