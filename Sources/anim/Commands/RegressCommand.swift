// RegressCommand.swift: `anim regress`: the table and the call into AnimKit's RegressionRun.

import AnimKit

enum RegressCommand {
    static let table = CommandTable(
        name: "regress",
        abstract: "Render scenes and compare every frame with a golden: which frames changed, how much, where.",
        positionals: [
            Positional(
                name: "SCENE|DIR",
                help: "scene files, or folders of *.scene (default: scenes/); with --merge, the shards' JSON files",
                repeats: true)
        ],
        options: [
            Option(
                name: "--golden", kind: .text("DIR"), required: true,
                help: "the goldens: DIR/<scene>/{settings.txt, frames.md5, frames/frame_NNNNN.png}"),
            Option(
                name: "--update", kind: .flag,
                help: "render and rewrite the goldens (atomically, one scene folder at a time)"),
            Option(
                name: "--tolerance", kind: .tolerance, defaultValue: .described("each golden's, else exact"),
                help: "exact | fuzzy:D,N | edge:D,N[,T]: D = max channel difference, N = max differing\n"
                    + "pixels, T = Sobel edge threshold; with --update, recorded as the scenes' tolerance"),
            Option(
                name: "--references",
                kind: ValueKind(placeholder: "R", expected: "auto, all, none or every:N") { ReferencePolicy($0) },
                defaultValue: .described("auto"),
                help: "with --update, which frames keep a PNG: auto (all for scenes of ≤ 24 frames, else\n"
                    + "every 6th), all, none, every:N"),
            Option(name: "--junit", kind: .text("F.xml"), help: "write JUnit XML, one testcase per scene"),
            Option(
                name: "--report", kind: .text("DIR"),
                help: "write index.html and, per failing scene, the worst frame beside its golden, a heat map,\n"
                    + "an error-per-frame plot and a contact sheet"),
            Option(
                name: "--shard",
                kind: ValueKind(placeholder: "K/N", expected: "K/N with 1 ≤ K ≤ N, or auto") { ShardSpec($0) },
                help: "compare only part K of N (balanced by frames); auto reads JOB_COMPLETION_INDEX (0-based)\n"
                    + "or SHARD_INDEX (1-based), with SHARD_COUNT"),
            Option(
                name: "--json", kind: .text("F"),
                help: "write every frame's verdict and figures as JSON (per shard, for --merge)"),
            Option(
                name: "--cache", kind: .text("DIR"),
                help: "keep each frame's digest under a hash of its inputs; later runs skip rendering frames\n"
                    + "whose inputs did not change and whose digest equals the golden's"),
            Option(
                name: "--merge", kind: .flag,
                help: "join the shards' --json files (the positionals) into the whole run's lines, --junit,\n"
                    + "--report and --json"),
            Option(
                name: "--threads", kind: .threads, defaultValue: .described("all cores"),
                help: "threads in all; scenes run in parallel"),
            Option(name: "--jobs", kind: .threads, help: "", replacedBy: "--threads"),
            .warningsAsErrors, .allowPath,
        ],
        notes: "exit status: 0 all pass, 1 a scene regressed, 2 errors")

    static func run(_ a: ParsedArguments, _ console: Console) throws(CommandFailure) -> ExitStatus {
        try RegressionRun(
            scenes: a.positionals, golden: a.value("--golden")!, update: a.flag("--update"),
            tolerance: a.value("--tolerance"), references: a.value("--references"), junit: a.value("--junit"),
            report: a.value("--report"), threads: a.value("--threads"), shard: a.value("--shard"),
            json: a.value("--json"), merge: a.flag("--merge"), cache: a.value("--cache"),
            warnings: .printing(to: console, asErrors: a.flag("--warnings-as-errors"))
        ).run(console: console)
    }
}
