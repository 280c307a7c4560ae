// Checker+GaugeStyle.swift: `.gaugeStyle(_:)` as an environment value the prelude's Gauge reads (Parser+Gauge).
// Rule: Apple: View.gaugeStyle(_:) — developer.apple.com/documentation/swiftui/view/gaugestyle(_:) and GaugeStyle's
// static members (`.automatic`, `.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`,
// `.accessoryCircular`, `.accessoryCircularCapacity`) with their type spellings (`LinearCapacityGaugeStyle()` …).

extension Checker {
    /// The styles a scene may name, by their static member and type names.
    static let gaugeStyles: [String: String] = [
        "automatic": "automatic", "DefaultGaugeStyle": "automatic",
        "linearCapacity": "linearCapacity", "LinearCapacityGaugeStyle": "linearCapacity",
        "accessoryLinear": "accessoryLinear", "AccessoryLinearGaugeStyle": "accessoryLinear",
        "accessoryLinearCapacity": "accessoryLinearCapacity",
        "AccessoryLinearCapacityGaugeStyle": "accessoryLinearCapacity",
        "accessoryCircular": "accessoryCircular", "AccessoryCircularGaugeStyle": "accessoryCircular",
        "accessoryCircularCapacity": "accessoryCircularCapacity",
        "AccessoryCircularCapacityGaugeStyle": "accessoryCircularCapacity",
    ]

    /// `base.gaugeStyle(.accessoryCircular)` as `base.environment(\.gaugeStyle, .accessoryCircular)`; nil where the
    /// file declares its own Gauge or the style is a custom one (then the modifier stays inert).
    mutating func checkGaugeStyle(
        _ base: Expr, _ name: String, nameRange: SourceRange, dot: SourceLocation, _ call: CallSite,
        expected: SceneType?
    ) -> Typed? {
        guard name == "gaugeStyle", call.arguments.count == 1, call.trailing == nil,
            let index = structIndex["Gauge"], structs[index].storedIndex["fraction"] != nil
        else { return nil }
        let written = call.arguments[0].value
        guard let style = Checker.names(in: written).lazy.compactMap({ Checker.gaugeStyles[$0] }).first else {
            return nil
        }
        let e = Checker.environmentCall(
            on: base, key: "gaugeStyle", value: Expr(.implicitMember(style), written.range), nameRange: nameRange,
            dot: dot, range: call.range)
        return check(e, expected: expected)
    }
}
