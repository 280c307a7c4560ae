// Captured.swift: runs an AnimKit run in-process with a console that keeps what it printed, in the shape of a
// finished process (status, standard output, standard error), so assertions read like the CLI's.

import AnimKit
import Foundation

/// The text a run printed, and its outcome.
struct Captured {
    var status: ExitStatus
    var stdout: String
    var stderr: String
    /// The failure a run threw, if any.
    var failure: CommandFailure?
}

/// Thread-safe text sinks behind a Console.
final class CapturingConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var console: Console {
        Console(
            output: { self.append("\($0)\n", toErr: false) }, info: { self.append("anim: \($0)\n", toErr: true) },
            warning: { self.append("anim: warning: \($0)\n", toErr: true) },
            diagnostics: { self.append($0, toErr: true) })
    }

    private func append(_ text: String, toErr: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if toErr { err += text } else { out += text }
    }

    var texts: (String, String) {
        lock.lock()
        defer { lock.unlock() }
        return (out, err)
    }
}

/// Runs `body` with a capturing console; a thrown failure becomes its status and message, as `anim` prints them.
func captured(_ body: (Console) throws(CommandFailure) -> ExitStatus) -> Captured {
    let sink = CapturingConsole()
    do throws(CommandFailure) {
        let status = try body(sink.console)
        let (out, err) = sink.texts
        return Captured(status: status, stdout: out, stderr: err)
    } catch {
        let (out, err) = sink.texts
        return Captured(
            status: error.status, stdout: out, stderr: err + (error.rendered ?? "anim: error: \(error.message)\n"),
            failure: error)
    }
}
