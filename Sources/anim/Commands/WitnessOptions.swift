// WitnessOptions.swift: the report options `check` and `measure` share, and the outputs they build.

import AnimKit

enum WitnessOptions {
    static let options: [Option] = tolerances(centre: .value("0.01"), shape: .value("0.0005")) + reports

    /// `measure`'s: the defaults depend on the input (a codec's loss is allowed for video, MeasureRun.videoTolerance).
    static let measureOptions: [Option] =
        tolerances(
            centre: .described("0.01 for PNG frames, 0.1 for video"), shape: .described("0.0005 PNG, 0.01 video"))
        + reports

    private static func tolerances(centre: OptionDefault, shape: OptionDefault) -> [Option] {
        [
            Option(
                name: "--tolerance", kind: .number("PX", expected: "pixels, 0 or more") { $0 >= 0 },
                defaultValue: centre, help: "worst allowed centre error against the snapping-aware prediction"),
            Option(
                name: "--shape-tolerance", kind: .number("F", expected: "a fraction, 0 or more") { $0 >= 0 },
                defaultValue: shape, help: "worst allowed shape error, a fraction (0.0005 = 0.05 %)"),
        ]
    }

    private static let reports: [Option] = [
        Option(name: "--json", kind: .text("F"), help: "write the per-frame report as JSON"),
        Option(name: "--csv", kind: .text("F"), help: "write one row per frame per marker"),
        Option(name: "--plot", kind: .text("F.png"), help: "chart the worst centre error per frame (both predictions)"),
        Option(name: "--per-frame", kind: .flag, help: "print a row per frame per marker"),
    ]

    static let notes = "exit status: 0 within tolerance, 1 beyond it (or a predicted marker missing), 2 bad input"

    static func outputs(_ a: ParsedArguments) -> WitnessOutputs {
        WitnessOutputs(
            tolerance: a.value("--tolerance") ?? 0.01, shapeTolerance: a.value("--shape-tolerance") ?? 0.0005,
            json: a.value("--json"),
            csv: a.value("--csv"), plot: a.value("--plot"), perFrame: a.flag("--per-frame"))
    }
}
