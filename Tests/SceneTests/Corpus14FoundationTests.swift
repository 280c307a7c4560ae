// Corpus14FoundationTests.swift: the Foundation formatters and units and the iOS 18 colour mix corpus14 (issue #14)
// used: ISO8601DateFormatter, ListFormatter, Dimension(forLocale:) and Color.mix(with:by:in:).
// Expected values are worked out by hand: 1977-01-30T11:28:00Z is 7 years (two leap days) + 29 days + 11:28 after
// 1970 = 223 471 680 s; RFC 3339 / ISO 8601 internet date-time text; CLDR en list pattern "a, b, and c"; CLDR's
// unit preferences (US: mile-per-hour, mile, fahrenheit; 001: kilometer-per-hour); system blue (0, 122, 255) and
// red (255, 59, 48) averaged per component for `.device`; OKLab's lightness being the cube root of the linear
// luminance, so black and white mixed halfway perceptually is linear 0.125, sRGB 1.055 · 0.125^(1/2.4) − 0.055.

import Foundation
import Geometry
import Testing

@testable import Scene

struct Corpus14FoundationTests {
    /// The strings of the scene's Text views, in order.
    private static func texts(_ body: String) throws -> [String] {
        let program = try SceneProgram(source: "scene(width: 300, height: 200)\n" + body, path: "c.scene")
        return FoundationFormatTests.texts(try program.view(time: 0, frame: 0))
    }

    @Test("ISO8601DateFormatter: date(from:) with offsets, nil for other text, string(from:) and formatOptions")
    func iso8601() throws {
        let strings = try Self.texts(
            """
            let parser = ISO8601DateFormatter()
            let born = parser.date(from: "1977-01-30T11:28:00+00:00")!
            let east = parser.date(from: "1977-01-30T13:28:00+02:00")!
            let f = ISO8601DateFormatter()
            func options() -> String {
                let o = ISO8601DateFormatter()
                o.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
                return o.string(from: Date(timeIntervalSinceReferenceDate: 1.25))
            }
            func dayOnly() -> String {
                let o = ISO8601DateFormatter()
                o.formatOptions = [.withFullDate]
                return o.string(from: Date(timeIntervalSinceReferenceDate: 86400 * 40))
            }
            VStack {
                Text("\\(born.timeIntervalSince1970)")
                Text("\\(east == born)")
                Text(born.formatted(.dateTime.year()))
                Text("\\(parser.date(from: "yesterday") == nil)")
                Text(f.string(from: Date(timeIntervalSinceReferenceDate: 0)))
                Text(options())
                Text(dayOnly())
                Text(ISO8601DateFormatter.string(from: Date(timeIntervalSinceReferenceDate: 0), timeZone: TimeZone(secondsFromGMT: 3600)))
            }
            """)
        #expect(
            strings == [
                "223471680.0", "true", "1977", "true", "2001-01-01T00:00:00Z", "2001-01-01T00:00:01.250Z", "2001-02-10",
                "2001-01-01T01:00:00+01:00",
            ])
    }

    @Test("ListFormatter: localizedString(byJoining:) and string(from:)")
    func listFormatter() throws {
        let strings = try Self.texts(
            """
            let f = ListFormatter()
            VStack {
                Text(ListFormatter.localizedString(byJoining: ["swift", "kotlin", "go"]))
                Text(f.string(from: ["a", "b"]) ?? "nil")
                Text(f.string(from: ["only"]) ?? "nil")
            }
            """)
        #expect(strings == ["swift, kotlin, and go", "a and b", "only"])
    }

    @Test("Dimension(forLocale:): the locale's preferred unit")
    func forLocale() throws {
        let strings = try Self.texts(
            """
            VStack {
                Text(Measurement(value: 90, unit: UnitSpeed(forLocale: Locale.current)), format: .measurement(width: .abbreviated))
                Text(UnitTemperature(forLocale: Locale(identifier: "en_US")).symbol)
                Text(UnitSpeed(forLocale: Locale(identifier: "de_DE")).symbol)
                Text("\\(UnitLength(forLocale: .current) == UnitLength.miles)")
                Text(UnitMass(forLocale: Locale(identifier: "fr-FR")).symbol)
                Text(UnitDuration(forLocale: .current).symbol)
            }
            """)
        #expect(strings == ["90 mph", "°F", "km/h", "true", "kg", "sec"])
        #expect(Builtins.preferredUnit(type: "UnitSpeed", locale: "en_US_POSIX") == "milesPerHour")
        #expect(Builtins.preferredUnit(type: "UnitLength", locale: "en_GB") == "kilometers")
    }

    /// The colour of the scene's (only) leaf view.
    private static func leafColor(_ body: String) throws -> Geometry.Color? {
        let program = try SceneProgram(source: "scene(width: 100, height: 100)\n" + body, path: "m.scene")
        return try program.view(time: 0, frame: 0).chain.leaf.color
    }

    private static func near(_ c: Geometry.Color?, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Bool {
        guard let c else { return false }
        return abs(c.red - r) < 1e-6 && abs(c.green - g) < 1e-6 && abs(c.blue - b) < 1e-6 && abs(c.opacity - a) < 1e-6
    }

    @Test("Color.mix(with:by:in:): .device averages sRGB components, .perceptual (the default) mixes in OKLab")
    func colorMix() throws {
        let device = try Self.leafColor("Color.blue.mix(with: .red, by: 0.5, in: .device).frame(width: 100)")
        #expect(Self.near(device, 0.5, (122.0 + 59) / 510, (255.0 + 48) / 510))
        let grey = 1.055 * pow(0.125, 1 / 2.4) - 0.055
        let perceptual = try Self.leafColor("Color.black.mix(with: .white, by: 0.5).frame(width: 100, height: 100)")
        #expect(Self.near(perceptual, grey, grey, grey))
        // The ends are the colours themselves; a fraction past 1 is clamped.
        let end = try Self.leafColor("Color.blue.mix(with: .red, by: 1.5, in: .perceptual).frame(width: 100)")
        #expect(Self.near(end, 1, 59.0 / 255, 48.0 / 255))
        let start = try Self.leafColor("Color.blue.mix(with: .red, by: 0).frame(width: 100, height: 100)")
        #expect(Self.near(start, 0, 122.0 / 255, 1))
        // Opacity is interpolated too (premultiplied components): clear and red halfway is red at 50 %.
        let half = try Self.leafColor("Color.clear.mix(with: .red, by: 0.5, in: .device).frame(width: 100)")
        #expect(Self.near(half, 1, 59.0 / 255, 48.0 / 255, 0.5))
    }
}
