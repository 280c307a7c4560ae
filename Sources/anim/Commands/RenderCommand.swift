// RenderCommand.swift: `anim render SCENE -o OUT.mp4|DIR/ [--format mp4|png] [--fps R] [--size WxH] [--scale S]
// [--frames A..B] [--crf N] [--preset P] [--threads N] [--quiet]`. Status: complete for issue #2.

import Encode
import Foundation
import Measure
import Render

struct RenderCommand {
    static let name = "render"
    static let abstract = "Render a scene to an H.264 MP4 or a numbered PNG sequence."
    static let usage = """
        usage: anim render SCENE -o OUT.mp4 [options]
               anim render SCENE -o DIR/ --format png [options]
        options:
          -o, --output PATH   output file (.mp4, .mov) or directory for --format png
          --format F          mp4 (default for files) or png (a numbered sequence in a directory)
          --fps R             frame rate: 30, 24, 30000/1001 (default: the scene's)
          --size WxH          canvas in points (default: the scene's)
          --scale S           render scale, pixels per point (default: the scene's)
          --frames A..B       only frames A through B (A..<B: B excluded)
          --crf N             x264 quality, 0–51 (default 18)
          --preset P          x264 preset, ultrafast … veryslow (default medium)
          --threads N         render threads (default: all cores)
          --loss F.json       after encoding, decode the video and write per-frame PSNR/SSIM against the rendered
                              frames (what the codec cost, frame by frame), in `anim diff --json`'s format
          --quiet             no progress line
        """

    enum Format { case mp4, mov, png }

    let scenePath: String
    let output: String
    let format: Format
    let frames: SceneFrames
    let range: Range<Int>
    let crf: Int
    let preset: String
    let threads: Int
    let quiet: Bool
    /// `--loss F.json`: after encoding, what the codec cost per frame (PSNR/SSIM of the decoded video against the
    /// rendered frames).
    let loss: String?

    /// Parses and checks everything before any output is touched (`validate()` in swift-argument-parser terms).
    init(_ args: [String]) throws(CommandFailure) {
        let a = try Arguments(
            args,
            options: [
                "-o", "--output", "--format", "--fps", "--size", "--scale", "--frames", "--crf", "--preset",
                "--threads", "--loss",
            ],
            flags: ["--quiet", "-q"])
        guard a.positionals.count == 1 else {
            throw .usage(
                a.positionals.isEmpty
                    ? "missing SCENE\n\(RenderCommand.usage)" : "expected one SCENE, got \(a.positionals.count)")
        }
        scenePath = a.positionals[0]
        guard let out = a.value("-o") ?? a.value("--output") else {
            throw .usage("missing -o OUTPUT\n\(RenderCommand.usage)")
        }
        output = out
        let lower = out.lowercased()
        switch a.value("--format")?.lowercased() {
        case "png": format = .png
        case "mp4": format = .mp4
        case "mov": format = .mov
        case nil:
            if out.hasSuffix("/") {
                format = .png
            } else if lower.hasSuffix(".mp4") || lower.hasSuffix(".m4v") {
                format = .mp4
            } else if lower.hasSuffix(".mov") {
                format = .mov
            } else if lower.hasSuffix(".png") {
                throw .usage(
                    "'\(out)' is one PNG: use `anim still` for a single frame, or `-o DIR/ --format png` for a sequence"
                )
            } else {
                throw .usage(
                    "cannot tell the format of '\(out)': use a .mp4 or .mov name, or --format png with a directory")
            }
        case let other?: throw .usage("unknown format '\(other)': expected mp4, mov or png")
        }
        let fps = try a.value("--fps", "a positive rate such as 30 or 30000/1001", OptionParsing.frameRate)
        let size = try a.value("--size", "WIDTHxHEIGHT in points, e.g. 800x450", OptionParsing.size)
        let scale = try a.value("--scale", "a positive number", OptionParsing.positive)
        crf = try a.value("--crf", "an integer 0…51") { Int($0).flatMap { (0...51).contains($0) ? $0 : nil } } ?? 18
        let presets = [
            "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo",
        ]
        preset = a.value("--preset") ?? "medium"
        guard presets.contains(preset) else {
            throw .usage(
                "unknown preset '\(preset)'" + (nearest(preset, in: presets).map { "; did you mean '\($0)'?" } ?? ""))
        }
        threads =
            try a.value("--threads", "a positive integer") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
            ?? ProcessInfo.processInfo.activeProcessorCount
        quiet = a.flag("--quiet") || a.flag("-q")
        loss = a.value("--loss")
        frames = try SceneFrames(path: scenePath, fps: fps, size: size, scale: scale)
        let requested =
            try a.value("--frames", "A..B (inclusive) or A..<B", OptionParsing.frames) ?? 0..<frames.frameCount
        guard requested.upperBound <= frames.frameCount else {
            throw .usage(
                "--frames \(requested.lowerBound)..\(requested.upperBound - 1) is outside the scene's \(frames.frameCount) frames (0..\(frames.frameCount - 1))"
            )
        }
        range = requested
        if format != .png, frames.pixelWidth % 2 != 0 || frames.pixelHeight % 2 != 0 {
            throw .badInput(
                "H.264 yuv420p needs even dimensions; the frame is \(frames.pixelWidth)×\(frames.pixelHeight) px. "
                    + "Change the scene's size or --scale, or render --format png")
        }
    }

    func run() throws(CommandFailure) {
        switch format {
        case .png: try writeSequence()
        case .mp4, .mov:
            try writeVideo(container: format == .mov ? "mov" : "mp4")
            if let loss { try writeLoss(to: loss) }
        }
    }

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
                frameRateDenominator: frames.fps.framesPerSecond.denominator, crf: crf, preset: preset)
            let encoder = try VideoEncoder(path: target.temporaryPath, format: container, settings: settings)
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
    private func writeLoss(to path: String) throws(CommandFailure) {
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
            DiagnosticPrinter.info(
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

extension CommandFailure {
    /// Any error from the pipeline as a command failure: ours pass through; encoder errors are runtime failures.
    init(_ error: any Error) {
        if let failure = error as? CommandFailure {
            self = failure
        } else if let encode = error as? EncodeError {
            self = .runtime(encode.description)
        } else {
            self = .runtime("\(error)")
        }
    }
}
