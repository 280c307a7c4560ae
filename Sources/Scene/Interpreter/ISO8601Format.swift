// ISO8601Format.swift: Foundation's ISO8601DateFormatter as the scene language's `ISO8601DateFormatter`
// (Parser+ISO8601DateFormatter.swift) calls it: `string(from:)` and `date(from:)` with a set of `formatOptions`.
// Rule: Apple: ISO8601DateFormatter — developer.apple.com/documentation/foundation/iso8601dateformatter (the default
// `formatOptions` are `.withInternetDateTime`, RFC 3339's "yyyy-MM-dd'T'HH:mm:ssZZZZZ", in GMT; `date(from:)` is nil
// for text that does not match the options); ISO8601DateFormatter.Options —
// developer.apple.com/documentation/foundation/iso8601dateformatter/options. Formatting and parsing are Foundation's
// own, so the text is the platform's; the time zone is the one the scene sets (GMT when it sets none or Foundation
// does not know it, as DateFormatterFormat's). Status: complete for the options Apple lists.

import Foundation

enum ISO8601Format {
    /// ISO8601DateFormatter.Options by its Swift member name.
    private static let options: [String: ISO8601DateFormatter.Options] = [
        "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear, "withDay": .withDay,
        "withTime": .withTime, "withTimeZone": .withTimeZone,
        "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
        "withDashSeparatorInDate": .withDashSeparatorInDate, "withColonSeparatorInTime": .withColonSeparatorInTime,
        "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone,
        "withFractionalSeconds": .withFractionalSeconds, "withFullDate": .withFullDate, "withFullTime": .withFullTime,
        "withInternetDateTime": .withInternetDateTime,
    ]

    /// A formatter with the named options in the time zone `zone`.
    private static func formatter(options names: [String], zone: String) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = ISO8601DateFormatter.Options(names.compactMap { options[$0] })
        formatter.timeZone = DateFormatterFormat.timeZone(named: zone)
        return formatter
    }

    /// `string(from:)` for a date `seconds` after the reference date.
    static func string(_ seconds: Double, options: [String], zone: String) -> String {
        guard seconds.isFinite else { return "" }
        return formatter(options: options, zone: zone).string(from: Date(timeIntervalSinceReferenceDate: seconds))
    }

    /// `date(from:)`: the seconds after the reference date `text` names, nil when it does not match the options.
    static func date(_ text: String, options: [String], zone: String) -> Double? {
        formatter(options: options, zone: zone).date(from: text)?.timeIntervalSinceReferenceDate
    }
}
