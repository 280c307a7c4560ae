// StillRun.swift: one frame of a scene to an RGBA PNG, written atomically. Status: complete for issue #2.

import Encode
import Geometry
import Render
import Timeline

/// Renders one frame of a scene to a PNG.
public struct StillRun: Sendable {
    public let frames: SceneFrames
    public let output: String
    public let time: Double
    public let frame: Int
    /// How the PNG is compressed (`--png-compression`; default `PNGCompression.still`).
    public let compression: PNGCompression

    /// The frame at `frame`, or at `time` seconds (frame ⌊time · fps⌋); neither is time 0, both is a usage error.
    public init(
        scene: String, output: String, time: Double? = nil, frame: Int? = nil, fps: FrameRate? = nil,
        size: Size? = nil, scale: Double? = nil, seed: UInt64? = nil, pngCompression: Int? = nil,
        warnings: WarningPolicy = WarningPolicy()
    ) throws(CommandFailure) {
        if time != nil && frame != nil { throw .usage("give --time or --frame, not both") }
        if let pngCompression, !(0...9).contains(pngCompression) {
            throw .usage("--png-compression \(pngCompression) is outside 0…9")
        }
        compression = pngCompression.map { PNGCompression(level: $0) } ?? .still
        self.output = output
        // A still at `--time t` needs only what happened up to t (a frame index's time is known once the header is).
        frames = try SceneFrames(
            path: scene, fps: fps, size: size, scale: scale, seed: seed, until: frame == nil ? (time ?? 0) : nil,
            warnings: warnings)
        if let frame {
            self.frame = frame
            self.time = frames.fps.seconds(ofFrame: frame)
        } else {
            self.time = time ?? 0
            self.frame = Int((self.time * frames.fps.doubleValue + 1e-9).rounded(.down))
        }
    }

    /// A frame renders on one thread, so there is nothing to share out.
    public func run() throws(CommandFailure) {
        let fb = Framebuffer(width: frames.pixelWidth, height: frames.pixelHeight)
        try frames.render(time: time, frame: frame, into: fb)
        try AtomicOutput.writePNG(fb, to: output, compression: compression)
    }
}
