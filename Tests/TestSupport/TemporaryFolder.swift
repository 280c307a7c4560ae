// TemporaryFolder.swift: scratch folders and file names under the system's temporary directory, unique per call.

import Foundation

/// A fresh, empty folder; the caller removes it (`defer { try? FileManager.default.removeItem(at: dir) }`).
public func scratchDirectory(_ prefix: String = "anim-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A unique path under the temporary directory (nothing is created), removed by `remove()`.
public struct TemporaryFile: Sendable {
    public let path: String

    public init(_ name: String, prefix: String = "anim-tests") {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)-\(name)").path
    }

    public var exists: Bool { FileManager.default.fileExists(atPath: path) }
    public var bytes: [UInt8] { (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) } ?? [] }
    public func write(_ bytes: [UInt8]) throws { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
