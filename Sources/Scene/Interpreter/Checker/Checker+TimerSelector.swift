// Checker+TimerSelector.swift: the target–selector form of a scheduled timer, `Timer.scheduledTimer(timeInterval:
// 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)` with an `@objc func tick()` (or
// `tick(_ timer: Timer)`) in the view's type, runs as the block form `withTimeInterval: 1, repeats: true) { t in
// tick() }` does: on scene time (Checker+ScheduledTimer).
// Rule: Apple: Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) —
// developer.apple.com/documentation/foundation/timer/scheduledtimer(timeinterval:target:selector:userinfo:repeats:)
// ("The message to send to target when the timer fires … The selector should have the following signature:
// timerFireMethod: (including a colon to indicate that the method takes an argument)", or none); SE-0022
// (`#selector` names the method).

extension Checker {
    /// The block-form arguments and closure of a target–selector timer call; nil when `arguments` are not that form.
    static func selectorTimerBlock(_ arguments: [Argument], range: SourceRange) -> ([Argument], Closure)? {
        guard let interval = arguments.first(where: { $0.label == "timeInterval" }),
            let selector = arguments.first(where: { $0.label == "selector" }),
            case .call(let callee, let names, nil, _) = selector.value.kind, callee.identifierName == "#selector",
            names.count == 1
        else { return nil }
        // `#selector(tick)`, `#selector(self.tick)`, `#selector(tick(_:))`: the method's base name, and whether it
        // takes the timer.
        var method = names[0].value
        var takesTimer = false
        if case .call(let inner, let labels, nil, _) = method.kind {
            method = inner
            takesTimer = !labels.isEmpty
        }
        if case .member(let base, _, _, _) = method.kind, case .self = base.kind {
            method = Expr(.identifier(Checker.memberName(method) ?? ""), method.range)
        }
        guard let name = Checker.memberPath(method).last, !name.isEmpty else { return nil }
        let at = selector.value.range
        let timer = "·timer"
        let call = Expr(
            .call(
                Expr(.identifier(name), at),
                takesTimer ? [Argument(label: nil, value: Expr(.identifier(timer), at), range: at)] : [],
                trailingClosure: nil, closeParen: at), at)
        let closure = Closure(
            parameters: [Closure.Parameter(name: timer, range: at)], hasParameterClause: true,
            body: [Stmt(kind: .expression(call), range: at)], range: at)
        var rewritten = [Argument(label: "withTimeInterval", value: interval.value, range: interval.range)]
        if let repeats = arguments.first(where: { $0.label == "repeats" }) { rewritten.append(repeats) }
        return (rewritten, closure)
    }

    /// The name `e` reads when it is `base.name`.
    static func memberName(_ e: Expr) -> String? {
        if case .member(_, let name, _, _) = e.kind { return name }
        return nil
    }
}
