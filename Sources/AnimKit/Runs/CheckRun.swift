// CheckRun.swift: renders every frame (no encoding), measures each marker against the answer key, prints seed 000's
// table and a worst-case line; the summary says whether everything was within tolerance. Status: complete.

import Foundation
import Render
import Timeline

/// A scene checked frame by frame against the closed-form prediction.
public struct CheckRun: Sendable {
    public let scenePath: String
    public let outputs: WitnessOutputs
    public let threads: Int
    let witness: WitnessRun

    /// Loads the scene; `frames` nil is every frame; `threads` nil is all cores.
    public init(
        scene: String, frames requested: Range<Int>? = nil, fps: FrameRate? = nil, scale: Double? = nil,
        seed: UInt64? = nil, outputs: WitnessOutputs = WitnessOutputs(), threads: Int? = nil,
        warnings: WarningPolicy = WarningPolicy()
    ) throws(CommandFailure) {
        scenePath = scene
        self.outputs = outputs
        self.threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        let frames = try SceneFrames(path: scene, fps: fps, scale: scale, seed: seed, warnings: warnings)
        let range = requested ?? 0..<frames.frameCount
        guard range.upperBound <= frames.frameCount else {
            throw .usage("--frames is outside the scene's \(frames.frameCount) frames")
        }
        witness = WitnessRun(frames: frames, range: range)
    }

    public func run(console: Console) throws(CommandFailure) -> WitnessSummary {
        let (witness, first) = (self.witness, self.witness.range.lowerBound)
        let collected = ReportCollector()
        do {
            try FramePipeline(
                count: witness.range.count, width: witness.frames.pixelWidth, height: witness.frames.pixelHeight,
                workers: threads
            ).run(
                render: { i, fb in
                    try witness.frames.render(frame: first + i, into: fb)
                    collected.add(try witness.report(frame: first + i, in: fb, twin: true))
                },
                consume: { _, _ in })
        } catch {
            throw CommandFailure(error)
        }
        return try outputs.finish(collected.sorted(), scene: scenePath, scale: witness.frames.scale, console: console)
    }
}
