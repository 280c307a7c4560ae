// MeasureCommand.swift: `anim measure`: the table and the call into AnimKit's MeasureRun.

import AnimKit

enum MeasureCommand {
    static let table = CommandTable(
        name: "measure",
        abstract: "Measure the markers of a video or PNG sequence made elsewhere against a scene's answer key.",
        positionals: [
            Positional(name: "INPUT", help: "an MP4/MOV (any codec FFmpeg decodes) or a folder of PNG frames (by name)")
        ],
        options: [
            Option(name: "--scene", kind: .text("SCENE"), required: true, help: "the scene the frames show"),
            .scale,
            Option(
                name: "--coverage",
                kind: .choice(["colour", "luma"]) { $0 == "color" ? .colour : MeasureRun.Coverage(rawValue: $0) },
                defaultValue: .described("colour for PNG frames, luma for video"),
                help: "colour: projection on the background → marker line;\n"
                    + "luma: BT.709 luma (4:2:0 chroma smears colour across edges)"),
        ] + WitnessOptions.options + [.warningsAsErrors, .allowPath],
        notes: WitnessOptions.notes)

    static func run(_ a: ParsedArguments, _ console: Console) throws(CommandFailure) -> ExitStatus {
        let summary = try MeasureRun(
            input: a.positionals[0], scene: a.value("--scene")!, scale: a.value("--scale"),
            coverage: a.value("--coverage"), outputs: WitnessOptions.outputs(a),
            warnings: .printing(to: console, asErrors: a.flag("--warnings-as-errors"))
        ).run(console: console)
        return summary.passed ? .ok : .failure
    }
}
