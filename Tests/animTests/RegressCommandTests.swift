// RegressCommandTests.swift: `anim regress` as a command (issue #8): an ill-formed --tolerance is refused by the
// option parser with exit 2 before any scene renders (the regression itself is RegressionRunTests, in-process).

import Foundation
import TestSupport
import Testing

struct RegressCommandTests {
    @Test("an ill-formed --tolerance exits 2 naming the option and its value; nothing is printed on stdout")
    func badTolerance() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try runAnim(["regress", "scenes/orbit.scene", "--golden", dir.path, "--tolerance", "fuzzy:2"])
        #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.hasPrefix("anim: error: invalid value 'fuzzy:2' for --tolerance"))
        #expect(r.stdout.isEmpty)
    }
}
