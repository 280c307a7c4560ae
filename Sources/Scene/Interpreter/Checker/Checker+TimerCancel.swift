// Checker+TimerCancel.swift: `self.timer.upstream.connect().cancel()`, which timer demos write in their
// `.onReceive(timer) { … }` action to stop the timer once the animation is done.
// Rule: Apple, Combine "Cancellable.cancel()" ("Cancel the activity"); Timer.TimerPublisher "connect()" and
// "upstream". In a scene the connection names the timer: cancelling it stops the ticks of every subscriber
// (Evaluator+TimerPublisher), after the rest of the run, as Combine delivers no further values; a stored connection
// (`cancellable?.cancel()`) does the same from any action. Status: complete.

extension Checker {
    /// `connection.cancel()` on a timer's connection: its statements; nil for any other expression.
    mutating func checkTimerCancel(_ e: Expr) -> [Statement]? {
        // `timer.invalidate()` on the timer a `Timer.scheduledTimer` block is given (Apple: Timer.invalidate() —
        // "Stops the timer from ever firing again").
        // A stored timer (`timer.invalidate()` on a `Timer` variable, Checker+ScheduledTimer) is stopped by its key
        // below, as a stored connection is.
        if case .call(let callee, let arguments, nil, _) = e.kind, arguments.isEmpty,
            case .member(let base, "invalidate", _, _) = callee.kind,
            case let trial = checkOnTrial(base).typed, trial.type == .enumeration(Builtins.cancellableType),
            case .local = trial.ir
        {
            return [.cancelTimer(nil)]
        }
        // `cancellable?.cancel()`: a stored connection, which may be nil.
        var call = e
        if case .optionalChainRoot(let chain) = e.kind { call = chain }
        guard case .call(let callee, let arguments, nil, _) = call.kind, arguments.isEmpty,
            case .member(var base, let method, let nameRange, _) = callee.kind,
            method == "cancel" || method == "invalidate"
        else { return nil }
        if case .optionalChain(let unwrapped) = base.kind { base = unwrapped }
        let isConnectCall: Bool
        if case .call(let connect, let connectArguments, nil, _) = base.kind, connectArguments.isEmpty,
            case .member(_, "connect", _, _) = connect.kind
        {
            isConnectCall = true
        } else {
            isConnectCall = false
        }
        let cancellable = SceneType.enumeration(Builtins.cancellableType)
        let trial = checkOnTrial(base).typed.type
        guard isConnectCall || trial == cancellable || trial == .optional(cancellable) else { return nil }
        let receiver = check(base, expected: nil)
        switch receiver.type {
        case cancellable, .optional(cancellable): return [.cancelTimer(receiver.ir)]
        case .error: return []
        default:
            reportMissingMember("cancel", of: receiver.type, at: nameRange)
            return []
        }
    }
}
