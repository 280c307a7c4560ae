// Checker+ClosedRange.swift: `a...b` over Int is a `ClosedRange<Int>`, its own type: `upperBound` is `b` and it prints
// as `a...b`, while `a..<b` is a `Range<Int>`. Both hold the same half-open value (`.range(a, b + 1)` for the closed
// one), so iteration, `contains`, `count`, `map` and `reversed` are shared; a closed range passes where the scene's
// vocabulary takes a Range (`lineLimit(1...3)`, `Stepper(in: 1...10)`). Also `clamped(to:)` and the pattern match
// `range ~= value` (what a `case 1...5:` runs, Checker+ControlFlow).
// Rule: Apple: ClosedRange — developer.apple.com/documentation/swift/closedrange ("An interval from a lower bound up
// to, and including, an upper bound"; `upperBound`, `clamped(to:)`, `~=`); Range —
// developer.apple.com/documentation/swift/range.

extension Checker {
    /// The text an interpolation prints for a range of type `type` (`1...5`, `0..<3`); nil for other types.
    mutating func rangeText(_ typed: Typed, at range: SourceRange) -> IR? {
        guard typed.type == .closedRange else { return nil }
        return apply(
            { v, _ in
                guard case .range(let l, let u) = v[0] else { return .string("") }
                return .string("\(l)...\(u - 1)")
            }, [typed.ir], range)
    }

    /// `r.clamped(to: limits)` of an Int range: the part of `r` inside `limits`, as Swift's (a closed range clamps
    /// its bounds into the limits' bounds; a half-open one may become empty at the limits' bound).
    mutating func intRangeMethod(_ receiver: Typed, _ name: String, _ call: CallSite) -> Typed? {
        guard receiver.type.isIntRange, name == "clamped", call.trailing == nil, call.arguments.count == 1,
            call.arguments[0].label == "to"
        else { return nil }
        let argument = call.arguments[0].value
        let limits = coerce(check(argument, expected: receiver.type), to: receiver.type, at: argument.range, .argument)
        let closed = receiver.type == .closedRange
        return Typed(
            ir: apply(
                { v, _ in
                    guard case .range(let l, let u) = v[0], case .range(let ll, let lu) = v[1] else { return .void }
                    if closed {
                        // Bounds clamped into [ll, lu - 1]; stored half-open again.
                        let lower = min(max(l, ll), lu - 1)
                        let upper = min(max(u - 1, ll), lu - 1)
                        return .range(lower, upper + 1)
                    }
                    return .range(min(max(l, ll), lu), min(max(u, ll), lu))
                }, [receiver.ir, limits], call.range), type: receiver.type)
    }

    /// `pattern ~= value` with an Int range pattern: whether the range contains the value.
    mutating func checkRangePatternMatch(_ op: String, _ l: Expr, _ r: Expr, range: SourceRange) -> Typed? {
        guard op == "~=" else { return nil }
        let pattern = check(l, expected: nil)
        guard pattern.type.isIntRange else { return nil }
        let value = coerce(check(r, expected: .int), to: .int, at: r.range, .argument)
        return Typed(
            ir: apply(
                { v, _ in
                    guard case .range(let lower, let upper) = v[0] else { return .bool(false) }
                    return .bool(lower <= v[1].int && v[1].int < upper)
                }, [pattern.ir, value], range), type: .bool)
    }
}
