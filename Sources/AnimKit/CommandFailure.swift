// CommandFailure.swift: the one error type of AnimKit's runs, classified by the exit status it maps to.
// Status: complete.

import Encode

/// A failure a run reports: printed once by the front end (`anim: error: …`), which then exits with `status`.
public struct CommandFailure: Error, Sendable {
    public var status: ExitStatus
    public var message: String
    /// Already-formatted text (diagnostic blocks) printed instead of `message`.
    public var rendered: String?

    public init(status: ExitStatus, message: String, rendered: String? = nil) {
        self.status = status
        self.message = message
        self.rendered = rendered
    }

    public static func usage(_ message: String) -> CommandFailure {
        CommandFailure(status: .badInput, message: message)
    }
    public static func badInput(_ message: String) -> CommandFailure {
        CommandFailure(status: .badInput, message: message)
    }
    /// The input holds less than the run was asked to measure (frames missing from a clip or a folder): a result
    /// that fell short, exit 1, as issue #18 asks, naming what is missing.
    public static func shortfall(_ message: String) -> CommandFailure {
        CommandFailure(status: .failure, message: message)
    }
    public static func runtime(_ message: String) -> CommandFailure {
        CommandFailure(status: .failure, message: message)
    }

    /// Any error from the pipeline as a command failure: ours pass through; encoder errors are runtime failures.
    init(_ error: any Error) {
        if let failure = error as? CommandFailure {
            self = failure
        } else if let encode = error as? EncodeError {
            self = .runtime(encode.description)
        } else {
            self = .runtime("\(error)")
        }
    }
}
