// Builtins+Measurement.swift: Foundation's `Measurement` formatting and conversion, and `ListFormatStyle`, as
// the en_US locale prints them, for the scene language's declarations (Parser+Measurement).
// Rule: Apple: Measurement.FormatStyle — developer.apple.com/documentation/foundation/measurement/formatstyle
// (`width` `.wide`/`.abbreviated`/`.narrow`, `usage` `.general` by default, `.asProvided`); Measurement.formatted()
// — …/foundation/measurement/formatted() (abbreviated, general usage); ListFormatStyle —
// developer.apple.com/documentation/foundation/listformatstyle (`.list(type:width:)`, `.and`/`.or`,
// `.standard`/`.short`/`.narrow`). Foundation formats through ICU with CLDR's en data: the unit patterns are CLDR's
// (common/main/en.xml, `<units>`: long = wide, short = abbreviated, narrow); `.general` usage converts to the
// locale's preferred unit (CLDR common/supplemental/units.xml, `unitPreferenceData`, usage "default", region US:
// mile ≥ 1 else foot ≥ 1 else inch; pound ≥ 1 else ounce; fahrenheit; mile-per-hour) and then rounds as ICU does
// for a usage without a precision (ICU number_usageprefs.cpp: `Precision::integer().withMinDigits(2)`: 3.1 mi,
// 68°F, 11 lb); durations are kept in their unit (no US preference is applied to them here); lists join as CLDR's
// en listPatterns ("a, b, and c"; "a, b, or c"; short `&`; narrow without the conjunction).

extension Builtins {
    /// One unit: its dimension, its size in the dimension's base unit (metres, kilograms, kelvins, seconds, metres
    /// per second; temperatures add `offset` first), and CLDR en's narrow, short and long (singular, plural) forms.
    struct MeasurementUnit: Sendable {
        let dimension: String
        let factor: Double
        var offset = 0.0
        let narrow: String
        let short: String
        let singular: String
        let plural: String
    }

