// Checker+TimerCancel.swift: `self.timer.upstream.connect().cancel()`, which timer demos write in their
// `.onReceive(timer) { … }` action to stop the timer once the animation is done.
// Rule: Apple, Combine "Cancellable.cancel()" ("Cancel the activity"); Timer.TimerPublisher "connect()" and
// "upstream". In a scene the connection is the timer itself: cancelling it stops the repeating work it runs in
// (TimelineRunner), after the rest of that run, as Combine delivers no further values. Status: complete for the
// cancel inside the timer's own action; a cancel elsewhere (another action) stops the work it runs in, if repeating.

extension Checker {
    /// `connection.cancel()` on a timer's connection: its statements; nil for any other expression.
    mutating func checkTimerCancel(_ e: Expr) -> [Statement]? {
        // `timer.invalidate()` on the timer a `Timer.scheduledTimer` block is given (Apple: Timer.invalidate() —
        // "Stops the timer from ever firing again").
        if case .call(let callee, let arguments, nil, _) = e.kind, arguments.isEmpty,
            case .member(let base, "invalidate", _, _) = callee.kind,
            checkOnTrial(base).typed.type == .enumeration(Builtins.cancellableType)
        {
            return [.cancelTimer]
        }
        guard case .call(let callee, let arguments, nil, _) = e.kind, arguments.isEmpty,
            case .member(let base, "cancel", let nameRange, _) = callee.kind,
            case .call(let connect, let connectArguments, nil, _) = base.kind, connectArguments.isEmpty,
            case .member(_, "connect", _, _) = connect.kind
        else { return nil }
        let receiver = check(base, expected: nil)
        switch receiver.type {
        case .enumeration(Builtins.cancellableType): return [.evaluate(receiver.ir), .cancelTimer]
        case .error: return []
        default:
            reportMissingMember("cancel", of: receiver.type, at: nameRange)
            return []
        }
    }
}
