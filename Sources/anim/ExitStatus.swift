// ExitStatus.swift: the only mapping from outcomes to process exit codes (STYLE.md "Errors").
// Status: complete.

/// 0 ok; 1 a result fell short (tolerance, regression) or a runtime failure; 2 bad input.
enum ExitStatus: Int32 {
    case ok = 0
    case failure = 1
    case badInput = 2
}

/// A failure a command reports: printed once, by `main`, as `anim: error: …`, then the process exits with `status`.
struct CommandFailure: Error {
    var status: ExitStatus
    var message: String
    /// Already-formatted text (diagnostic blocks) printed instead of `message`.
    var rendered: String?

    static func usage(_ message: String) -> CommandFailure { CommandFailure(status: .badInput, message: message) }
    static func badInput(_ message: String) -> CommandFailure { CommandFailure(status: .badInput, message: message) }
    static func runtime(_ message: String) -> CommandFailure { CommandFailure(status: .failure, message: message) }
}
