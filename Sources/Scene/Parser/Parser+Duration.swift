// Parser+Duration.swift: the standard library's `Duration` and Foundation's two format styles for it, declared in the
// scene language: `.seconds(65)`, arithmetic, comparison, `components`, `formatted()`, and
// `Text(d, format: .time(pattern: .minuteSecond))` / `.units(allowed:width:)` (Checker+FormatStyleText).
// Rule: Apple: Duration — developer.apple.com/documentation/swift/duration (`seconds(_:)`, `milliseconds(_:)`,
// `microseconds(_:)`, `nanoseconds(_:)`, `zero`, `components` as (seconds, attoseconds), `+`, `-`, `*`, `/`, Comparable;
// `description` prints the seconds as a Double: "65.0 seconds"); Duration.TimeFormatStyle —
// developer.apple.com/documentation/foundation/duration/timeformatstyle with its patterns
// (…/timeformatstyle/pattern: `.hourMinute` "h:mm", `.hourMinuteSecond` "h:mm:ss", `.minuteSecond` "m:ss"; the
// leading field is not padded and takes every larger unit — 3725 s is "62:05" as minuteSecond — and the last field is
// rounded to the nearest, ties to even, as `roundSeconds`/`roundFractionalSeconds` default to `.toNearestOrEven`);
// `Duration.formatted()` is `.time(pattern: .hourMinuteSecond)`; Duration.UnitsFormatStyle —
// developer.apple.com/documentation/foundation/duration/unitsformatstyle (`.units(allowed:width:)`, default units
// hours, minutes, seconds and width `.abbreviated`, zero-valued units hidden, en_US unit names).
// `Task.sleep(for: d)` waits `d` in scene time (Checker+Lifecycle checkDuration reads `_seconds`).
// The value is held as whole nanoseconds, so components are exact for the units written here. Status: these members;
// the patterns' fractional-second and rounding arguments and `maximumUnitCount`/`fractionalPart` of the units style are not read.

