// NumberFormat.swift: the number format styles pasted SwiftUI code writes, `Text(value, format: .number)`,
// `.percent`, `.currency(code:)`, `.precision(.fractionLength(2))`, `.grouping(.never)`, and `value.formatted(…)`,
// formatted as the en_US locale does.
// Rule: Apple, Foundation "IntegerFormatStyle", "FloatingPointFormatStyle" (.number, .percent, .currency(code:);
// "precision(_:)", NumberFormatStyleConfiguration.Precision "fractionLength(_:)" and "significantDigits(_:)",
// "grouping(_:)"), which format through ICU: unicode-org.github.io/icu/userguide/format_parse/numbers/skeletons.html
// (without a precision a number rounds to at most 6 fraction digits, half-even; a currency to its ISO 4217 minor
// unit, 2 for USD/EUR/GBP and 0 for JPY), and the en_US CLDR symbols: grouping "," every three integer digits,
// decimal ".", percent suffix "%", minus "-", currency symbol before the number. Status: complete for the styles
// listed; dates, `.notation` and other locales are not.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A number format style. A scene carries it as `Value.enumeration(type: "FormatStyle", name: encoded)`, so the
/// style needs no case of its own in the language (Vocabulary enumerations).
public struct NumberFormat: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case number, percent
        case currency(String)
    }

    var kind: Kind = .number
    /// Fraction digits kept; nil for the style's default.
    var fraction: ClosedRange<Int>?
    /// Significant digits kept, which replace the fraction digits when set.
    var significant: ClosedRange<Int>?
    var grouping = true

    public static let typeName = "FormatStyle"

    init(kind: Kind = .number) { self.kind = kind }

    /// The style a `Value.enumeration` name stands for.
    public init(encoded: String) {
        let fields = encoded.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        switch fields[0] {
        case "percent": kind = .percent
        case let s where s.hasPrefix("currency:"): kind = .currency(String(s.dropFirst("currency:".count)))
        default: kind = .number
        }
        func range(_ s: String) -> ClosedRange<Int>? {
            let parts = s.split(separator: "-").compactMap { Int($0) }
            return parts.count == 2 && parts[0] <= parts[1] ? parts[0]...parts[1] : nil
        }
        if fields.count > 1 { fraction = range(fields[1]) }
        if fields.count > 2 { significant = range(fields[2]) }
        if fields.count > 3 { grouping = fields[3] != "0" }
    }

    var encoded: String {
        let k: String
        switch kind {
        case .number: k = "number"
        case .percent: k = "percent"
        case .currency(let code): k = "currency:\(code)"
        }
        func range(_ r: ClosedRange<Int>?) -> String { r.map { "\($0.lowerBound)-\($0.upperBound)" } ?? "" }
        return [k, range(fraction), range(significant), grouping ? "1" : "0"].joined(separator: "|")
    }

    var value: Value { .enumeration(type: NumberFormat.typeName, name: encoded) }

    /// ISO 4217 minor units and en_US symbols of the common currencies; others print their code and 2 digits.
    private static let currencies: [String: (symbol: String, digits: Int)] = [
        "USD": ("$", 2), "EUR": ("€", 2), "GBP": ("£", 2), "JPY": ("¥", 0), "CNY": ("CN¥", 2), "INR": ("₹", 2),
        "CAD": ("CA$", 2), "AUD": ("A$", 2), "CHF": ("CHF ", 2), "KRW": ("₩", 0),
    ]

    /// `x` formatted; `isInteger` for an Int (whose percent style reads it as the percentage itself).
    public func format(_ x: Double, isInteger: Bool) -> String {
        guard x.isFinite else { return x.isNaN ? "NaN" : (x < 0 ? "-∞" : "∞") }
        var value = x
        var digits = fraction ?? 0...6
        var prefix = ""
        var suffix = ""
        switch kind {
        case .number:
            if isInteger, fraction == nil { digits = 0...0 }
        case .percent:
            if !isInteger { value *= 100 }
            if isInteger, fraction == nil { digits = 0...0 }
            suffix = "%"
        case .currency(let code):
            let (symbol, minor) = NumberFormat.currencies[code.uppercased()] ?? ("\(code.uppercased()) ", 2)
            prefix = symbol
            if fraction == nil { digits = minor...minor }
        }
        var text: String
        if let significant {
            text = NumberFormat.significantDigits(abs(value), significant)
        } else {
            text = NumberFormat.fixed(abs(value), digits)
        }
        if grouping { text = NumberFormat.grouped(text) }
        let negative = value < 0 && text.contains(where: { $0 != "0" && $0 != "." && $0 != "," })
        return (negative ? "-" : "") + prefix + text + suffix
    }

    /// `x` (≥ 0) rounded half-even to at most `digits.upperBound` fraction digits, trailing zeros dropped down to
    /// `digits.lowerBound`.
    static func fixed(_ x: Double, _ digits: ClosedRange<Int>) -> String {
        let places = min(max(digits.upperBound, 0), 15)
        let scale = pow10(places)
        // x · scale is not exact: a value that prints as …5 at one more digit rounds half-even on its decimal form (a
        // tie within 1e-9 plus Double's relative error, so a large number such as 1234567891 is not taken for one).
        let decimal = x * scale
        var scaled = decimal.rounded(.toNearestOrEven)
        if abs(decimal - decimal.rounded(.down) - 0.5) < 1e-9 + 1e-15 * decimal {
            scaled = decimal.rounded(.down)
            if scaled.truncatingRemainder(dividingBy: 2) != 0 { scaled += 1 }
        }
        // Beyond Int64 the digits are Double's own spelling (a number that large has no fraction digits to keep).
        var text = scaled < 9e18 ? String(Int64(scaled)) : String(scaled)
        if places > 0 {
            while text.count <= places { text = "0" + text }
            let split = text.index(text.endIndex, offsetBy: -places)
            var fractionPart = String(text[split...])
            let integerPart = String(text[..<split])
            while fractionPart.count > max(digits.lowerBound, 0), fractionPart.hasSuffix("0") {
                fractionPart.removeLast()
            }
            text = fractionPart.isEmpty ? integerPart : integerPart + "." + fractionPart
        }
        return text
    }

    /// `x` (≥ 0) to at most `digits.upperBound` significant digits, at least `digits.lowerBound`.
    static func significantDigits(_ x: Double, _ digits: ClosedRange<Int>) -> String {
        let most = min(max(digits.upperBound, 1), 17)
        guard x > 0 else { return fixed(0, max(0, digits.lowerBound - 1)...max(0, digits.lowerBound - 1)) }
        let magnitude = Int((x.magnitude).log10Floor)
        let places = most - 1 - magnitude
        if places >= 0 {
            let least = max(0, digits.lowerBound - 1 - magnitude)
            return fixed(x, min(least, places)...places)
        }
        let unit = pow10(-places)
        return fixed((x / unit).rounded(.toNearestOrEven) * unit, 0...0)
    }

    /// "1234567.5" → "1,234,567.5".
    static func grouped(_ text: String) -> String {
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        var integer = Array(parts[0])
        var out: [Character] = []
        while integer.count > 3 {
            out = [","] + integer.suffix(3) + out
            integer.removeLast(3)
        }
        let head = String(integer + out)
        return parts.count > 1 ? head + "." + parts[1] : head
    }

    private static func pow10(_ n: Int) -> Double {
        var p = 1.0
        for _ in 0..<max(n, 0) { p *= 10 }
        return p
    }
}

extension Double {
    /// ⌊log10(self)⌋ for a positive finite value, exact at powers of ten.
    fileprivate var log10Floor: Double {
        var e = log10(self).rounded(.down)
        if pow(10, e + 1) <= self { e += 1 } else if pow(10, e) > self { e -= 1 }
        return e
    }
}
