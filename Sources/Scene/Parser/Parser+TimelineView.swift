// Parser+TimelineView.swift: `Date`, the timeline schedules and `TimelineView.Context`, declared in the scene
// language.
// Rule: Apple: TimelineView — developer.apple.com/documentation/swiftui/timelineview (the content receives a
// Context whose `date` is the date of the current entry of the schedule); TimelineSchedule's `.animation`,
// `.animation(minimumInterval:paused:)` (AnimationTimelineSchedule: "updating at a frequency no more quickly than
// the provided interval"; paused: no new entries), `.periodic(from:by:)` (PeriodicTimelineSchedule: entries at
// start, start + interval …), `.everyMinute` (EveryMinuteTimelineSchedule: the start of every minute),
// `.explicit(_:)` (ExplicitTimelineSchedule: the given dates), also written as those types' initialisers
// (`PeriodicTimelineSchedule(from:by:)`); Foundation's Date (timeIntervalSinceReferenceDate,
// timeIntervalSince1970 = reference + 978 307 200 s, timeIntervalSince(_:), addingTimeInterval(_:), Strideable's
// distance(to:) and advanced(by:), `date + interval`, `date - interval`, distantPast/distantFuture, `Date()` and
// `Date.now` the current date). A scene's clock: the frame at scene time t is `Date(timeIntervalSinceReferenceDate:
// t)` (issue #17), so the date a TimelineView shows is the latest entry at or before t; before the first entry it
// shows the date it appeared (t = 0). `.everySecond` is anim's name for `.periodic(from: 0, by: 1)`. Dates as
// text (`formatted`, `Text(date, style:)`, the `.dateTime` field styles) format through DateFormat.swift; `"\(date)"`
// prints Foundation's `Date.description`, the date in GMT as `2001-01-01 00:00:00 +0000`.
// Status: complete; `cadence` is always `.live`.

