// RenderRun.swift: a scene to a video (MP4 H.264/HEVC, MOV ProRes, MKV FFV1, WebM VP9) or a numbered PNG sequence,
// written atomically; optionally the codec's per-frame loss (`--loss`). Status: complete for issue #2; issue #19
// (output formats) has the video containers and alpha, not yet GIF/APNG.

import Encode
import Foundation
import Geometry
import Measure
import Render
import Timeline

/// Renders a scene's frames to a video or a PNG sequence.
public struct RenderRun: Sendable {
    /// x264's presets, fastest first.
    public static let presets = [
        "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo",
    ]
    /// x264's quality scale.
    public static let crfRange = 0...51

    public enum Format: String, Sendable, CaseIterable {
        case mp4, mov, mkv, webm, apng, gif, png

        /// The video format a file name's extension names (`.m4v` is MP4); nil for PNG, which names one still.
        static func named(by lowercasedPath: String) -> Format? {
            guard let dot = lowercasedPath.lastIndex(of: "."), !lowercasedPath[dot...].contains("/") else { return nil }
            let ext = String(lowercasedPath[lowercasedPath.index(after: dot)...])
            if ext == "m4v" { return .mp4 }
            guard let format = Format(rawValue: ext), format != .png else { return nil }
            return format
        }

        /// The FFmpeg muxer name.
        var muxer: String {
            switch self {
            case .mp4: "mp4"
            case .mov: "mov"
            case .mkv: "matroska"
            case .webm: "webm"
            case .apng: "apng"
            case .gif: "gif"
            case .png: "image2"
            }
        }

        /// The codec when `--codec` is not given, and the codecs the container takes.
        var codecs: [VideoSettings.Codec] {
            switch self {
            case .mp4: [.h264, .hevc]
            case .mov: [.prores, .h264, .hevc]
            case .mkv: [.ffv1, .h264, .hevc, .vp9]
            case .webm: [.vp9]
            case .apng: [.apng]
            case .gif, .png: []
            }
        }
    }

    /// The video codecs (Encode's), named here so the CLI needs no Encode import.
    public typealias Codec = VideoSettings.Codec
    /// `--codec` names.
    public static let codecNames = VideoSettings.Codec.allCases.map(\.rawValue)
    /// `--prores-profile` names.
    public static let proresProfiles = VideoSettings.proresProfiles

    public let scenePath: String
    public let output: String
    public let format: Format
    public let frames: SceneFrames
    public let range: Range<Int>
    public let crf: Int
    public let preset: String
    /// The video codec (from `--codec`, else the container's first); nil for PNG.
    public let codec: VideoSettings.Codec?
    public let proresProfile: String
    /// Whether the video keeps the scene's transparency (a see-through background and a codec that stores alpha).
    public let keepsAlpha: Bool
    /// `--dither`: paletteuse's dither for GIF.
    public let dither: String
    /// `--dither` names.
    public static let dithers = GIFEncoder.dithers
    /// `--loop N`: how many times an animated image plays, 0 forever.
    public let loop: Int
    public let threads: Int
    public let quiet: Bool
    /// `--loss F.json`: after encoding, what the codec cost per frame (PSNR/SSIM of the decoded video against the
    /// rendered frames).
    public let loss: String?

