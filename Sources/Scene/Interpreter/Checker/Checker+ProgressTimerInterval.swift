// Checker+ProgressTimerInterval.swift: `ProgressView(timerInterval: start...end, countsDown: true)` (iOS 16), a bar
// that follows the clock through the interval.
// Rule: Apple: ProgressView.init(timerInterval:countsDown:) — developer.apple.com/documentation/swiftui/progressview/
// init(timerinterval:countsdown:) ("a progress view for showing continuous progress as time passes"; `countsDown`,
// true by default, empties the bar as time passes). The bar is the prelude's `ProgressView(value:)` (Parser+Controls)
// at the fraction of the interval the scene's clock (`Date()`) has passed, clamped to 0...1, or what remains of it.
// Status: the bar; the default label (the remaining time as a timer text) is not drawn.

extension Checker {
    /// `ProgressView(timerInterval: r, countsDown: c)` as `ProgressView(value: fraction)`; nil for other calls.
    mutating func progressTimerInterval(_ arguments: [Argument], trailing: Closure?, range r: SourceRange) -> Expr? {
        guard trailing == nil, let interval = arguments.first, interval.label == "timerInterval",
            arguments.dropFirst().allSatisfy({ $0.label == "countsDown" }), arguments.count <= 2
        else { return nil }
        func member(_ base: Expr, _ name: String) -> Expr {
            Expr(.member(base, name, nameRange: r, dot: r.start), r)
        }
        func call(_ callee: Expr, _ values: [Expr]) -> Expr {
            Expr(
                .call(
                    callee, values.map { Argument(label: nil, value: $0, range: $0.range) }, trailingClosure: nil,
                    closeParen: r), r)
        }
        let range = Expr(.paren(interval.value), interval.value.range)
        let lower = member(range, "lowerBound")
        let now = call(Expr(.identifier("Date"), r), [])
        let passed = call(member(now, "timeIntervalSince"), [lower])
        let length = call(member(member(range, "upperBound"), "timeIntervalSince"), [lower])
        let ratio = Expr(.binary("/", passed, length, operatorRange: r), r)
        let clamped = call(
            Expr(.identifier("max"), r),
            [Expr(.float("0.0"), r), call(Expr(.identifier("min"), r), [Expr(.float("1.0"), r), ratio])])
        let countsDown = arguments.count == 2 ? arguments[1].value : Expr(.bool(true), r)
        let remaining = Expr(.binary("-", Expr(.float("1.0"), r), clamped, operatorRange: r), r)
        let fraction = Expr(.ternary(countsDown, remaining, clamped), r)
        return Expr(
            .call(
                Expr(.identifier("ProgressView"), r), [Argument(label: "value", value: fraction, range: r)],
                trailingClosure: nil, closeParen: r), r)
    }
}
