// Parser+DispatchTime.swift: Dispatch's `DispatchTime` and `DispatchWallTime` as values, for
// code that computes a deadline in one place and waits for it in another (`doAnimation(delay: .now() + 0.3)` …
// `DispatchQueue.main.asyncAfter(deadline: delay)`).
// Rule: Apple: DispatchTime — developer.apple.com/documentation/dispatch/dispatchtime (`now()`, `+`/`-` a number of
// seconds, `.distantFuture`; `.now() + .seconds(n)` written at the deadline is read there, Checker+Lifecycle). A scene has no wall clock: a deadline is held as seconds after
// the moment the action that made it runs, which is when `asyncAfter` schedules from (Checker+Lifecycle), so a
// deadline made and waited for in one action is the delay Dispatch would wait. Status: complete for the members
// listed.

extension Parser {
    static let dispatchTimeNames: Set<String> = ["DispatchTime", "DispatchWallTime"]

    static let dispatchTimeSource = """
        struct DispatchTime: Equatable, Comparable {
            let delay: Double
            static func now() -> DispatchTime { DispatchTime(delay: 0) }
            static var distantFuture: DispatchTime { DispatchTime(delay: 1e18) }
            static func + (a: DispatchTime, b: Double) -> DispatchTime { DispatchTime(delay: a.delay + b) }
            static func - (a: DispatchTime, b: Double) -> DispatchTime { DispatchTime(delay: a.delay - b) }
            static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.delay < b.delay }
        }
        struct DispatchWallTime: Equatable, Comparable {
            let delay: Double
            static func now() -> DispatchWallTime { DispatchWallTime(delay: 0) }
            static var distantFuture: DispatchWallTime { DispatchWallTime(delay: 1e18) }
            static func + (a: DispatchWallTime, b: Double) -> DispatchWallTime { DispatchWallTime(delay: a.delay + b) }
            static func - (a: DispatchWallTime, b: Double) -> DispatchWallTime { DispatchWallTime(delay: a.delay - b) }
            static func < (a: DispatchWallTime, b: DispatchWallTime) -> Bool { a.delay < b.delay }
        }
        """

    /// The declarations of `dispatchTimeSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let dispatchTimeDeclarations: [Stmt] = prelude(dispatchTimeSource)
}
