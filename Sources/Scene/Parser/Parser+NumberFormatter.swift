// Parser+NumberFormatter.swift: Foundation's `NumberFormatter` and `NSNumber`, declared in the scene language, for the
// prices and readouts pasted code prints with `formatter.string(from: NSNumber(value: x)) ?? ""`.
// Rule: Apple: NumberFormatter — developer.apple.com/documentation/foundation/numberformatter (a class configured by
// its properties: `numberStyle`, `minimumFractionDigits`, `maximumFractionDigits`, `minimumIntegerDigits`,
// `usesGroupingSeparator`, `currencyCode`; `string(from:)` and `string(for:)` give the text), NSNumber.init(value:).
// The digits each style starts with are ICU's en_US patterns, which NumberFormatter uses (NumberFormatterFormat.swift).
// A digit property left unset (-1 here) keeps its style's default; `usesGroupingSeparator = false` turns the style's
// grouping off. Status: string(from:), string(for:) of the styles
// none, decimal, percent and currency; `number(from:)` and the spelled-out styles are not.

extension Parser {
    static let numberFormatterSource = """
        struct NSNumber {
            let doubleValue: Double
            init(value: Double) { self.doubleValue = value }
            init(value: Int) { self.doubleValue = Double(value) }
            var intValue: Int { Int(doubleValue) }
            var floatValue: Double { doubleValue }
            var stringValue: String { _formatNumber(doubleValue, "none", -1, 15, -1, -1, "") }
        }
        enum NumberFormatterStyle: String { case none, decimal, percent, currency, currencyISOCode, currencyAccounting }
        class NumberFormatter {
            var numberStyle: NumberFormatterStyle = .none
            var minimumFractionDigits: Int = -1
            var maximumFractionDigits: Int = -1
            var minimumIntegerDigits: Int = -1
            var usesGroupingSeparator: Bool = true
            var currencyCode: String = "USD"
            var locale: Locale = Locale(identifier: "en_US")
            func string(from number: NSNumber) -> String? {
                let grouping = usesGroupingSeparator ? -1 : 0
                return _formatNumber(number.doubleValue, numberStyle.rawValue, minimumFractionDigits, maximumFractionDigits, minimumIntegerDigits, grouping, currencyCode)
            }
            func string(for value: Double) -> String? {
                string(from: NSNumber(value: value))
            }
        }
        """

    /// The declarations of `numberFormatterSource`, placed nowhere in the user's file (empty ranges, never reported).
    static let numberFormatterDeclarations: [Stmt] = prelude(numberFormatterSource)
}
