// NumberFormatterFormat.swift: the text Foundation's NumberFormatter gives a number in the en_US locale
// (Parser+NumberFormatter.swift declares the class).
// Rule: Apple: NumberFormatter.Style — developer.apple.com/documentation/foundation/numberformatter/style, formatted
// through ICU's en_US CLDR patterns (unicode.org/reports/tr35/tr35-numbers.html#Number_Format_Patterns): `.none` is
// "#" (no grouping, no fraction digits, no minimum integer digit, so 0.5 with one fraction digit is ".5"), `.decimal`
// "#,##0.###", `.percent` "#,##0%" (the number × 100), `.currency` "¤#,##0.00" (the currency's minor unit digits);
// rounding is half-even (NumberFormatter.RoundingMode.halfEven, the default). minimumFractionDigits,
// maximumFractionDigits and minimumIntegerDigits replace the pattern's counts when set; a minimum above the maximum
// raises the maximum, as NSNumberFormatter does.

enum NumberFormatterFormat {
    /// `x` in `style` ("none", "decimal", "percent", "currency"…); -1 keeps a style's default count, `grouping` -1
    /// the style's grouping.
    static func string(
        _ x: Double, style: String, minimumFraction: Int, maximumFraction: Int, minimumInteger: Int, grouping: Int,
        currencyCode: String
    ) -> String {
        let isCurrency = style.hasPrefix("currency")
        var (minFraction, maxFraction, minInteger, groups) = (0, 0, 0, false)
        switch style {
        case "decimal": (maxFraction, minInteger, groups) = (3, 1, true)
        case "percent": (minInteger, groups) = (1, true)
        case _ where isCurrency:
            let minor = currencyDigits(currencyCode)
            (minFraction, maxFraction, minInteger, groups) = (minor, minor, 1, true)
        default: break
        }
        if minimumFraction >= 0 { minFraction = minimumFraction }
        if maximumFraction >= 0 { maxFraction = maximumFraction }
        if minimumFraction >= 0, maxFraction < minFraction { maxFraction = minFraction }
        if maximumFraction >= 0, minFraction > maxFraction { minFraction = maxFraction }
        if minimumInteger >= 0 { minInteger = minimumInteger }
        if grouping >= 0 { groups = grouping == 1 }
        guard x.isFinite else { return x.isNaN ? "NaN" : (x < 0 ? "-∞" : "+∞") }
        let value = style == "percent" ? x * 100 : x
        let text = NumberFormat.fixed(abs(value), minFraction...max(minFraction, min(maxFraction, 15)))
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        var integer = parts[0]
        while integer.hasPrefix("0") && integer.count > minInteger { integer.removeFirst() }
        while integer.count < minInteger { integer = "0" + integer }
        if integer.isEmpty && parts.count == 1 { integer = "0" }
        if groups, !integer.isEmpty { integer = NumberFormat.grouped(integer) }
        let digits = parts.count > 1 ? integer + "." + parts[1] : integer
        let negative = value < 0 && text.contains { $0 != "0" && $0 != "." }
        let prefix = isCurrency ? currencySymbol(currencyCode) : ""
        return (negative ? "-" : "") + prefix + digits + (style == "percent" ? "%" : "")
    }

    /// The currency's en_US symbol, as the currency format style writes it (NumberFormat.swift).
    private static func currencySymbol(_ code: String) -> String {
        let zero = NumberFormat(kind: .currency(code)).format(0, isInteger: false)
        return String(zero.prefix { !$0.isNumber })
    }

    /// The currency's ISO 4217 minor unit, as the currency format style uses it.
    private static func currencyDigits(_ code: String) -> Int {
        let one = NumberFormat(kind: .currency(code)).format(1, isInteger: false)
        guard let dot = one.firstIndex(of: ".") else { return 0 }
        return one[one.index(after: dot)...].count
    }
}
