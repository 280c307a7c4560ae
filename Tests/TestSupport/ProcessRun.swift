// ProcessRun.swift: runs a program with its output captured and a time limit, so a hung child fails the test
// (with what it printed so far) instead of hanging the suite.

import Foundation

/// What a finished process printed and how it ended.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Standard output as bytes (decoded frames, JSON).
    public var data: Data
}

/// A process outlived its time limit; it has been killed.
public struct ProcessTimedOut: Error, CustomStringConvertible {
    public let command: String
    public let seconds: Double
    public let stderr: String
    public var description: String { "\(command) did not finish within \(seconds) s; killed. stderr: \(stderr)" }
}

/// The default limit: generous for the slowest test (the regression of every scene on a busy machine).
public let defaultTimeLimit: Double = 900

/// Runs `executable` with `arguments`, capturing both streams; kills it and throws after `timeLimit` seconds.
@discardableResult
public func run(_ executable: URL, _ arguments: [String], cwd: URL? = nil, timeLimit: Double = defaultTimeLimit)
    throws -> ProcessResult
{
    let p = Process()
    p.executableURL = executable
    p.arguments = arguments
    if let cwd { p.currentDirectoryURL = cwd }
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    let exited = DispatchSemaphore(value: 0)
    p.terminationHandler = { _ in exited.signal() }
    try p.run()
    // Read both pipes concurrently with the process so neither fills up.
    let outData = PipeReader(out)
    let errData = PipeReader(err)
    if exited.wait(timeout: .now() + timeLimit) == .timedOut {
        kill(p.processIdentifier, SIGKILL)
        exited.wait()
        throw ProcessTimedOut(
            command: ([executable.lastPathComponent] + arguments).joined(separator: " "), seconds: timeLimit,
            stderr: String(decoding: errData.wait(), as: UTF8.self))
    }
    let stdout = outData.wait()
    return ProcessResult(
        status: p.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: errData.wait(), as: UTF8.self), data: stdout)
}

/// Waits for `process` to exit for at most `seconds`; kills it and throws when it does not.
public func waitForExit(_ process: Process, within seconds: Double) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning {
        if Date() > deadline {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw ProcessTimedOut(
                command: process.executableURL?.lastPathComponent ?? "process", seconds: seconds, stderr: "")
        }
        usleep(10_000)
    }
    process.waitUntilExit()
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// The bytes read, once the writer has closed the pipe.
    func wait() -> Data {
        done.wait()
        done.signal()
        return data
    }
}
