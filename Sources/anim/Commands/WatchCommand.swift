// WatchCommand.swift: `anim watch`: the table and the call into Preview's WatchRun over AnimKit's RenderRun.

import AnimKit
import Geometry
import Preview
import Timeline

enum WatchCommand {
    static let table = CommandTable(
        name: "watch", abstract: "Render a scene to OUT, then again on every save of it or its files.",
        positionals: [Positional(name: "SCENE", help: "the .scene file")],
        options: [
            Option(
                name: "--output", short: "-o", kind: .text("OUT"), required: true,
                help: "as `anim render -o`: a video file, or DIR/ with --format png"),
            Option(
                name: "--format",
                kind: .choice(RenderRun.Format.allCases.map(\.rawValue)) { RenderRun.Format(rawValue: $0) },
                defaultValue: .described("from OUT"), help: "as `anim render --format`"),
            Option(
                name: "--codec",
                kind: .choice(RenderRun.codecNames, placeholder: "C") { RenderRun.Codec(rawValue: $0) },
                defaultValue: .described("from OUT"), help: "as `anim render --codec`"),
            Option(
                name: "--crf", kind: .integer("N", RenderRun.crfRange, expected: "an integer 0…51"),
                defaultValue: .value("18"), help: "x264 quality, 0 (lossless) … 51"),
            Option(
                name: "--preset", kind: .choice(RenderRun.presets, placeholder: "P") { $0 },
                defaultValue: .value("veryfast"), help: "x264 preset (fast by default: this is a draft loop)"),
            Option(name: "--lossless", kind: .flag, help: "as `anim render --lossless`"),
            Option(
                name: "--matte", kind: .text("COLOR"), defaultValue: .described("black where alpha is not stored"),
                help: "composite transparent parts over COLOR"),
            .fps, .size, .scale, .frames, .seed, .pngCompression(default: "1 (fast)"), .threads,
            Option(name: "--quiet", short: "-q", kind: .flag, help: "no progress line"),
            .warningsAsErrors, .allowPath,
        ],
        notes: "Runs until interrupted (Ctrl-C), then exits 0. A scene error is printed and the watch goes on.")

    static func run(_ a: ParsedArguments, _ console: Console) throws(CommandFailure) -> ExitStatus {
        let scene = a.positionals[0]
        let output: String = a.value("--output")!
        let format: RenderRun.Format? = a.value("--format")
        let codec: RenderRun.Codec? = a.value("--codec")
        let (crf, preset): (Int, String) = (a.value("--crf")!, a.value("--preset")!)
        let (lossless, matte, quiet) = (a.flag("--lossless"), a.value("--matte") as String?, a.flag("--quiet"))
        let (fps, size, scale): (FrameRate?, Size?, Double?) = (a.value("--fps"), a.value("--size"), a.value("--scale"))
        let frames: Range<Int>? = a.value("--frames")
        let seed = a.value("--seed", as: Int.self).map { UInt64($0) }
        let (threads, compression): (Int?, Int?) = (a.value("--threads"), a.value("--png-compression"))
        let warnings = WarningPolicy.printing(to: console, asErrors: a.flag("--warnings-as-errors"))
        try WatchRun(scene: scene, output: output) { () throws(CommandFailure) in
            try RenderRun(
                scene: scene, output: output, format: format, fps: fps, size: size, scale: scale, frames: frames,
                crf: crf, preset: preset, codec: codec, lossless: lossless, matte: matte, seed: seed,
                threads: threads, pngCompression: compression, quiet: quiet, warnings: warnings
            ).run(console: console)
        }.run(console: console)
    }
}
