// Parser+Duration.swift: Swift's `Duration` as a type a file writes (`let step: Duration = .milliseconds(500)`,
// `func pause(_ d: Duration) async { try? await Task.sleep(for: d) }`), declared in the scene language.
// Rule: The Swift Standard Library: Duration (SE-0329, github.com/apple/swift-evolution/blob/main/proposals/
// 0329-clock-instant-duration.md) — `.seconds(_:)`, `.milliseconds(_:)`, `.microseconds(_:)`, `.nanoseconds(_:)`,
// `.zero`, arithmetic and comparison. A scene's durations only ever measure scene time, so a Duration is held as its
// number of seconds (a Double), which is what `Task.sleep(for:)` waits (Checker+Lifecycle checkDuration).
// Status: the members listed; `components` and `formatted()` are not declared.

extension Parser {
    static let durationSource = """
        typealias Duration = Double
        extension Double {
            static func seconds(_ s: Double) -> Double { s }
            static func seconds(_ s: Int) -> Double { Double(s) }
            static func milliseconds(_ ms: Double) -> Double { ms / 1000 }
            static func milliseconds(_ ms: Int) -> Double { Double(ms) / 1000 }
            static func microseconds(_ us: Double) -> Double { us / 1000000 }
            static func microseconds(_ us: Int) -> Double { Double(us) / 1000000 }
            static func nanoseconds(_ ns: Double) -> Double { ns / 1000000000 }
            static func nanoseconds(_ ns: Int) -> Double { Double(ns) / 1000000000 }
        }
        """

    /// The declarations of `durationSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let durationDeclarations: [Stmt] = prelude(durationSource)
}
