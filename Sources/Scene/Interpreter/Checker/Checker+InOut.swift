// Checker+InOut.swift: `&x` passed to an `inout` parameter (`func clamp(_ v: inout Double)`, Foundation's
// `Scanner.scanHexInt64(_:)` in the hex-colour idiom `Scanner(string: hex).scanHexInt64(&rgb)`).
// Rule: The Swift Programming Language, "Functions" (In-Out Parameters): the argument must be a variable written
// with `&`, never a constant or a literal; the function's last value of the parameter is copied back to it
// (Evaluator.call). Status: complete for variables, `@State` and properties of self.

extension Checker {
    /// The argument `e` for the `inout` parameter at `parameter` (its slot in the callee): its current value, with
    /// the write-back recorded in `writes`.
    mutating func checkInOutArgument(
        _ e: Expr, type: SceneType, parameter: Int, into writes: inout [InOutWrite]
    ) -> IR {
        guard case .prefix("&", let variable) = e.kind else {
            let typed = check(e, expected: type)
            if typed.type != .error {
                diagnostics.error(
                    "passing value of type '\(typed.type)' to an inout parameter requires explicit '&'", at: e.range,
                    hint: "write '&' before the variable")
            }
            return .constant(.void)
        }
        let ir = coerce(check(variable, expected: type), to: type, at: variable.range, .argument)
        let target = writeBack(for: variable)
        if case .none = target, !isWritable(variable) {
            diagnostics.error(
                "cannot pass immutable value as inout argument", at: variable.range,
                hint: "declare it with 'var'")
        }
        writes.append(InOutWrite(slot: parameter, target: target))
        return ir
    }

    /// Whether `e` names storage a write could reach, though `writeBack` keeps no place for it (a component of a
    /// struct, an element): such a write is dropped rather than reported.
    private mutating func isWritable(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier(let name):
            if let local = lookupLocal(name) { return local.isMutable }
            return stateGlobal(name) != nil
        case .member, .subscript: return true
        default: return false
        }
    }

    /// `&x` anywhere but as an argument to an `inout` parameter.
    mutating func reportStrayInOut(_ range: SourceRange) -> Typed {
        diagnostics.error(
            "'&' may only be used to pass an argument to inout parameter", at: range,
            hint: "remove '&', or declare the parameter 'inout'")
        return .error
    }
}
