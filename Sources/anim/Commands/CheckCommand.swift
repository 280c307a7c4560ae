// CheckCommand.swift: `anim check`: the table and the call into AnimKit's CheckRun.

import AnimKit

enum CheckCommand {
    static let table = CommandTable(
        name: "check",
        abstract: "Render a scene and measure every marker of every frame against a closed-form prediction.",
        positionals: [Positional(name: "SCENE", help: "the .scene file")],
        options: [.frames, .fps, .scale, .seed] + WitnessOptions.options + [.threads, .warningsAsErrors, .allowPath],
        notes: WitnessOptions.notes)

    static func run(_ a: ParsedArguments, _ console: Console) throws(CommandFailure) -> ExitStatus {
        let summary = try CheckRun(
            scene: a.positionals[0], frames: a.value("--frames"), fps: a.value("--fps"), scale: a.value("--scale"),
            seed: a.value("--seed", as: Int.self).map { UInt64($0) },
            outputs: WitnessOptions.outputs(a), threads: a.value("--threads"),
            warnings: .printing(to: console, asErrors: a.flag("--warnings-as-errors"))
        ).run(console: console)
        return summary.passed ? .ok : .failure
    }
}
