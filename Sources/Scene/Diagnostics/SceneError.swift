// SceneError.swift: the error a scene throws, carrying every diagnostic and the file to quote them against.
// Rule: swiftc/clang's diagnostic layout (`path:line:col: error: message`, the line, a caret under the span).
// Status: complete.

/// A scene that cannot be loaded or evaluated: all its diagnostics (errors, warnings and notes) in source order.
public struct SceneError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic, sorted by where it starts, each note right after the diagnostic it explains.
    public let diagnostics: [Diagnostic]
    /// The file the ranges point into.
    public let file: SourceFile

    /// Diagnostics about `file`, in the order they should print.
    public init(diagnostics: [Diagnostic], file: SourceFile) {
        self.diagnostics = diagnostics
        self.file = file
    }

    /// The diagnostics with `severity == .error`.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// `path:line:col: error: message`, the source line, a caret line under the span (`^~~~`), and `hint: …` — one
    /// block per diagnostic, like swiftc/clang (SourceFile.rendered).
    public var rendered: String { file.rendered(diagnostics) }

    /// The same as `rendered`.
    public var description: String { rendered }
}
