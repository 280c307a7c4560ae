// DiffCommandTests.swift: `anim diff` as a command (issue #8): anything but two inputs A and B is a usage error, exit 2,
// with nothing written. The comparison itself (figures, JSON, heat maps, input errors) is DiffRunTests, in-process.

import Foundation
import TestSupport
import Testing

struct DiffCommandTests {
    @Test("one input (the other an option-looking word) exits 2: expected two inputs A and B; no JSON is written")
    func arity() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("out.json")
        let r = try runAnim(["diff", dir.path + "/a", "--tolerance=wide", "--json", json.path])
        #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
        // Usage text may follow; ours starts with `anim: error:`.
        let message =
            r.stderr.split(separator: "\n").first { $0.hasPrefix("anim: error: ") }.map { String($0) + "\n" } ?? ""
        #expect(message.hasPrefix("anim: error: expected two inputs A and B, got 1\n"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: json.path), "no JSON is written on error")
    }
}
