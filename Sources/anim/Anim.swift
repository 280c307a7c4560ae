// Anim.swift: the `anim` entry point: picks the subcommand, runs it, maps the outcome to an exit code.
// Status: complete for issues #2 and #3 (render, still, check, measure).

import Foundation

@main
struct Anim {
    static let usage = """
        anim: render SwiftUI-style scenes headlessly to video, measured frame by frame.

        usage: anim <command> [arguments]
          render   \(RenderCommand.abstract)
          still    \(StillCommand.abstract)
          check    \(CheckCommand.abstract)
          measure  \(MeasureCommand.abstract)
          curve    \(CurveCommand.abstract)
          regress  \(RegressCommand.abstract)
          diff     \(DiffCommand.abstract)

        Run `anim <command> --help` for a command's options.
        """

    static func main() {
        let args = Array(CommandLine.arguments.dropFirst())
        Interrupts.shared.install()
        exit(run(args).rawValue)
    }

    static func run(_ args: [String]) -> ExitStatus {
        guard let command = args.first else {
            print(usage)
            return .badInput
        }
        let rest = Array(args.dropFirst())
        if command == "--help" || command == "-h" || command == "help" {
            print(usage)
            return .ok
        }
        do throws(CommandFailure) {
            switch command {
            case RenderCommand.name:
                if rest.contains("--help") {
                    print(RenderCommand.usage)
                    return .ok
                }
                try RenderCommand(rest).run()
            case StillCommand.name:
                if rest.contains("--help") {
                    print(StillCommand.usage)
                    return .ok
                }
                try StillCommand(rest).run()
            case CheckCommand.name:
                if rest.contains("--help") {
                    print(CheckCommand.usage)
                    return .ok
                }
                return try CheckCommand(rest).execute()
            case MeasureCommand.name:
                if rest.contains("--help") {
                    print(MeasureCommand.usage)
                    return .ok
                }
                return try MeasureCommand(rest).execute()
            case CurveCommand.name:
                if rest.contains("--help") {
                    print(CurveCommand.usage)
                    return .ok
                }
                try CurveCommand(rest).run()
            case RegressCommand.name:
                if rest.contains("--help") {
                    print(RegressCommand.usage)
                    return .ok
                }
                return try RegressCommand(rest).execute()
            case DiffCommand.name:
                if rest.contains("--help") {
                    print(DiffCommand.usage)
                    return .ok
                }
                return try DiffCommand(rest).execute()
            default:
                let known = [
                    RenderCommand.name, StillCommand.name, CheckCommand.name, MeasureCommand.name, CurveCommand.name,
                ]
                throw CommandFailure.usage(
                    "unknown command '\(command)'"
                        + (nearest(command, in: known).map { "; did you mean '\($0)'?" } ?? "")
                        + "\n\(usage)")
            }
            return .ok
        } catch {
            DiagnosticPrinter.print(error)
            return error.status
        }
    }
}
