// DiagnosticPrinter.swift: the only place errors and diagnostics become output (docs/ARCHITECTURE.md "Errors"). Status:
// complete.

import AnimKit
import Foundation

enum DiagnosticPrinter {
    /// Prints a command failure to standard error: diagnostic blocks as rendered, anything else as `anim: error: …`.
    static func print(_ failure: CommandFailure) {
        write(failure.rendered ?? "anim: error: \(failure.message)\n")
    }

    /// A one-line result for people (not for parsing), on standard error so standard output stays clean.
    static func info(_ message: String) { write("anim: \(message)\n") }

    static func warn(_ message: String) { write("anim: warning: \(message)\n") }

    /// Compiler-format blocks (`file:line:col: warning: …`, the source line, a caret, a hint), as rendered.
    static func diagnostics(_ text: String) { write(text) }

    /// The CLI's console: results on standard output, flushed per line so they appear as work finishes; the rest
    /// through this printer.
    static let console = Console(
        output: { line in
            Swift.print(line)
            fflush(nil)  // all C streams: lines appear as work finishes
        }, info: info, warning: warn, diagnostics: diagnostics)

    private static func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
