// FoundationFormatTests.swift: Measurement and list formatting as en_US Foundation prints them (issue #14), and the
// environment values Foundation types hold.
// Expected strings: CLDR en unit patterns (short "5 km", narrow "5km", long "5 kilometers"), CLDR's US unit
// preferences for the general usage with ICU's default rounding for a usage (integer, at least two significant
// digits): 5 km = 3.107 mi → "3.1 mi", 20 °C = 68 °F, 2.5 kg = 5.51 lb → "5.5 lb", 100 km/h = 62.1 mph → "62 mph";
// CLDR en list patterns ("a, b, and c", "a, b, or c").

import Testing

@testable import Scene

struct FoundationFormatTests {
    static func texts(_ node: ViewNode) -> [String] {
        if case .modified(let inner, _) = node.kind { return texts(inner) }
        if let t = node.text { return [t.string] }
        return node.children.flatMap(texts)
    }

    /// The texts of a whole-file scene: `declarations`, then a `#Preview` whose VStack holds `body`.
    static func previewTexts(_ declarations: String, _ body: String) throws -> [String] {
        let source = declarations + "#Preview {\n    VStack {\n" + body + "\n    }\n}\n"
        let program = try SceneProgram(source: source, path: "p.swift")
        return texts(try program.view(time: 0, frame: 0))
    }

    @Test("measurement widths and the general usage's US units")
    func measurement() {
        #expect(Builtins.formatMeasurement(5, unit: "kilometers", width: "abbreviated", general: true) == "3.1 mi")
        #expect(Builtins.formatMeasurement(5, unit: "kilometers", width: "abbreviated", general: false) == "5 km")
        #expect(Builtins.formatMeasurement(5, unit: "kilometers", width: "narrow", general: false) == "5km")
        #expect(Builtins.formatMeasurement(5, unit: "kilometers", width: "wide", general: false) == "5 kilometers")
        #expect(Builtins.formatMeasurement(1, unit: "kilometers", width: "wide", general: false) == "1 kilometer")
        #expect(Builtins.formatMeasurement(20, unit: "celsius", width: "abbreviated", general: true) == "68°F")
        #expect(Builtins.formatMeasurement(20, unit: "celsius", width: "narrow", general: true) == "68°")
        #expect(Builtins.formatMeasurement(2.5, unit: "kilograms", width: "wide", general: true) == "5.5 pounds")
        #expect(
            Builtins.formatMeasurement(100, unit: "kilometersPerHour", width: "abbreviated", general: true) == "62 mph")
        // 100 m = 328.08 ft (≥ 1 ft, < 1 mi); 0.1 m = 3.94 in.
        #expect(Builtins.formatMeasurement(100, unit: "meters", width: "abbreviated", general: true) == "328 ft")
        #expect(Builtins.formatMeasurement(0.1, unit: "meters", width: "abbreviated", general: true) == "3.9 in")
        // Durations keep their unit.
        #expect(Builtins.formatMeasurement(90, unit: "minutes", width: "narrow", general: true) == "90m")
        #expect(Builtins.formatMeasurement(1.5, unit: "hours", width: "abbreviated", general: true) == "1.5 hr")
        #expect(abs(Builtins.convertMeasurement(212, from: "fahrenheit", to: "celsius") - 100) < 1e-9)
    }

    @Test("list formats: and, or, short and narrow, two items and one")
    func list() {
        #expect(Builtins.formatList(["a", "b", "c"], type: "and", width: "standard") == "a, b, and c")
        #expect(Builtins.formatList(["a", "b", "c"], type: "or", width: "standard") == "a, b, or c")
        #expect(Builtins.formatList(["a", "b"], type: "and", width: "standard") == "a and b")
        #expect(Builtins.formatList(["a", "b", "c"], type: "and", width: "short") == "a, b, & c")
        #expect(Builtins.formatList(["a", "b", "c"], type: "and", width: "narrow") == "a, b, c")
        #expect(Builtins.formatList(["a"], type: "or", width: "standard") == "a")
        #expect(Builtins.formatList([], type: "or", width: "standard") == "")
    }

    @Test("Text(m, format: .measurement(width:)) and Text(names, format: .list(type:)) in a scene")
    func sceneText() throws {
        let source = """
            scene(width: 200, height: 100)
            struct V: View {
                let m = Measurement(value: 5, unit: UnitLength.kilometers)
                let t: Measurement<UnitTemperature> = Measurement(value: 20, unit: .celsius)
                let names = ["Anna", "Ben", "Cleo"]
                var body: some View {
                    VStack {
                        Text(m, format: .measurement(width: .wide, usage: .asProvided))
                        Text(t.formatted())
                        Text(names, format: .list(type: .or))
                        Text(names.formatted())
                        Text(["x", "y"].formatted(.list(type: .or)))
                    }
                }
            }
            V()
            """
        let p = try SceneProgram(source: source, path: "t.scene")
        let strings = FoundationFormatTests.texts(try p.view(time: 0, frame: 0))
        #expect(strings == ["5 kilometers", "68°F", "Anna, Ben, or Cleo", "Anna, Ben, and Cleo", "x or y"])
    }

    @Test("\\.locale, \\.timeZone, \\.calendar and the accessibility Booleans are environment values")
    func environment() throws {
        let source = """
            scene(width: 200, height: 100)
            struct V: View {
                @Environment(\\.locale) var locale
                @Environment(\\.timeZone) var zone
                @Environment(\\.accessibilityShowButtonShapes) var shapes
                @Environment(\\.accessibilityPlayAnimatedImages) var plays
                var body: some View { Text("\\(locale.identifier) \\(zone.identifier) \\(shapes) \\(plays)") }
            }
            VStack {
                V()
                V().environment(\\.locale, Locale(identifier: "fr_FR"))
            }
            """
        let p = try SceneProgram(source: source, path: "t.scene")
        #expect(
            FoundationFormatTests.texts(try p.view(time: 0, frame: 0)) == [
                "en_US GMT false true", "fr_FR GMT false true",
            ])
    }

    @Test("an unknown environment key is one located error, without the key-path message")
    func unknownKey() {
        let e = #expect(throws: SceneError.self) {
            _ = try SceneProgram(
                source: "scene(width: 100, height: 100)\nText(\"x\").environment(\\.symbolRenderingMode, .multicolor)",
                path: "t.scene")
        }
        let messages = e?.diagnostics.filter { $0.severity == .error }.map(\.message) ?? []
        #expect(messages == ["the environment value '\\.symbolRenderingMode' is not available in anim"])
        #expect(e?.diagnostics.first?.range.start.column == 23)
    }
}
