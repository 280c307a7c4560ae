// Builtins+NumberFormat.swift: the format style values (`.number`, `.percent`, `.currency(code:)`, `.precision(…)`,
// `.grouping(…)`) and `formatted(…)` on numbers; `Text(_:format:)` is Layout's TextView. Formatting: NumberFormat.
// Rule: Apple, Foundation "FloatingPointFormatStyle" / "IntegerFormatStyle" and BinaryInteger/BinaryFloatingPoint
// "formatted()" / "formatted(_:)" (no style: `.number`). Status: complete for the styles NumberFormat lists.

extension Builtins {
    static let formatStyleType = SceneType.enumeration(NumberFormat.typeName)
    static let precisionType = SceneType.enumeration("NumberFormatStyleConfiguration.Precision")
    static let groupingType = SceneType.enumeration("NumberFormatStyleConfiguration.Grouping")

    /// `.currency(code: "USD")`.
    static let formatStyleStaticMethods: [String: [BuiltinFunction]] = [
        "currency": [
            BuiltinFunction([arg("code", .string)], formatStyleType) { v, _ in
                NumberFormat(kind: .currency(v[0].string)).value
            }
        ]
    ]

    /// `.fractionLength(2)`, `.fractionLength(0...2)`, `.significantDigits(3)`: a precision is a style's fields
    /// (NumberFormat.encoded) with only the digits set.
    static let precisionStaticMethods: [String: [BuiltinFunction]] = {
        func precision(significant: Bool) -> [BuiltinFunction] {
            @Sendable func make(_ r: ClosedRange<Int>) -> Value {
                var f = NumberFormat()
                if significant { f.significant = r } else { f.fraction = r }
                return .enumeration(type: "NumberFormatStyleConfiguration.Precision", name: f.encoded)
            }
            return [
                BuiltinFunction([arg(nil, .int)], precisionType) { v, _ in
                    let n = max(0, min(v[0].int, 20))
                    return make(n...n)
                },
                BuiltinFunction([arg(nil, .range)], precisionType) { v, _ in
                    guard case .range(let l, let u) = v[0] else { return make(0...6) }
                    let low = max(0, min(l, 20))
                    return make(low...max(low, min(u - 1, 20)))
                },
            ]
        }
        return ["fractionLength": precision(significant: false), "significantDigits": precision(significant: true)]
    }()

    /// `style.precision(_:)`, `style.grouping(_:)`.
    static let formatStyleMethods: [String: [BuiltinFunction]] = [
        "precision": [
            BuiltinFunction([arg(nil, precisionType)], formatStyleType) { v, _ in
                var style = NumberFormat(encoded: v[0].enumerationName)
                let precision = NumberFormat(encoded: v[1].enumerationName)
                style.fraction = precision.fraction
                style.significant = precision.significant
                return style.value
            }
        ],
        "grouping": [
            BuiltinFunction([arg(nil, groupingType)], formatStyleType) { v, _ in
                var style = NumberFormat(encoded: v[0].enumerationName)
                style.grouping = v[1].enumerationName != "never"
                return style.value
            }
        ],
    ]

    /// `x.formatted()` and `x.formatted(style)` on a Double or an Int.
    static func formattedMethods(isInteger: Bool) -> [String: [BuiltinFunction]] {
        [
            "formatted": [
                BuiltinFunction([], .string) { v, _ in
                    .string(NumberFormat().format(v[0].number, isInteger: isInteger))
                },
                BuiltinFunction([arg(nil, formatStyleType)], .string) { v, _ in
                    .string(NumberFormat(encoded: v[1].enumerationName).format(v[0].number, isInteger: isInteger))
                },
            ]
        ]
    }
}

extension Value {
    /// A Double or an Int as a Double (a format style reads either).
    public var number: Double {
        if case .int(let i) = self { return Double(i) }
        return double
    }

    /// The case name of a `.enumeration` value ("" for any other value).
    public var enumerationName: String {
        if case .enumeration(_, let name) = self { return name }
        return ""
    }
}
