// PreviewCommand.swift: `anim preview`: the table and the call into Preview's PreviewRun.

import AnimKit
import Preview

enum PreviewCommand {
    static let table = CommandTable(
        name: "preview",
        abstract: "Serve a live preview page: scrubber, play, errors and the answer key, reloaded on save.",
        positionals: [Positional(name: "SCENE", help: "the .scene file")],
        options: [
            Option(
                name: "--port", kind: .integer("N", 0...65535, expected: "a port 0…65535"), defaultValue: .value("0"),
                help: "TCP port; 0 picks a free one (the URL is printed)"),
            Option(
                name: "--host", kind: .text("ADDR"), defaultValue: .value("127.0.0.1"),
                help: "address to bind; anything but loopback exposes the preview to the network"),
            .fps, .size, .scale, .seed, .threads, .warningsAsErrors, .allowPath,
        ],
        notes: "Runs until interrupted (Ctrl-C), then exits 0. A scene error is shown on the page, not fatal.")

    static func run(_ a: ParsedArguments, _ console: Console) throws(CommandFailure) -> ExitStatus {
        try PreviewRun(
            scene: a.positionals[0], host: a.value("--host")!, port: a.value("--port")!, fps: a.value("--fps"),
            size: a.value("--size"), scale: a.value("--scale"),
            seed: a.value("--seed", as: Int.self).map { UInt64($0) },
            threads: a.value("--threads"), warningsAsErrors: a.flag("--warnings-as-errors")
        ).run(console: console)
    }
}
