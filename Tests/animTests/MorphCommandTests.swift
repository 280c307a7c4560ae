// MorphCommandTests.swift: `anim morph` as a command (issue #6): the readable plan, --help, and exit 2 with hints on
// bad input (the plan's JSON and its figures are MorphRunTests, in-process).

import Foundation
import TestSupport
import Testing

struct MorphCommandTests {
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
