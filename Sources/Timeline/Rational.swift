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

    /// The exact value of a decimal written in source (`"2.5"` → 5/2), or nil when it is not a plain decimal.
    public init?(decimal text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = Int(parts[0].isEmpty ? "0" : String(parts[0])) else { return nil }
        guard parts.count == 2 else {
            self.init(whole)
            return
        }
        let fraction = parts[1]
        guard fraction.count <= 15, fraction.allSatisfy(\.isNumber),
            let digits = Int(fraction.isEmpty ? "0" : String(fraction))
        else { return nil }
        var scale = 1
        for _ in 0..<fraction.count { scale *= 10 }
        self.init(whole * scale + (text.hasPrefix("-") ? -digits : digits), scale)
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
