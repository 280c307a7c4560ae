// RunAnim.swift: runs the built `anim` binary (and ffprobe/ffmpeg as independent oracles) for end-to-end tests.

import Foundation
import Testing

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The `anim` executable built beside the test bundle (same configuration as `swift test -c …`).
let animExecutable: URL = {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [here, here.deletingLastPathComponent()] {
        let url = candidate.appendingPathComponent("anim")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return repositoryRoot.appendingPathComponent(".build/release/anim")
}()

struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var data: Data
}

/// Runs `executable` with `arguments`, capturing both streams.
@discardableResult
func run(_ executable: URL, _ arguments: [String], cwd: URL? = nil) throws -> ProcessResult {
    let p = Process()
    p.executableURL = executable
    p.arguments = arguments
    if let cwd { p.currentDirectoryURL = cwd }
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    // Read both pipes concurrently with the process so neither fills up.
    nonisolated(unsafe) var errData = Data()
    let reader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    while !reader.isFinished { usleep(1000) }
    return ProcessResult(
        status: p.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self), data: outData)
}

func anim(_ arguments: String...) throws -> ProcessResult {
    try run(animExecutable, arguments, cwd: repositoryRoot)
}

func tool(_ name: String) -> URL { URL(fileURLWithPath: "/usr/bin/\(name)") }

/// A fresh scratch directory, removed by the caller with `defer`.
func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("anim-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// ffprobe's view of a file's first video stream and format, as JSON objects.
func probe(_ file: URL) throws -> (stream: [String: Any], format: [String: Any]) {
    let r = try run(
        tool("ffprobe"),
        [
            "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_streams", "-show_format", "-of", "json",
            file.path,
        ])
    let json = try #require(try JSONSerialization.jsonObject(with: r.data) as? [String: Any])
    let streams = try #require(json["streams"] as? [[String: Any]])
    return (try #require(streams.first), try #require(json["format"] as? [String: Any]))
}
