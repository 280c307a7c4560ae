// ConcatCommand.swift: `anim concat`: the table and the call into AnimKit's ConcatRun.

import AnimKit

enum ConcatCommand {
    static let table = CommandTable(
        name: "concat",
        abstract: "Join video segments from `render --shard K/N` by stream copy (no re-encode).",
        positionals: [
            Positional(
                name: "PART", help: "the segments in order (same codec settings, contiguous frames)", repeats: true)
        ],
        options: [
            Option(
                name: "--output", short: "-o", kind: .text("OUT"), required: true,
                help: "the joined file, in the parts' container (.mp4, .mov, .mkv, .webm)")
        ],
        notes: "exit status: 0 joined, 2 parts that do not fit together (the message names the part and why)")

    static func run(_ a: ParsedArguments, _ console: Console) throws(CommandFailure) -> ExitStatus {
        try ConcatRun(parts: a.positionals, output: a.value("--output")!).run(console: console)
    }
}
