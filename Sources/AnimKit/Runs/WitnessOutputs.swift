// WitnessOutputs.swift: what `check` and `measure` share after measuring: tolerances, the printed table and
// summary, and the optional JSON, CSV and plot files. Status: complete.

import Foundation
import Report

/// The tolerances and report files of a witness run.
public struct WitnessOutputs: Sendable {
    /// Worst allowed centre error against the snapping-aware prediction, pixels.
    public var tolerance: Double
    /// Worst allowed shape error, a fraction.
    public var shapeTolerance: Double
    public var json: String?
    public var csv: String?
    public var plot: String?
    /// A row per frame per marker before the table.
    public var perFrame: Bool

    public init(
        tolerance: Double = 0.01, shapeTolerance: Double = 0.0005, json: String? = nil, csv: String? = nil,
        plot: String? = nil, perFrame: Bool = false
    ) {
        self.tolerance = tolerance
        self.shapeTolerance = shapeTolerance
        self.json = json
        self.csv = csv
        self.plot = plot
        self.perFrame = perFrame
    }

    /// Prints the table and summary, writes the files, and returns the summary (its `passed` is the verdict).
    func finish(_ reports: [FrameReport], scene: String, scale: Double, console: Console) throws(CommandFailure)
        -> WitnessSummary
    {
        let summary = WitnessSummary(reports: reports, tolerance: tolerance, shapeTolerance: shapeTolerance)
        if perFrame {
            for r in reports {
                for m in r.markers {
                    let e = m.centreErrorSnapped.map { String(format: "%.4f px", $0) } ?? (m.reason ?? "–")
                    console.output(
                        String(
                            format: "frame %4d  t=%.4f  %@  %@  %@", r.frame, r.time, m.color.description, m.chain, e))
                }
            }
        }
        console.output(summary.table())
        console.output(summary.summaryLine())
        if let json { try AtomicOutput.write(summary.json(scene: scene, scale: scale), to: json) }
        if let csv { try AtomicOutput.write(Data(summary.csv().utf8), to: csv) }
        if let plot {
            let samples = reports.map { r in
                CentreErrorPlot.Sample(
                    frame: r.frame, snapped: r.markers.compactMap(\.centreErrorSnapped).max(),
                    pure: r.markers.compactMap(\.centreError).max())
            }
            let chart = CentreErrorPlot.render(samples, tolerance: tolerance)
            try AtomicOutput.writePNG(chart, to: plot)
        }
        return summary
    }
}
