// Tool.swift: external programs the tests use as oracles (ffmpeg, ffprobe, hb-shape, chromium, md5sum), found on
// PATH rather than at a fixed path, so the tests run wherever the tools are installed.

import Foundation

/// A program found on `PATH`.
public enum Tool {
    /// The executable named `name` in the first `PATH` directory holding one, else nil.
    public static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// The executable named `name`, or an error naming it and how to install it (`scripts/setup`).
    public static func require(_ name: String) throws -> URL {
        guard let url = find(name) else { throw ToolNotFound(name: name) }
        return url
    }
}

/// A test needs a program that is not on `PATH`.
public struct ToolNotFound: Error, CustomStringConvertible {
    public let name: String
    public var description: String { "'\(name)' is not on PATH (run scripts/setup)" }
}
