// Checker+TimerConnect.swift: `timer.connect()` written as a statement (`_ = timer.connect()`,
// `cancellable = timer.connect()`, `timer.connect()`), which starts a timer publisher kept without `.autoconnect()`,
// the type names timer code declares (`Timer.TimerPublisher`, `Publishers.Autoconnect<…>`, `Cancellable`), and the
// statement `_ = value`, which evaluates a value and discards it.
// Rule: Apple: ConnectablePublisher.connect() — developer.apple.com/documentation/combine/connectablepublisher/connect()
// ("Connects to the publisher, allowing it to produce elements"); The Swift Programming Language, "Expressions":
// Wildcard Expression (`_ = f()` discards the value, evaluating it). The connection value stays a value: it can be
// stored, and its `cancel()` stops the timer (Checker+TimerCancel, Evaluator+TimerPublisher). Status: complete for
// these forms; `let c = timer.connect()` (a local that keeps the connection) does not start the timer.

extension Checker {
    /// Combine and Foundation types that name a timer publisher or its connection.
    static let timerTypeNames: [String: SceneType] = [
        "Timer.TimerPublisher": .enumeration(Builtins.timerPublisherType),
        "Publishers.Autoconnect": .enumeration(Builtins.timerPublisherType),
        "Cancellable": .enumeration(Builtins.cancellableType),
        "AnyCancellable": .enumeration(Builtins.cancellableType),
        // A stored `Timer` (Checker+ScheduledTimer) is invalidated as a connection is cancelled.
        "Timer": .enumeration(Builtins.cancellableType),
    ]

    /// `publisher.connect()` where `publisher` is a timer publisher: the statement that starts it; nil for any other
    /// expression.
    mutating func checkTimerConnect(_ e: Expr) -> Statement? {
        guard case .call(let callee, let arguments, nil, _) = e.kind, arguments.isEmpty,
            case .member(let base, "connect", _, _) = callee.kind,
            checkOnTrial(base).typed.type == .enumeration(Builtins.timerPublisherType)
        else { return nil }
        return .connectTimer(check(base, expected: nil).ir)
    }

    /// `_ = value`: the value evaluated (with the effects a statement of it would have) and dropped.
    mutating func checkDiscardedValue(_ value: Expr, in kind: StatementContext) -> [Statement] {
        if let connect = checkTimerConnect(value) { return [connect] }
        if case .event = kind {
            if let mutation = checkArrayMutation(value) { return [mutation] }
        } else {
            if let mutation = checkMutatingCall(value) { return [mutation] }
            if let mutation = checkArrayMutation(value) { return [mutation] }
        }
        return [.evaluate(check(value, expected: nil).ir)]
    }
}