    /// Checks everything and loads the scene before any output is touched; `format` nil tells it from `output`
    /// (`DIR/` is a PNG sequence). `frames` nil is every frame; `threads` nil is all cores.
    public init(
        scene: String, output: String, format: Format? = nil, fps: FrameRate? = nil, size: Size? = nil,
        scale: Double? = nil, frames requested: Range<Int>? = nil, crf: Int = 18, preset: String = "medium",
        codec: VideoSettings.Codec? = nil, proresProfile: String = "4444", loop: Int = 0, dither: String = "sierra2_4a",
        seed: UInt64? = nil, threads: Int? = nil,
        quiet: Bool = false,
        loss: String? = nil, warnings: WarningPolicy = WarningPolicy()
    ) throws(CommandFailure) {
        scenePath = scene
        self.output = output
        let lower = output.lowercased()
        if let format {
            self.format = format
        } else if output.hasSuffix("/") {
            self.format = .png
        } else if let named = Format.named(by: lower) {
            self.format = named
        } else if lower.hasSuffix(".png") {
            throw .usage(
                "'\(output)' is one PNG: use `anim still` for a single frame, or `-o DIR/ --format png` for a sequence")
        } else {
            throw .usage(
                "cannot tell the format of '\(output)': use a .mp4, .mov, .mkv, .webm, .apng or .gif name, or --format png with a directory"
            )
        }
        if self.format == .png || self.format == .gif {
            if let codec { throw .usage("--codec \(codec.rawValue) is for videos, not .\(self.format.rawValue)") }
            self.codec = nil
        } else {
            let allowed = self.format.codecs
            if let codec, !allowed.contains(codec) {
                throw .usage(
                    "--codec \(codec.rawValue) does not go in .\(self.format.rawValue); it takes "
                        + allowed.map(\.rawValue).joined(separator: ", "))
            }
            self.codec = codec ?? allowed[0]
        }
        guard Self.proresProfiles.contains(proresProfile) else {
            throw .usage("unknown --prores-profile '\(proresProfile)'")
        }
        self.proresProfile = proresProfile
        guard (0...65535).contains(loop) else { throw .usage("--loop \(loop) is outside 0…65535") }
        self.loop = loop
        guard Self.dithers.contains(dither) else { throw .usage("unknown --dither '\(dither)'") }
        self.dither = dither
        guard Self.crfRange.contains(crf) else { throw .usage("--crf \(crf) is outside \(Self.crfRange)") }
        guard Self.presets.contains(preset) else { throw .usage("unknown preset '\(preset)'") }
        self.crf = crf
        self.preset = preset
        self.threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        self.quiet = quiet
        self.loss = loss
        self.frames = try SceneFrames(
            path: scene, fps: fps, size: size, scale: scale, seed: seed, warnings: warnings)
        let count = self.frames.frameCount
        let range = requested ?? 0..<count
        guard range.upperBound <= count else {
            throw .usage(
                "--frames \(range.lowerBound)..\(range.upperBound - 1) is outside the scene's \(count) frames (0..\(count - 1))"
            )
        }
        self.range = range
        let transparent = self.frames.program.header.background.opacity < 1
        let storesAlpha: Bool
        switch self.codec {
        case nil, .ffv1?, .vp9?, .apng?: storesAlpha = true
        case .prores?: storesAlpha = proresProfile.hasPrefix("4444")
        case .h264?, .hevc?: storesAlpha = false
        }
        keepsAlpha = transparent && storesAlpha && self.codec != nil
        if transparent, !storesAlpha, let codec = self.codec {
            let message =
                "the scene's background is transparent but \(codec.rawValue)"
                + (codec == .prores ? " \(proresProfile)" : "")
                + " stores no alpha: frames are composited over black (use .mov ProRes 4444, .webm or .mkv to keep it)"
            if warnings.asErrors { throw .badInput(message) }
            warnings.report("warning: " + message)
        }
        if self.format != .png, self.format != .gif, self.frames.pixelWidth % 2 != 0 || self.frames.pixelHeight % 2 != 0
        {
            throw .badInput(
                "H.264 yuv420p needs even dimensions; the frame is \(self.frames.pixelWidth)×\(self.frames.pixelHeight) px. "
                    + "Change the scene's size or --scale, or render --format png")
        }
    }

    /// Writes the output; with `loss`, then decodes it and writes what the codec cost (a line on `console`).
    public func run(console: Console) throws(CommandFailure) {
        switch format {
        case .png: try writeSequence()
        case .mp4, .mov, .mkv, .webm, .apng, .gif:
            try writeVideo(container: format.muxer)
            if let loss { try writeLoss(to: loss, console: console) }
        }
    }

    /// libvpx-vp9's crf scale is 0…63; x264's 18 ("visually transparent") maps to 31 (doc/encoders.texi suggests
    /// 15–35), other values scale linearly.
    private var vp9CRF: Int { crf == 18 ? 31 : min(63, crf * 63 / 51) }

    private func pipeline() -> FramePipeline {
        FramePipeline(count: range.count, width: frames.pixelWidth, height: frames.pixelHeight, workers: threads)
    }