extension Parser {
    static let timelineSource = """
        struct Date: Equatable, Comparable, CustomStringConvertible {
            let timeIntervalSinceReferenceDate: Double
            var description: String {
                _formatDatePattern(timeIntervalSinceReferenceDate, "yyyy-MM-dd HH:mm:ss Z", "", "", "en_US_POSIX", "GMT")
            }
            init() { self.timeIntervalSinceReferenceDate = _sceneTime }
            init(timeIntervalSinceReferenceDate: Double) { self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate }
            init(timeIntervalSince1970: Double) { self.timeIntervalSinceReferenceDate = timeIntervalSince1970 - 978307200 }
            init(timeIntervalSinceNow: Double) { self.timeIntervalSinceReferenceDate = _sceneTime + timeIntervalSinceNow }
            init(timeInterval: Double, since date: Date) { self.timeIntervalSinceReferenceDate = date.timeIntervalSinceReferenceDate + timeInterval }
            static var now: Date { Date(timeIntervalSinceReferenceDate: _sceneTime) }
            var timeIntervalSince1970: Double { timeIntervalSinceReferenceDate + 978307200 }
            var timeIntervalSinceNow: Double { timeIntervalSinceReferenceDate - _sceneTime }
            func timeIntervalSince(_ date: Date) -> Double { timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate }
            func addingTimeInterval(_ interval: Double) -> Date { Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + interval) }
            func distance(to other: Date) -> Double { other.timeIntervalSinceReferenceDate - timeIntervalSinceReferenceDate }
            func advanced(by n: Double) -> Date { Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + n) }
            static func < (a: Date, b: Date) -> Bool { a.timeIntervalSinceReferenceDate < b.timeIntervalSinceReferenceDate }
            static func + (a: Date, b: Double) -> Date { Date(timeIntervalSinceReferenceDate: a.timeIntervalSinceReferenceDate + b) }
            static func - (a: Date, b: Double) -> Date { Date(timeIntervalSinceReferenceDate: a.timeIntervalSinceReferenceDate - b) }
            static var distantPast: Date { Date(timeIntervalSinceReferenceDate: -63113904000) }
            static var distantFuture: Date { Date(timeIntervalSinceReferenceDate: 63113904000) }
            func formatted() -> String { _formatDate(timeIntervalSinceReferenceDate, "numeric", "shortened") }
            func formatted(date: FormatStyleDateStyle, time: FormatStyleTimeStyle) -> String {
                _formatDate(timeIntervalSinceReferenceDate, date.rawValue, time.rawValue)
            }
            func formatted(_ style: DateFormatStyle) -> String { _formatDateFields(timeIntervalSinceReferenceDate, style.fields) }
            func textFormatted(_ style: TextDateStyle) -> String { _formatDateText(timeIntervalSinceReferenceDate, style.rawValue, _sceneTime) }
            static func timerText(_ start: Date, _ end: Date, _ countsDown: Bool) -> String {
                _formatDateTimer(start.timeIntervalSinceReferenceDate, end.timeIntervalSinceReferenceDate, countsDown, _sceneTime)
            }
            static func intervalText(_ start: Date, _ end: Date) -> String {
                _formatDateInterval(start.timeIntervalSinceReferenceDate, end.timeIntervalSinceReferenceDate)
            }
        }
        enum FormatStyleDateStyle: String { case omitted, numeric, abbreviated, long, complete }
        enum FormatStyleTimeStyle: String { case omitted, shortened, standard, complete }
        enum TextDateStyle: String { case date, time, relative, offset, timer }
        enum FormatStyleFieldWidth: String { case defaultDigits, twoDigits, abbreviated, wide, narrow, short, oneDigit }
        struct DateFormatStyle {
            let fields: String
            static var dateTime: DateFormatStyle { DateFormatStyle(fields: "") }
            func adding(_ field: String) -> DateFormatStyle { DateFormatStyle(fields: fields + ";" + field) }
            func year() -> DateFormatStyle { adding("year") }
            func year(_ width: FormatStyleFieldWidth) -> DateFormatStyle { adding("year=" + width.rawValue) }
            func month() -> DateFormatStyle { adding("month") }
            func month(_ width: FormatStyleFieldWidth) -> DateFormatStyle { adding("month=" + width.rawValue) }
            func day() -> DateFormatStyle { adding("day") }
            func day(_ width: FormatStyleFieldWidth) -> DateFormatStyle { adding("day=" + width.rawValue) }
            func weekday() -> DateFormatStyle { adding("weekday") }
            func weekday(_ width: FormatStyleFieldWidth) -> DateFormatStyle { adding("weekday=" + width.rawValue) }
            func hour() -> DateFormatStyle { adding("hour") }
            func minute() -> DateFormatStyle { adding("minute") }
            func minute(_ width: FormatStyleFieldWidth) -> DateFormatStyle { adding("minute=" + width.rawValue) }
            func second() -> DateFormatStyle { adding("second") }
            func second(_ width: FormatStyleFieldWidth) -> DateFormatStyle { adding("second=" + width.rawValue) }
            func era() -> DateFormatStyle { adding("era") }
            func quarter() -> DateFormatStyle { adding("quarter") }
            func week() -> DateFormatStyle { adding("week") }
            func dayOfYear() -> DateFormatStyle { adding("dayOfYear") }
            func timeZone() -> DateFormatStyle { adding("timeZone") }
        }
        enum TimelineCadence: Equatable { case live, seconds, minutes }
        func PeriodicTimelineSchedule(from startDate: Date, by interval: Double) -> TimelineSchedule {
            .periodic(from: startDate, by: interval)
        }
        func AnimationTimelineSchedule(minimumInterval: Double = 0, paused: Bool = false) -> TimelineSchedule {
            .animation(minimumInterval: minimumInterval, paused: paused)
        }
        func EveryMinuteTimelineSchedule() -> TimelineSchedule { .everyMinute }
        func ExplicitTimelineSchedule(_ dates: [Date]) -> TimelineSchedule { .explicit(dates) }
        struct TimelineSchedule {
            let start: Double
            let interval: Double
            let dates: [Double]
            let isExplicit: Bool
            let paused: Bool
            static var animation: TimelineSchedule { TimelineSchedule(start: 0, interval: 0, dates: [], isExplicit: false, paused: false) }
            static func animation(minimumInterval: Double = 0, paused: Bool = false) -> TimelineSchedule {
                TimelineSchedule(start: 0, interval: minimumInterval, dates: [], isExplicit: false, paused: paused)
            }
            static func periodic(from startDate: Date, by interval: Double) -> TimelineSchedule {
                TimelineSchedule(start: startDate.timeIntervalSinceReferenceDate, interval: interval, dates: [], isExplicit: false, paused: false)
            }
            static var everyMinute: TimelineSchedule { TimelineSchedule(start: 0, interval: 60, dates: [], isExplicit: false, paused: false) }
            static var everySecond: TimelineSchedule { TimelineSchedule(start: 0, interval: 1, dates: [], isExplicit: false, paused: false) }
            static func explicit(_ dates: [Date]) -> TimelineSchedule {
                TimelineSchedule(start: 0, interval: 0, dates: dates.map { $0.timeIntervalSinceReferenceDate }, isExplicit: true, paused: false)
            }
            func entry(at t: Double, appeared: Double) -> Double {
                if isExplicit {
                    var latest = appeared
                    for d in dates { if d <= t && d > latest { latest = d } }
                    return latest
                }
                if paused { return appeared }
                if t < start { return appeared }
                if interval <= 0 { return t }
                return start + floor((t - start) / interval) * interval
            }
        }
        struct TimelineViewContext {
            let date: Date
            let cadence: TimelineCadence
            static func entry(_ schedule: TimelineSchedule) -> TimelineViewContext {
                TimelineViewContext(date: Date(timeIntervalSinceReferenceDate: schedule.entry(at: _sceneTime, appeared: 0)), cadence: .live)
            }
        }
        """

    /// The declarations of `timelineSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let timelineDeclarations: [Stmt] = prelude(timelineSource)
}
