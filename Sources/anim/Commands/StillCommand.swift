// StillCommand.swift: `anim still`: the table and the call into AnimKit's StillRun.

import AnimKit

enum StillCommand {
    static let table = CommandTable(
        name: "still", abstract: "Render one frame of a scene to an RGBA PNG.",
        positionals: [Positional(name: "SCENE", help: "the .scene file")],
        options: [
            Option(name: "--output", short: "-o", kind: .text("F.png"), required: true, help: "the PNG to write"),
            Option(
                name: "--time", kind: .seconds, defaultValue: .described("0"),
                help: "seconds into the scene; the frame index is floor(T · fps)"),
            Option(
                name: "--frame", kind: .integer("N", 0...Int.max, expected: "a frame index, 0 or more"),
                help: "frame index (time N / fps)"),
            .fps, .size, .scale, .seed, .pngCompression(default: "6"), .threads, .warningsAsErrors, .allowPath,
        ])

    static func run(_ a: ParsedArguments, _ console: Console) throws(CommandFailure) -> ExitStatus {
        try StillRun(
            scene: a.positionals[0], output: a.value("--output")!, time: a.value("--time"), frame: a.value("--frame"),
            fps: a.value("--fps"), size: a.value("--size"), scale: a.value("--scale"),
            seed: a.value("--seed", as: Int.self).map { UInt64($0) }, pngCompression: a.value("--png-compression"),
            warnings: .printing(to: console, asErrors: a.flag("--warnings-as-errors"))
        ).run()
        return .ok
    }
}