    static let measurementUnits: [String: MeasurementUnit] = [
        "kilometers": .init(
            dimension: "length", factor: 1000, narrow: "{0}km", short: "{0} km", singular: "{0} kilometer",
            plural: "{0} kilometers"),
        "meters": .init(
            dimension: "length", factor: 1, narrow: "{0}m", short: "{0} m", singular: "{0} meter", plural: "{0} meters"),
        "centimeters": .init(
            dimension: "length", factor: 0.01, narrow: "{0}cm", short: "{0} cm", singular: "{0} centimeter",
            plural: "{0} centimeters"),
        "millimeters": .init(
            dimension: "length", factor: 0.001, narrow: "{0}mm", short: "{0} mm", singular: "{0} millimeter",
            plural: "{0} millimeters"),
        "miles": .init(
            dimension: "length", factor: 1609.344, narrow: "{0}mi", short: "{0} mi", singular: "{0} mile",
            plural: "{0} miles"),
        "yards": .init(
            dimension: "length", factor: 0.9144, narrow: "{0}yd", short: "{0} yd", singular: "{0} yard",
            plural: "{0} yards"),
        "feet": .init(
            dimension: "length", factor: 0.3048, narrow: "{0}′", short: "{0} ft", singular: "{0} foot",
            plural: "{0} feet"),
        "inches": .init(
            dimension: "length", factor: 0.0254, narrow: "{0}″", short: "{0} in", singular: "{0} inch",
            plural: "{0} inches"),
        "kilograms": .init(
            dimension: "mass", factor: 1, narrow: "{0}kg", short: "{0} kg", singular: "{0} kilogram",
            plural: "{0} kilograms"),
        "grams": .init(
            dimension: "mass", factor: 0.001, narrow: "{0}g", short: "{0} g", singular: "{0} gram", plural: "{0} grams"),
        "milligrams": .init(
            dimension: "mass", factor: 0.000001, narrow: "{0}mg", short: "{0} mg", singular: "{0} milligram",
            plural: "{0} milligrams"),
        "pounds": .init(
            dimension: "mass", factor: 0.45359237, narrow: "{0}#", short: "{0} lb", singular: "{0} pound",
            plural: "{0} pounds"),
        "ounces": .init(
            dimension: "mass", factor: 0.028349523125, narrow: "{0}oz", short: "{0} oz", singular: "{0} ounce",
            plural: "{0} ounces"),
        "celsius": .init(
            dimension: "temperature", factor: 1, offset: 273.15, narrow: "{0}°C", short: "{0}°C",
            singular: "{0} degree Celsius", plural: "{0} degrees Celsius"),
        "fahrenheit": .init(
            dimension: "temperature", factor: 5.0 / 9.0, offset: 459.67, narrow: "{0}°", short: "{0}°F",
            singular: "{0} degree Fahrenheit", plural: "{0} degrees Fahrenheit"),
        "kelvin": .init(
            dimension: "temperature", factor: 1, narrow: "{0}K", short: "{0} K", singular: "{0} kelvin",
            plural: "{0} kelvins"),
        "hours": .init(
            dimension: "duration", factor: 3600, narrow: "{0}h", short: "{0} hr", singular: "{0} hour",
            plural: "{0} hours"),
        "minutes": .init(
            dimension: "duration", factor: 60, narrow: "{0}m", short: "{0} min", singular: "{0} minute",
            plural: "{0} minutes"),
        "seconds": .init(
            dimension: "duration", factor: 1, narrow: "{0}s", short: "{0} sec", singular: "{0} second",
            plural: "{0} seconds"),
        "milliseconds": .init(
            dimension: "duration", factor: 0.001, narrow: "{0}ms", short: "{0} ms", singular: "{0} millisecond",
            plural: "{0} milliseconds"),
        "metersPerSecond": .init(
            dimension: "speed", factor: 1, narrow: "{0}m/s", short: "{0} m/s", singular: "{0} meter per second",
            plural: "{0} meters per second"),
        "kilometersPerHour": .init(
            dimension: "speed", factor: 1 / 3.6, narrow: "{0}km/h", short: "{0} km/h",
            singular: "{0} kilometer per hour", plural: "{0} kilometers per hour"),
        "milesPerHour": .init(
            dimension: "speed", factor: 0.44704, narrow: "{0}mph", short: "{0} mph", singular: "{0} mile per hour",
            plural: "{0} miles per hour"),
        "knots": .init(
            dimension: "speed", factor: 1852.0 / 3600.0, narrow: "{0}kn", short: "{0} kn", singular: "{0} knot",
            plural: "{0} knots"),
    ]

    /// CLDR's US preferences for usage "default", largest first: a value takes the first unit it is ≥ 1 of.
    static let usPreferredUnits: [String: [String]] = [
        "length": ["miles", "feet", "inches"], "mass": ["pounds", "ounces"], "temperature": ["fahrenheit"],
        "speed": ["milesPerHour"],
    ]

    /// CLDR's preferences for usage "default" outside the US (region 001), largest first.
    static let metricPreferredUnits: [String: [String]] = [
        "length": ["kilometers", "meters", "centimeters"], "mass": ["kilograms", "grams"],
        "temperature": ["celsius"], "speed": ["kilometersPerHour"],
    ]

    /// `Dimension.init(forLocale:)` for the unit type `type` (`UnitSpeed`): the locale's first preferred unit (US
    /// when the locale's region is US, else CLDR's 001), or the dimension's base unit (factor 1) when CLDR prefers
    /// none (durations: seconds, Apple's UnitDuration.baseUnit()).
    static func preferredUnit(type: String, locale: String) -> String {
        let units = Parser.measurementUnitTypes.first { $0.type == type }?.units ?? []
        guard let dimension = units.first.flatMap({ measurementUnits[$0]?.dimension }) else { return "" }
        let region = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst().first
        let preferences = region == "US" ? usPreferredUnits : metricPreferredUnits
        return preferences[dimension]?.first ?? units.first { measurementUnits[$0]?.factor == 1 } ?? units[0]
    }

