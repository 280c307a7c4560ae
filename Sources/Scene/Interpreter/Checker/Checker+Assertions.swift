// Checker+Assertions.swift: the standard library's checks `precondition(_:_:)`, `assert(_:_:)` and
// `assertionFailure(_:)`: a condition that holds does nothing; one that fails stops the frame with a located error
// naming the message, where a Swift program would trap (an Xcode preview is a debug build, where all three check).
// Rule: Apple: precondition(_:_:file:line:) — developer.apple.com/documentation/swift/precondition(_:_:file:line:)
// ("In playgrounds and -Onone builds (the default for Xcode's Debug configuration): If condition evaluates to false,
// stop program execution in a debuggable state after printing message"); assert(_:_:file:line:) and
// assertionFailure(_:file:line:) — developer.apple.com/documentation/swift/assert(_:_:file:line:), the same in -Onone
// builds. `fatalError` and `preconditionFailure` are Checker+Throws's `checkFatalError`.
// Status: complete for these three (the `file:`/`line:` arguments are accepted and not shown).

extension Checker {
    /// `precondition(cond, "why")`, `assert(cond)`, `assertionFailure("why")`; nil when `name` is not one of them
    /// or the scene declares a function of that name.
    mutating func checkAssertion(_ name: String, _ call: CallSite) -> Typed? {
        guard ["precondition", "assert", "assertionFailure"].contains(name), functionIndex[name] == nil,
            structIndex[name] == nil, call.trailing == nil
        else { return nil }
        let takesCondition = name != "assertionFailure"
        var parts = call.arguments.filter { $0.label != "file" && $0.label != "line" }
        for argument in call.arguments where argument.label == "file" || argument.label == "line" {
            checkLoosely(CallSite(arguments: [argument], trailing: nil, closeParen: nil, range: argument.range))
        }
        guard parts.allSatisfy({ $0.label == nil }), parts.count <= (takesCondition ? 2 : 1),
            !takesCondition || !parts.isEmpty
        else {
            let form = takesCondition ? "\(name)(condition, \"message\")" : "\(name)(\"message\")"
            diagnostics.error(
                "'\(name)' takes \(takesCondition ? "a condition and " : "")an optional message",
                at: call.range, hint: "write '\(form)'")
            checkLoosely(call)
            return .error
        }
        var operands: [IR] = []
        if takesCondition {
            let condition = parts.removeFirst()
            let typed = check(condition.value, expected: .bool)
            if typed.type == .error { return .error }
            operands.append(coerce(typed, to: .bool, at: condition.range, .argument))
        } else {
            operands.append(.constant(.bool(false)))
        }
        if let message = parts.first {
            let typed = check(message.value, expected: .string)
            if typed.type == .error { return .error }
            operands.append(coerce(typed, to: .string, at: message.range, .argument))
        }
        let title = name == "precondition" ? "Precondition failed" : "Assertion failed"
        let check: BuiltinImplementation = { v, range throws(RuntimeFailure) in
            guard case .bool(false) = v[0] else { return .void }
            let text = v.count > 1 ? ": \(v[1].interpolated)" : ""
            throw RuntimeFailure("\(title)\(text)", at: range, hint: "the scene's '\(name)' failed")
        }
        return Typed(ir: .apply(check, operands, call.range), type: .void)
    }
}
