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

    /// The fields `DateComponents` holds in the scene language (Parser+Calendar.swift), in its order.
    static let differenceFields = ["year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday"]

    /// `dateComponents(_:from:to:)`: the difference from `start` to `end` in the components `names`, the largest
    /// first and each smaller one what remains (Foundation's rule: 1 year 2 months, not 14 months, when both are
    /// asked), one value per `differenceFields` entry (0 for those not asked).
    static func difference(_ start: Double, _ end: Double, _ names: [String]) -> [Int] {
        guard start.isFinite, end.isFinite else { return differenceFields.map { _ in 0 } }
        let difference = DateFormat.calendar.dateComponents(
            Set(names.compactMap { components[$0] }), from: Date(timeIntervalSinceReferenceDate: start),
            to: Date(timeIntervalSinceReferenceDate: end))
        let values = [
            difference.year, difference.month, difference.day, difference.hour, difference.minute, difference.second,
            difference.nanosecond, difference.weekday,
        ]
        return values.map { $0 ?? 0 }
    }

    /// What stands for a nil component in `date(from:)`'s fields.
    static let absentField = -4_611_686_018_427_387_904

    /// `date(from:)`: the date of the components `fields` (one per `differenceFields` entry, `absentField` for nil), in
    /// seconds since the reference date; Foundation fills the components left out from the start of the era (year 1,
    /// January, the 1st, midnight). Nil when Foundation makes no date of them.
    static func date(from fields: [Int]) -> Double? {
        guard fields.count == differenceFields.count else { return nil }
        let v = fields.map { $0 == absentField ? nil : $0 }
        let components = DateComponents(
            calendar: DateFormat.calendar, timeZone: DateFormat.calendar.timeZone, year: v[0], month: v[1], day: v[2],
            hour: v[3], minute: v[4], second: v[5], nanosecond: v[6], weekday: v[7])
        return DateFormat.calendar.date(from: components)?.timeIntervalSinceReferenceDate
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

    /// `dateInterval(of:for:)`: the start and end (seconds since the reference date) of the `name` component holding
    /// the date; empty when Foundation gives none.
    static func interval(_ seconds: Double, _ name: String) -> [Double] {
        guard seconds.isFinite, let component = components[name],
            let interval = DateFormat.calendar.dateInterval(
                of: component, for: Date(timeIntervalSinceReferenceDate: seconds))
        else { return [] }
        return [interval.start.timeIntervalSinceReferenceDate, interval.end.timeIntervalSinceReferenceDate]
    }

    /// `isDate(_:equalTo:toGranularity:)`: whether both dates fall in the same `name` component (and every larger one).
    static func same(_ a: Double, _ b: Double, _ name: String) -> Bool {
        guard a.isFinite, b.isFinite, let component = components[name] else { return false }
        return DateFormat.calendar.isDate(
            Date(timeIntervalSinceReferenceDate: a), equalTo: Date(timeIntervalSinceReferenceDate: b),
            toGranularity: component)
    }

    /// `range(of:in:for:)`: the lower and upper (exclusive) bound of `smaller`'s values in the `larger` component
    /// holding the date (days 1..<31 in a 30-day month); empty when Foundation gives none.
    static func range(_ seconds: Double, _ smaller: String, _ larger: String) -> [Int] {
        guard seconds.isFinite, let s = components[smaller], let l = components[larger],
            let range = DateFormat.calendar.range(of: s, in: l, for: Date(timeIntervalSinceReferenceDate: seconds))
        else { return [] }
        return [range.lowerBound, range.upperBound]
    }

    /// The calendar's month or weekday names (`monthSymbols`, `shortWeekdaySymbols` …), en_US.
    static func symbols(_ name: String) -> [String] {
        let calendar = DateFormat.calendar
        switch name {
        case "month": return calendar.monthSymbols
        case "shortMonth": return calendar.shortMonthSymbols
        case "veryShortMonth": return calendar.veryShortMonthSymbols
        case "weekday": return calendar.weekdaySymbols
        case "shortWeekday": return calendar.shortWeekdaySymbols
        case "veryShortWeekday": return calendar.veryShortWeekdaySymbols
        default: return []
        }
    }
}
