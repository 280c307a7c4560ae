// FileWatcherTests.swift: the watcher reports a save by rename (a new inode) and a plain rewrite of the scene, assets
// in the folder and in a subfolder made after it started, coalesces a burst into one report, and ignores hidden
// temporaries, unrelated files and the paths it is told to ignore.

import Foundation
import Preview
import TestSupport
import Testing

@Suite("File watcher")
struct FileWatcherTests {
    /// Collects the reports of a watcher.
    final class Reports: @unchecked Sendable {
        private let condition = NSCondition()
        private var all: [[String]] = []

        func add(_ names: [String]) {
            condition.lock()
            all.append(names)
            condition.broadcast()
            condition.unlock()
        }

        /// Waits until there are `count` reports (at most `timeout` seconds); all of them.
        func wait(for count: Int, timeout: Double = 5) -> [[String]] {
            let deadline = Date(timeIntervalSinceNow: timeout)
            condition.lock()
            defer { condition.unlock() }
            while all.count < count, condition.wait(until: deadline) {}
            return all
        }
    }

    @Test("saves by rename and by rewrite, assets, a new subfolder; bursts coalesced; temporaries ignored")
    func reports() throws {
        let dir = try scratchDirectory("anim-watcher")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("a.scene")
        try "one".write(to: scene, atomically: false, encoding: .utf8)
        let reports = Reports()
        let watcher = try FileWatcher(scene: scene.path, ignoring: [dir.appendingPathComponent("out").path]) {
            reports.add($0)
        }
        defer { watcher.stop() }

        // 1. vim-style: a hidden temporary renamed over the scene; one report naming only the scene.
        let swap = dir.appendingPathComponent(".a.scene.swp")
        try "two".write(to: swap, atomically: false, encoding: .utf8)
        #expect(rename(swap.path, scene.path) == 0)
        #expect(reports.wait(for: 1) == [["a.scene"]])

        // 2. Unrelated and ignored files: nothing; then a rewrite in place and an image in one burst: one report.
        try "x".write(to: dir.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        try Data([1]).write(to: dir.appendingPathComponent("out/frame.png"))
        try "three".write(to: scene, atomically: false, encoding: .utf8)
        try Data([1, 2]).write(to: dir.appendingPathComponent("sprite.png"))
        let second = reports.wait(for: 2)
        #expect(second.count == 2)
        #expect(Set(second.last ?? []) == ["a.scene", "sprite.png"])

        // 3. A folder made after the start: its images count.
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("images"), withIntermediateDirectories: true)
        Thread.sleep(forTimeInterval: 0.1)
        try Data([3]).write(to: dir.appendingPathComponent("images/photo.jpg"))
        let third = reports.wait(for: 3)
        #expect(third.count == 3)
        #expect(third.last == ["images/photo.jpg"])
        Thread.sleep(forTimeInterval: 0.2)
        #expect(reports.wait(for: 4, timeout: 0).count == 3, "a report with nothing that matters")
    }
}
