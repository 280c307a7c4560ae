// SceneFrames.swift: a loaded scene with its resolved render settings, and one frame of it into a framebuffer.
// Status: complete for issue #2.

import Encode
import Foundation
import Geometry
import Layout
import Render
import Scene
import Text
import Timeline

/// A parsed scene plus the overrides a command gave (`--fps`, `--size`, `--scale`).
public struct SceneFrames: Sendable {
    public let program: SceneProgram
    public let canvas: Size
    /// A header-less scene at its own canvas: the root is proposed its ideal size (LayoutEngine.proposesIdealSize).
    private let proposesIdealSize: Bool
    public let scale: Double
    public let fps: FrameRate
    /// Every frame of the scene: `ceil(duration · fps)`, or 1 without a duration.
    public let frameCount: Int
    /// Output size in device pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Layout's warnings for this scene (a font that is not installed, a fallback face), reported once each where
    /// the view was written, through the same policy as the scene's own warnings.
    public let layoutWarnings: LayoutWarnings
    /// The leaf count of the frame laid out last, shared by the frames' layout engines (LeafCapacity.swift).
    private let leafCapacity = LeafCapacity()
    /// Geometry effects' placements carried from frame to frame (Layout CarriedPlacements.swift).
    private let layoutCarry = LayoutCarry()
    private let warningsAreErrors: Bool

    /// Reads and checks a scene; any problem with it or with the overrides is bad input. Its warnings go through
    /// `warnings` (SceneDiagnostics). `until`: the last time a frame will be asked for (a still): later events never
    /// run.
    public init(
        path: String, fps: FrameRate? = nil, size: Size? = nil, scale: Double? = nil, seed: UInt64? = nil,
        until: Double? = nil, warnings: WarningPolicy = WarningPolicy()
    ) throws(CommandFailure) {
        try self.init(
            source: try SceneFrames.readSource(path), path: path, fps: fps, size: size, scale: scale, seed: seed,
            until: until, warnings: warnings)
    }

    /// The text of the scene file at `path`: a regular file within the size limit, UTF-8; anything else is bad input.
    public static func readSource(_ path: String) throws(CommandFailure) -> String {
        do throws(EncodeError) {
            try InputFile.check(path, maximumBytes: SceneLimits.maximumSourceBytes)
        } catch {
            throw .badInput("cannot read scene '\(path)': \(error.description)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .badInput("cannot read scene '\(path)'")
        }
        guard let source = String(data: data, encoding: .utf8) else {
            throw .badInput("scene '\(path)' is not UTF-8 text")
        }
        return source
    }

    /// Lets scenes read fonts from `directory` as well as from their own folders (`--allow-path DIR`,
    /// FontFileAccess).
    public static func allowFiles(in directory: String) {
        FontFileAccess.allow(directory: directory)
    }

    /// Checks a scene given as text; `path` names it in diagnostics and is where its files (fonts) are looked up.
    public init(
        source: String, path: String, fps: FrameRate? = nil, size: Size? = nil, scale: Double? = nil,
        seed: UInt64? = nil, until: Double? = nil, warnings: WarningPolicy = WarningPolicy()
    ) throws(CommandFailure) {
        // Fonts start on another core while this one reads the scene (Text FontLibrary+Prewarm.swift).
        FontLibrary.startPrewarm()
        program = try SceneDiagnostics.load(source: source, path: path, seed: seed, until: until, policy: warnings)
        layoutWarnings = SceneDiagnostics.layoutWarnings(of: program, policy: warnings)
        warningsAreErrors = warnings.asErrors
        let header = program.header
        canvas = size ?? Size(width: header.width, height: header.height)
        proposesIdealSize = size == nil && header.fitsRoot
        self.scale = scale ?? header.scale
        let rate = fps ?? header.fps
        self.fps = rate
        guard rate.framesPerSecond <= Rational(SceneLimits.maximumFPS) else {
            throw .badInput("frame rate \(rate) is above the limit of \(SceneLimits.maximumFPS) fps")
        }
        let count = header.duration.map { rate.checkedFrameCount(forDuration: $0) } ?? 1
        guard let count, count <= SceneLimits.maximumFrameCount else {
            throw .badInput(
                "the scene has more than \(SceneLimits.maximumFrameCount) frames at \(rate) fps, the limit")
        }
        frameCount = count
        let w = canvas.width * self.scale
        let h = canvas.height * self.scale
        let side = Double(SceneLimits.maximumCanvasSide)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= side, h <= side else {
            throw .badInput("frame size \(w)×\(h) px is outside 1…\(SceneLimits.maximumCanvasSide)")
        }
        guard w * h <= Double(SceneLimits.maximumCanvasArea) else {
            throw .badInput("frame size \(w)×\(h) px is above the limit of \(SceneLimits.maximumCanvasArea) px")
        }
        guard abs(w - w.rounded()) < 1e-6, abs(h - h.rounded()) < 1e-6 else {
            throw .badInput(
                "frame size \(canvas.width)×\(canvas.height) pt at scale \(self.scale) is \(w)×\(h) px, not whole pixels"
            )
        }
        pixelWidth = Int(w.rounded())
        pixelHeight = Int(h.rounded())
    }

    /// Lays out and rasterises frame `index` (time `index / fps`).
    public func render(frame index: Int, into framebuffer: Framebuffer) throws(CommandFailure) {
        try render(time: fps.seconds(ofFrame: index), frame: index, into: framebuffer)
    }

    /// The scene's view tree at frame `index`.
    public func view(frame index: Int) throws(CommandFailure) -> ViewNode {
        try view(time: fps.seconds(ofFrame: index), frame: index)
    }

    public func view(time: Double, frame: Int) throws(CommandFailure) -> ViewNode {
        do {
            return try program.view(time: time, frame: frame)
        } catch {
            throw SceneDiagnostics.failure(error)
        }
    }

    /// Lays out the state snapshots in flight at `time` and animates between them (Layout/Animation).
    public func render(time: Double, frame: Int, into framebuffer: Framebuffer) throws(CommandFailure) {
        let list = try displayList(time: time, frame: frame)
        Renderer().render(list, background: program.header.background, into: framebuffer)
    }

    /// The display list of the frame at `time`. A function of its own so that the frame's view trees and leaves are
    /// freed when it returns, before the raster: freed after it, every node was read again from memory the frame's
    /// pixels had evicted from the cache (issue #21: 0.3–0.4 ms of a 1000-view frame's 18, in `AnimBench scene`'s
    /// "freeing" phase).
    func displayList(time: Double, frame: Int) throws(CommandFailure) -> DisplayList {
        let snapshots: [StateSnapshot]
        do {
            snapshots = try program.snapshots(time: time, frame: frame)
        } catch {
            throw SceneDiagnostics.failure(error)
        }
        let list = LayoutEngine(
            canvas: canvas, scale: scale, warnings: layoutWarnings, proposesIdealSize: proposesIdealSize,
            leafCapacity: leafCapacity, carry: layoutCarry
        )
        .displayList(of: snapshots, at: time)
        if let failure = layoutWarnings.firstFailure {
            throw SceneDiagnostics.failure(program.failure(failure, time: time, frame: frame))
        }
        if warningsAreErrors, !layoutWarnings.all.isEmpty {
            throw SceneDiagnostics.warningsAsErrors(layoutWarnings.all, of: program)
        }
        return list
    }
}
