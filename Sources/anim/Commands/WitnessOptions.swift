// WitnessOptions.swift: the report options `check` and `measure` share, and the outputs they build.

import AnimKit

enum WitnessOptions {
    static let options: [Option] = [
        Option(
            name: "--tolerance", kind: .number("PX", expected: "pixels, 0 or more") { $0 >= 0 },
            defaultValue: .value("0.01"), help: "worst allowed centre error against the snapping-aware prediction"),
        Option(
            name: "--shape-tolerance", kind: .number("F", expected: "a fraction, 0 or more") { $0 >= 0 },
            defaultValue: .value("0.0005"), help: "worst allowed shape error, a fraction (0.0005 = 0.05 %)"),
        Option(name: "--json", kind: .text("F"), help: "write the per-frame report as JSON"),
        Option(name: "--csv", kind: .text("F"), help: "write one row per frame per marker"),
        Option(name: "--plot", kind: .text("F.png"), help: "chart the worst centre error per frame (both predictions)"),
        Option(name: "--per-frame", kind: .flag, help: "print a row per frame per marker"),
    ]

    static let notes = "exit status: 0 within tolerance, 1 beyond it (or a predicted marker missing), 2 bad input"

    static func outputs(_ a: ParsedArguments) -> WitnessOutputs {
        WitnessOutputs(
            tolerance: a.value("--tolerance")!, shapeTolerance: a.value("--shape-tolerance")!, json: a.value("--json"),
            csv: a.value("--csv"), plot: a.value("--plot"), perFrame: a.flag("--per-frame"))
    }
}
