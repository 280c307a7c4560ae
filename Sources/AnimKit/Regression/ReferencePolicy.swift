// ReferencePolicy.swift: which frames of a golden keep a PNG reference beside their digest (`--references`).
// Rule: issue #8 (references for a documented subset of frames). Status: complete.

/// Which frames of a golden keep a lossless PNG reference next to their digest.
public enum ReferencePolicy: Equatable, Sendable, CustomStringConvertible {
    /// Every frame.
    case all
    /// No frame (digests only).
    case none
    /// Frames 0, N, 2N, …
    case every(Int)
    /// Every frame for scenes of at most `autoLimit` frames, else every `autoStride`th (the documented subset).
    case auto

    static let autoLimit = 24
    static let autoStride = 6

    /// `all`, `none`, `every:N` or `auto`.
    public init?(_ text: String) {
        switch text {
        case "all": self = .all
        case "none": self = .none
        case "auto": self = .auto
        default:
            guard text.hasPrefix("every:"), let n = Int(text.dropFirst(6)), n > 0 else { return nil }
            self = .every(n)
        }
    }

    public var description: String {
        switch self {
        case .all: "all"
        case .none: "none"
        case .every(let n): "every:\(n)"
        case .auto: "auto"
        }
    }

    /// Whether frame `i` of a scene of `count` frames keeps a reference.
    public func keeps(frame i: Int, of count: Int) -> Bool {
        switch self {
        case .all: true
        case .none: false
        case .every(let n): i % n == 0
        case .auto: count <= Self.autoLimit || i % Self.autoStride == 0
        }
    }
}
