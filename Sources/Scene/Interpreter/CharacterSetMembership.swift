// CharacterSetMembership.swift: Foundation's `CharacterSet` as the scene language's prelude spells it (Parser+Scanner):
// a named Unicode class or the characters given, maybe inverted; and the two uses pasted code makes of one —
// `String.trimmingCharacters(in:)` and a `Scanner` skipping characters before a hex number.
// Rule: Apple: CharacterSet — developer.apple.com/documentation/foundation/characterset (alphanumerics: categories
// L*, M*, N*; letters: L*, M*; decimalDigits: Nd; whitespaces: Zs and tab; newlines: U+000A–U+000D, U+0085,
// U+2028, U+2029; punctuationCharacters: P*; symbols: S*); Scanner.scanHexInt64(_:) ("0x"/"0X" optional, then hex
// digits; false when none). Status: complete for the classes above and explicit characters.

enum CharacterSetMembership {
    /// Whether `scalar` is in the set `spec`: `"!"` before inverts it, `"="` before lists its characters, else a
    /// class name.
    static func contains(_ spec: String, _ scalar: Unicode.Scalar) -> Bool {
        if spec.hasPrefix("!") { return !contains(String(spec.dropFirst()), scalar) }
        if spec.hasPrefix("=") { return spec.unicodeScalars.dropFirst().contains(scalar) }
        let p = scalar.properties
        let category = p.generalCategory
        let isNewline = (0x0A...0x0D).contains(scalar.value) || [0x85, 0x2028, 0x2029].contains(scalar.value)
        switch spec {
        case "alphanumerics": return p.isAlphabetic || isLetterOrMark(category) || isNumber(category)
        case "letters": return isLetterOrMark(category)
        case "decimalDigits": return category == .decimalNumber
        case "whitespaces": return category == .spaceSeparator || scalar == "\t"
        case "newlines": return isNewline
        case "whitespacesAndNewlines": return category == .spaceSeparator || scalar == "\t" || isNewline
        case "punctuationCharacters":
            return [
                .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                .initialPunctuation, .finalPunctuation, .otherPunctuation,
            ].contains(category)
        case "symbols": return [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol].contains(category)
        case "uppercaseLetters": return category == .uppercaseLetter || category == .titlecaseLetter
        case "lowercaseLetters": return category == .lowercaseLetter
        default: return false
        }
    }

    private static func isLetterOrMark(_ c: Unicode.GeneralCategory) -> Bool {
        switch c {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark:
            true
        default: false
        }
    }

    private static func isNumber(_ c: Unicode.GeneralCategory) -> Bool {
        c == .decimalNumber || c == .letterNumber || c == .otherNumber
    }

    /// `text` without the members of `spec` at either end (`trimmingCharacters(in:)`, by Unicode scalar).
    static func trimming(_ text: String, _ spec: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, contains(spec, scalars[start]) { start += 1 }
        while end > start, contains(spec, scalars[end - 1]) { end -= 1 }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[start..<end])
        return String(out)
    }

    /// A hex number in `text` from scalar offset `location`, after skipping members of `skip` (empty: none): its
    /// value (saturated at Int.max, as a too-large number saturates in Scanner) and the offset after it; nil when
    /// no hex digit follows.
    static func scanHex(_ text: String, from location: Int, skipping skip: String) -> (value: Int, end: Int)? {
        let scalars = Array(text.unicodeScalars)
        var i = max(0, location)
        while i < scalars.count, !skip.isEmpty, contains(skip, scalars[i]) { i += 1 }
        if i + 2 < scalars.count, scalars[i] == "0", scalars[i + 1] == "x" || scalars[i + 1] == "X",
            scalars[i + 2].properties.isASCIIHexDigit
        {
            i += 2
        }
        var value = 0
        var digits = 0
        while i < scalars.count, let digit = Int(String(scalars[i]), radix: 16), scalars[i].isASCII {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 16)
            value = overflow ? Int.max : min(Int.max - digit, shifted) + digit
            digits += 1
            i += 1
        }
        return digits == 0 ? nil : (value, i)
    }
}
