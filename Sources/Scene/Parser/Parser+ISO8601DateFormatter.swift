// Parser+ISO8601DateFormatter.swift: Foundation's `ISO8601DateFormatter`, declared in the scene language over the
// scene's `Date` (Parser+TimelineView.swift) and `TimeZone` (Parser+DateFormatter.swift), for sample data written
// as `ISO8601DateFormatter().date(from: "1977-01-30T11:28:00+00:00")!` and timestamps printed with `string(from:)`.
// Rule: Apple: ISO8601DateFormatter — developer.apple.com/documentation/foundation/iso8601dateformatter (a class:
// `formatOptions` default `.withInternetDateTime`, `timeZone` default GMT, `string(from:)`, `date(from:) -> Date?`,
// the class method `string(from:timeZone:formatOptions:)`). `formatOptions` is an OptionSet in Foundation; here it
// is an array of the options (`[.withInternetDateTime, .withFractionalSeconds]` reads the same), so a single option
// is written in brackets. The formatting is Foundation's (ISO8601Format.swift). Status: complete for these members.

extension Parser {
    static let iso8601DateFormatterSource = """
        class ISO8601DateFormatter {
            enum Options: String {
                case withYear, withMonth, withWeekOfYear, withDay, withTime, withTimeZone, withSpaceBetweenDateAndTime
                case withDashSeparatorInDate, withColonSeparatorInTime, withColonSeparatorInTimeZone
                case withFractionalSeconds, withFullDate, withFullTime, withInternetDateTime
            }
            var formatOptions: [Options] = [.withInternetDateTime]
            var timeZone: TimeZone = TimeZone(identifier: "GMT")
            func string(from date: Date) -> String {
                _formatISO8601(date.timeIntervalSinceReferenceDate, formatOptions.map { $0.rawValue }, timeZone.identifier)
            }
            func date(from string: String) -> Date? {
                guard let seconds = _parseISO8601(string, formatOptions.map { $0.rawValue }, timeZone.identifier) else {
                    return nil
                }
                return Date(timeIntervalSinceReferenceDate: seconds)
            }
            static func string(from date: Date, timeZone: TimeZone, formatOptions: [Options] = [.withInternetDateTime]) -> String {
                _formatISO8601(date.timeIntervalSinceReferenceDate, formatOptions.map { $0.rawValue }, timeZone.identifier)
            }
        }
        """

    /// The declarations of `iso8601DateFormatterSource`, placed nowhere in the user's file.
    static let iso8601DateFormatterDeclarations: [Stmt] = prelude(iso8601DateFormatterSource)
}
