// CalendarMath.swift: the calendar arithmetic the scene language's `Calendar` (Parser+Calendar.swift) calls.
// Rule: Foundation's Calendar (Gregorian, DateFormat's en_US locale and GMT time zone) on `Date`s counted in seconds
// since the reference date, as the scene's `Date` is; Calendar.Component names as Apple spells them. Status: complete.

import Foundation

enum CalendarMath {
    private static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute,
        "second": .second, "nanosecond": .nanosecond, "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal,
        "quarter": .quarter, "weekOfMonth": .weekOfMonth, "weekOfYear": .weekOfYear,
        "yearForWeekOfYear": .yearForWeekOfYear, "dayOfYear": .dayOfYear,
    ]

    /// `Calendar.component(_:from:)`.
    static func component(_ seconds: Double, _ name: String) -> Int {
        guard seconds.isFinite, let component = components[name] else { return 0 }
        return DateFormat.calendar.component(component, from: Date(timeIntervalSinceReferenceDate: seconds))
    }

    /// `date(byAdding:value:to:)` (or `startOfDay(for:)` for `"startOfDay"`), in seconds since the reference date.
    static func adding(_ seconds: Double, _ name: String, _ value: Int) -> Double {
        guard seconds.isFinite else { return seconds }
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        let calendar = DateFormat.calendar
        if name == "startOfDay" { return calendar.startOfDay(for: date).timeIntervalSinceReferenceDate }
        guard let component = components[name],
            let result = calendar.date(byAdding: component, value: value, to: date)
        else { return seconds }
        return result.timeIntervalSinceReferenceDate
    }
}