    private func writeVideo(container: String) throws(CommandFailure) {
        let target = try AtomicOutput(path: output)
        let progress = Progress(total: range.count, quiet: quiet)
        do {
            let settings = VideoSettings(
                width: frames.pixelWidth, height: frames.pixelHeight,
                frameRateNumerator: frames.fps.framesPerSecond.numerator,
                frameRateDenominator: frames.fps.framesPerSecond.denominator, crf: codec == .vp9 ? vp9CRF : crf,
                preset: preset, codec: codec ?? .h264, alpha: keepsAlpha, proresProfile: proresProfile,
                plays: loop)
            let encoder: any FrameSink =
                format == .gif
                ? try GIFEncoder(
                    path: target.temporaryPath, width: settings.width, height: settings.height,
                    frameRateNumerator: settings.frameRateNumerator,
                    frameRateDenominator: settings.frameRateDenominator, plays: loop, dither: dither)
                : try VideoEncoder(path: target.temporaryPath, format: container, settings: settings)
            let (frames, first) = (self.frames, range.lowerBound)
            try pipeline().run(
                render: { i, fb in
                    try frames.render(frame: first + i, into: fb)
                    progress.didRender()
                },
                consume: { i, fb in
                    try encoder.send(rgba: fb.pixels, bytesPerRow: fb.bytesPerRow)
                    progress.didWrite(i + 1, verb: "encoded")
                })
            try encoder.finish()
            progress.finish()
            try target.commit()
        } catch {
            progress.finish()
            target.abandon()
            throw CommandFailure(error)
        }
    }

    /// Decodes the finished video and compares each frame with the same frame rendered again (rendering is
    /// deterministic, so nothing is kept in memory between the two passes).
    private func writeLoss(to path: String, console: Console) throws(CommandFailure) {
        var results: [(Int, FrameMetrics)] = []
        let fb = Framebuffer(width: frames.pixelWidth, height: frames.pixelHeight)
        do {
            let decoder = try VideoDecoder(path: output)
            var i = 0
            while let (image, _) = try decoder.nextFrame() {
                guard i < range.count else { break }
                try frames.render(frame: range.lowerBound + i, into: fb)
                let metrics = image.pixels.withUnsafeBufferPointer { decoded in
                    FrameMetrics(
                        actual: RGBAView(base: decoded.baseAddress!, width: image.width, height: image.height),
                        reference: RGBAView(
                            base: fb.pixels, width: fb.width, height: fb.height, bytesPerRow: fb.bytesPerRow))
                }
                results.append((range.lowerBound + i, metrics))
                i += 1
            }
        } catch let e as EncodeError {
            throw .runtime("--loss: cannot decode '\(output)': \(e.description)")
        } catch let e as CommandFailure {
            throw e
        } catch {
            throw .runtime("--loss: \(error)")
        }
        guard results.count == range.count else {
            throw .runtime("--loss: '\(output)' decoded to \(results.count) frames, expected \(range.count)")
        }
        let worst = results.reduce(nil as (Int, FrameMetrics)?) { w, r in
            w.map { r.1.isWorse(than: $0.1) ? r : $0 } ?? r
        }
        let json = DiffJSON.document(a: scenePath, b: output, frames: results, worst: worst)
        try AtomicOutput.write(Data(json.utf8), to: path)
        if !quiet, let (frame, m) = worst {
            let mean = results.map(\.1.psnrRGB).filter(\.isFinite).reduce(0, +) / Double(max(1, results.count))
            console.info(
                String(
                    format: "codec loss: worst frame %d, PSNR-RGB %.2f dB, SSIM %.5f; mean PSNR-RGB %.2f dB", frame,
                    m.psnrRGB, m.ssim ?? .nan, mean))
        }
    }

    private func writeSequence() throws(CommandFailure) {
        let directory = output.hasSuffix("/") ? String(output.dropLast()) : output
        let target = try AtomicOutput(path: directory, directory: true)
        let progress = Progress(total: range.count, quiet: quiet)
        let digits = max(5, String(range.upperBound - 1).count)
        do {
            let (frames, first, dir) = (self.frames, range.lowerBound, target.temporaryPath)
            // PNG compression is the expensive part, so it runs on the render threads too.
            try pipeline().run(
                render: { i, fb in
                    try frames.render(frame: first + i, into: fb)
                    let name =
                        String(repeating: "0", count: max(0, digits - String(first + i).count)) + String(first + i)
                    try PNGWriter.write(
                        rgba: fb.pixels, width: fb.width, height: fb.height, bytesPerRow: fb.bytesPerRow,
                        to: "\(dir)/frame_\(name).png")
                    progress.didRender()
                },
                consume: { i, _ in progress.didWrite(i + 1, verb: "written") })
            progress.finish()
            try target.commit()
        } catch {
            progress.finish()
            target.abandon()
            throw CommandFailure(error)
        }
    }
}

/// What `writeVideo` streams frames into: a video encoder or the GIF encoder.
protocol FrameSink: AnyObject {
    func send(rgba: UnsafePointer<UInt8>, bytesPerRow: Int) throws(EncodeError)
    func finish() throws(EncodeError)
}

extension VideoEncoder: FrameSink {}
extension GIFEncoder: FrameSink {}
