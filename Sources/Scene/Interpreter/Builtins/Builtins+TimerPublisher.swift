// Builtins+TimerPublisher.swift: `Timer.publish(every:on:in:).autoconnect()`, the timer demos pair with
// `.onReceive(timer) { _ in … }` (Checker+Lifecycle).
// Rule: Apple: Timer.publish(every:tolerance:on:in:options:) and Timer.TimerPublisher.autoconnect() —
// developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:): a publisher that emits
// every `every` seconds once connected; `autoconnect()` connects it when the view subscribes (appears), so the first
// tick is one interval after. Scene time stands for the run loop's (docs/ARCHITECTURE.md "Deterministic"). The
// publisher is the enumeration value `Timer.TimerPublisher` carrying its interval. Status: complete for these forms.

extension Builtins {
    /// The type of a timer publisher value.
    static let timerPublisherType = "Timer.TimerPublisher"

    /// A publisher value emitting every `seconds`.
    static func timerPublisher(_ seconds: Double) -> Value {
        .enumeration(type: timerPublisherType, name: "\(seconds)")
    }

    /// The interval of a publisher value, seconds.
    static func interval(of publisher: Value) -> Double {
        if case .enumeration(_, let name) = publisher, let seconds = Double(name) { return seconds }
        return 1
    }

    static let timerStaticMethods: [String: [BuiltinFunction]] = [
        "publish": [
            BuiltinFunction(
                [
                    arg("every", .double), arg("tolerance", .optional(.double), .absent),
                    arg("on", .enumeration("RunLoop")), arg("in", .enumeration("RunLoop.Mode")),
                ], .enumeration(timerPublisherType)
            ) { v, range throws(RuntimeFailure) in
                let seconds = v[0].double
                guard seconds.isFinite, seconds > 0 else {
                    throw RuntimeFailure(
                        "a timer's interval must be a positive number of seconds, not \(seconds)", at: range)
                }
                return timerPublisher(seconds)
            }
        ]
    ]

    static let timerPublisherMethods: [String: [BuiltinFunction]] = [
        "autoconnect": [BuiltinFunction([], .enumeration(timerPublisherType)) { v, _ in v[0] }],
        // `timer.upstream.connect()`: the connection, whose `cancel()` stops the timer (Checker+TimerCancel).
        "connect": [BuiltinFunction([], .enumeration(cancellableType)) { v, _ in v[0] }],
    ]

    /// The connection of a timer publisher (Combine's `Cancellable`).
    static let cancellableType = "Cancellable"
}
