// CheckCommand.swift: `anim check SCENE [--frames A..B] [--scale S] [--tolerance PX] [--shape-tolerance F]
// [--json F] [--csv F] [--threads N]`: renders every frame (no encoding), measures each marker against the answer
// key, prints seed 000's table and a worst-case line, exits 1 beyond tolerance. Status: complete except `--plot`.

import Foundation
import Render
import Report

struct CheckCommand {
    static let name = "check"
    static let abstract = "Render a scene and measure every marker of every frame against a closed-form prediction."
    static let usage = """
        usage: anim check SCENE [options]
          --frames A..B          only these frames (default: all)
          --scale S              render scale (default: the scene's)
          --tolerance PX         worst allowed centre error against the snapping-aware prediction (default 0.01)
          --shape-tolerance F    worst allowed shape error, a fraction (default 0.0005 = 0.05 %)
          --json F               write the per-frame report as JSON
          --csv F                write one row per frame per marker
          --plot F.png           draw the worst centre error per frame (both predictions) as a chart
          --per-frame            print a row per frame per marker
          --threads N            render threads (default: all cores)
        exit status: 0 within tolerance, 1 beyond it, 2 bad input
        """

    let scenePath: String
    let run: WitnessRun
    let options: WitnessOptions
    let threads: Int

    init(_ args: [String]) throws(CommandFailure) {
        let a = try Arguments(
            args,
            options: [
                "--frames", "--scale", "--tolerance", "--shape-tolerance", "--json", "--csv", "--plot", "--threads",
                "--fps",
            ],
            flags: ["--per-frame"])
        guard a.positionals.count == 1 else { throw .usage("expected one SCENE\n\(CheckCommand.usage)") }
        scenePath = a.positionals[0]
        let scale = try a.value("--scale", "a positive number", OptionParsing.positive)
        let fps = try a.value("--fps", "a positive rate", OptionParsing.frameRate)
        options = try WitnessOptions(a)
        threads =
            try a.value("--threads", "a positive integer") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
            ?? ProcessInfo.processInfo.activeProcessorCount
        let frames = try SceneFrames(path: scenePath, fps: fps, scale: scale)
        let range = try a.value("--frames", "A..B (inclusive) or A..<B", OptionParsing.frames) ?? 0..<frames.frameCount
        guard range.upperBound <= frames.frameCount else {
            throw .usage("--frames is outside the scene's \(frames.frameCount) frames")
        }
        run = WitnessRun(frames: frames, range: range)
    }

    func execute() throws(CommandFailure) -> ExitStatus {
        let (run, first) = (self.run, self.run.range.lowerBound)
        let collected = ReportCollector()
        do {
            try FramePipeline(
                count: run.range.count, width: run.frames.pixelWidth, height: run.frames.pixelHeight, workers: threads
            ).run(
                render: { i, fb in
                    try run.frames.render(frame: first + i, into: fb)
                    collected.add(try run.report(frame: first + i, in: fb, twin: true))
                },
                consume: { _, _ in })
        } catch {
            throw CommandFailure(error)
        }
        return try options.finish(collected.sorted(), scene: scenePath, scale: run.frames.scale)
    }
}

/// Reports gathered from the worker threads.
final class ReportCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [FrameReport] = []

    func add(_ r: FrameReport) {
        lock.lock()
        reports.append(r)
        lock.unlock()
    }

    func sorted() -> [FrameReport] {
        lock.lock()
        defer { lock.unlock() }
        return reports.sorted { $0.frame < $1.frame }
    }
}

/// The output options `check` and `measure` share.
struct WitnessOptions {
    var tolerance: Double
    var shapeTolerance: Double
    var json: String?
    var csv: String?
    var plot: String?
    var perFrame: Bool

    init(_ a: Arguments) throws(CommandFailure) {
        tolerance =
            try a.value("--tolerance", "pixels, 0 or more") { Double($0).flatMap { $0 >= 0 ? $0 : nil } } ?? 0.01
        shapeTolerance =
            try a.value("--shape-tolerance", "a fraction, 0 or more") { Double($0).flatMap { $0 >= 0 ? $0 : nil } }
            ?? 0.0005
        json = a.value("--json")
        csv = a.value("--csv")
        plot = a.value("--plot")
        perFrame = a.flag("--per-frame")
    }

    /// Prints the table and summary, writes the files, and decides the exit status.
    func finish(_ reports: [FrameReport], scene: String, scale: Double) throws(CommandFailure) -> ExitStatus {
        let summary = WitnessSummary(reports: reports, tolerance: tolerance, shapeTolerance: shapeTolerance)
        if perFrame {
            for r in reports {
                for m in r.markers {
                    let e = m.centreErrorSnapped.map { String(format: "%.4f px", $0) } ?? (m.reason ?? "–")
                    print(
                        String(
                            format: "frame %4d  t=%.4f  %@  %@  %@", r.frame, r.time, m.color.description, m.chain, e))
                }
            }
        }
        print(summary.table())
        print(summary.summaryLine())
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
        return summary.passed ? .ok : .failure
    }

}
