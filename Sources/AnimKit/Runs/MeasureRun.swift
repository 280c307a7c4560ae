// MeasureRun.swift: `anim measure`: the witness on frames rendered elsewhere (real SwiftUI
// captured on a Mac, or our own output): INPUT is a video (decoded through libavformat/libavcodec with the colour
// matrix and range it is tagged with) or a directory of PNG frames. Frame i of the input is compared with the scene
// at frame i; every frame of the scene (or of `--frames`) must be there, and a clip that ends early names the frames
// it lacks (issue #18). Status: complete.

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
        /// BT.709 luma with pixels assigned to the nearest marker colour, over the whole frame (4:2:0 chroma
        /// smears colour across edges).
        case luma
        /// Each marker alone in a window around its prediction, only its edge band read fractionally against levels
        /// measured in the frame (default for video: the codec's noise floor and level shift cancel).
        case region
    }

    /// Default tolerances for video. What a codec's loss allows: H.264 at crf 18 (4:2:0, quarter-pel motion
    /// compensation) moves a moving marker's edges by up to about a sixth of a pixel in some frames, so its measured
    /// centre by up to 0.08 px at scale 1 and 0.05 px at scale 2 (witness-video-{dark,grey,white}.scene, measured
    /// on x264 output; the coded luma plane read directly shows the same misses), and its second moments by under
    /// 0.4 %. PNG frames keep check's defaults (0.01 px, 0.05 %): a lossless frame carries the renderer's error only.
    public static let videoTolerance = 0.1
    public static let videoShapeTolerance = 0.01

    public let input: String
    public let scenePath: String
    public let outputs: WitnessOutputs
    public let frames: SceneFrames
    public let coverage: Coverage?
    public let range: Range<Int>?

    /// Loads the scene; `coverage` nil picks by input kind; `frames` nil measures every frame of the scene.
    /// `tolerance`/`shapeTolerance` replace `outputs`' own; nil takes the input kind's default (PNG frames: 0.01 px and
    /// 0.05 %, as `check`; video: `videoTolerance`, `videoShapeTolerance`).
    public init(
        input: String, scene: String, frames requested: Range<Int>? = nil, scale: Double? = nil,
        coverage: Coverage? = nil, outputs: WitnessOutputs = WitnessOutputs(), tolerance: Double? = nil,
        shapeTolerance: Double? = nil, warnings: WarningPolicy = WarningPolicy()
    ) throws(CommandFailure) {
        self.input = input
        scenePath = scene
        self.coverage = coverage
        frames = try SceneFrames(path: scene, scale: scale, warnings: warnings)
        if let requested, requested.upperBound > frames.frameCount || requested.isEmpty {
            throw .usage("--frames is outside the scene's \(frames.frameCount) frames")
        }
        range = requested
        var isDirectory: ObjCBool = false
        let isVideo = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) && !isDirectory.boolValue
        var o = outputs
        o.tolerance = tolerance ?? (isVideo ? Self.videoTolerance : WitnessOutputs().tolerance)
        o.shapeTolerance = shapeTolerance ?? (isVideo ? Self.videoShapeTolerance : WitnessOutputs().shapeTolerance)
        self.outputs = o
    }

    public func run(console: Console) throws(CommandFailure) -> WitnessSummary {
        let wanted = range ?? 0..<frames.frameCount
        let run = WitnessRun(frames: frames, range: wanted)
        var reports: [FrameReport] = []
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
        let mode: CoverageMoments.Mode =
            switch coverage ?? (isDirectory.boolValue ? .colour : .region) {
            case .luma: .luma(ownership: 64)
            case .region: .region
            case .colour: .colourLine
            }
        var seen = 0
        try forEachInputFrame(wanted) { (i: Int, image: RGBAImage, luma: [UInt8]?) throws(CommandFailure) in
            seen = max(seen, i + 1)
            guard i < frames.frameCount else {
                throw .badInput("'\(input)' has more frames than the scene's \(frames.frameCount)")
            }
            guard wanted.contains(i) else { return }
            guard image.width == frames.pixelWidth, image.height == frames.pixelHeight else {
                throw .badInput(
                    "frame \(i) of '\(input)' is \(image.width)×\(image.height) px; the scene renders \(frames.pixelWidth)×\(frames.pixelHeight) px (use --scale)"
                )
            }
            let fb = Framebuffer(width: image.width, height: image.height)
            image.pixels.withUnsafeBufferPointer { fb.pixels.update(from: $0.baseAddress!, count: fb.byteCount) }
            let plane = luma?.count == image.width * image.height ? luma : nil
            reports.append(try run.report(frame: i, in: fb, twin: false, mode: mode, lumaPlane: plane))
        }
        guard !reports.isEmpty || seen > 0 else { throw .badInput("'\(input)' holds no frames") }
        if seen < wanted.upperBound {
            let missing = max(seen, wanted.lowerBound)..<wanted.upperBound
            throw .shortfall(
                "'\(input)' ends after \(seen) frame\(seen == 1 ? "" : "s"); the scene has \(frames.frameCount): "
                    + "missing frame\(missing.count == 1 ? "" : "s") "
                    + (missing.count == 1 ? "\(missing.lowerBound)" : "\(missing.lowerBound)..<\(missing.upperBound)")
                    + " (measure a part with --frames)")
        }
        return try outputs.finish(reports, scene: scenePath, scale: frames.scale, console: console)
    }

    private func forEachInputFrame(
        _ wanted: Range<Int>, _ body: (Int, RGBAImage, [UInt8]?) throws(CommandFailure) -> Void
    ) throws(CommandFailure) {
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
            let chosen = try PNGSequence.frames(names, count: frames.frameCount, folder: input, range: range)
            for (i, name) in chosen {
                do {
                    try body(i, try PNGReader.read(path: input + "/" + name), nil)
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
                try body(i, image, decoder.lastLumaPlane)
                i += 1
                if range != nil && i >= wanted.upperBound { break }
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
