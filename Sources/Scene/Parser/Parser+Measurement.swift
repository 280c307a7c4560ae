// Parser+Measurement.swift: Foundation's `Measurement` with the common units (UnitLength, UnitMass,
// UnitTemperature, UnitDuration, UnitSpeed) and its format style, and `ListFormatStyle`, declared in the scene
// language; `Text(m, format: .measurement(width:))` and `Text(names, format: .list(type:))` are the Text of the
// string they format (Checker+FormatStyleText). The formatting itself is Builtins+Measurement's (en_US).
// Rule: Apple: Measurement — developer.apple.com/documentation/foundation/measurement (`init(value:unit:)`,
// `value`, `unit`, `converted(to:)`, `formatted()`, `formatted(_:)`); Dimension's subclasses —
// developer.apple.com/documentation/foundation/unitlength (…/unitmass, …/unittemperature, …/unitduration,
// …/unitspeed), whose class properties are the units; Measurement.FormatStyle —
// developer.apple.com/documentation/foundation/measurement/formatstyle (`.measurement(width:usage:)`, widths
// `.wide`/`.abbreviated`/`.narrow`, usage `.general` or `.asProvided`); ListFormatStyle —
// developer.apple.com/documentation/foundation/listformatstyle (`.list(type:width:)`). Every unit is a `Dimension`
// here (UnitLength.meters too), so a unit of another dimension is not a type error; the
// generic argument of `Measurement<UnitLength>` is read and dropped (Parser.parseType). Status: these units and
// styles; `numberFormatStyle:` and usages other than `.general`/`.asProvided` are not.

extension Parser {
    /// The names that bring in the declarations.
    static let measurementNames: Set<String> = [
        "Measurement", "UnitLength", "UnitMass", "UnitTemperature", "UnitDuration", "UnitSpeed", "Dimension", "list",
        "ListFormatStyle", "formatted",
    ]

    /// The unit types and their units (Apple's class properties of each Dimension subclass that anim formats).
    static let measurementUnitTypes: [(type: String, units: [String])] = [
        ("UnitLength", ["kilometers", "meters", "centimeters", "millimeters", "miles", "yards", "feet", "inches"]),
        ("UnitMass", ["kilograms", "grams", "milligrams", "pounds", "ounces"]),
        ("UnitTemperature", ["celsius", "fahrenheit", "kelvin"]),
        ("UnitDuration", ["hours", "minutes", "seconds", "milliseconds"]),
        ("UnitSpeed", ["metersPerSecond", "kilometersPerHour", "milesPerHour", "knots"]),
    ]

    /// The declarations; `forLocale` adds each unit type's `init(forLocale:)` (Parser+DimensionForLocale.swift),
    /// which needs the `Locale` of Parser+DateFormatter.
    static func measurementSource(forLocale: Bool) -> String {
        func statics(_ units: [String]) -> String {
            units.map { "    static let \($0) = Dimension(name: \"\($0)\")\n" }.joined()
        }
        func preferred(_ type: String) -> String {
            guard forLocale else { return "" }
            return "    static func \(dimensionForLocaleName)(forLocale locale: Locale) -> Dimension "
                + "{ Dimension(name: _preferredUnit(\"\(type)\", locale.identifier)) }\n"
        }
        let all = measurementUnitTypes.flatMap(\.units)
        let types = measurementUnitTypes.map { "struct \($0.type) {\n\(statics($0.units))\(preferred($0.type))}\n" }
            .joined()
        return """
                struct Dimension: Equatable {
                    let name: String
                    var symbol: String { _unitSymbol(name) }
                \(statics(all))}
                \(types)
            enum MeasurementFormatWidth: String { case wide, abbreviated, narrow }
            enum MeasurementFormatUsage { case general, asProvided }
            struct MeasurementFormatStyle {
                let width: MeasurementFormatWidth
                let usage: MeasurementFormatUsage
                static func measurement(width: MeasurementFormatWidth, usage: MeasurementFormatUsage = .general) -> MeasurementFormatStyle {
                    MeasurementFormatStyle(width: width, usage: usage)
                }
            }
            struct Measurement {
                var value: Double
                let unit: Dimension
                init(value: Double, unit: Dimension) {
                    self.value = value
                    self.unit = unit
                }
                func converted(to other: Dimension) -> Measurement {
                    Measurement(value: _convertMeasurement(value, unit.name, other.name), unit: other)
                }
                func formatted() -> String {
                    _formatMeasurement(value, unit.name, "abbreviated", true)
                }
                func formatted(_ style: MeasurementFormatStyle) -> String {
                    _formatMeasurement(value, unit.name, style.width.rawValue, style.usage == .general)
                }
                var description: String { "\\(value) \\(unit.symbol)" }
            }
            enum ListFormatType: String { case and, or }
            enum ListFormatWidth: String { case standard, short, narrow }
            struct ListFormatStyle {
                let type: ListFormatType
                let width: ListFormatWidth
                static func list(type: ListFormatType, width: ListFormatWidth = .standard) -> ListFormatStyle {
                    ListFormatStyle(type: type, width: width)
                }
                func format(_ items: [String]) -> String {
                    _formatList(items, type.rawValue, width.rawValue)
                }
                static func join(_ items: [String], _ style: ListFormatStyle) -> String {
                    style.format(items)
                }
            }
            """
    }

    static let measurementDeclarations: [Stmt] = prelude(measurementSource(forLocale: false))
    static let measurementForLocaleDeclarations: [Stmt] = prelude(measurementSource(forLocale: true))
}
