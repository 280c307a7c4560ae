// LiveProcess.swift: a long-running child (`anim preview`, `anim watch`, the CDP bridge) whose output is read while it
// runs, so a test can wait for a line, talk to it, interrupt it and read its exit status.

import Foundation
import TestSupport

/// A running process with its standard output and error collected as they arrive.
final class LiveProcess: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let lock = NSCondition()
    private var out = Data()
    private var err = Data()
    /// Offsets just past each newline of standard output, kept as chunks arrive (line-based talk with the bridge).
    private var lineEnds: [Int] = []

    init(_ executable: URL, _ arguments: [String], cwd: URL? = nil) throws {
        process.executableURL = executable
        process.arguments = arguments
        if let cwd { process.currentDirectoryURL = cwd }
        let o = Pipe()
        let e = Pipe()
        process.standardOutput = o
        process.standardError = e
        process.standardInput = input
        try process.run()
        for (pipe, isOut) in [(o, true), (e, false)] {
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    lock.lock()
                    if isOut {
                        let base = out.count
                        out.append(chunk)
                        chunk.withUnsafeBytes { raw in
                            for (i, byte) in raw.enumerated() where byte == 0x0A { lineEnds.append(base + i + 1) }
                        }
                    } else {
                        err.append(chunk)
                    }
                    lock.broadcast()
                    lock.unlock()
                    if chunk.isEmpty { return }
                }
            }
        }
    }

    var stdout: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: out, as: UTF8.self)
    }

    var stderr: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: err, as: UTF8.self)
    }

    /// Waits until `predicate` holds for standard output (or error, with `inError`); false after `timeout` seconds.
    func waitFor(timeout: Double, inError: Bool = false, _ predicate: (String) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        lock.lock()
        defer { lock.unlock() }
        while !predicate(String(decoding: inError ? err : out, as: UTF8.self)) {
            if !lock.wait(until: deadline) { return predicate(String(decoding: inError ? err : out, as: UTF8.self)) }
        }
        return true
    }

    /// Line `index` (0-based) of standard output without its newline, once it is complete; nil after `timeout`.
    func line(_ index: Int, timeout: Double) -> Data? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        lock.lock()
        defer { lock.unlock() }
        while lineEnds.count <= index {
            if !lock.wait(until: deadline) && lineEnds.count <= index { return nil }
        }
        let start = index == 0 ? 0 : lineEnds[index - 1]
        return out.subdata(in: start..<lineEnds[index] - 1)
    }

    /// Writes a line to standard input.
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Closes standard input (the bridge's cue to close the browser and exit) and waits for the exit.
    func finish(timeout: Double = 10) -> Int32 {
        try? input.fileHandleForWriting.close()
        do {
            try waitForExit(process, within: timeout)
        } catch {
            return -1
        }
        return process.terminationStatus
    }

    /// Sends `signal` and waits for the exit; the status (killed and -1 after `timeout` seconds).
    func stop(_ signal: Int32 = SIGINT, timeout: Double = 10) -> Int32 {
        if process.isRunning { kill(process.processIdentifier, signal) }
        do {
            try waitForExit(process, within: timeout)
        } catch {
            return -1
        }
        return process.terminationStatus
    }
}
