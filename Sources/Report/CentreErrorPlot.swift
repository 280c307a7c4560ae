// CentreErrorPlot.swift: `anim check --plot`: the worst centre error of each frame against both predictions (the
// snapping-aware one and the pure algebra), with the tolerance. Rule: issue #3 ("--plot draws per-frame centre
// error (both predictions) as a PNG chart with axes and labels"). Status: complete.

import Geometry
import Render

public enum CentreErrorPlot {
    /// One frame's worst centre errors in pixels; nil when no marker was measured in it.
    public struct Sample: Sendable {
        public var frame: Int
        public var snapped: Double?
        public var pure: Double?

        public init(frame: Int, snapped: Double?, pure: Double?) {
            (self.frame, self.snapped, self.pure) = (frame, snapped, pure)
        }
    }

    /// The chart, `width` × `height` pixels; the snapped prediction (which the tolerance judges) drawn on top.
    public static func render(_ samples: [Sample], tolerance: Double, width: Int = 960, height: Int = 480)
        -> Framebuffer
    {
        LineChart(
            title: "CENTRE ERROR PER FRAME", xLabel: "FRAME", yLabel: "CENTRE ERROR (PX)",
            series: [
                .init(
                    name: "PURE ALGEBRA", colour: Color(r8: 235, g8: 120, b8: 20),
                    points: samples.map { (Double($0.frame), $0.pure) }),
                .init(
                    name: "SNAPPED PREDICTION", colour: Color(r8: 20, g8: 150, b8: 140),
                    points: samples.map { (Double($0.frame), $0.snapped) }),
            ],
            reference: ("TOLERANCE", tolerance, Color(r8: 210, g8: 40, b8: 40))
        ).render(width: width, height: height)
    }
}
