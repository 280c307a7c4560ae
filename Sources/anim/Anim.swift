// Anim.swift: the `anim` entry point: picks the subcommand, runs it, maps the outcome to an exit code.
// Status: complete for issues #2, #3 and #8 (render, still, check, measure, regress, diff), #4's `curve` and #6's
// `morph`.

import Foundation
import Layout

/// One subcommand: its name, one-line summary, usage text, and how to run it on the remaining arguments.
struct Subcommand: Sendable {
    var name: String
    var abstract: String
    var usage: String
    var run: @Sendable ([String]) throws(CommandFailure) -> ExitStatus
}

@main
struct Anim {
    static let commands: [Subcommand] = [
        Subcommand(name: RenderCommand.name, abstract: RenderCommand.abstract, usage: RenderCommand.usage) {
            (args: [String]) throws(CommandFailure) in
            try RenderCommand(args).run()
            return .ok
        },
        Subcommand(name: StillCommand.name, abstract: StillCommand.abstract, usage: StillCommand.usage) {
            (args: [String]) throws(CommandFailure) in
            try StillCommand(args).run()
            return .ok
        },
        Subcommand(name: CheckCommand.name, abstract: CheckCommand.abstract, usage: CheckCommand.usage) {
            (args: [String]) throws(CommandFailure) in try CheckCommand(args).execute()
        },
        Subcommand(name: MeasureCommand.name, abstract: MeasureCommand.abstract, usage: MeasureCommand.usage) {
            (args: [String]) throws(CommandFailure) in try MeasureCommand(args).execute()
        },
        Subcommand(name: CurveCommand.name, abstract: CurveCommand.abstract, usage: CurveCommand.usage) {
            (args: [String]) throws(CommandFailure) in
            try CurveCommand(args).run()
            return .ok
        },
        Subcommand(name: MorphCommand.name, abstract: MorphCommand.abstract, usage: MorphCommand.usage) {
            (args: [String]) throws(CommandFailure) in
            try MorphCommand(args).run()
            return .ok
        },
        Subcommand(name: RegressCommand.name, abstract: RegressCommand.abstract, usage: RegressCommand.usage) {
            (args: [String]) throws(CommandFailure) in try RegressCommand(args).execute()
        },
        Subcommand(name: DiffCommand.name, abstract: DiffCommand.abstract, usage: DiffCommand.usage) {
            (args: [String]) throws(CommandFailure) in try DiffCommand(args).execute()
        },
    ]

    static var usage: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map {
            "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.abstract
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
        exit(run(args).rawValue)
    }

    static func run(_ args: [String]) -> ExitStatus {
        guard let name = args.first else {
            print(usage)
            return .badInput
        }
        if name == "--help" || name == "-h" || name == "help" {
            print(usage)
            return .ok
        }
        let rest = Array(args.dropFirst())
        do throws(CommandFailure) {
            guard let command = commands.first(where: { $0.name == name }) else {
                throw CommandFailure.usage(
                    "unknown command '\(name)'"
                        + (nearest(name, in: commands.map(\.name)).map { "; did you mean '\($0)'?" } ?? "")
                        + "\n\(usage)")
            }
            if rest.contains("--help") || rest.contains("-h") {
                print(command.usage)
                return .ok
            }
            return try command.run(rest)
        } catch {
            DiagnosticPrinter.print(error)
            return error.status
        }
    }
}
