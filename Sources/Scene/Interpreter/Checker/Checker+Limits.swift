// Checker+Limits.swift: the checker's depth and work counters (SceneLimits).
// Rule: docs/ARCHITECTURE.md "Limits are counters". The parser bounds each construct; the checker bounds what they
// add up to: the depth of the expression tree it recurses through (nesting, chains and operators together) and the
// expressions it visits, trial checks of overloads included (each level of nested overloaded calls may check its
// arguments once per candidate). Past either limit every further check returns an error type at once, and the
// file gets one located error naming the limit, kept even when a trial check's diagnostics are dropped.
// Status: complete for issue #22.

/// How deep and how much the checker has gone so far, and the first limit passed.
struct CheckBudget {
    var depth = 0
    var steps = 0
    /// The limit error, once a limit was passed; reported when checking ends.
    var exceeded: Diagnostic?
}

extension Checker {
    /// Checks `e` (Checker+Expressions `checkExpression`) within the depth and work limits.
    mutating func check(_ e: Expr, expected: SceneType?) -> Typed {
        guard budget.exceeded == nil else { return .error }
        budget.steps += 1
        if budget.depth >= SceneLimits.maximumExpressionDepth {
            budget.exceeded = .error(
                "expression nested more than \(SceneLimits.maximumExpressionDepth) levels deep", at: e.range,
                hint: "split it with 'let' constants or functions; the limit is SceneLimits.maximumExpressionDepth")
            return .error
        }
        if budget.steps > SceneLimits.maximumCheckSteps {
            budget.exceeded = .error(
                "checking this scene needs more than \(SceneLimits.maximumCheckSteps) steps", at: e.range,
                hint: "nested calls with several overloads multiply the work; give arguments explicit types")
            return .error
        }
        budget.depth += 1
        defer { budget.depth -= 1 }
        return implicitlyUnwrapping(checkExpression(e, expected: expected), expected: expected, at: e.range)
    }

    /// Appends the limit error, if a limit was passed, after everything else the checker reported.
    mutating func reportBudget() {
        if let exceeded = budget.exceeded { diagnostics.append(exceeded) }
    }
}
