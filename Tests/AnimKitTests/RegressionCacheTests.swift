// RegressionCacheTests.swift: `anim regress --cache DIR` (issue #20): a second run over unchanged scenes renders
// nothing and prints the same lines; after one scene changes, only that scene is rendered again, and its change is
// still found; a changed golden is not hidden by the cache (frames are skipped only when their cached digest is the
// golden's).

import AnimKit
import Foundation
import Measure
import TestSupport
import Testing

@Suite(.serialized)
struct RegressionCacheTests {
    func regressCached(_ dir: URL, cache: String) -> Captured {
        captured { console throws(CommandFailure) in
            try RegressionRun(
                scenes: [dir.path + "/scenes"], golden: dir.path + "/golden", threads: 2, cache: cache,
                warnings: .printing(to: console)
            ).run(console: console)
        }
    }

    @Test("unchanged scenes are not rendered again; a changed scene is, alone")
    func onlyChangedScenes() throws {
        let dir = try RegressionShardTests.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.removeItem(atPath: dir.path + "/scenes/d-new.scene")
        let update = regressShard([dir.path + "/scenes"], golden: dir.path + "/golden", update: true)
        #expect(update.status == .ok, "\(update.stderr)")
        let cache = dir.path + "/cache"

        let first = regressCached(dir, cache: cache)
        #expect(first.status == .ok, "\(first.stdout)\(first.stderr)")
        #expect(
            first.stderr.contains(
                "cache \(cache): 19 of 19 frames rendered, the others unchanged since they were cached; rendered: a-sweep (12), b-short (6), c-still (1)"
            ), "\(first.stderr)")

        let second = regressCached(dir, cache: cache)
        #expect(second.status == .ok)
        #expect(second.stdout == first.stdout)
        #expect(
            second.stderr.contains(
                "0 of 19 frames rendered, the others unchanged since they were cached; rendered: none"))

        // One scene changes: only its frames are rendered, and the change is reported.
        let still = dir.path + "/scenes/c-still.scene"
        try String(contentsOfFile: still, encoding: .utf8).replacingOccurrences(of: "Color.red", with: "Color.blue")
            .write(toFile: still, atomically: true, encoding: .utf8)
        let third = regressCached(dir, cache: cache)
        #expect(third.status == .failure)
        #expect(third.stdout.contains("FAIL  c-still: 1 of 1 frames differ beyond exact"))
        #expect(third.stdout.contains("ok    a-sweep: 12 frames identical to the golden"))
        #expect(
            third.stderr.contains(
                "1 of 19 frames rendered, the others unchanged since they were cached; rendered: c-still (1)"))

        // The golden changes instead (updated to the new scene): cached digests of the old frames no longer match
        // it, so c-still is rendered again and passes.
        _ = regressShard([still], golden: dir.path + "/golden", update: true)
        let fourth = regressCached(dir, cache: cache)
        #expect(fourth.status == .ok)
        #expect(
            fourth.stderr.contains("0 of 19 frames rendered"),
            "the cache holds the new frame's digest: \(fourth.stderr)")
    }
}
