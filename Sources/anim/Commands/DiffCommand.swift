// DiffCommand.swift: `anim diff`: the table and the call into AnimKit's DiffRun.

import AnimKit
import Measure

enum DiffCommand {
    static let table = CommandTable(
        name: "diff", abstract: "Compare two videos or PNG folders frame by frame: max difference, pixels, PSNR, SSIM.",
        positionals: [
            Positional(name: "A", help: "the reference: a video, a folder of PNG frames (by name), or a PNG"),
            Positional(name: "B", help: "the same kinds, compared with A frame by frame"),
        ],
        options: [
            Option(
                name: "--json", kind: .text("F"),
                help: "write {\"frames\": [{\"frame\", \"maxDifference\", \"differingPixels\", …}], \"worst\": {…}};\n"
                    + "infinite PSNR is null"),
            Option(name: "--heatmap", kind: .text("DIR"), help: "a difference heat map per differing frame"),
            Option(
                name: "--tolerance", kind: .tolerance, defaultValue: .value("exact"),
                help: "exact | fuzzy:D,N | edge:D,N[,T]: frames within it count as passing"),
        ],
        arity: "two inputs A and B",
        notes: "exit status: 0 no frame differs beyond the tolerance, 1 some frame does, 2 errors")

    static func run(_ a: ParsedArguments, _ console: Console) throws(CommandFailure) -> ExitStatus {
        try DiffRun(
            reference: a.positionals[0], a.positionals[1], json: a.value("--json"), heatmap: a.value("--heatmap"),
            tolerance: a.value("--tolerance", as: Tolerance.self)!
        ).run(console: console)
    }
}
