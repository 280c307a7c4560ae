// Anim.swift: the `anim` entry point: picks the command from its table, parses its arguments, runs it through
// AnimKit, and maps the outcome to an exit code.

import AnimKit
import Foundation

/// One command: its option table and its entry point.
struct Command: Sendable {
    var table: CommandTable
    var run: @Sendable (ParsedArguments, Console) throws(CommandFailure) -> ExitStatus
}

@main
struct Anim {
    static let commands: [Command] = [
        Command(table: RenderCommand.table, run: RenderCommand.run),
        Command(table: StillCommand.table, run: StillCommand.run),
        Command(table: CheckCommand.table, run: CheckCommand.run),
        Command(table: MeasureCommand.table, run: MeasureCommand.run),
        Command(table: CurveCommand.table, run: CurveCommand.run),
        Command(table: MorphCommand.table, run: MorphCommand.run),
        Command(table: RegressCommand.table, run: RegressCommand.run),
        Command(table: DiffCommand.table, run: DiffCommand.run),
        Command(table: ConcatCommand.table, run: ConcatCommand.run),
        Command(table: PreviewCommand.table, run: PreviewCommand.run),
        Command(table: WatchCommand.table, run: WatchCommand.run),
    ]

    /// Every command's usage line: README's Commands block (a test keeps the two equal).
    static var synopses: String { commands.map(\.table.synopsis).joined(separator: "\n") }

    static var usage: String {
        let width = commands.map(\.table.name.count).max() ?? 0
        let lines = commands.map {
            "  " + $0.table.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.table.abstract
        }
        return """
            anim: render SwiftUI-style scenes headlessly to video, measured frame by frame.

            usage: anim <command> [arguments]
            \(lines.joined(separator: "\n"))

            Run `anim <command> --help` for a command's options.
            """
    }

    static func main() {
        let args = Array(CommandLine.arguments.dropFirst())
        Interrupts.shared.install()
        // On a thread whose stack fits SceneLimits' deepest recursion (LargeStack), not the 8 MB main thread.
        exit(LargeStack.run { run(args) }.rawValue)
    }

    static func run(_ args: [String]) -> ExitStatus {
        guard let name = args.first else {
            print(usage)
            return .badInput
        }
        switch name {
        case "--help", "-h", "help":
            print(usage)
            return .ok
        case "--usage":  // the usage lines alone, for README's Commands block
            print(synopses)
            return .ok
        default: break
        }
        let rest = Array(args.dropFirst())
        do throws(CommandFailure) {
            guard let command = commands.first(where: { $0.table.name == name }) else {
                let hint = nearest(name, in: commands.map(\.table.name)).map { "hint: did you mean '\($0)'?\n" } ?? ""
                throw CommandFailure(
                    status: .badInput, message: "unknown command '\(name)'",
                    rendered: "anim: error: unknown command '\(name)'\n\(hint)\(usage)\n")
            }
            if rest.contains("--help") || rest.contains("-h") {
                print(command.table.help)
                return .ok
            }
            let console = DiagnosticPrinter.console
            let arguments = try ParsedArguments(rest, table: command.table, warn: console.warning)
            if let directory: String = arguments.value("--allow-path") { SceneFrames.allowFiles(in: directory) }
            return try command.run(arguments, console)
        } catch {
            DiagnosticPrinter.print(error)
            return error.status
        }
    }
}
