// SceneProbe.swift: one scene text through every stage in-process — lex, parse, check, evaluate, lay out and
// rasterise its first and last frames — reduced to the exit status the CLI would give. What the libFuzzer target
// (fuzz/Sources/AnimFuzz) and the mutation test (Tests/AnimKitTests/MutationFuzzTests) drive.
// Rule: issue #22: on any input the result is 0 (rendered) or 2 (a located diagnostic), never a crash or a hang;
// docs/ARCHITECTURE.md "Limits are counters". Status: complete for issue #22.

import Render

/// Runs scene text through the pipeline without touching the file system.
public enum SceneProbe {
    /// What one probe gave: the exit status, and the diagnostic text when the scene was refused.
    public struct Outcome: Sendable {
        public var status: ExitStatus
        public var message: String
    }

    /// Frames larger than this many pixels are evaluated and laid out, but not rasterised: a fuzzer's thousands of
    /// executions per second must not allocate canvas-sized buffers.
    public static let rasterPixelLimit = 1 << 18

    /// Loads `bytes` as a scene (invalid UTF-8 is bad input, as for a file) and renders its first and last frames.
    public static func run(bytes: some Collection<UInt8>) -> Outcome {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return Outcome(status: .badInput, message: "not UTF-8 text")
        }
        return run(source: text)
    }

    /// Loads `source` as a scene named `probe.scene` (in the current folder) and renders its first and last frames.
    public static func run(source: String, path: String = "probe.scene") -> Outcome {
        LargeStack.run { probe(source: source, path: path) }
    }

    private static func probe(source: String, path: String) -> Outcome {
        do throws(CommandFailure) {
            let frames = try SceneFrames(source: source, path: path)
            let small = frames.pixelWidth * frames.pixelHeight <= rasterPixelLimit
            let buffer = small ? Framebuffer(width: frames.pixelWidth, height: frames.pixelHeight) : nil
            for index in Set([0, frames.frameCount - 1]).sorted() {
                if let buffer {
                    try frames.render(frame: index, into: buffer)
                } else {
                    _ = try frames.view(frame: index)
                }
            }
            return Outcome(status: .ok, message: "")
        } catch {
            return Outcome(status: error.status, message: error.rendered ?? error.message)
        }
    }
}
