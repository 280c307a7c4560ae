// ExitStatus.swift: the only mapping from outcomes to process exit codes (docs/ARCHITECTURE.md "Errors").
// Status: complete.

/// 0 ok; 1 a result fell short (tolerance, regression) or a runtime failure; 2 bad input.
public enum ExitStatus: Int32, Sendable {
    case ok = 0
    case failure = 1
    case badInput = 2
}
