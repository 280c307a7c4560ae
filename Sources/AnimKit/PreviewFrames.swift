// PreviewFrames.swift: the hook `anim preview` renders through: one frame of a loaded scene as PNG bytes (the same
// pixels `anim still --frame N` writes) and one frame's answer key in `anim check --json`'s schema.
// Status: complete for issue #23.

import Encode
import Foundation
import Geometry
import Render
import Scene
import Text
import Timeline

/// A loaded scene whose frames are asked for one at a time, in any order (a scrubber, not a pipeline).
public struct PreviewFrames: Sendable {
    public let frames: SceneFrames
    public let scenePath: String

    /// The scene text the frames come from (read once, so a save racing the load cannot mix two versions).
    public let source: String

    /// Loads `path` as `anim still` does (same checks, overrides and warnings policy), so frame N here is frame N
    /// there.
    public init(
        path: String, fps: FrameRate? = nil, size: Size? = nil, scale: Double? = nil, seed: UInt64? = nil,
        warnings: WarningPolicy = WarningPolicy()
    ) throws(CommandFailure) {
        let text = try SceneFrames.readSource(path)
        PreviewFrames.forgetFonts(near: path)
        try self.init(source: text, path: path, fps: fps, size: size, scale: scale, seed: seed, warnings: warnings)
    }

    /// Makes the next load open the font files in `scenePath`'s folder again (a font the user saved since the last
    /// load is read anew, as the scene and its images are); fonts elsewhere stay cached (Text FontLibrary).
    public static func forgetFonts(near scenePath: String) {
        let folder = URL(fileURLWithPath: scenePath).deletingLastPathComponent().standardizedFileURL.path
        FontLibrary.shared.forgetFiles(under: folder)
    }

    /// Checks scene text already read (another scale of a scene the preview loaded).
    public init(
        source: String, path: String, fps: FrameRate? = nil, size: Size? = nil, scale: Double? = nil,
        seed: UInt64? = nil, warnings: WarningPolicy = WarningPolicy()
    ) throws(CommandFailure) {
        scenePath = path
        self.source = source
        frames = try SceneFrames(
            source: source, path: path, fps: fps, size: size, scale: scale, seed: seed, warnings: warnings)
    }

    /// Frame `index` rendered and encoded as an RGBA PNG (PNGWriter, un-premultiplied exactly as StillRun's file).
    /// PNGWriter writes files only, so the bytes go through a private temporary (mkstemp(3)) that is read back.
    public func png(frame index: Int, compression: PNGCompression = PNGCompression(level: 1)) throws(CommandFailure)
        -> Data
    {
        guard (0..<frames.frameCount).contains(index) else {
            throw .usage("frame \(index) is outside the scene's \(frames.frameCount) frames")
        }
        let fb = Framebuffer(width: frames.pixelWidth, height: frames.pixelHeight)
        try frames.render(frame: index, into: fb)
        var template = Array((NSTemporaryDirectory() + "/anim-preview-XXXXXX.png").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard fd >= 0 else { throw .runtime("cannot create a temporary PNG: \(String(cString: strerror(errno)))") }
        close(fd)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        do {
            try PNGWriter.write(
                rgba: fb.pixels, width: fb.width, height: fb.height, bytesPerRow: fb.bytesPerRow, to: path,
                compression: compression)
        } catch {
            throw .runtime("cannot encode frame \(index): \(error.description)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .runtime("cannot read back the PNG of frame \(index)")
        }
        return data
    }

    /// The answer key of frame `index`: `anim check --json`'s object (WitnessSummary.json) holding that one frame,
    /// measured on the frame our renderer draws, with the twin, as CheckRun measures it.
    public func checkJSON(frame index: Int, outputs: WitnessOutputs = WitnessOutputs()) throws(CommandFailure) -> Data {
        guard (0..<frames.frameCount).contains(index) else {
            throw .usage("frame \(index) is outside the scene's \(frames.frameCount) frames")
        }
        let witness = WitnessRun(frames: frames, range: index..<index + 1)
        let fb = Framebuffer(width: frames.pixelWidth, height: frames.pixelHeight)
        try frames.render(frame: index, into: fb)
        let report = try witness.report(frame: index, in: fb, twin: true)
        let summary = WitnessSummary(
            reports: [report], tolerance: outputs.tolerance, shapeTolerance: outputs.shapeTolerance)
        return summary.json(scene: scenePath, scale: frames.scale)
    }
}
