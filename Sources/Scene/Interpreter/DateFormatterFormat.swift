// DateFormatterFormat.swift: Foundation's DateFormatter as the scene language's `DateFormatter`
// (Parser+DateFormatter.swift) calls it: a `dateFormat` pattern, or `dateStyle`/`timeStyle`.
// Rule: Apple: DateFormatter — developer.apple.com/documentation/foundation/dateformatter (`dateFormat` is a Unicode
// date pattern, UTS #35 "Date Format Patterns", unicode.org/reports/tr35/tr35-dates.html; when it is empty,
// `dateStyle`/`timeStyle` choose the locale's patterns, `.none` omitting that part). Formatting is Foundation's own,
// in the scene's clock and time zone (GMT, DateFormat.swift); the locale is the one the scene sets (`en_US` when it
// sets none, as DateFormat's), so every machine with the same ICU data prints the same text.
// `date(from:)` parses with the same formatter (Apple: DateFormatter.date(from:), nil when the text does not match).
// Status: complete for string(from:) and date(from:).

import Foundation

enum DateFormatterFormat {
    /// `DateFormatter.Style` by its Swift case name.
    private static let styles: [String: DateFormatter.Style] = [
        "none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full,
    ]

    /// `string(from:)` for a date `seconds` after the reference date, in `locale` and the time zone `zone` (GMT
    /// when Foundation does not know it).
    static func string(
        _ seconds: Double, pattern: String, dateStyle: String, timeStyle: String, locale: String, zone: String
    ) -> String {
        guard seconds.isFinite else { return "" }
        let formatter = formatter(
            pattern: pattern, dateStyle: dateStyle, timeStyle: timeStyle, locale: locale, zone: zone)
        return formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds))
    }

    /// `date(from:)`: the seconds after the reference date `text` names read with the same settings, nil when it does
    /// not match them.
    static func date(
        _ text: String, pattern: String, dateStyle: String, timeStyle: String, locale: String, zone: String
    ) -> Double? {
        let formatter = formatter(
            pattern: pattern, dateStyle: dateStyle, timeStyle: timeStyle, locale: locale, zone: zone)
        return formatter.date(from: text)?.timeIntervalSinceReferenceDate
    }

    private static func formatter(
        pattern: String, dateStyle: String, timeStyle: String, locale: String, zone: String
    ) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale.isEmpty ? DateFormat.locale.identifier : locale)
        var calendar = DateFormat.calendar
        calendar.timeZone = timeZone(named: zone)
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        if pattern.isEmpty {
            formatter.dateStyle = styles[dateStyle] ?? .none
            formatter.timeStyle = styles[timeStyle] ?? .none
        } else {
            formatter.dateFormat = pattern
        }
        return formatter
    }

    /// The time zone a scene's `TimeZone` names (an identifier, an abbreviation or `GMT+hhmm`), GMT when Foundation
    /// does not know it.
    static func timeZone(named zone: String) -> TimeZone {
        TimeZone(identifier: zone) ?? TimeZone(abbreviation: zone) ?? DateFormat.timeZone
    }

    /// `DateFormatter.dateFormat(fromTemplate:options:locale:)`: the locale's pattern for the fields a template names.
    static func pattern(fromTemplate template: String, locale: String) -> String {
        DateFormatter.dateFormat(
            fromTemplate: template, options: 0,
            locale: Locale(identifier: locale.isEmpty ? DateFormat.locale.identifier : locale)) ?? template
    }
}
