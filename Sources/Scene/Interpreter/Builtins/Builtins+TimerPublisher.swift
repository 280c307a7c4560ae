// Builtins+TimerPublisher.swift: `Timer.publish(every:on:in:)`, kept as it is (connected later by `connect()`) or
// `.autoconnect()`ed, the timer demos pair with `.onReceive(timer) { _ in … }` (Checker+Lifecycle,
// Evaluator+TimerPublisher).
// Rule: Apple: Timer.publish(every:tolerance:on:in:options:) and Timer.TimerPublisher.autoconnect() —
// developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:): a publisher that emits
// every `every` seconds once connected; `autoconnect()` connects it when the view subscribes (appears), so the first
// tick is one interval after. Scene time stands for the run loop's (docs/ARCHITECTURE.md "Deterministic"). The
// publisher is the enumeration value `Timer.TimerPublisher` carrying its interval, where `publish` was written (its
// identity) and whether it auto-connects; its connection (`Cancellable`) carries the same. Status: complete for these
// forms.

extension Builtins {
    /// The type of a timer publisher value.
    static let timerPublisherType = "Timer.TimerPublisher"

    /// A timer publisher value: "interval key auto|manual" in an enumeration value of `timerPublisherType`.
    struct TimerPublisher {
        /// Seconds between ticks.
        var interval: Double
        /// Where `Timer.publish` was written (its offset in the file): the publisher's identity.
        var key: Int
        /// Made by `.autoconnect()`: connected as soon as a view subscribes.
        var autoconnects: Bool

        init(interval: Double, key: Int, autoconnects: Bool) {
            self.interval = interval
            self.key = key
            self.autoconnects = autoconnects
        }

        init(_ value: Value) {
            let parts = value.enumerationName.split(separator: " ")
            interval = parts.first.flatMap { Double($0) } ?? 1
            key = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            autoconnects = parts.count > 2 && parts[2] == "auto"
        }

        func value(type: String = timerPublisherType) -> Value {
            .enumeration(type: type, name: "\(interval) \(key) \(autoconnects ? "auto" : "manual")")
        }
    }

    /// The interval of a publisher value, seconds.
    static func interval(of publisher: Value) -> Double { TimerPublisher(publisher).interval }

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
                return TimerPublisher(interval: seconds, key: range.start.offset, autoconnects: false).value()
            }
        ]
    ]

    static let timerPublisherMethods: [String: [BuiltinFunction]] = [
        "autoconnect": [
            BuiltinFunction([], .enumeration(timerPublisherType)) { v, _ in
                var publisher = TimerPublisher(v[0])
                publisher.autoconnects = true
                return publisher.value()
            }
        ],
        // `timer.connect()` / `timer.upstream.connect()`: the connection, whose `cancel()` stops the timer
        // (Checker+TimerCancel); as a statement it also starts the timer (Checker+TimerConnect).
        "connect": [
            BuiltinFunction([], .enumeration(cancellableType)) { v, _ in
                TimerPublisher(v[0]).value(type: cancellableType)
            }
        ],
    ]

    /// The connection of a timer publisher (Combine's `Cancellable`).
    static let cancellableType = "Cancellable"
}
