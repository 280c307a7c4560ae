// DiagnosticPrinter.swift: the only place errors become output (STYLE.md "Errors"). Status: complete.

import Foundation

enum DiagnosticPrinter {
    /// Prints a command failure to standard error: diagnostic blocks as rendered, anything else as `anim: error: …`.
    static func print(_ failure: CommandFailure) {
        let text = failure.rendered ?? "anim: error: \(failure.message)\n"
        FileHandle.standardError.write(text.data(using: .utf8)!)
    }

    /// A one-line result for people (not for parsing), on standard error so standard output stays clean.
    static func info(_ message: String) {
        FileHandle.standardError.write("anim: \(message)\n".data(using: .utf8)!)
    }

    /// Diagnostics already rendered in the compiler's format (`file:line:col: warning: …`, source line, caret).
    static func printRendered(_ text: String) {
        FileHandle.standardError.write(text.data(using: .utf8)!)
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write("anim: warning: \(message)\n".data(using: .utf8)!)
    }
}
