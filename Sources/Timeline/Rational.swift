// Rational.swift: exact rational numbers for frame rates and times. Status: complete.

/// A reduced fraction `numerator / denominator` with a positive denominator.
public struct Rational: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let numerator: Int
    public let denominator: Int

    /// Reduces the fraction; `denominator` must not be zero (a programmer error: user input is checked first).
    public init(_ numerator: Int, _ denominator: Int = 1) {
        precondition(denominator != 0, "Rational with zero denominator")
        let g = Rational.gcd(abs(numerator), abs(denominator))
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / max(g, 1)
        self.denominator = sign * denominator / max(g, 1)
    }

    /// The exact value of a decimal written in source (`"2.5"` → 5/2, `"1e9"` → 1000000000, `"2.5E-3"` → 1/400),
    /// or nil when it is not a plain decimal or its value does not fit (every step is overflow-checked: a scene's
    /// header is user input, issue #22). Underscores between digits are ignored, as Swift's literals allow them.
    public init?(decimal text: String) {
        var body = Substring(text.filter { $0 != "_" })
        var exponent = 0
        if let e = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            let digits = body[body.index(after: e)...]
            guard let x = Int(digits), (-40...40).contains(x) else { return nil }
            exponent = x
            body = body[..<e]
        }
        let negative = body.hasPrefix("-")
        if negative || body.hasPrefix("+") { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count <= 2, !(parts[0].isEmpty && fraction.isEmpty) else { return nil }
        let digits = (parts[0].isEmpty ? "0" : parts[0]) + fraction
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), var value = Int(digits) else { return nil }
        var scale = 1
        let shift = fraction.count - exponent
        for _ in 0..<abs(shift) {
            if shift > 0 {
                let (s, o) = scale.multipliedReportingOverflow(by: 10)
                guard !o else { return nil }
                scale = s
            } else {
                let (v, o) = value.multipliedReportingOverflow(by: 10)
                guard !o else { return nil }
                value = v
            }
        }
        self.init(negative ? -value : value, scale)
    }

    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    public static func < (l: Rational, r: Rational) -> Bool {
        l.numerator.multipliedFullWidth(by: r.denominator) < r.numerator.multipliedFullWidth(by: l.denominator)
    }

    public static func * (l: Rational, r: Rational) -> Rational {
        Rational(l.numerator * r.numerator, l.denominator * r.denominator)
    }

    public static func / (l: Rational, r: Rational) -> Rational {
        Rational(l.numerator * r.denominator, l.denominator * r.numerator)
    }

    /// The smallest integer not below the value.
    public var ceiling: Int {
        let q = numerator / denominator
        return numerator % denominator > 0 ? q + 1 : q
    }

    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
