// Parser+DimensionForLocale.swift: Foundation's `Dimension.init(forLocale:)` on the unit types the scene language
// declares (Parser+Measurement.swift): `UnitSpeed(forLocale: Locale.current)` is the locale's preferred speed unit.
// Rule: Apple: Dimension.init(forLocale:) — developer.apple.com/documentation/foundation/dimension/init(forlocale:)
// ("the preferred unit of the dimension for the locale"); the units are CLDR's unit preferences
// (Builtins+Measurement's `preferredUnit`). The unit types here are structs of `Dimension` class properties and a
// struct's initialiser cannot return a `Dimension` (the scene language has no subclasses as values,
// Parser+ClassInheritance), so the tokens `UnitSpeed(forLocale:` are read as a call of the type's static
// `_forLocale(forLocale:)`, which the declarations add when a file names `forLocale`. Status: complete for the
// unit types Parser+Measurement declares.

extension Parser {
    /// The static method the unit types declare for `init(forLocale:)`.
    static let dimensionForLocaleName = "_forLocale"

    /// The tokens with each `UnitX(forLocale:` (UnitX a unit type of Parser+Measurement) read as
    /// `UnitX._forLocale(forLocale:`, in string interpolations too.
    static func resolvingDimensionForLocale(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { ($0.kind == .identifier && $0.text == "forLocale") || $0.kind == .string })
        else { return tokens }
        let unitTypes = Set(measurementUnitTypes.map(\.type))
        var result: [Token] = []
        result.reserveCapacity(tokens.count + 2)
        for index in tokens.indices {
            var token = tokens[index]
            if token.kind == .string {
                token.segments = token.segments.map { segment in
                    guard case .interpolation(let inner, let range) = segment else { return segment }
                    return .interpolation(resolvingDimensionForLocale(inner), range)
                }
            }
            result.append(token)
            guard token.kind == .identifier, unitTypes.contains(token.text), index + 3 < tokens.count,
                tokens[index + 1].isPunctuation("("), !tokens[index + 1].spaceBefore,
                tokens[index + 2].kind == .identifier, tokens[index + 2].text == "forLocale",
                tokens[index + 3].isPunctuation(":")
            else { continue }
            result.append(Token(kind: .punctuation, text: ".", range: token.range))
            result.append(Token(kind: .identifier, text: dimensionForLocaleName, range: token.range))
        }
        return result
    }
}
