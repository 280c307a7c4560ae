// CurveCommand.swift: `anim curve`: the table and the call into AnimKit's CurveRun.

import AnimKit
import Foundation

enum CurveCommand {
    static let table = CommandTable(
        name: "curve",
        abstract: "Evaluate an animation for a 0 → 1 change: value and velocity over time, and settling time.",
        positionals: [
            Positional(
                name: "EXPR",
                help: "an animation as Swift writes it: '.easeInOut', '.spring(duration: 0.6, bounce: 0.3)',\n"
                    + "'.bouncy.delay(0.1)', '.easeIn.speed(2).repeatCount(3, autoreverses: true)'")
        ],
        options: [
            Option(
                name: "--at",
                kind: ValueKind(placeholder: "T1,T2,…", expected: "times in seconds separated by commas, 0 or more") {
                    let times = $0.split(separator: ",", omittingEmptySubsequences: false).map {
                        Double($0.trimmingCharacters(in: .whitespaces))
                    }
                    guard times.allSatisfy({ $0 != nil && $0! >= 0 && $0!.isFinite }) else { return nil }
                    return times.map { $0! }
                }, defaultValue: .described("every frame from 0"), help: "sample these times, seconds"),
            Option(
                name: "--fps", kind: .frameRate, defaultValue: .described("30"),
                help: "the frame rate of the default sampling"),
            Option(
                name: "--duration", kind: .seconds, defaultValue: .described("until settled; 10 s if never"),
                help: "sample frames up to S seconds"),
            Option(
                name: "--json", kind: .flag,
                help: "print {\"animation\", \"samples\": [{\"time\", \"value\", \"velocity\"}], \"settlingDuration\"}"),
            Option(name: "--plot", kind: .text("F.png"), help: "chart the value over time (the target 1 dashed)"),
        ],
        arity: "one animation EXPR",
        notes: "Values are fractions of the change (springs overshoot past 1); velocities are fractions per second,\n"
            + "null where the curve is vertical.")

    static func run(_ a: ParsedArguments, _ console: Console) throws(CommandFailure) -> ExitStatus {
        try CurveRun(
            expression: a.positionals[0], times: a.value("--at"), fps: a.value("--fps"),
            duration: a.value("--duration"),
            json: a.flag("--json"), plot: a.value("--plot")
        ).run(console: console)
        return .ok
    }
}
