// AtomicOutputTests.swift: temporaries (issue #22): unpredictable names, created exclusively without following
// symlinks, beside the target; a planted symlink at any temporary name is never followed.

import Foundation
import TestSupport
import Testing

@testable import AnimKit

struct AtomicOutputTests {
    @Test("temporary names carry 64 random bits and differ between outputs of the same target")
    func unpredictableNames() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("out.mp4").path
        let a = try AtomicOutput(path: target)
        let b = try AtomicOutput(path: target)
        defer {
            a.abandon()
            b.abandon()
        }
        #expect(a.temporaryPath != b.temporaryPath)
        let tag = a.temporaryPath.split(separator: "-").last.map(String.init) ?? ""
        #expect(tag.count == 16 && tag.allSatisfy(\.isHexDigit), "\(a.temporaryPath)")
        #expect(!a.temporaryPath.contains("\(getpid())"))
        #expect(a.temporaryPath.hasPrefix(dir.path + "/.out.mp4.tmp-"))
    }

    @Test("a symlink planted at the temporary name is refused (O_EXCL|O_NOFOLLOW); its target is untouched")
    func plantedSymlink() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim")
        try Data("secret".utf8).write(to: victim)
        let planted = dir.appendingPathComponent(".out.png.tmp-0123456789abcdef").path
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim.path)
        #expect(throws: CommandFailure.self) { try OutputTarget.create(planted, directory: false) }
        #expect(throws: CommandFailure.self) { try OutputTarget.create(planted, directory: true) }
        #expect(try Data(contentsOf: victim) == Data("secret".utf8))
    }

    @Test("a temporary replaced by a symlink while writing is not renamed into place")
    func replacedTemporary() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim")
        try Data("secret".utf8).write(to: victim)
        let target = dir.appendingPathComponent("out.png").path
        let out = try AtomicOutput(path: target)
        try FileManager.default.removeItem(atPath: out.temporaryPath)
        try FileManager.default.createSymbolicLink(atPath: out.temporaryPath, withDestinationPath: victim.path)
        #expect(throws: CommandFailure.self) { try out.commit() }
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(try Data(contentsOf: victim) == Data("secret".utf8))
    }
}
