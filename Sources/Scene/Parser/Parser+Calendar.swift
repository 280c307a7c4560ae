// Parser+Calendar.swift: Foundation's `Calendar`, `Calendar.Component` and `DateComponents`, declared in the scene
// language over the scene's `Date` (Parser+TimelineView.swift), for the clock faces and countdowns demos draw.
// Rule: Apple: Calendar — developer.apple.com/documentation/foundation/calendar: `component(_:from:)`,
// `dateComponents(_:from:)`, `dateComponents(_:from:to:)` (the difference between two dates), `startOfDay(for:)`,
// `date(byAdding:value:to:)`, `date(byAdding:to:)` (the components' fields added largest first), `date(bySettingHour:minute:second:of:)`, `date(from:)` (components left out are the
// era's start: year 1, January, the 1st, midnight), `isDate(_:equalTo:toGranularity:)`, `isDate(_:inSameDayAs:)`,
// `range(of:in:for:)`, `dateInterval(of:for:)`, `firstWeekday` and the month and weekday symbols (en_US);
// `Calendar.current` is the Gregorian calendar of the scene's locale and time zone, en_US and GMT as in
// DateFormat.swift, so a scene's clock reads 00:00:00 on 1 January 2001 at t = 0 on every machine. Components are
// computed by Foundation (CalendarMath.swift). Status: complete for the members listed.

extension Parser {
    static let calendarSource = """
        enum CalendarComponent: String {
            case era, year, month, day, hour, minute, second, nanosecond, weekday, weekdayOrdinal, quarter
            case weekOfMonth, weekOfYear, yearForWeekOfYear, dayOfYear
        }
        struct DateComponents {
            var year: Int? = nil
            var month: Int? = nil
            var day: Int? = nil
            var hour: Int? = nil
            var minute: Int? = nil
            var second: Int? = nil
            var nanosecond: Int? = nil
            var weekday: Int? = nil
        }
        struct Calendar {
            static var current: Calendar { Calendar() }
            static var autoupdatingCurrent: Calendar { Calendar() }
            func component(_ component: CalendarComponent, from date: Date) -> Int {
                _calendarComponent(date.timeIntervalSinceReferenceDate, component.rawValue)
            }
            func dateComponents(_ components: [CalendarComponent], from date: Date) -> DateComponents {
                let t = date.timeIntervalSinceReferenceDate
                let names = components.map { $0.rawValue }
                return DateComponents(
                    year: names.contains("year") ? _calendarComponent(t, "year") : nil,
                    month: names.contains("month") ? _calendarComponent(t, "month") : nil,
                    day: names.contains("day") ? _calendarComponent(t, "day") : nil,
                    hour: names.contains("hour") ? _calendarComponent(t, "hour") : nil,
                    minute: names.contains("minute") ? _calendarComponent(t, "minute") : nil,
                    second: names.contains("second") ? _calendarComponent(t, "second") : nil,
                    nanosecond: names.contains("nanosecond") ? _calendarComponent(t, "nanosecond") : nil,
                    weekday: names.contains("weekday") ? _calendarComponent(t, "weekday") : nil)
            }
            func dateComponents(_ components: [CalendarComponent], from start: Date, to end: Date) -> DateComponents {
                let names = components.map { $0.rawValue }
                let d = _calendarDifference(start.timeIntervalSinceReferenceDate, end.timeIntervalSinceReferenceDate, names)
                return DateComponents(
                    year: names.contains("year") ? d[0] : nil,
                    month: names.contains("month") ? d[1] : nil,
                    day: names.contains("day") ? d[2] : nil,
                    hour: names.contains("hour") ? d[3] : nil,
                    minute: names.contains("minute") ? d[4] : nil,
                    second: names.contains("second") ? d[5] : nil,
                    nanosecond: names.contains("nanosecond") ? d[6] : nil,
                    weekday: names.contains("weekday") ? d[7] : nil)
            }
            func startOfDay(for date: Date) -> Date {
                Date(timeIntervalSinceReferenceDate: _calendarAdding(date.timeIntervalSinceReferenceDate, "startOfDay", 0))
            }
            func date(byAdding component: CalendarComponent, value: Int, to date: Date) -> Date? {
                Date(timeIntervalSinceReferenceDate: _calendarAdding(date.timeIntervalSinceReferenceDate, component.rawValue, value))
            }
            func date(byAdding components: DateComponents, to date: Date, wrappingComponents: Bool = false) -> Date? {
                var t = date.timeIntervalSinceReferenceDate
                if let v = components.year { t = _calendarAdding(t, "year", v) }
                if let v = components.month { t = _calendarAdding(t, "month", v) }
                if let v = components.day { t = _calendarAdding(t, "day", v) }
                if let v = components.hour { t = _calendarAdding(t, "hour", v) }
                if let v = components.minute { t = _calendarAdding(t, "minute", v) }
                if let v = components.second { t = _calendarAdding(t, "second", v) }
                if let v = components.nanosecond { t = _calendarAdding(t, "nanosecond", v) }
                return Date(timeIntervalSinceReferenceDate: t)
            }
            func date(bySettingHour hour: Int, minute: Int, second: Int, of date: Date) -> Date? {
                let start = _calendarAdding(date.timeIntervalSinceReferenceDate, "startOfDay", 0)
                return Date(timeIntervalSinceReferenceDate: start + Double(hour * 3600 + minute * 60 + second))
            }
            func date(from components: DateComponents) -> Date? {
                let none = -4611686018427387904
                let fields = [
                    components.year ?? none, components.month ?? none, components.day ?? none, components.hour ?? none,
                    components.minute ?? none, components.second ?? none, components.nanosecond ?? none,
                    components.weekday ?? none,
                ]
                guard let t = _calendarDate(fields) else { return nil }
                return Date(timeIntervalSinceReferenceDate: t)
            }
            func isDate(_ date: Date, equalTo other: Date, toGranularity component: CalendarComponent) -> Bool {
                _calendarSame(date.timeIntervalSinceReferenceDate, other.timeIntervalSinceReferenceDate, component.rawValue)
            }
            func isDate(_ date: Date, inSameDayAs other: Date) -> Bool {
                _calendarSame(date.timeIntervalSinceReferenceDate, other.timeIntervalSinceReferenceDate, "day")
            }
            func range(of smaller: CalendarComponent, in larger: CalendarComponent, for date: Date) -> Range<Int>? {
                let r = _calendarRange(date.timeIntervalSinceReferenceDate, smaller.rawValue, larger.rawValue)
                guard r.count == 2 else { return nil }
                return r[0]..<r[1]
            }
            var firstWeekday: Int { 1 }
            var monthSymbols: [String] { _calendarSymbols("month") }
            var shortMonthSymbols: [String] { _calendarSymbols("shortMonth") }
            var veryShortMonthSymbols: [String] { _calendarSymbols("veryShortMonth") }
            var weekdaySymbols: [String] { _calendarSymbols("weekday") }
            var shortWeekdaySymbols: [String] { _calendarSymbols("shortWeekday") }
            var veryShortWeekdaySymbols: [String] { _calendarSymbols("veryShortWeekday") }
            func isDateInToday(_ date: Date) -> Bool {
                _calendarAdding(date.timeIntervalSinceReferenceDate, "startOfDay", 0) == _calendarAdding(_sceneTime, "startOfDay", 0)
            }
        }
        """

