// CurveRun.swift: `anim curve`: evaluates an animation for a 0 → 1 change and prints its value and velocity at the
// given times (default: every frame at --fps until it settles or --duration), then its settling duration; `--plot`
// charts the value over time.
// Rule: issue #4 (times are frame times i/fps, so 30 and 60 fps sample one curve). Status: complete.

import Animate
import Foundation
import Geometry
import Report
import Scene
import Timeline

/// An animation's value and velocity for a 0 → 1 change, sampled over time.
public struct CurveRun: Sendable {
    /// How far the default sampling goes for an animation that never settles, seconds.
    static let endlessLimit = 10.0
    /// The most samples a run prints.
    static let maxSamples = 100_000

    public let animation: Animation
    public let times: [Double]
    public let json: Bool
    public let plot: String?

    /// Parses `expression` (bad input with a caret under the problem); samples `times`, or every frame at `fps`
    /// up to `duration` (default: until settled, at most 10 s).
    public init(
        expression text: String, times at: [Double]? = nil, fps: FrameRate? = nil, duration: Double? = nil,
        json: Bool = false, plot: String? = nil
    ) throws(CommandFailure) {
        do {
            animation = try SceneExpression.animation(text)
        } catch {
            throw .badInput("invalid animation:\n\(error.rendered)")
        }
        self.json = json
        self.plot = plot
        if let at {
            if fps != nil || duration != nil { throw .usage("--at lists the times; drop --fps and --duration") }
            guard at.count <= CurveRun.maxSamples else {
                throw .usage("--at lists more than \(CurveRun.maxSamples) times")
            }
            times = at
        } else {
            times = try CurveRun.frameTimes(of: animation, fps: fps ?? FrameRate(30), upTo: duration)
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

    public func run(console: Console) throws(CommandFailure) {
        let samples = times.map { (time: $0, value: animation.value(at: $0), velocity: animation.velocity(at: $0)) }
        let settling = animation.settlingDuration
        if let plot { try draw(samples.map { ($0.time, $0.value) }, to: plot) }
        if json {
            let rows = samples.map {
                "    {\"time\": \(JSONText.number($0.time)), \"value\": \(JSONText.number($0.value)), "
                    + "\"velocity\": \(JSONText.number($0.velocity))}"
            }
            console.output("{")
            console.output("  \"animation\": \(JSONText.string(animation.description)),")
            console.output("  \"samples\": [")
            console.output(rows.joined(separator: ",\n"))
            console.output("  ],")
            console.output("  \"settlingDuration\": \(JSONText.number(settling))")
            console.output("}")
        } else {
            console.output("animation: \(animation)")
            console.output("      time        value     velocity")
            for s in samples {
                let v = s.velocity.map { String(format: "%12.6f", $0) } ?? String(repeating: " ", count: 8) + "none"
                console.output(String(format: "%10.6f %12.6f ", s.time, s.value) + v)
            }
            console.output(
                "settling duration: " + (settling.map { String(format: "%.6f s", $0) } ?? "none (never settles)"))
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
