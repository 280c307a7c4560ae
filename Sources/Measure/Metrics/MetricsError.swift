// MetricsError.swift: the runtime failures of Measure's metrics: a golden digest file that does not parse.
// Rule: docs/ARCHITECTURE.md "Errors" (one enum per module area, typed throws at boundaries). Status: complete.

/// A problem with data the metrics were given (not a programmer error).
public enum MetricsError: Error, Equatable, CustomStringConvertible {
    /// A digest file line that does not follow FrameDigest's format; `line` is 1-based.
    case malformedDigest(line: Int, reason: String)

    /// One line naming the line and the problem.
    public var description: String {
        switch self {
        case .malformedDigest(let line, let reason): "line \(line): \(reason)"
        }
    }
}
