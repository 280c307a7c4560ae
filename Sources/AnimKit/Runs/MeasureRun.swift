// MeasureRun.swift: `anim measure`: the witness on frames rendered elsewhere (real SwiftUI
// captured on a Mac, or our own output): INPUT is a video (decoded through libavformat/libavcodec with the colour
// matrix and range it is tagged with) or a directory of PNG frames. Frame i of the input is compared with the scene
// at frame i. Status: complete.

import Encode
import Foundation
import Measure
import Render

/// Frames made elsewhere measured against a scene's answer key.
public struct MeasureRun: Sendable {
    /// How a pixel's coverage is read.
    public enum Coverage: String, Sendable, CaseIterable {
        /// Seed 000's projection on the background → marker line (default for PNG frames).
        case colour
        /// BT.709 luma with pixels assigned to the nearest marker colour (default for video: 4:2:0 chroma smears
        /// colour across edges).
        case luma
    }

    public let input: String
    public let scenePath: String
    public let outputs: WitnessOutputs
    public let frames: SceneFrames
    public let coverage: Coverage?

    /// Loads the scene; `coverage` nil picks by input kind.
    public init(
        input: String, scene: String, scale: Double? = nil, coverage: Coverage? = nil,
        outputs: WitnessOutputs = WitnessOutputs(), warnings: WarningPolicy = WarningPolicy()
    ) throws(CommandFailure) {
        self.input = input
        scenePath = scene
        self.outputs = outputs
        self.coverage = coverage
        frames = try SceneFrames(path: scene, scale: scale, warnings: warnings)
    }

    public func run(console: Console) throws(CommandFailure) -> WitnessSummary {
        let run = WitnessRun(frames: frames, range: 0..<frames.frameCount)
        var reports: [FrameReport] = []
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
        let mode: CoverageMoments.Mode =
            switch coverage ?? (isDirectory.boolValue ? .colour : .luma) {
            case .luma: .luma(ownership: 64)
            case .colour: .colourLine
            }
        try forEachInputFrame { (i: Int, image: RGBAImage) throws(CommandFailure) in
            guard image.width == frames.pixelWidth, image.height == frames.pixelHeight else {
                throw .badInput(
                    "frame \(i) of '\(input)' is \(image.width)×\(image.height) px; the scene renders \(frames.pixelWidth)×\(frames.pixelHeight) px (use --scale)"
                )
            }
            guard i < frames.frameCount else {
                throw .badInput("'\(input)' has more frames than the scene's \(frames.frameCount)")
            }
            let fb = Framebuffer(width: image.width, height: image.height)
            image.pixels.withUnsafeBufferPointer { fb.pixels.update(from: $0.baseAddress!, count: fb.byteCount) }
            reports.append(try run.report(frame: i, in: fb, twin: false, mode: mode))
        }
        guard !reports.isEmpty else { throw .badInput("'\(input)' holds no frames") }
        if reports.count != frames.frameCount {
            console.warning("'\(input)' has \(reports.count) frames; the scene has \(frames.frameCount)")
        }
        return try outputs.finish(reports, scene: scenePath, scale: frames.scale, console: console)
    }

    private func forEachInputFrame(_ body: (Int, RGBAImage) throws(CommandFailure) -> Void) throws(CommandFailure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
            throw .badInput("cannot read '\(input)': no such file or directory")
        }
        if isDirectory.boolValue {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: input).filter {
                    $0.lowercased().hasSuffix(".png")
                }.sorted()
            } catch {
                throw .badInput("cannot list '\(input)': \(error.localizedDescription)")
            }
            for (i, name) in try PNGSequence.frames(names, count: frames.frameCount, folder: input) {
                do {
                    try body(i, try PNGReader.read(path: input + "/" + name))
                } catch let e as EncodeError {
                    throw .badInput("\(input)/\(name): \(e.description)")
                } catch let e as CommandFailure {
                    throw e
                } catch {
                    throw .runtime("\(error)")
                }
            }
            return
        }
        do {
            let decoder = try VideoDecoder(path: input)
            var i = 0
            while let (image, _) = try decoder.nextFrame() {
                try body(i, image)
                i += 1
            }
        } catch let e as EncodeError {
            throw .badInput("\(input): \(e.description)")
        } catch let e as CommandFailure {
            throw e
        } catch {
            throw .runtime("\(error)")
        }
    }
}
