// NumberReading.swift: the numbers in a string, read for direction only: sign, integer and fraction digits.
// Rule: seed 003 ("Anything can roll … Arabic-Indic digits. Nothing is gated on the value parsing as a number");
// measurements in AmatoGiulio/react-native-numeric-text .agent/TRANSITION_MODEL.md (1,000 → 999 counts down; 9,950 →
// 10,123 counts up) and barvian/number-flow packages/number-flow/src/formatter.ts (NumberFlow's parts: integer digits
// with group separators, then a decimal mark and fraction digits). Status: complete.
//
// A string never fails to read: text without digits simply holds no numbers. Reading, over grapheme clusters:
// 1. A number is a maximal run of decimal digits (Unicode category Nd, any script: 0–9, ٠–٩, ۰–۹, ०–९, ０–９ …) in
//    which one separator between two digits joins them: , . ' ’ ٫ ٬ and the no-break spaces U+00A0, U+2009,
//    U+202F. An ordinary space does not join ("2 12" is two numbers), nor does a pair of separators.
// 2. The decimal mark is the number's last separator when it occurs once in the number and is "." or "٫", or is
//    "," after a different separator ("1.234,5", "1 234,5"). Otherwise every separator groups: "1,000" is a
//    thousand and "1,5" is fifteen (the en-US reading; a lone "," is ambiguous and reads as grouping), "1.234.567"
//    groups too.
// 3. A "-" or "−" (U+2212) right before the first digit makes the number negative, unless a letter or digit comes
//    right before the sign ("A-1", "3-5" are labels and ranges, not negatives).
// 4. Numbers compare as exact decimals: sign, then integer digits (leading zeros dropped) by length then digit by
//    digit, then fraction digits (trailing zeros dropped). No Double is involved, so any length reads exactly.

/// A number read from a string (step 4's value), for comparing one number with its counterpart.
struct NumberReading: Comparable, Sendable {
    /// True below zero; zero is never negative.
    let negative: Bool
    /// Integer digits, most significant first, without leading zeros (empty for 0).
    let integer: [Int]
    /// Fraction digits, without trailing zeros.
    let fraction: [Int]

    init(negative: Bool, integer: [Int], fraction: [Int]) {
        let i = Array(integer.drop { $0 == 0 })
        var f = fraction
        while f.last == 0 { f.removeLast() }
        self.integer = i
        self.fraction = f
        self.negative = negative && !(i.isEmpty && f.isEmpty)
    }

    /// The numbers of `clusters`, in order (steps 1–3).
    static func numbers(in clusters: [String]) -> [NumberReading] {
        var out: [NumberReading] = []
        var i = 0
        while i < clusters.count {
            guard let d = digit(clusters[i]) else {
                i += 1
                continue
            }
            let start = i
            var groups: [[Int]] = [[d]]
            var separators: [String] = []
            var j = i + 1
            while j < clusters.count {
                if let d = digit(clusters[j]) {
                    groups[groups.count - 1].append(d)
                    j += 1
                } else if j + 1 < clusters.count, joiners.contains(clusters[j]), digit(clusters[j + 1]) != nil {
                    separators.append(clusters[j])
                    groups.append([])
                    j += 1
                } else {
                    break
                }
            }
            let point = decimalMark(separators)
            let integer = groups[...(point ?? groups.count - 1)].flatMap { $0 }
            let fraction = point.map { groups[($0 + 1)...].flatMap { $0 } } ?? []
            out.append(NumberReading(negative: isSign(clusters, before: start), integer: integer, fraction: fraction))
            i = j
        }
        return out
    }

    static func < (a: NumberReading, b: NumberReading) -> Bool {
        if a.negative != b.negative { return a.negative }
        let m = magnitudeOrder(a, b)
        return a.negative ? m > 0 : m < 0
    }

    // MARK: -

    /// Step 1's joining separators.
    static let joiners: Set<String> = [
        ",", ".", "'", "\u{2019}", "\u{066B}", "\u{066C}", "\u{00A0}", "\u{2009}", "\u{202F}",
    ]

    /// The value of a decimal digit of any script (Unicode Nd), else nil.
    static func digit(_ cluster: String) -> Int? {
        let scalars = cluster.unicodeScalars
        guard scalars.count == 1, let s = scalars.first, s.properties.generalCategory == .decimalNumber,
            let v = s.properties.numericValue
        else { return nil }
        return Int(v)
    }

    /// Step 2: the index of the separator that is the decimal mark, if any.
    static func decimalMark(_ separators: [String]) -> Int? {
        guard let last = separators.last else { return nil }
        let earlier = separators.dropLast()
        if earlier.contains(last) { return nil }
        switch last {
        case ".", "\u{066B}": return separators.count - 1
        case ",": return earlier.isEmpty ? nil : separators.count - 1
        default: return nil
        }
    }

    /// Step 3: a minus sign right before `start` that no letter or digit precedes.
    static func isSign(_ clusters: [String], before start: Int) -> Bool {
        guard start > 0, clusters[start - 1] == "-" || clusters[start - 1] == "\u{2212}" else { return false }
        guard start > 1 else { return true }
        return !clusters[start - 2].unicodeScalars.contains { $0.properties.isAlphabetic || digit(String($0)) != nil }
    }

    /// −1, 0 or 1 as |a| is below, equal to or above |b| (step 4).
    static func magnitudeOrder(_ a: NumberReading, _ b: NumberReading) -> Int {
        if a.integer.count != b.integer.count { return a.integer.count < b.integer.count ? -1 : 1 }
        for (x, y) in zip(a.integer, b.integer) where x != y { return x < y ? -1 : 1 }
        for k in 0..<max(a.fraction.count, b.fraction.count) {
            let x = k < a.fraction.count ? a.fraction[k] : 0
            let y = k < b.fraction.count ? b.fraction[k] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }
}
