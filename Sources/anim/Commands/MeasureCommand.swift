// MeasureCommand.swift: `anim measure INPUT --scene SCENE`: the witness on frames rendered elsewhere (real SwiftUI
// captured on a Mac, or our own output): INPUT is a video (decoded through libavformat/libavcodec with the colour
// matrix and range it is tagged with) or a directory of PNG frames. Frame i of the input is compared with the scene
// at frame i. Status: complete.

import Encode
import Foundation
import Measure
import Render

struct MeasureCommand {
    static let name = "measure"
    static let abstract = "Measure the markers of a video or PNG sequence made elsewhere against a scene's answer key."
    static let usage = """
        usage: anim measure INPUT --scene SCENE [--tolerance PX] [--shape-tolerance F] [--json F] [--csv F] [--plot F.png]
                              [--coverage colour|luma] [--per-frame]
          INPUT is an MP4/MOV (any codec FFmpeg decodes) or a directory of PNG frames (sorted by name)
          --coverage colour|luma   how a pixel's coverage is read: colour = seed 000's projection on the
                                   background → marker line (default for PNG frames); luma = BT.709 luma, with
                                   pixels assigned to the nearest marker colour (default for video, whose 4:2:0
                                   chroma smears colour across edges)
        """

    let input: String
    let scenePath: String
    let options: WitnessOptions
    let frames: SceneFrames
    let coverage: String?

    init(_ args: [String]) throws(CommandFailure) {
        let a = try Arguments(
            args,
            options: [
                "--scene", "--tolerance", "--shape-tolerance", "--json", "--csv", "--plot", "--scale", "--coverage",
            ],
            flags: ["--per-frame"])
        guard a.positionals.count == 1 else { throw .usage("expected one INPUT\n\(MeasureCommand.usage)") }
        guard let scene = a.value("--scene") else { throw .usage("missing --scene SCENE\n\(MeasureCommand.usage)") }
        input = a.positionals[0]
        scenePath = scene
        options = try WitnessOptions(a)
        coverage = try a.value("--coverage", "colour or luma") { ["colour", "color", "luma"].contains($0) ? $0 : nil }
        let scale = try a.value("--scale", "a positive number", OptionParsing.positive)
        frames = try SceneFrames(path: scene, scale: scale)
    }

    func execute() throws(CommandFailure) -> ExitStatus {
        let run = WitnessRun(frames: frames, range: 0..<frames.frameCount)
        var reports: [FrameReport] = []
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
        let mode: CoverageMoments.Mode =
            switch coverage ?? (isDirectory.boolValue ? "colour" : "luma") {
            case "luma": .luma(ownership: 64)
            default: .colourLine
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
            DiagnosticPrinter.warn("'\(input)' has \(reports.count) frames; the scene has \(frames.frameCount)")
        }
        return try options.finish(reports, scene: scenePath, scale: frames.scale)
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
            for (i, name) in names.enumerated() {
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