    /// `value` of unit `from` in unit `to` (the same dimension; otherwise unchanged).
    static func convertMeasurement(_ value: Double, from: String, to: String) -> Double {
        guard let a = measurementUnits[from], let b = measurementUnits[to], a.dimension == b.dimension else {
            return value
        }
        let base = (value + a.offset) * a.factor
        return base / b.factor - b.offset
    }

    /// `value unit` as Measurement.FormatStyle prints it in en_US.
    static func formatMeasurement(_ value: Double, unit: String, width: String, general: Bool) -> String {
        guard var u = measurementUnits[unit] else { return NumberFormat().format(value, isInteger: false) + " " + unit }
        var x = value
        var number: String
        if general, let preferred = usPreferredUnits[u.dimension] {
            var chosen = preferred[preferred.count - 1]
            for name in preferred where abs(convertMeasurement(value, from: unit, to: name)) >= 1 {
                chosen = name
                break
            }
            x = convertMeasurement(value, from: unit, to: chosen)
            u = measurementUnits[chosen] ?? u
            // ICU: integer, with at least two significant digits.
            let magnitude = abs(x)
            let text =
                magnitude >= 10
                ? NumberFormat.grouped(NumberFormat.fixed(magnitude, 0...0))
                : NumberFormat.significantDigits(magnitude, 1...2)
            number = (x < 0 && text.contains { $0 != "0" && $0 != "." } ? "-" : "") + text
        } else {
            number = NumberFormat().format(x, isInteger: false)
        }
        let pattern =
            switch width {
            case "narrow": u.narrow
            case "wide": number == "1" ? u.singular : u.plural
            default: u.short
            }
        return pattern.replacing("{0}", with: number)
    }

    /// `items` joined as ListFormatStyle does in en_US.
    static func formatList(_ items: [String], type: String, width: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        let conjunction =
            switch (type, width) {
            case ("or", _): " or "
            case (_, "short"): " & "
            case (_, "narrow"): " "
            default: " and "
            }
        if items.count == 2 { return items[0] + (width == "narrow" && type != "or" ? ", " : conjunction) + items[1] }
        let last = width == "narrow" && type != "or" ? ", " : "," + conjunction
        return items.dropLast().joined(separator: ", ") + last + items[items.count - 1]
    }

    /// The functions Parser+Measurement's declarations call.
    static let measurementValues: [String: [BuiltinFunction]] = [
        "_formatMeasurement": [
            BuiltinFunction([arg(nil, .double), arg(nil, .string), arg(nil, .string), arg(nil, .bool)], .string) {
                v, _ in
                .string(formatMeasurement(v[0].double, unit: v[1].string, width: v[2].string, general: v[3].bool))
            }
        ],
        "_convertMeasurement": [
            BuiltinFunction([arg(nil, .double), arg(nil, .string), arg(nil, .string)], .double) { v, _ in
                .double(convertMeasurement(v[0].double, from: v[1].string, to: v[2].string))
            }
        ],
        "_preferredUnit": [
            BuiltinFunction([arg(nil, .string), arg(nil, .string)], .string) { v, _ in
                .string(preferredUnit(type: v[0].string, locale: v[1].string))
            }
        ],
        "_unitSymbol": [
            BuiltinFunction([arg(nil, .string)], .string) { v, _ in
                let short = measurementUnits[v[0].string]?.short ?? v[0].string
                return .string(String(short.replacing("{0}", with: "").drop { $0 == " " }))
            }
        ],
        "_formatList": [
            BuiltinFunction([arg(nil, .array(.string)), arg(nil, .string), arg(nil, .string)], .string) { v, _ in
                .string(formatList(v[0].array.map(\.string), type: v[1].string, width: v[2].string))
            }
        ],
    ]
}
