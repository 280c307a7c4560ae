// Checker+DateText.swift: Text of a date, read as Text of the string the scene language's `Date` formats:
// `Text(date, style: s)` is `Text(verbatim: date.textFormatted(s))`, `Text(date, format: .dateTime…)` on a Date is
// `Text(verbatim: date.formatted(…))`, `Text(timerInterval: a...b, countsDown: c)` is `Text(verbatim:
// Date.timerText(a, b, c))` and `Text(a...b)` is `Text(verbatim: Date.intervalText(a, b))`.
// Rule: Apple, SwiftUI "Text.init(_:style:)", "Text.init(_:format:)", "Text.init(timerInterval:pauseTime:
// countsDown:showsHours:)", "Text.init(_:)" of a ClosedRange<Date>; a Text of a date updates as time passes, which a
// scene's Text does because its body is evaluated at every frame's `time` (DateFormat.swift).
// Status: complete for issue #17 item 4; `pauseTime:` and `showsHours:` are accepted and not applied.

extension Checker {
    /// The `Text(verbatim:)` call a Text of a date stands for, or nil when `call` is not one.
    mutating func dateTextCall(_ call: CallSite) -> Expr? {
        guard structIndex["Date"] != nil else { return nil }
        let args = call.arguments
        let r = call.range
        func text(_ value: Expr) -> Expr {
            Expr(
                .call(
                    Expr(.identifier("Text"), r), [Argument(label: "verbatim", value: value, range: value.range)],
                    trailingClosure: nil, closeParen: r), r)
        }
        func send(_ receiver: Expr, _ name: String, _ values: [Expr]) -> Expr {
            let arguments = values.map { Argument(label: nil, value: $0, range: $0.range) }
            return Expr(
                .call(
                    Expr(.member(receiver, name, nameRange: r, dot: r.start), r), arguments, trailingClosure: nil,
                    closeParen: r), r)
        }
        func bounds(_ e: Expr) -> (Expr, Expr)? {
            var e = e
            while case .paren(let inner) = e.kind { e = inner }
            if case .binary(let op, let lo, let hi, _) = e.kind, op == "..." || op == "..<" { return (lo, hi) }
            return nil
        }
        let date = Expr(.identifier("Date"), r)
        // `Text(.now, style: .time)`: an implicit member is a Date's (`Date.now`).
        func dated(_ e: Expr) -> Expr {
            if case .implicitMember(let name) = e.kind {
                return Expr(.member(date, name, nameRange: e.range, dot: e.range.start), e.range)
            }
            return e
        }
        if args.count == 2, args[0].label == nil, args[1].label == "style" {
            return text(send(dated(args[0].value), "textFormatted", [args[1].value]))
        }
        if let timer = args.first, timer.label == "timerInterval", let (lo, hi) = bounds(timer.value) {
            let countsDown = args.first { $0.label == "countsDown" }?.value ?? Expr(.bool(true), r)
            return text(send(date, "timerText", [dated(lo), dated(hi), countsDown]))
        }
        if args.count == 1, args[0].label == nil, let (lo, hi) = bounds(args[0].value) {
            return text(send(date, "intervalText", [dated(lo), dated(hi)]))
        }
        if args.count == 2, args[0].label == nil, args[1].label == "formatter", structIndex["DateFormatter"] != nil {
            // `Text(date, formatter: f)` (Apple: Text.init(_:formatter:)) is the text `f.string(from:)` gives.
            let string = Expr(
                .call(
                    Expr(.member(args[1].value, "string", nameRange: r, dot: r.start), r),
                    [Argument(label: "from", value: dated(args[0].value), range: args[0].range)], trailingClosure: nil,
                    closeParen: r), r)
            return text(string)
        }
        if args.count == 2, args[0].label == nil, args[1].label == "format",
            case .instance(_, "Date") = checkOnTrial(dated(args[0].value)).typed.type
        {
            return text(send(dated(args[0].value), "formatted", [args[1].value]))
        }
        return nil
    }
}
