// CommandLineTests.swift: the CLI's own behaviour, generated from the option tables: README's Commands block,
// one spelling of --threads, did-you-mean for unknown options, missing and ill-typed values, the deprecated
// --jobs, and scene warnings printed in the compiler's format (fatal with --warnings-as-errors).

import Foundation
import TestSupport
import Testing

struct CommandLineTests {
    @Test("README's Commands block is the usage generated from the option tables")
    func readmeCommands() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Commands\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        let r = try anim("--usage")
        #expect(r.status == 0)
        #expect(block == "\n" + r.stdout, "regenerate README's block with `anim --usage`")
    }

    @Test(
        "--threads N on every command that renders, --warnings-as-errors on every command that loads a scene",
        arguments: ["render", "still", "check", "measure", "regress"])
    func sharedOptions(command: String) throws {
        let help = try anim(command, "--help")
        #expect(help.status == 0)
        #expect(help.stdout.contains("--warnings-as-errors"))
        #expect(help.stdout.contains("--threads N") == (command != "measure"), "measure renders nothing")
        #expect(!help.stdout.contains("--jobs"))
    }

    @Test("an unknown option exits 2 with a did-you-mean; missing and ill-typed values exit 2 naming the option")
    func optionErrors() throws {
        let typo = try anim("render", "scenes/orbit.scene", "-o", "/tmp/never.mp4", "--thraeds", "2")
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("anim: error: unknown option '--thraeds'\nhint: did you mean '--threads'?\n"))
        let missing = try anim("check", "scenes/orbit.scene", "--threads")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("option '--threads' needs a value"))
        let kind = try anim("check", "scenes/orbit.scene", "--threads", "two")
        #expect(kind.status == 2)
        #expect(kind.stderr.contains("invalid value 'two' for --threads: expected a positive integer"))
        let command = try anim("chek")
        #expect(command.status == 2)
        #expect(command.stderr.contains("did you mean 'check'?"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.mp4"))
    }

    @Test("--jobs still works on regress, with a deprecation warning")
    func deprecatedJobs() throws {
        let r = try anim("regress", "scenes/witness-offset-rotate.scene", "--golden", "goldens", "--jobs", "1")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("warning: '--jobs' is deprecated; use '--threads'"))
        #expect(r.stdout.hasPrefix("ok    witness-offset-rotate"))
    }

    @Test("scene warnings print as file:line:col with the line and a caret; --warnings-as-errors makes them exit 2")
    func sceneWarnings() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(
            "scene(width: 40, height: 40)\nlet a = 3\na + 1\nRectangle().fill(.red).frame(width: 10, height: 10)\n",
            named: "unused.scene", in: dir)
        let png = dir.appendingPathComponent("f.png")
        let warned = try anim("still", scene.path, "-o", png.path)
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(warned.stderr.contains("unused.scene:3:1: warning: expression of type 'Int' is unused\na + 1\n^~~~~\n"))
        #expect(FileManager.default.fileExists(atPath: png.path))
        for command in [
            ["still", scene.path, "-o", png.path], ["check", scene.path],
            ["render", scene.path, "-o", dir.path + "/s/"],
        ] {
            let strict = try runAnim(command + ["--warnings-as-errors"])
            #expect(strict.status == 2, "\(command[0]): \(strict.stderr)")
            #expect(strict.stderr.contains("unused.scene:3:1: warning: expression of type 'Int' is unused"))
            #expect(strict.stderr.contains("treated as errors"))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/s"))
    }
}