    static let calendarDeclarations: [Stmt] = prelude(calendarSource)

    /// Foundation's `DateInterval` and `Calendar.dateInterval(of:for:)`, for a file that does not declare its own
    /// `DateInterval` (Apple: DateInterval — developer.apple.com/documentation/foundation/dateinterval: `start`,
    /// `end`, `duration`, `contains(_:)`; Calendar.dateInterval(of:for:): the component's interval holding the date,
    /// from Foundation, CalendarMath.swift).
    static let dateIntervalSource = """
        struct DateInterval {
            var start: Date
            var end: Date
            init(start: Date, end: Date) {
                self.start = start
                self.end = end
            }
            init(start: Date, duration: TimeInterval) {
                self.start = start
                self.end = Date(timeIntervalSinceReferenceDate: start.timeIntervalSinceReferenceDate + duration)
            }
            var duration: TimeInterval { end.timeIntervalSinceReferenceDate - start.timeIntervalSinceReferenceDate }
            func contains(_ date: Date) -> Bool {
                date.timeIntervalSinceReferenceDate >= start.timeIntervalSinceReferenceDate
                    && date.timeIntervalSinceReferenceDate <= end.timeIntervalSinceReferenceDate
            }
        }
        extension Calendar {
            func dateInterval(of component: CalendarComponent, for date: Date) -> DateInterval? {
                let r = _calendarInterval(date.timeIntervalSinceReferenceDate, component.rawValue)
                guard r.count == 2 else { return nil }
                return DateInterval(
                    start: Date(timeIntervalSinceReferenceDate: r[0]), end: Date(timeIntervalSinceReferenceDate: r[1]))
            }
        }
        """

    static let dateIntervalDeclarations: [Stmt] = prelude(dateIntervalSource)
}
