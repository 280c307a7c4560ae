// Checker+DispatchExecute.swift: the work a `DispatchQueue` call is given as its `execute:` argument rather than as
// a trailing closure: a closure literal (`execute: { … }`), a `DispatchWorkItem` (`execute: item`), or a function
// (`execute: reset`).
// Rule: Apple: DispatchQueue.asyncAfter(deadline:execute:) — developer.apple.com/documentation/dispatch/dispatchqueue/
// asyncafter(deadline:execute:) (both the closure and the DispatchWorkItem overloads) and DispatchQueue.async(execute:).
// The argument is evaluated when the call runs, as Swift evaluates arguments, and the queue later runs what it was
// given: a work item's `perform()`, which does nothing once the item is cancelled (Parser+DispatchWorkItem), or the
// function. Status: complete for these forms.

extension Checker {
    /// The statements to run later for `arguments`/`trailing` of a dispatch call, after `prefix` (run now, holding
    /// the `execute:` value in a hidden local); nil when the call gives no work.
    mutating func dispatchedWork(_ arguments: [Argument], _ trailing: Closure?, at range: SourceRange)
        -> (prefix: [Statement], body: [Stmt])?
    {
        if let trailing { return ([], trailing.body) }
        guard let execute = arguments.first(where: { $0.label == "execute" }) else { return nil }
        if case .closure(let closure) = execute.value.kind, closure.parameters.isEmpty {
            return ([], closure.body)
        }
        let r = execute.value.range
        let hidden = "·execute\(r.start.line)_\(r.start.column)"
        let isWorkItem: Bool
        if case .instance(_, "DispatchWorkItem") = checkOnTrial(execute.value).typed.type.unwrapped {
            isWorkItem = true
        } else {
            isWorkItem = false
        }
        let declaration = Stmt(
            kind: .variable(
                VariableDecl(
                    isLet: true, name: hidden, nameRange: r, type: nil, initializer: execute.value, range: r)),
            range: r)
        let prefix = checkStatements([declaration], in: .event, opensScope: false)
        let held = Expr(.identifier(hidden), r)
        let callee = isWorkItem ? Expr(.member(held, "perform", nameRange: r, dot: r.start), r) : held
        let call = Expr(.call(callee, [], trailingClosure: nil, closeParen: r), r)
        return (prefix, [Stmt(kind: .expression(call), range: r)])
    }
}
