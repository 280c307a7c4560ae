// EncodeError.swift: the one runtime-failure enum of the Encode module.
// Rule: docs/ARCHITECTURE.md "Errors" (runtime failures: one enum per module, typed `throws` at boundaries). Status:
// complete.

/// Every runtime failure of video and image I/O. Programmer errors (a too-small `bytesPerRow`, `send` after
/// `finish`) are preconditions instead, never cases here.
public enum EncodeError: Error, CustomStringConvertible {
    /// A libav* call returned a negative code; `message` is `av_strerror`'s text for `code` (AVError.swift).
    case ffmpeg(call: String, code: Int32, message: String)
    /// An allocator returned NULL; the payload names the call.
    case allocation(String)
    /// A request this build cannot honour: odd size with yuv420p, unknown preset or container, missing libx264.
    case unsupported(String)
    /// libpng reported a failure through `png_image.message`.
    case png(String)
    /// The file system refused: a file could not be opened, written or closed.
    case io(String)
    /// An input file (PNG or video) is corrupt, truncated or not what it claims to be.
    case invalidInput(String)

    /// One line for a terminal, naming the failed call where there is one.
    public var description: String {
        switch self {
        case .ffmpeg(let call, let code, let message): "\(call) failed: \(message) (error \(code))"
        case .allocation(let call): "\(call) failed: out of memory"
        case .unsupported(let what): "unsupported: \(what)"
        case .png(let message): "libpng: \(message)"
        case .io(let message): "I/O error: \(message)"
        case .invalidInput(let message): "invalid input: \(message)"
        }
    }
}
