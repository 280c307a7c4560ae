// Builtins+NumberFormatter.swift: the primitive the scene language's `NumberFormatter` (Parser+NumberFormatter.swift)
// calls; its name starts with an underscore, so no scene names it and no hint offers it.
// Rule: NumberFormatterFormat.swift. Status: complete for Parser+NumberFormatter.

extension Builtins {
    static let numberFormatterValues: [String: [BuiltinFunction]] = [
        "_formatNumber": [
            BuiltinFunction(
                [
                    arg(nil, .double), arg(nil, .string), arg(nil, .int), arg(nil, .int), arg(nil, .int),
                    arg(nil, .int),
                    arg(nil, .string),
                ], .string
            ) { v, _ in
                .string(
                    NumberFormatterFormat.string(
                        v[0].double, style: v[1].string, minimumFraction: v[2].int, maximumFraction: v[3].int,
                        minimumInteger: v[4].int, grouping: v[5].int, currencyCode: v[6].string))
            }
        ]
    ]
}
