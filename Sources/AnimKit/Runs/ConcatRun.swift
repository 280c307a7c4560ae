// ConcatRun.swift: `anim concat A.mp4 B.mp4 … -o full.mp4`: joins the segments `anim render --shard K/N` wrote,
// by stream copy (Encode's SegmentConcat: no decode, no re-encode), into one file of the same container.
// Rule: issue #20 (check codec parameters and contiguous frames, a clear error when not; exit 2). The output goes
// through AtomicOutput like every output. Status: complete.

import Encode
import Foundation

/// Joins video segments into one file.
public struct ConcatRun: Sendable {
    public let parts: [String]
    public let output: String
    let muxer: String

    /// Checks the names: at least one part, and an output of a container anim writes (.mp4, .mov, .mkv, .webm).
    public init(parts: [String], output: String) throws(CommandFailure) {
        guard !parts.isEmpty else { throw .usage("concat needs the parts to join (A.mp4 B.mp4 …)") }
        let formats: [String: String] = ["mp4": "mp4", "mov": "mov", "mkv": "matroska", "webm": "webm"]
        let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
        guard let muxer = formats[ext] else {
            throw .usage("cannot tell the container of '\(output)': use a .mp4, .mov, .mkv or .webm name")
        }
        for p in parts where URL(fileURLWithPath: p).pathExtension.lowercased() != ext {
            throw .usage("'\(p)' is not a .\(ext) file like '\(output)': stream copy keeps the container")
        }
        self.parts = parts
        self.output = output
        self.muxer = muxer
    }

    /// Joins the parts; a part that does not fit is bad input (exit 2) naming it.
    public func run(console: Console) throws(CommandFailure) -> ExitStatus {
        let target = try AtomicOutput(path: output)
        let result: SegmentConcat.Result
        do {
            result = try SegmentConcat.join(parts, to: target.temporaryPath, format: muxer)
            try target.commit()
        } catch let error as EncodeError {
            target.abandon()
            switch error {
            case .invalidInput(let message), .io(let message): throw .badInput(message)
            default: throw .runtime(error.description)
            }
        } catch {
            target.abandon()
            throw CommandFailure(error)
        }
        console.info(
            String(
                format: "%@: %d frames, %.3f s (%.3f … %.3f s), %@, %d parts joined by stream copy", output,
                result.frames, result.end - result.start, result.start, result.end, result.codec, parts.count))
        return .ok
    }
}
