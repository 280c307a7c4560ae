// Diagnostic.swift: one problem found in a `.scene` file, with where it is and how to fix it.
// Rule: docs/ARCHITECTURE.md "Errors" (diagnostics are collected, never thrown one at a time); wording follows swiftc
// where swiftc has a message for the same mistake. Status: complete.

/// How bad a diagnostic is. Only `.error` stops a scene from running; a `.note` explains the diagnostic before it.
public enum Severity: Sendable, Hashable, CustomStringConvertible {
    case error, warning, note

    /// The word printed after the location: `error`, `warning`, `note`.
    public var description: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}

/// A message about a span of the source, with an optional hint (`did you mean 'offset'?`).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Whether this stops the scene (`.error`), warns, or explains the diagnostic before it (`.note`).
    public var severity: Severity
    /// One line, worded as swiftc words the same mistake where it has a message for it.
    public var message: String
    /// The span the message is about; `.none` when it has no place in the file (a missing header at the top).
    public var range: SourceRange
    /// A short suggestion printed after the quoted line (`hint: …`).
    public var hint: String?
    /// Set when the diagnostic is about another file the scene uses (a `.metal` shader source): its path and the
    /// text of the line `range` points at, which is then quoted instead of the scene's.
    public var elsewhere: Elsewhere?

    /// Another file's path and the quoted line of a diagnostic about it.
    public struct Elsewhere: Sendable, Hashable {
        public var path: String
        public var line: String

        public init(path: String, line: String) {
            self.path = path
            self.line = line
        }
    }

    /// A diagnostic of any severity.
    public init(_ severity: Severity, _ message: String, at range: SourceRange, hint: String? = nil) {
        self.severity = severity
        self.message = message
        self.range = range
        self.hint = hint
    }

    /// An error: the scene cannot run.
    public static func error(_ message: String, at range: SourceRange, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: range, hint: hint)
    }

    /// A warning: the scene runs, but something is probably not what was meant.
    public static func warning(_ message: String, at range: SourceRange, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: range, hint: hint)
    }

    /// A note explaining the diagnostic before it (`to match this opening '('`).
    public static func note(_ message: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.note, message, at: range)
    }

    /// The last diagnostic once the error limit is reached (DiagnosticLog.errorLimit): no place, no hint, as swiftc.
    public static let tooManyErrors = Diagnostic.error("too many errors emitted; stopping now", at: .none)

    /// `line:col: error: message (hint: …)` without the path or the quoted line, for logs and test failures.
    public var description: String { "\(range.start): \(severity): \(message)" + (hint.map { " (hint: \($0))" } ?? "") }
}

/// The one sink every diagnostic of a scene flows through (lexer, parser, checker, load-time evaluation), in the
/// order found. Notes belong to the diagnostic emitted just before them. Like swiftc (`-error-limit`, default 20),
/// it stops collecting after `errorLimit` errors and ends with `Diagnostic.tooManyErrors`.
struct DiagnosticLog {
    /// swiftc's default error limit.
    static let errorLimit = 20

    private(set) var entries: [Diagnostic] = []
    private(set) var errorCount = 0
    /// Something was dropped at the limit: the sorted list ends with `Diagnostic.tooManyErrors`.
    private(set) var overflowed = false

    var hasErrors: Bool { errorCount > 0 }
    var count: Int { entries.count }

    mutating func error(_ message: String, at range: SourceRange, hint: String? = nil) {
        append(.error(message, at: range, hint: hint))
    }

    mutating func warning(_ message: String, at range: SourceRange, hint: String? = nil) {
        append(.warning(message, at: range, hint: hint))
    }

    mutating func note(_ message: String, at range: SourceRange) {
        append(.note(message, at: range))
    }

    /// Errors and warnings kept so far, to drop repeats.
    private var seen: Set<Diagnostic> = []
    /// The last error or warning was a repeat: its notes are dropped with it.
    private var droppingNotes = false

    /// Keeps `diagnostic` unless the limit was reached (a note is kept while its diagnostic was) or it repeats one
    /// already kept: an expression checked again (an overload tried, an operand re-checked) reports once.
    mutating func append(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .note {
            guard !overflowed, !droppingNotes else { return }
        } else {
            droppingNotes = !seen.insert(diagnostic).inserted
            if droppingNotes { return }
            if errorCount >= DiagnosticLog.errorLimit {
                overflowed = true
                return
            }
        }
        entries.append(diagnostic)
        if diagnostic.severity == .error { errorCount += 1 }
    }

    mutating func append(contentsOf other: DiagnosticLog) {
        for entry in other.entries { append(entry) }
        if other.overflowed { overflowed = true }
    }

    /// Drops everything after the first `count` entries (a speculative check that did not pan out).
    mutating func truncate(to count: Int) {
        guard count < entries.count else { return }
        for removed in entries[count...] where removed.severity != .note { seen.remove(removed) }
        entries.removeSubrange(count...)
        droppingNotes = false
        errorCount = entries.filter { $0.severity == .error }.count
        if errorCount < DiagnosticLog.errorLimit { overflowed = false }
    }

    /// Entries sorted by where they start, each error or warning keeping its notes right after it, then
    /// `Diagnostic.tooManyErrors` if the limit was reached.
    var sortedBySource: [Diagnostic] {
        var groups: [[Diagnostic]] = []
        for entry in entries {
            if entry.severity == .note, !groups.isEmpty {
                groups[groups.count - 1].append(entry)
            } else {
                groups.append([entry])
            }
        }
        let order = groups.indices.sorted { a, b in
            let (x, y) = (groups[a][0].range.start.offset, groups[b][0].range.start.offset)
            return x != y ? x < y : a < b
        }
        return order.flatMap { groups[$0] } + (overflowed ? [Diagnostic.tooManyErrors] : [])
    }
}