extension Parser {
    static let durationSource = """
        struct DurationPattern: Equatable {
            let fields: Int
            let pad: Int
            static let hourMinute = DurationPattern(fields: 2, pad: 1)
            static let hourMinuteSecond = DurationPattern(fields: 3, pad: 1)
            static let minuteSecond = DurationPattern(fields: 1, pad: 1)
            static func hourMinute(padHourToLength: Int) -> DurationPattern {
                DurationPattern(fields: 2, pad: padHourToLength)
            }
            static func hourMinuteSecond(padHourToLength: Int, fractionalSecondsLength: Int = 0) -> DurationPattern {
                DurationPattern(fields: 3, pad: padHourToLength)
            }
            static func minuteSecond(padMinuteToLength: Int, fractionalSecondsLength: Int = 0) -> DurationPattern {
                DurationPattern(fields: 1, pad: padMinuteToLength)
            }
        }
        enum DurationUnit: Equatable { case weeks, days, hours, minutes, seconds, milliseconds }
        enum DurationUnitWidth: Equatable { case wide, abbreviated, condensedAbbreviated, narrow }
        struct DurationFormatStyle {
            var pattern: DurationPattern? = nil
            var units: [DurationUnit] = []
            var width: DurationUnitWidth = .abbreviated
            static func time(pattern: DurationPattern) -> DurationFormatStyle {
                DurationFormatStyle(pattern: pattern)
            }
            static func units(
                allowed: [DurationUnit] = [.hours, .minutes, .seconds], width: DurationUnitWidth = .abbreviated
            ) -> DurationFormatStyle {
                DurationFormatStyle(units: allowed, width: width)
            }
        }
        struct Duration: Equatable, Comparable, CustomStringConvertible {
            let _nanoseconds: Int
            static func seconds(_ s: Double) -> Duration { Duration(_nanoseconds: Int((s * 1e9).rounded())) }
            static func seconds(_ s: Int) -> Duration { Duration(_nanoseconds: s * 1_000_000_000) }
            static func milliseconds(_ ms: Double) -> Duration { Duration(_nanoseconds: Int((ms * 1e6).rounded())) }
            static func milliseconds(_ ms: Int) -> Duration { Duration(_nanoseconds: ms * 1_000_000) }
            static func microseconds(_ us: Double) -> Duration { Duration(_nanoseconds: Int((us * 1e3).rounded())) }
            static func microseconds(_ us: Int) -> Duration { Duration(_nanoseconds: us * 1000) }
            static func nanoseconds(_ ns: Int) -> Duration { Duration(_nanoseconds: ns) }
            /// The seconds `Task.sleep(for:)` waits (Checker+Lifecycle checkDuration).
            var _seconds: Double { Double(_nanoseconds) / 1e9 }
            static let zero = Duration(_nanoseconds: 0)
            var components: (seconds: Int, attoseconds: Int) {
                let whole = _nanoseconds / 1_000_000_000
                return (seconds: whole, attoseconds: (_nanoseconds - whole * 1_000_000_000) * 1_000_000_000)
            }
            static func + (a: Duration, b: Duration) -> Duration { Duration(_nanoseconds: a._nanoseconds + b._nanoseconds) }
            static func - (a: Duration, b: Duration) -> Duration { Duration(_nanoseconds: a._nanoseconds - b._nanoseconds) }
            static func * (a: Duration, b: Int) -> Duration { Duration(_nanoseconds: a._nanoseconds * b) }
            static func / (a: Duration, b: Int) -> Duration { Duration(_nanoseconds: a._nanoseconds / b) }
            static func < (a: Duration, b: Duration) -> Bool { a._nanoseconds < b._nanoseconds }
            static func == (a: Duration, b: Duration) -> Bool { a._nanoseconds == b._nanoseconds }
            static prefix func - (a: Duration) -> Duration { Duration(_nanoseconds: -a._nanoseconds) }
            var description: String { "\\(Double(_nanoseconds) / 1e9) seconds" }
            /// `total` nanoseconds in units of `unit` nanoseconds, rounded to the nearest, ties to even.
            static func _rounded(_ total: Int, _ unit: Int) -> Int {
                let q = total / unit
                let r = total - q * unit
                if r * 2 > unit || (r * 2 == unit && q % 2 == 1) { return q + 1 }
                return q
            }
            static func _padded(_ n: Int, _ length: Int) -> String {
                var s = "\\(n)"
                while s.count < length { s = "0" + s }
                return s
            }
            func formatted() -> String { formatted(.time(pattern: .hourMinuteSecond)) }
            func formatted(_ style: DurationFormatStyle) -> String {
                let sign = _nanoseconds < 0 ? "-" : ""
                let ns = _nanoseconds < 0 ? -_nanoseconds : _nanoseconds
                if let pattern = style.pattern {
                    if pattern.fields == 2 {
                        let minutes = Duration._rounded(ns, 60_000_000_000)
                        return sign + Duration._padded(minutes / 60, pattern.pad) + ":"
                            + Duration._padded(minutes % 60, 2)
                    }
                    let seconds = Duration._rounded(ns, 1_000_000_000)
                    if pattern.fields == 3 {
                        return sign + Duration._padded(seconds / 3600, pattern.pad) + ":"
                            + Duration._padded(seconds / 60 % 60, 2) + ":" + Duration._padded(seconds % 60, 2)
                    }
                    return sign + Duration._padded(seconds / 60, pattern.pad) + ":" + Duration._padded(seconds % 60, 2)
                }
                return sign + Duration._units(ns, style.units, style.width)
            }
            static func _unitName(_ unit: DurationUnit, _ n: Int, _ width: DurationUnitWidth) -> String {
                let one = n == 1
                switch width {
                case .wide:
                    switch unit {
                    case .weeks: return one ? "week" : "weeks"
                    case .days: return one ? "day" : "days"
                    case .hours: return one ? "hour" : "hours"
                    case .minutes: return one ? "minute" : "minutes"
                    case .seconds: return one ? "second" : "seconds"
                    case .milliseconds: return one ? "millisecond" : "milliseconds"
                    }
                case .narrow:
                    switch unit {
                    case .weeks: return "w"
                    case .days: return "d"
                    case .hours: return "h"
                    case .minutes: return "m"
                    case .seconds: return "s"
                    case .milliseconds: return "ms"
                    }
                default:
                    switch unit {
                    case .weeks: return one ? "wk" : "wks"
                    case .days: return one ? "day" : "days"
                    case .hours: return "hr"
                    case .minutes: return "min"
                    case .seconds: return "sec"
                    case .milliseconds: return "ms"
                    }
                }
            }
            static func _unitSize(_ unit: DurationUnit) -> Int {
                switch unit {
                case .weeks: return 604_800_000_000_000
                case .days: return 86_400_000_000_000
                case .hours: return 3_600_000_000_000
                case .minutes: return 60_000_000_000
                case .seconds: return 1_000_000_000
                case .milliseconds: return 1_000_000
                }
            }
            static func _units(_ ns: Int, _ allowed: [DurationUnit], _ width: DurationUnitWidth) -> String {
                let order: [DurationUnit] = [.weeks, .days, .hours, .minutes, .seconds, .milliseconds]
                let units = order.filter { allowed.contains($0) }
                guard let smallest = units.last else { return "" }
                var rest = Duration._rounded(ns, Duration._unitSize(smallest)) * Duration._unitSize(smallest)
                var parts: [String] = []
                for unit in units {
                    let n = rest / Duration._unitSize(unit)
                    rest -= n * Duration._unitSize(unit)
                    if n != 0 {
                        let gap = width == .narrow ? "" : " "
                        parts.append("\\(n)" + gap + Duration._unitName(unit, n, width))
                    }
                }
                if parts.isEmpty {
                    let gap = width == .narrow ? "" : " "
                    return "0" + gap + Duration._unitName(smallest, 0, width)
                }
                switch width {
                case .narrow: return parts.joined(separator: " ")
                case .condensedAbbreviated: return parts.joined(separator: ", ")
                default: return parts.joined(separator: ", ")
                }
            }
        }
        """

    /// The declarations of `durationSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let durationDeclarations: [Stmt] = prelude(durationSource)
}
