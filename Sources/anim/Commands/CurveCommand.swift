// CurveCommand.swift: `anim curve EXPR [--at T1,T2,…] [--json] [--fps N] [--duration S] [--plot F.png]`: evaluates
// an animation for a 0 → 1 change and prints its value and velocity at the given times (default: every frame at
// --fps until it settles or --duration), then its settling duration; `--plot` charts the value over time.
// Rule: issue #4 (times are frame times i/fps, so 30 and 60 fps sample one curve). Status: complete.

import Animate
import Foundation
import Geometry
import Report
import Scene
import Timeline

struct CurveCommand {
    static let name = "curve"
    static let abstract = "Evaluate an animation for a 0 → 1 change: value and velocity over time, and settling time."
    static let usage = """
        usage: anim curve EXPR [--at T1,T2,…] [--json] [--fps N] [--duration S]
          EXPR           an animation as Swift writes it: '.easeInOut', '.spring(duration: 0.6, bounce: 0.3)',
                         '.bouncy.delay(0.1)', '.easeIn.speed(2).repeatCount(3, autoreverses: true)'
          --at T1,T2,…   sample these times, seconds (default: every frame from 0)
          --fps N        the frame rate of the default sampling: 30 (default), 60, 30000/1001 …
          --duration S   sample frames up to S seconds (default: until settled; 10 s if it never settles)
          --json         print {"animation", "samples": [{"time", "value", "velocity"}], "settlingDuration"}
          --plot F.png   draw the value over time as a chart (the samples above, the target 1 dashed)
        Values are fractions of the change (springs overshoot past 1); velocities are fractions per second, null
        where the curve is vertical.
        """

    /// How far the default sampling goes for an animation that never settles, seconds.
    static let endlessLimit = 10.0
    /// The most samples a run prints.
    static let maxSamples = 100_000

    let animation: Animation
    let times: [Double]
    let json: Bool
    let plot: String?

    init(_ args: [String]) throws(CommandFailure) {
        let a = try Arguments(args, options: ["--at", "--fps", "--duration", "--plot"], flags: ["--json"])
        guard a.positionals.count == 1 else { throw .usage("expected one animation EXPR\n\(CurveCommand.usage)") }
        let text = a.positionals[0]
        do {
            animation = try SceneExpression.animation(text)
        } catch {
            throw .badInput("invalid animation:\n\(error.rendered)")
        }
        json = a.flag("--json")
        plot = a.value("--plot")
        let fps = try a.value("--fps", "a positive rate", OptionParsing.frameRate) ?? FrameRate(30)
        let duration = try a.value("--duration", "seconds, 0 or more") {
            Double($0).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        }
        let at = try a.value("--at", "times in seconds separated by commas, 0 or more") { list -> [Double]? in
            let times = list.split(separator: ",", omittingEmptySubsequences: false).map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard !times.isEmpty, times.allSatisfy({ $0 != nil && $0! >= 0 && $0!.isFinite }) else { return nil }
            return times.map { $0! }
        }
        if let at {
            if a.value("--fps") != nil || duration != nil {
                throw .usage("--at lists the times; drop --fps and --duration")
            }
            guard at.count <= CurveCommand.maxSamples else {
                throw .usage("--at lists more than \(CurveCommand.maxSamples) times")
            }
            times = at
        } else {
            times = try CurveCommand.frameTimes(of: animation, fps: fps, upTo: duration)
        }
    }

    /// Frame times i/fps from 0: up to `limit` if given, else through the first finished frame (at most 10 s).
    static func frameTimes(of animation: Animation, fps: FrameRate, upTo limit: Double?) throws(CommandFailure)
        -> [Double]
    {
        var times: [Double] = []
        for i in 0... {
            let t = fps.seconds(ofFrame: i)
            if let limit, t > limit + 1e-9 { break }
            guard times.count < maxSamples else {
                throw .usage("more than \(maxSamples) frames; shorten --duration or lower --fps")
            }
            times.append(t)
            if limit == nil && (animation.isFinished(at: t) || t >= endlessLimit) { break }
        }
        return times
    }

    func run() throws(CommandFailure) {
        let samples = times.map { (time: $0, value: animation.value(at: $0), velocity: animation.velocity(at: $0)) }
        let settling = animation.settlingDuration
        if let plot { try draw(samples.map { ($0.time, $0.value) }, to: plot) }
        if json {
            let rows = samples.map {
                "    {\"time\": \(JSONText.number($0.time)), \"value\": \(JSONText.number($0.value)), "
                    + "\"velocity\": \(JSONText.number($0.velocity))}"
            }
            print("{")
            print("  \"animation\": \(JSONText.string(animation.description)),")
            print("  \"samples\": [")
            print(rows.joined(separator: ",\n"))
            print("  ],")
            print("  \"settlingDuration\": \(JSONText.number(settling))")
            print("}")
        } else {
            print("animation: \(animation)")
            print("      time        value     velocity")
            for s in samples {
                let v = s.velocity.map { String(format: "%12.6f", $0) } ?? String(repeating: " ", count: 8) + "none"
                print(String(format: "%10.6f %12.6f ", s.time, s.value) + v)
            }
            print("settling duration: " + (settling.map { String(format: "%.6f s", $0) } ?? "none (never settles)"))
        }
    }

    /// The value over time as a PNG chart, written atomically.
    private func draw(_ points: [(Double, Double)], to path: String) throws(CommandFailure) {
        let chart = LineChart(
            title: animation.description.uppercased(), xLabel: "TIME (S)", yLabel: "VALUE (FRACTION OF THE CHANGE)",
            series: [
                .init(name: "VALUE", colour: Color(r8: 20, g8: 110, b8: 220), points: points.map { ($0.0, $0.1) })
            ],
            reference: ("TARGET", 1, Color(r8: 210, g8: 40, b8: 40))
        ).render()
        try AtomicOutput.writePNG(chart, to: path)
    }
}
