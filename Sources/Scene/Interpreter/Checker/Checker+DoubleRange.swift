// Checker+DoubleRange.swift: `a...b` and `a..<b` over Doubles (or CGFloats) make the scene language's
// `ClosedRange<Double>` / `Range<Double>` (Parser+DoubleRange.swift), over Dates `ClosedRange<Date>` / `Range<Date>`
// (Parser+DateRange.swift); over Ints they stay the built-in Int range.
// Rule: The Swift Programming Language, "Basic Operators" (closed and half-open range operators, defined for any
// Comparable bound); a literal bound takes the type of the other bound or of the range the context expects
// (`mapValue(x, from: 0...1)` with a `ClosedRange<Double>` parameter). Status: complete.

extension Checker {
    /// `l op r` as a range of Doubles, or nil when it is not one.
    mutating func checkDoubleRange(
        _ op: String, _ l: Expr, _ r: Expr, expected: SceneType?, range: SourceRange
    ) -> Typed? {
        var name = op == "..." ? Parser.closedDoubleRangeName : Parser.doubleRangeName
        guard structIndex[name] != nil else { return nil }
        var wanted = false
        if case .instance(_, let expectedName)? = expected?.unwrapped, expectedName == name { wanted = true }
        if !wanted {
            let types = [l, r].map { checkOnTrial($0).typed.type }
            if types.allSatisfy({ if case .instance(_, "Date") = $0 { true } else { false } }) {
                // `Date()...Date().addingTimeInterval(60)`: a range of Dates (Parser+DateRange).
                name = op == "..." ? Parser.closedDateRangeName : Parser.dateRangeName
                guard structIndex[name] != nil else { return nil }
            } else {
                guard types.allSatisfy(\.isNumeric), types.contains(.double) else { return nil }
            }
        }
        let call = Expr(
            .call(
                Expr(.identifier(name), range),
                [
                    Argument(label: "lowerBound", value: l, range: l.range),
                    Argument(label: "upperBound", value: r, range: r.range),
                ], trailingClosure: nil, closeParen: range), range)
        return check(call, expected: nil)
    }

    /// The bounds of a value of a Double range type, read from `e` (evaluated once per bound).
    mutating func doubleRangeBounds(_ typed: Typed, _ e: Expr) -> (IR, IR)? {
        guard case .instance(_, let name) = typed.type,
            name == Parser.closedDoubleRangeName || name == Parser.doubleRangeName
        else { return nil }
        let bounds = ["lowerBound", "upperBound"].map { bound in
            check(Expr(.member(e, bound, nameRange: e.range, dot: e.range.start), e.range), expected: .double).ir
        }
        return (bounds[0], bounds[1])
    }
}
