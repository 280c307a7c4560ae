// Checker+TimerSink.swift: `Timer.publish(every:on:in:).autoconnect().sink { _ in … }` in a view model's method or an
// action — the stopwatch of Combine tutorials — as a subscription to the timer, its cancellable the timer's
// connection, so a stored `cancellable?.cancel()` stops it (Checker+TimerCancel).
// Rule: Apple: Publisher.sink(receiveValue:) — developer.apple.com/documentation/combine/publisher/sink(receivevalue:)
// ("attaches a subscriber with closure-based behavior"; the returned AnyCancellable cancels it); the ticks are scene
// time, as `.onReceive(timer)`'s (Evaluator+TimerPublisher).

extension Checker {
    /// `[target =] publisher.sink { date in … }` on a timer publisher: the subscription, then the assignment of the
    /// connection to `target`; nil when `value` is not such a call.
    mutating func checkTimerSink(target: Expr?, _ value: Expr, range: SourceRange) -> [Statement]? {
        guard case .call(let callee, let arguments, let trailing, _) = value.kind,
            case .member(let publisher, "sink", _, _) = callee.kind
        else { return nil }
        var closure = trailing
        if closure == nil, arguments.count == 1, arguments[0].label == "receiveValue",
            case .closure(let c) = arguments[0].value.kind
        {
            closure = c
        }
        guard let closure, trailing == nil || arguments.isEmpty,
            checkOnTrial(publisher).typed.type == .enumeration(Builtins.timerPublisherType)
        else { return nil }
        let typed = check(publisher, expected: nil)
        pushScope()
        let name = closure.hasParameterClause ? closure.parameters.first?.name ?? "_" : "$0"
        let at = closure.parameters.first?.range ?? closure.range
        // The value is the `Date` of the tick (Apple: Timer.TimerPublisher, "emits the current date"), as for
        // `.onReceive(timer) { date in … }` (Checker+Lifecycle): in a file that names `Date`, the tick's scene time.
        var dateSlot: Int?
        if name != "_", let date = structIndex["Date"] {
            dateSlot = declareLocal(name, type: .instance(date, name: "Date"), mutable: false, at: at)
        } else {
            declareLocal(name, type: .void, mutable: false, at: at)
        }
        var body = checkAction(closure.body)
        if let dateSlot {
            body.insert(.setLocal(dateSlot, check(.call("Date", [], closure.range), expected: nil).ir), at: 0)
        }
        popScope()
        var statements: [Statement] = [.subscribe(typed.ir, body, range)]
        if let target {
            let connection = Expr(
                .call(
                    Expr(.member(publisher, "connect", nameRange: callee.range, dot: callee.range.start), callee.range),
                    [], trailingClosure: nil, closeParen: nil), value.range)
            if let assignment = checkAssignment(target, "=", connection, range) { statements.append(assignment) }
        }
        return statements
    }

    /// The statement form: appends the subscription (and assignment) to `body`; false when `value` is not a timer sink.
    mutating func checkTimerSinkIfAny(target: Expr?, _ value: Expr, _ range: SourceRange, into body: inout [Statement])
        -> Bool
    {
        guard case .call(let callee, _, _, _) = value.kind, case .member(_, "sink", _, _) = callee.kind,
            let statements = checkTimerSink(target: target, value, range: range)
        else { return false }
        body += statements
        return true
    }

    /// `self?.elapsed` in a `[weak self]` closure as `self.elapsed`: a recording keeps its models alive, so the weak
    /// reference is never nil (TSPL "Automatic Reference Counting": Weak References). Other chains come back as written.
    static func strippingWeakSelf(_ e: Expr) -> Expr {
        guard case .optionalChainRoot(let chain) = e.kind else { return e }
        func strip(_ e: Expr) -> Expr? {
            switch e.kind {
            case .optionalChain(let inner):
                if case .self = inner.kind { return inner }
                return nil
            case .member(let base, let name, let nameRange, let dot):
                return strip(base).map { Expr(.member($0, name, nameRange: nameRange, dot: dot), e.range) }
            case .call(let callee, let arguments, let trailing, let close):
                return strip(callee).map {
                    Expr(.call($0, arguments, trailingClosure: trailing, closeParen: close), e.range)
                }
            default:
                return nil
            }
        }
        return strip(chain) ?? e
    }
}
