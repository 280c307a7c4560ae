// Console.swift: where a run's text goes, so the same run prints in the CLI and is captured in tests.
// Status: complete.

import Foundation

/// Results go to `output` (standard output in the CLI); one-line notes, warnings and rendered diagnostic blocks to
/// the other sinks (standard error). Closures may be called from worker threads.
public struct Console: Sendable {
    /// One line of results (no trailing newline).
    public var output: @Sendable (String) -> Void
    /// A one-line result for people, not for parsing (`codec loss: …`).
    public var info: @Sendable (String) -> Void
    /// A one-line warning about the run (not a scene diagnostic).
    public var warning: @Sendable (String) -> Void
    /// Compiler-style diagnostic blocks, already formatted (`file:line:col: warning: …`, the line, a caret).
    public var diagnostics: @Sendable (String) -> Void

    public init(
        output: @escaping @Sendable (String) -> Void, info: @escaping @Sendable (String) -> Void,
        warning: @escaping @Sendable (String) -> Void, diagnostics: @escaping @Sendable (String) -> Void
    ) {
        self.output = output
        self.info = info
        self.warning = warning
        self.diagnostics = diagnostics
    }

    /// Drops everything (runs whose text nobody reads).
    public static let silent = Console(output: { _ in }, info: { _ in }, warning: { _ in }, diagnostics: { _ in })
}
