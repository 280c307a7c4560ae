// Evaluator+Limits.swift: the evaluator's depth and work counters (SceneLimits).
// Rule: docs/ARCHITECTURE.md "Limits are counters". One frame's evaluation may recurse at most
// `maximumEvaluationDepth` expressions deep (across calls: the checker bounds one routine's depth, this bounds their
// sum), evaluate at most `maximumEvaluationSteps` expressions and loop iterations (a recursion that fans out, or a
// loop over a huge range, ends with an error instead of hanging), and one ForEach may produce at most
// `maximumForEachCount` elements. Each failure is reported at the innermost call, operator or loop being run.
// Status: complete for issue #22.

/// Depth and work of one evaluation so far.
struct EvaluationBudget {
    var depth = 0
    var steps = 0
    /// The innermost call, operator or loop entered: where a limit is reported.
    var range = SourceRange.none
}

extension Evaluator {
    /// Counts one expression entered; throws past the depth or step limit.
    @inline(__always)
    mutating func enterExpression() throws(RuntimeFailure) {
        budget.steps += 1
        budget.depth += 1
        if budget.depth > SceneLimits.maximumEvaluationDepth || budget.steps > SceneLimits.maximumEvaluationSteps {
            try budgetExceeded()
        }
    }

    /// Counts one loop or ForEach iteration; throws past the step limit.
    @inline(__always)
    mutating func countIteration(at range: SourceRange) throws(RuntimeFailure) {
        budget.steps += 1
        if budget.steps > SceneLimits.maximumEvaluationSteps {
            budget.range = range
            try budgetExceeded()
        }
    }

    /// Throws unless `lower..<upper` has at most `maximumForEachCount` elements.
    func checkForEachCount(_ lower: Int, _ upper: Int, at range: SourceRange) throws(RuntimeFailure) {
        let (count, overflow) = upper.subtractingReportingOverflow(lower)
        if overflow || count > SceneLimits.maximumForEachCount {
            throw RuntimeFailure(
                "ForEach over \(overflow ? "more than \(Int.max)" : "\(count)") elements; the limit is "
                    + "\(SceneLimits.maximumForEachCount)", at: range,
                hint: "use fewer elements (SceneLimits.maximumForEachCount)")
        }
    }

    @inline(never)
    private mutating func budgetExceeded() throws(RuntimeFailure) {
        if budget.depth > SceneLimits.maximumEvaluationDepth {
            throw RuntimeFailure(
                "evaluation nested more than \(SceneLimits.maximumEvaluationDepth) levels deep", at: budget.range,
                hint: "a function that calls itself needs a condition that stops it")
        }
        throw RuntimeFailure(
            "evaluating one frame needs more than \(SceneLimits.maximumEvaluationSteps) steps", at: budget.range,
            hint: "a loop or a recursion runs too long (SceneLimits.maximumEvaluationSteps)")
    }
}
