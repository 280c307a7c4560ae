// MorphCommandTests.swift: `anim morph` end to end (issue #6): the exact one-line JSON shape, seed 003's pairs under
// both rules, travel that scales with --size, --counts-down, the readable plan, and exit 2 with hints on bad input.

import Foundation
import Testing

struct MorphCommandTests {
    /// `anim morph … --json`, parsed; the raw line too.
    func morph(_ arguments: String...) throws -> (json: [String: Any], raw: String) {
        let r = try run(animExecutable, ["morph"] + arguments + ["--json"], cwd: repositoryRoot)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: r.data) as? [String: Any])
        return (json, r.stdout)
    }

    func kept(_ json: [String: Any]) throws -> [[String: Any]] { try #require(json["kept"] as? [[String: Any]]) }

    @Test("--json prints issue #6's shape on one line: 1 second → 2 seconds keeps \" second\" under floating")
    func jsonShape() throws {
        let (json, raw) = try morph("1 second", "2 seconds", "--rule", "floating")
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
        func travel(_ extra: String...) throws -> Double {
            let r = try run(
                animExecutable, ["morph", "abcXXXdef", "abcYYYYYdef", "--json"] + extra, cwd: repositoryRoot)
            let json = try #require(try JSONSerialization.jsonObject(with: r.data) as? [String: Any])
            let runs = try kept(json)
            #expect(runs.map { $0["old"] as? [Int] } == [[0, 3], [6, 9]])
            #expect(runs.map { $0["new"] as? [Int] } == [[0, 3], [8, 11]])
            #expect(runs[0]["travel"] as? Double == 0)
            return try #require(runs[1]["travel"] as? Double)
        }
        let at17 = try travel()
        #expect(at17 > 10)
        #expect(abs(try travel("--size", "34") - 2 * at17) < 1e-9)
        #expect(abs(try travel("--size", "17", "--font", "DejaVu Sans") - at17) > 0.5)
    }

    @Test("direction: 1,000 → 999 counts down; --counts-down overrides a rise")
    func direction() throws {
        #expect(try morph("1,000", "999").json["direction"] as? String == "down")
        #expect(try morph("59 seconds", "1 minute 0 seconds").json["direction"] as? String == "up")
        #expect(try morph("1", "2", "--counts-down").json["direction"] as? String == "down")
    }

    @Test("the readable plan names kept runs, what dissolves, and a floating run the brake refused")
    func readable() throws {
        let r = try anim("morph", "the light you seek is within you", "you are the daylight", "--rule", "floating")
        #expect(r.status == 0)
        #expect(r.stdout.contains("kept: nothing"))
        #expect(r.stdout.contains(#"re-rolled floating "light": old [4, 9) → new [15, 20)"#))
        let s = try anim("morph", "xxlightxx", "yylightyy", "--rule", "floating")
        #expect(s.stdout.contains(#"kept floating "light": old [2, 7) → new [2, 7)"#))
        #expect(s.stdout.contains(#"dissolves from old: [0, 2) "xx", [7, 9) "xx""#))
        let help = try anim("morph", "--help")
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: anim morph OLD NEW"))
        #expect(try anim("--help").stdout.contains("morph"))
    }

    @Test(
        "bad input exits 2 with the reason and a hint",
        arguments: [
            (["x", "y", "--rule", "floatin"], "did you mean 'floating'?"),
            (["x", "y", "--jsn"], "did you mean '--json'?"),
            (["only-one"], "expected the OLD and NEW text"),
            (["x", "y", "--size", "0"], "invalid value '0' for --size"),
            (["x", "y", "--font", "No Such Font Family"], "is not installed"),
        ])
    func badInput(arguments: [String], message: String) throws {
        let r = try run(animExecutable, ["morph"] + arguments, cwd: repositoryRoot)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }
}
