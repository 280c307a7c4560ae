// MorphRunTests.swift: AnimKit's MorphRun in-process (issue #6): the exact one-line JSON shape, seed 003's pairs
// under both rules, travel that scales with the size, and the counts-down override.

import AnimKit
import Foundation
import Morph
import Testing

struct MorphRunTests {
    /// `anim morph … --json`, parsed; the raw line too.
    func morph(
        _ old: String, _ new: String, rule: MorphRule = .swiftui, font: String? = nil, size: Double? = nil,
        countsDown: Bool = false
    ) throws -> (json: [String: Any], raw: String) {
        let run = try MorphRun(
            old: old, new: new, rule: rule, font: font, size: size, countsDown: countsDown, json: true)
        let raw = run.run().text + "\n"  // as `anim morph` prints it
        let json = try #require(try JSONSerialization.jsonObject(with: Data(raw.utf8)) as? [String: Any])
        return (json, raw)
    }

    func kept(_ json: [String: Any]) throws -> [[String: Any]] { try #require(json["kept"] as? [[String: Any]]) }

    @Test("--json prints issue #6's shape on one line: 1 second → 2 seconds keeps \" second\" under floating")
    func jsonShape() throws {
        let (json, raw) = try morph("1 second", "2 seconds", rule: .floating)
        let head = #"{"rule": "floating", "direction": "up", "#
        #expect(raw.hasPrefix(head + #""kept": [{"text": " second", "old": [1, 8], "new": [1, 8], "travel": "#))
        #expect(raw.hasSuffix(#"}], "dissolved": {"old": [[0, 1]], "new": [[0, 1], [8, 9]]}}"# + "\n"))
        #expect(raw.split(separator: "\n").count == 1)
        let travel = try #require(try kept(json).first?["travel"] as? Double)
        #expect(travel != 0 && abs(travel) < 5, "the digits differ a little in width; the run stays nearly still")
    }

    @Test("the default rule is swiftui: 1 second → 2 seconds keeps nothing and dissolves both strings whole")
    func swiftuiDefault() throws {
        let (json, raw) = try morph("1 second", "2 seconds")
        let head = #"{"rule": "swiftui", "direction": "up", "kept": [], "#
        #expect(raw == head + #""dissolved": {"old": [[0, 8]], "new": [[0, 9]]}}"# + "\n")
        #expect(json["rule"] as? String == "swiftui")
    }

    @Test("a kept suffix's travel is layout's: it doubles from --size 17 to --size 34 and changes with --font")
    func travelScales() throws {
        func travel(size: Double? = nil, font: String? = nil) throws -> Double {
            let json = try morph("abcXXXdef", "abcYYYYYdef", font: font, size: size).json
            let runs = try kept(json)
            #expect(runs.map { $0["old"] as? [Int] } == [[0, 3], [6, 9]])
            #expect(runs.map { $0["new"] as? [Int] } == [[0, 3], [8, 11]])
            #expect(runs[0]["travel"] as? Double == 0)
            return try #require(runs[1]["travel"] as? Double)
        }
        let at17 = try travel()
        #expect(at17 > 10)
        #expect(abs(try travel(size: 34) - 2 * at17) < 1e-9)
        #expect(abs(try travel(size: 17, font: "DejaVu Sans") - at17) > 0.5)
    }

    @Test("direction: 1,000 → 999 counts down; --counts-down overrides a rise")
    func direction() throws {
        #expect(try morph("1,000", "999").json["direction"] as? String == "down")
        #expect(try morph("59 seconds", "1 minute 0 seconds").json["direction"] as? String == "up")
        #expect(try morph("1", "2", countsDown: true).json["direction"] as? String == "down")
    }
}
