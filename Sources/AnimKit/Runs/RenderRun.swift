// RenderRun.swift: a scene to a video (MP4 H.264/HEVC, MOV ProRes, MKV FFV1, WebM VP9, APNG, GIF) or a numbered PNG
// sequence, written atomically, with a summary line that states every choice that limits where the file plays;
// optionally the codec's per-frame loss (`--loss`). Status: complete for issue #19.

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
    /// `--pix-fmt`: the stored pixel format, nil for the codec's default.
    public let pixelFormat: String?
    /// `--lossless`: decoded frames equal the rendered ones exactly.
    public let lossless: Bool
    /// `--matte COLOR`: what transparent parts are composited over (straight colour); nil keeps alpha where the
    /// format stores it and uses black where it does not.
    public let matte: Color?
    /// The encoder's settings, validated before any output is touched; nil for PNG and GIF.
    let settings: VideoSettings?
    public let threads: Int
    public let quiet: Bool
    /// How PNG sequence frames are compressed (`--png-compression`; default `PNGCompression.sequence`).
    public let pngCompression: PNGCompression
    /// `--loss F.json`: after encoding, what the codec cost per frame (PSNR/SSIM of the decoded video against the
    /// rendered frames).
    public let loss: String?
    /// With `--shard`, the first frame's number: the segment's timestamps start there.
    public let segmentStart: Int?

    /// Checks everything and loads the scene before any output is touched; `format` nil tells it from `output`
    /// (`DIR/` is a PNG sequence). `frames` nil is every frame; `threads` nil is all cores.
    public init(
        scene: String, output: String, format: Format? = nil, fps: FrameRate? = nil, size: Size? = nil,
        scale: Double? = nil, frames requested: Range<Int>? = nil, crf: Int = 18, preset: String = "medium",
        codec: VideoSettings.Codec? = nil, proresProfile: String = "4444", loop: Int = 0, dither: String = "sierra2_4a",
        pixelFormat: String? = nil, lossless: Bool = false, matte: String? = nil, seed: UInt64? = nil,
        threads: Int? = nil, pngCompression: Int? = nil, lookahead: Int? = nil,
        quiet: Bool = false,
        loss: String? = nil, shard: ShardSpec? = nil, warnings: WarningPolicy = WarningPolicy()
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
        if let pngCompression {
            guard (0...9).contains(pngCompression) else {
                throw .usage("--png-compression \(pngCompression) is outside 0…9")
            }
        }
        self.pngCompression = pngCompression.map { PNGCompression(level: $0) } ?? .sequence
        self.quiet = quiet
        self.loss = loss
        self.frames = try SceneFrames(
            path: scene, fps: fps, size: size, scale: scale, seed: seed, warnings: warnings)
        let count = self.frames.frameCount
        var range = requested ?? 0..<count
        if let shard {
            // A segment: the K-th of N contiguous frame ranges, with the clip's own timestamps (VideoSettings
            // .firstFrame), each a closed GOP (a new encoder starts with a key frame), for `anim concat`.
            guard requested == nil else { throw .usage("--shard picks the frames itself; drop --frames") }
            guard [.mp4, .mov, .mkv, .webm].contains(self.format) else {
                throw .usage("--shard writes video segments for `anim concat`: use a .mp4, .mov, .mkv or .webm output")
            }
            let (k, n) = try shard.resolved()
            range = ShardSpec.range(part: k, of: n, total: count)
            guard !range.isEmpty else {
                throw .usage("--shard \(k)/\(n): the scene has only \(count) frames, so part \(k) is empty; use N ≤ \(count)")
            }
        }
        self.segmentStart = shard == nil ? nil : range.lowerBound
        guard range.upperBound <= count else {
            throw .usage(
                "--frames \(range.lowerBound)..\(range.upperBound - 1) is outside the scene's \(count) frames (0..\(count - 1))"
            )
        }
        self.range = range
        if lossless, self.format == .gif {
            throw .usage("--lossless: GIF keeps at most 256 colours per frame; use .apng, .mkv (FFV1) or .mp4")
        }
        if lookahead != nil, self.codec == nil {
            throw .usage("--lookahead is for H.264 and HEVC videos, not .\(self.format.rawValue)")
        }
        if pngCompression != nil, self.format != .png {
            throw .usage("--png-compression is for PNG sequences (--format png), not .\(self.format.rawValue)")
        }
        if pixelFormat != nil, self.format == .png || self.format == .gif {
            throw .usage("--pix-fmt is for videos, not .\(self.format.rawValue)")
        }
        self.pixelFormat = pixelFormat
        self.lossless = lossless
        self.matte = try matte.map(Self.matte(parsing:))
        let transparent = self.frames.program.header.background.opacity < 1
        if let codec = self.codec {
            var settings = VideoSettings(
                width: frames.pixelWidth, height: frames.pixelHeight,
                frameRateNumerator: frames.fps.framesPerSecond.numerator,
                frameRateDenominator: frames.fps.framesPerSecond.denominator, crf: crf, preset: preset, codec: codec,
                alpha: false, proresProfile: proresProfile, plays: loop, pixelFormat: pixelFormat, lossless: lossless)
            // libvpx-vp9's crf scale is 0…63; x264's 18 ("visually transparent") maps to 31 (doc/encoders.texi
            // suggests 15–35), other values scale linearly.
            if codec == .vp9 { settings.crf = crf == 18 ? 31 : min(63, crf * 63 / 51) }
            if let lookahead {
                guard codec == .h264 || codec == .hevc else {
                    throw .usage("--lookahead is x264's and x265's rc-lookahead; \(codec.rawValue) has none")
                }
                settings.lookahead = lookahead
            }
            settings.segmentStart = segmentStart
            do {
                settings.alpha = transparent && self.matte == nil
                if settings.alpha, !settings.canStoreAlpha { settings.alpha = false }
                try settings.validate()
            } catch {
                let block = settings.chromaBlock
                let misfit = frames.pixelWidth % block.width != 0 || frames.pixelHeight % block.height != 0
                throw .badInput(
                    error.description
                        + (misfit
                            ? " — the frame size comes from the scene's header and --scale; change them, --pix-fmt "
                                + "(yuv444p takes any size), or render .mkv/.apng/PNG" : ""))
            }
            self.settings = settings
            keepsAlpha = settings.alpha
            if let need = EncoderMemory.estimate(settings), need > EncoderMemory.warningBytes {
                warnings.report("anim: warning: " + EncoderMemory.warning(settings, bytes: need) + "\n")
            }
        } else {
            settings = nil
            keepsAlpha = transparent && self.matte == nil
        }
        if transparent, !keepsAlpha, self.matte == nil, let codec = self.codec {
            let message =
                "the scene's background is transparent but \(codec.rawValue)"
                + (codec == .prores ? " \(proresProfile)" : "") + (pixelFormat.map { " \($0)" } ?? "")
                + " stores no alpha: frames are composited over black (--matte COLOR picks another colour;"
                + " .mov ProRes 4444, .webm or .mkv keep the alpha)"
            if warnings.asErrors { throw .badInput(message) }
            warnings.report("anim: warning: " + message + "\n")
        }
        if self.format == .gif, let note = Self.gifTiming(frames.fps.framesPerSecond) {
            if warnings.asErrors { throw .badInput(note) }
            warnings.report("anim: warning: " + note + "\n")
        }
    }

    /// GIF stores each frame's delay in hundredths of a second (GIF89a, "Graphic Control Extension"); the gif muxer
    /// rounds each frame's start to 1/100 s, so a frame time that is not a whole number of them keeps the average
    /// rate but alternates two delays. nil when the timing is exact; otherwise the warning.
    static func gifTiming(_ rate: Rational) -> String? {
        let (num, den) = (rate.numerator, rate.denominator)
        guard (100 * den) % num != 0 else { return nil }
        let short = 100 * den / num
        return String(
            format: "GIF stores frame delays in 1/100 s: at %@ fps a frame lasts %.2f cs, so delays alternate %d and "
                + "%d cs (the average rate stays %@ fps, frames jitter by up to 1/100 s); 10, 20, 25 or 50 fps "
                + "time every frame exactly", rate.description, 100 * Double(den) / Double(num), short, short + 1,
            rate.description)
    }

    /// `--matte`: a colour name (`white`, `black`, `blue` … as SwiftUI's), `#RRGGBB` or `#RGB`.
    static func matte(parsing text: String) throws(CommandFailure) -> Color {
        if let named = Color.named[text.lowercased()], named.opacity == 1 { return named }
        var hex = Substring(text)
        if hex.hasPrefix("#") { hex = hex.dropFirst() }
        if hex.count == 3 { hex = Substring(hex.map { "\($0)\($0)" }.joined()) }
        guard hex.count == 6, let value = Int(hex, radix: 16) else {
            throw .usage(
                "--matte '\(text)' is not a colour: use #RRGGBB, #RGB or a name ("
                    + Color.named.filter { $0.value.opacity == 1 }.keys.sorted().joined(separator: ", ") + ")")
        }
        return Color(r8: value >> 16 & 255, g8: value >> 8 & 255, b8: value & 255)
    }

    /// Writes the output; with `loss`, then decodes it and writes what the codec cost (a line on `console`).
    public func run(console: Console) throws(CommandFailure) {
        switch format {
        case .png: try writeSequence()
        case .mp4, .mov, .mkv, .webm, .apng, .gif:
            try writeVideo(container: format.muxer, console: console)
            if let loss { try writeLoss(to: loss, console: console) }
        }
    }

    private func pipeline() -> FramePipeline {
        FramePipeline(count: range.count, width: frames.pixelWidth, height: frames.pixelHeight, workers: threads)
    }

    private func writeVideo(container: String, console: Console) throws(CommandFailure) {
        let target = try AtomicOutput(path: output)
        let progress = Progress(total: range.count, quiet: quiet)
        do {
            let (w, h) = (frames.pixelWidth, frames.pixelHeight)
            let rate = frames.fps.framesPerSecond
            let (frames, first, matte) = (self.frames, range.lowerBound, self.matte)
            let render: @Sendable (Int, Framebuffer) throws -> Void = { i, fb in
                try frames.render(frame: first + i, into: fb)
                if let matte { Self.composite(fb, over: matte) }
                progress.didRender()
            }
            if let settings {
                // 4:2:0 is converted on the render workers, and this thread feeds x264; other formats convert on this
                // thread and x264 runs on a thread of its own, so a frame converts while the one before it is encoded
                // (VideoEncoder+Stages.swift).
                let video = try VideoEncoder(path: target.temporaryPath, format: container, settings: settings)
                let encoder = EncoderThreadAccess(video)
                let send: @Sendable (Int, StoredPicture) throws -> Void = { i, picture in
                    try encoder.video.send(picture)
                    progress.didWrite(i + 1, verb: "encoded")
                }
                if video.convertsOnWorkers {
                    // x264's lookahead frames will come from this thread's heap: faulted in while frame 0 renders
                    // alone, freed before the first frame is sent (EncoderHeapWarmup.swift).
                    let warmup = EncoderHeapWarmup(bytes: EncoderMemory.lookaheadBytes(settings))
                    // The frames waiting for x264's lookahead are stored pictures, and each worker's framebuffer
                    // stays in its core's cache (FramePipeline `run(render:makeConverter:consume:)`).
                    try FramePipeline(
                        count: range.count, width: w, height: h, workers: threads,
                        window: FramePipeline.encoderWindow(bytesPerFrame: video.storedPictureBytes)
                    ).run(
                        render: render,
                        makeConverter: {
                            let conversion = encoder.video.workerConversion()!
                            return { fb, picture in
                                try conversion.convert(rgba: fb.pixels, bytesPerRow: fb.bytesPerRow, reusing: picture)
                            }
                        },
                        consume: { i, picture in
                            warmup.release()
                            try send(i, picture)
                        })
                } else {
                    try FramePipeline(
                        count: range.count, width: w, height: h, workers: threads,
                        window: FramePipeline.encoderWindow(width: w, height: h)
                    ).run(
                        render: render,
                        prepare: { _, fb, picture in
                            try video.convert(rgba: fb.pixels, bytesPerRow: fb.bytesPerRow, reusing: picture)
                        },
                        consume: send)
                }
                try video.finish()
            } else {
                // Two passes keep memory flat: the palette from every frame first (rendering is deterministic, so
                // the second pass renders the same frames again), then each frame mapped and written as it comes.
                let palette = try GIFPalette(
                    width: w, height: h, frameRateNumerator: rate.numerator, frameRateDenominator: rate.denominator)
                try pipeline().run(
                    render: { i, fb in
                        try frames.render(frame: first + i, into: fb)
                        if let matte { Self.composite(fb, over: matte) }
                    },
                    consume: { i, fb in try palette.add(rgba: fb.pixels, bytesPerRow: fb.bytesPerRow) })
                let gif = try GIFEncoder(
                    path: target.temporaryPath, width: w, height: h, frameRateNumerator: rate.numerator,
                    frameRateDenominator: rate.denominator, plays: loop, dither: dither, palette: palette)
                try pipeline().run(
                    render: render,
                    consume: { i, fb in
                        try gif.send(rgba: fb.pixels, bytesPerRow: fb.bytesPerRow)
                        progress.didWrite(i + 1, verb: "encoded")
                    })
                try gif.finish()
            }
            progress.finish()
            try target.commit()
        } catch {
            progress.finish()
            target.abandon()
            throw CommandFailure(error)
        }
        if !quiet { console.info(summary()) }
    }

    /// Premultiplied `fb` over an opaque `matte`: c + m·(1 − α), rounded, then opaque.
    static func composite(_ fb: Framebuffer, over matte: Color) {
        let m = matte.premultipliedRGBA8
        let (mr, mg, mb) = (Int(m.r), Int(m.g), Int(m.b))
        for y in 0..<fb.height {
            let row = fb.pixels + y * fb.bytesPerRow
            for x in 0..<fb.width {
                let p = row + 4 * x
                let rest = 255 - Int(p[3])
                guard rest > 0 else { continue }
                p[0] = UInt8(Int(p[0]) + (mr * rest + 127) / 255)
                p[1] = UInt8(Int(p[1]) + (mg * rest + 127) / 255)
                p[2] = UInt8(Int(p[2]) + (mb * rest + 127) / 255)
                p[3] = 255
            }
        }
    }

    /// One line about the written file as a player will see it (read back from the file), then every choice that
    /// limits where it plays: H.264 beyond 4:2:0 8-bit (High 4:4:4/4:2:2/10 profiles, which `--crf 0` also
    /// selects), RGB H.264/HEVC/VP9 from `--lossless`, VP9 profiles above 0, HEVC 4:2:2/4:4:4.
    func summary() -> String {
        let duration =
            Double(range.count) * Double(frames.fps.framesPerSecond.denominator)
            / Double(frames.fps.framesPerSecond.numerator)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        let size =
            bytes >= 1 << 20
            ? String(format: "%.1f MB", Double(bytes) / 1_048_576) : String(format: "%.1f KB", Double(bytes) / 1024)
        var line = "wrote \(output): "
        var notes: [String] = []
        if let info = try? StreamInfo(path: output) {
            let stored = info.codec == "gif" ? "256-colour palette" : info.pixelFormat
            line += info.codec + (info.profile.map { " (\($0))" } ?? "") + " \(stored) \(info.width)×\(info.height)"
            let profile = info.profile ?? ""
            let rgb = info.pixelFormat.hasPrefix("gbr") || info.pixelFormat.hasPrefix("rgb")
            switch info.codec {
            case "h264" where rgb:
                notes.append("RGB H.264 (--lossless) plays only in FFmpeg-based players (mpv, VLC, ffplay)")
            case "h264" where profile != "High" && profile != "Main" && profile != "Constrained Baseline":
                let cause = crf == 0 && pixelFormat == nil ? "--crf 0 is lossless, so x264 writes " : ""
                notes.append(
                    "\(cause)H.264 \(profile), which QuickTime, Safari, most browsers and phones do not play;"
                        + " yuv420p at --crf 1 or more plays everywhere")
            case "hevc" where rgb || !(info.pixelFormat.hasPrefix("yuv420p")):
                notes.append(
                    "HEVC \(profile.isEmpty ? info.pixelFormat : profile) plays in few players (Apple devices play Main and Main 10)"
                )
            case "vp9" where !profile.isEmpty && profile != "Profile 0":
                notes.append("VP9 \(profile) (\(info.pixelFormat)) does not play in Safari or most hardware decoders")
            default: break
            }
        } else {
            line += format.rawValue
        }
        line += String(
            format: ", %d frames at %@ fps (%.3f s), %@", range.count, frames.fps.framesPerSecond.description,
            duration, size)
        if keepsAlpha { line += ", with alpha" }
        return ([line] + notes.map { "  note: " + $0 }).joined(separator: "\n")
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
                if let matte { Self.composite(fb, over: matte) }
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
            let (frames, first, dir, matte) = (self.frames, range.lowerBound, target.temporaryPath, self.matte)
            let compression = pngCompression
            // PNG compression is the expensive part, so it runs on the render threads too.
            try pipeline().run(
                render: { i, fb in
                    try frames.render(frame: first + i, into: fb)
                    if let matte { Self.composite(fb, over: matte) }
                    let name =
                        String(repeating: "0", count: max(0, digits - String(first + i).count)) + String(first + i)
                    try PNGWriter.write(
                        rgba: fb.pixels, width: fb.width, height: fb.height, bytesPerRow: fb.bytesPerRow,
                        to: "\(dir)/frame_\(name).png", compression: compression)
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

/// The encoder handed to the frame pipeline's consuming thread: `send(_:)` runs only there, one call at a time, while
/// the calling thread only converts (VideoEncoder+Stages.swift says which calls may overlap).
private struct EncoderThreadAccess: @unchecked Sendable {
    let video: VideoEncoder
    init(_ video: VideoEncoder) { self.video = video }
}
