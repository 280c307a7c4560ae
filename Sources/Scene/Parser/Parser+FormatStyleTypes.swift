// Parser+FormatStyleTypes.swift: Foundation's number format style types written as annotations —
// `FloatingPointFormatStyle<Double>.Currency`, `IntegerFormatStyle<Int>.Percent`, `Decimal.FormatStyle` — which a
// computed property returning `.currency(code:)` declares (`var style: FloatingPointFormatStyle<Double>.Currency`).
// Rule: Apple: FloatingPointFormatStyle, FloatingPointFormatStyle.Currency, FloatingPointFormatStyle.Percent,
// IntegerFormatStyle (and its Currency/Percent) — developer.apple.com/documentation/foundation/floatingpointformatstyle.
// Each is a value `Text(_:format:)` and `TextField(_:value:format:)` take; anim holds every number style as one type
// (NumberFormat), so all of these name it, whatever the generic argument and nested kind. Status: complete.

extension Parser {
    /// The number format style types; their generic argument and a nested `Currency`/`Percent` name the same type.
    static let numberFormatStyleTypeNames: Set<String> = [
        "FloatingPointFormatStyle", "IntegerFormatStyle", "Decimal.FormatStyle",
    ]

    /// After `name` and its generic arguments: the nested style kind (`.Currency`, `.Percent`) is consumed and the
    /// type is anim's number format style.
    mutating func numberFormatStyleType() -> String {
        if current.isPunctuation("."), ["Currency", "Percent"].contains(peek(1).text) { advance(2) }
        return NumberFormat.typeName
    }
}
