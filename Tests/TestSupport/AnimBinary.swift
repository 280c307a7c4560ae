// AnimBinary.swift: the repository root and the built `anim` executable, for tests that run the CLI.

import Foundation

/// The repository root, found from this file's path.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The `anim` executable built beside the test bundle (same configuration as `swift test -c …`).
public let animExecutable: URL = {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [here, here.deletingLastPathComponent()] {
        let url = candidate.appendingPathComponent("anim")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return repositoryRoot.appendingPathComponent(".build/release/anim")
}()

/// Runs `anim` from the repository root with a time limit.
public func anim(_ arguments: String..., timeLimit: Double = defaultTimeLimit) throws -> ProcessResult {
    try run(animExecutable, arguments, cwd: repositoryRoot, timeLimit: timeLimit)
}

/// `anim` with an array of arguments.
public func runAnim(_ arguments: [String], timeLimit: Double = defaultTimeLimit) throws -> ProcessResult {
    try run(animExecutable, arguments, cwd: repositoryRoot, timeLimit: timeLimit)
}

/// Runs a tool found on PATH (ffmpeg, ffprobe, chromium…) with a time limit.
@discardableResult
public func runTool(_ name: String, _ arguments: [String], timeLimit: Double = defaultTimeLimit) throws
    -> ProcessResult
{
    try run(Tool.require(name), arguments, timeLimit: timeLimit)
}

/// ffprobe's view of a file's first video stream and format, as JSON objects.
public func probe(_ file: URL) throws -> (stream: [String: Any], format: [String: Any]) {
    let r = try runTool(
        "ffprobe",
        [
            "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_streams", "-show_format", "-of", "json",
            file.path,
        ])
    guard let json = try JSONSerialization.jsonObject(with: r.data) as? [String: Any],
        let stream = (json["streams"] as? [[String: Any]])?.first, let format = json["format"] as? [String: Any]
    else { throw ProbeFailed(file: file.path, stderr: r.stderr) }
    return (stream, format)
}

/// ffprobe did not describe a video stream.
public struct ProbeFailed: Error, CustomStringConvertible {
    public let file: String
    public let stderr: String
    public var description: String { "ffprobe found no stream in \(file): \(stderr)" }
}
