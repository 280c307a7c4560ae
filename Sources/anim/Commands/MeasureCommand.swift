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
            .frames, .scale,
            Option(
                name: "--coverage",
                kind: .choice(["colour", "luma", "region"]) {
                    $0 == "color" ? .colour : MeasureRun.Coverage(rawValue: $0)
                },
                defaultValue: .described("colour for PNG frames, region for video"),
                help: "colour: projection on the background → marker line;\n"
                    + "luma: BT.709 luma over the whole frame (4:2:0 chroma smears colour across edges);\n"
                    + "region: each marker near its prediction, edge band only, levels from the frame"),
        ] + WitnessOptions.measureOptions + [.warningsAsErrors, .allowPath],
        notes: WitnessOptions.notes)

    static func run(_ a: ParsedArguments, _ console: Console) throws(CommandFailure) -> ExitStatus {
        let summary = try MeasureRun(
            input: a.positionals[0], scene: a.value("--scene")!, frames: a.value("--frames"), scale: a.value("--scale"),
            coverage: a.value("--coverage"), outputs: WitnessOptions.outputs(a), tolerance: a.value("--tolerance"),
            shapeTolerance: a.value("--shape-tolerance"),
            warnings: .printing(to: console, asErrors: a.flag("--warnings-as-errors"))
        ).run(console: console)
        return summary.passed ? .ok : .failure
    }
}
