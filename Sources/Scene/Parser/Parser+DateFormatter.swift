// Parser+DateFormatter.swift: Foundation's `DateFormatter`, its `Style` (as `DateFormatterStyle`), `Locale` and `TimeZone`,
// declared in the scene language over the scene's `Date` (Parser+TimelineView.swift), for the clocks and headers
// demos print with `formatter.string(from: Date())`.
// Rule: Apple: DateFormatter — developer.apple.com/documentation/foundation/dateformatter (a class: `let f =
// DateFormatter(); f.dateFormat = "h:mm a"` configures it; `dateStyle`/`timeStyle` apply when `dateFormat` is
// empty; `setLocalizedDateFormatFromTemplate(_:)` picks the locale's pattern for a template); Locale(identifier:) and TimeZone(identifier:)/`TimeZone(secondsFromGMT:)`. `Locale.current` is the
// scene's en_US (its `currency` the US dollar, Apple: Locale.currency) and `TimeZone.current` its GMT
// (DateFormat.swift), so the text is the same on every machine; the
// formatting itself is Foundation's (DateFormatterFormat.swift). `date(from:)` parses with the same settings (nil
// when the text does not match); `string(for:)` is Formatter's, for a Date. Status: complete for string(from:),
// string(for:) and date(from:).

extension Parser {
    static let dateFormatterSource = """
        struct Locale {
            let identifier: String
            init(identifier: String) { self.identifier = identifier }
            static var current: Locale { Locale(identifier: "en_US") }
            static var autoupdatingCurrent: Locale { Locale(identifier: "en_US") }
            struct Currency {
                let identifier: String
            }
            var currency: Currency? { identifier == "en_US" ? Currency(identifier: "USD") : nil }
            var currencyCode: String? { currency?.identifier }
        }
        struct TimeZone {
            let identifier: String
            init(identifier: String) { self.identifier = identifier }
            init(abbreviation: String) { self.identifier = abbreviation }
            init(secondsFromGMT: Int) {
                let m = abs(secondsFromGMT) / 60
                let hhmm = m / 60 * 100 + m % 60
                let zeros = hhmm < 10 ? "000" : hhmm < 100 ? "00" : hhmm < 1000 ? "0" : ""
                self.identifier = "GMT" + (secondsFromGMT < 0 ? "-" : "+") + zeros + String(hhmm)
            }
            static var current: TimeZone { TimeZone(identifier: "GMT") }
            static var autoupdatingCurrent: TimeZone { TimeZone(identifier: "GMT") }
            static var gmt: TimeZone { TimeZone(identifier: "GMT") }
        }
        enum DateFormatterStyle: String { case none, short, medium, long, full }
        class DateFormatter {
            var dateFormat: String = ""
            var dateStyle: DateFormatterStyle = .none
            var timeStyle: DateFormatterStyle = .none
            var locale: Locale = Locale(identifier: "en_US")
            var timeZone: TimeZone = TimeZone(identifier: "GMT")
            func string(from date: Date) -> String {
                _formatDatePattern(date.timeIntervalSinceReferenceDate, dateFormat, dateStyle.rawValue, timeStyle.rawValue, locale.identifier, timeZone.identifier)
            }
            func string(for date: Date) -> String? { string(from: date) }
            func date(from string: String) -> Date? {
                guard let seconds = _parseDatePattern(string, dateFormat, dateStyle.rawValue, timeStyle.rawValue, locale.identifier, timeZone.identifier) else {
                    return nil
                }
                return Date(timeIntervalSinceReferenceDate: seconds)
            }
            func setLocalizedDateFormatFromTemplate(_ template: String) {
                dateFormat = _dateFormatFromTemplate(template, locale.identifier)
            }
        }
        """

    /// The declarations of `dateFormatterSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let dateFormatterDeclarations: [Stmt] = prelude(dateFormatterSource)
}
