// DateFormat.swift: dates as Text shows them: `Text(date, style: .time/.date/.relative/.offset/.timer)`,
// `Text(timerInterval:countsDown:)`, `Text(a...b)`, `date.formatted()`, `formatted(date:time:)` and the
// `.dateTime.hour().minute()…` field styles.
// Rule: Apple, SwiftUI "Text.DateStyle" (developer.apple.com/documentation/swiftui/text/datestyle: `.date` "June 3,
// 2019", `.time` "11:23PM", `.relative` "2 hours, 23 minutes" / "1 year, 1 month", `.offset` "+2 hours" /
// "-3 months", `.timer` "2:32" / "36:59:01", each against now), "Text.init(timerInterval:pauseTime:countsDown:
// showsHours:)", and Foundation "Date.FormatStyle" (date styles numeric/abbreviated/long/complete, time styles
// shortened/standard/complete; the field symbols of `.dateTime`), which Foundation formats through ICU with the
// CLDR en_US patterns (so `12:00 AM` has U+202F before the day period, as Apple's platforms print since CLDR 42).
// A rendered scene has no user locale or time zone: anim formats as en_US in GMT, so every machine prints the same
// text, and a scene's clock starts at the reference date (2001-01-01 00:00:00 GMT, Parser+TimelineView.swift).
// Status: complete for the styles listed; other locales, time zones and `Duration` styles are not.

import Foundation

/// Formatting of dates (seconds since the reference date) for the scene language's `Date`.
enum DateFormat {
    static let locale = Locale(identifier: "en_US")
    static let timeZone = TimeZone(identifier: "GMT")!

    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = timeZone
        c.locale = locale
        return c
    }

    /// `formatted(date:time:)`: `date` is omitted/numeric/abbreviated/long/complete, `time` omitted/shortened/
    /// standard/complete.
    static func format(_ seconds: Double, date: String, time: String) -> String {
        let d: Date.FormatStyle.DateStyle =
            switch date {
            case "omitted": .omitted
            case "abbreviated": .abbreviated
            case "long": .long
            case "complete": .complete
            default: .numeric
            }
        let t: Date.FormatStyle.TimeStyle =
            switch time {
            case "omitted": .omitted
            case "standard": .standard
            case "complete": .complete
            default: .shortened
            }
        let style = Date.FormatStyle(date: d, time: t, locale: locale, calendar: calendar, timeZone: timeZone)
        return Date(timeIntervalSinceReferenceDate: seconds).formatted(style)
    }

    /// `.dateTime` with the fields `fields` names, each `name` or `name=width` separated by `;` (Foundation
    /// "Date.FormatStyle.dateTime": no field at all formats as `.dateTime` alone, numeric date and shortened time).
    static func format(_ seconds: Double, fields: String) -> String {
        var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
        let parts = fields.split(separator: ";").filter { !$0.isEmpty }
        if parts.isEmpty { return format(seconds, date: "numeric", time: "shortened") }
        for part in parts {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            let width = pair.count > 1 ? pair[1] : ""
            switch pair[0] {
            case "year": style = style.year(width == "twoDigits" ? .twoDigits : .defaultDigits)
            case "month":
                let month: Date.FormatStyle.Symbol.Month =
                    switch width {
                    case "defaultDigits": .defaultDigits
                    case "twoDigits": .twoDigits
                    case "wide": .wide
                    case "narrow": .narrow
                    default: .abbreviated
                    }
                style = style.month(month)
            case "day": style = style.day(width == "twoDigits" ? .twoDigits : .defaultDigits)
            case "weekday":
                let weekday: Date.FormatStyle.Symbol.Weekday =
                    switch width {
                    case "wide": .wide
                    case "narrow": .narrow
                    case "short": .short
                    case "oneDigit": .oneDigit
                    default: .abbreviated
                    }
                style = style.weekday(weekday)
            case "hour":
                style = style.hour(
                    width == "twoDigits" ? .twoDigits(amPM: .abbreviated) : .defaultDigits(amPM: .abbreviated))
            case "minute": style = style.minute(width == "defaultDigits" ? .defaultDigits : .twoDigits)
            case "second": style = style.second(width == "defaultDigits" ? .defaultDigits : .twoDigits)
            case "era": style = style.era()
            case "quarter": style = style.quarter()
            case "week": style = style.week()
            case "dayOfYear": style = style.dayOfYear()
            case "timeZone": style = style.timeZone()
            default: break
            }
        }
        return Date(timeIntervalSinceReferenceDate: seconds).formatted(style)
    }

    /// `Text(date, style:)` at `now`.
    static func text(_ seconds: Double, style: String, now: Double) -> String {
        switch style {
        case "time": format(seconds, date: "omitted", time: "shortened")
        case "date": format(seconds, date: "long", time: "omitted")
        case "relative": components(from: min(seconds, now), to: max(seconds, now), units: 2, separator: ", ")
        case "offset":
            (seconds >= now ? "+" : "-")
                + components(from: min(seconds, now), to: max(seconds, now), units: 1, separator: "")
        default: timer(abs(seconds - now).rounded(.down))
        }
    }

    /// `Text(timerInterval: start...end, pauseTime:, countsDown:)` at `now`: the time left (or elapsed) in the
    /// interval, clamped to it.
    static func timer(start: Double, end: Double, countsDown: Bool, now: Double) -> String {
        let t = min(max(now, start), end)
        return timer(countsDown ? (end - t).rounded(.up) : (t - start).rounded(.down))
    }

    /// `Text(a...b)`: the interval as Foundation's interval style prints it.
    static func interval(_ start: Double, _ end: Double) -> String {
        let style = Date.IntervalFormatStyle(
            date: .numeric, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone)
        let a = Date(timeIntervalSinceReferenceDate: min(start, end))
        let b = Date(timeIntervalSinceReferenceDate: max(start, end))
        return (a..<b).formatted(style)
    }

    /// `m:ss`, or `h:mm:ss` from an hour on (Text.DateStyle.timer).
    static func timer(_ seconds: Double) -> String {
        let s = Int(max(0, min(seconds, 1e12)))
        let (h, m, r) = (s / 3600, s / 60 % 60, s % 60)
        let mm = h > 0 && m < 10 ? "0\(m)" : "\(m)"
        let ss = r < 10 ? "0\(r)" : "\(r)"
        return h > 0 ? "\(h):\(mm):\(ss)" : "\(mm):\(ss)"
    }

    /// The largest `units` non-zero calendar components between two dates, in full words ("2 hours, 23 minutes");
    /// "0 seconds" when they are equal.
    static func components(from a: Double, to b: Double, units: Int, separator: String) -> String {
        let fields: [(Calendar.Component, String)] = [
            (.year, "year"), (.month, "month"), (.day, "day"), (.hour, "hour"), (.minute, "minute"),
            (.second, "second"),
        ]
        let c = calendar.dateComponents(
            Set(fields.map(\.0)), from: Date(timeIntervalSinceReferenceDate: a),
            to: Date(timeIntervalSinceReferenceDate: b))
        var words: [String] = []
        for (component, name) in fields {
            guard let n = c.value(for: component), n != 0 else { continue }
            words.append("\(n) \(name)\(n == 1 ? "" : "s")")
            if words.count == units { break }
        }
        return words.isEmpty ? "0 seconds" : words.joined(separator: separator)
    }
}
