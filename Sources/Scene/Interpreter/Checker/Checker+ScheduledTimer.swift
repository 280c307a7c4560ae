// Checker+ScheduledTimer.swift: a timer kept in a variable, `timer = Timer.scheduledTimer(withTimeInterval: 0.1,
// repeats: true) { _ in … }` (a `@State var timer: Timer?` or a property), so that a later `timer?.invalidate()`
// from any action stops it.
// Rule: Apple, Timer.scheduledTimer(withTimeInterval:repeats:block:) ("Creates a timer and schedules it on the
// current run loop") and Timer.invalidate() ("Stops the timer from ever firing again"):
// https://developer.apple.com/documentation/foundation/timer/scheduledtimer(withtimeinterval:repeats:block:),
// https://developer.apple.com/documentation/foundation/timer/invalidate(). In a scene the timer runs on scene time
// (README); the stored value names it by where `scheduledTimer` is written, as a timer publisher is named
// (Builtins+TimerPublisher), and invalidating it stops its later firings as cancelling a connection does
// (Evaluator+TimerPublisher). `isValid` is not modelled.
// Status: complete for the block form stored by `=`; the target–selector form is not supported.

extension Checker {
    /// `target = Timer.scheduledTimer(…) { … }`: schedules the timer and stores its value in `target`; nil when
    /// `value` is not such a call.
    mutating func checkStoredTimer(_ target: Expr, _ value: Expr) -> Statement? {
        guard case .call(let callee, let arguments, let trailing, _) = value.kind,
            Checker.memberPath(callee) == ["Timer", "scheduledTimer"]
        else { return nil }
        let key = value.range.start.offset
        guard let schedule = checkTimer(arguments, trailing, range: value.range, key: key) else { return nil }
        let timer = Typed(
            ir: .constant(
                Builtins.TimerPublisher(interval: 1, key: key, autoconnects: true).value(
                    type: Builtins.cancellableType)),
            type: .enumeration(Builtins.cancellableType))
        let store: Statement?
        if isComponentTarget(target) {
            store = writeComponent(target, timer)
        } else {
            store = assignVariable(target) { checker, type in
                checker.coerce(timer, to: type, at: value.range, .initializer)
            }
        }
        guard let store else { return nil }
        return .branch(.constant(.bool(true)), [schedule, store], [])
    }

    /// The timer publisher a stored repeating timer ticks as: one tick every `interval` seconds from now.
    mutating func scheduledTimerPublisher(_ interval: IR, key: Int, at range: SourceRange) -> IR {
        apply(
            { v, range throws(RuntimeFailure) in
                let seconds = v[0].double
                guard seconds.isFinite, seconds > 0 else {
                    throw RuntimeFailure("a repeating timer's interval must be more than 0 seconds", at: range)
                }
                return Builtins.TimerPublisher(interval: seconds, key: key, autoconnects: true).value()
            }, [interval], range)
    }
}
