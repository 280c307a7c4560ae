// CentreErrorPlot.swift: `anim check --plot`: the worst centre error of each frame against both predictions (the
// snapping-aware one and the pure algebra) as a line chart with axes, ticks, labels, a legend and the tolerance,
// drawn by our own rasteriser. Rule: issue #3 ("--plot draws per-frame centre error (both predictions) as a PNG
// chart with axes and labels"). Status: complete (labels in the 5 × 7 PixelFont until issue #5's text lands).

import Foundation
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

    static let background = Color(r8: 250, g8: 250, b8: 252)
    static let ink = Color(r8: 40, g8: 42, b8: 50)
    static let grid = Color(r8: 222, g8: 224, b8: 230)
    static let snappedColour = Color(r8: 20, g8: 150, b8: 140)
    static let pureColour = Color(r8: 235, g8: 120, b8: 20)
    static let toleranceColour = Color(r8: 210, g8: 40, b8: 40)

    /// The chart, `width` × `height` pixels.
    public static func render(_ samples: [Sample], tolerance: Double, width: Int = 960, height: Int = 480)
        -> Framebuffer
    {
        let fb = Framebuffer(width: width, height: height)
        let r = Renderer()
        r.render(DisplayList(), background: background, into: fb)
        let plot = Rect(x: 96, y: 64, width: Double(width) - 96 - 32, height: Double(height) - 64 - 72)
        let first = samples.map(\.frame).min() ?? 0
        let last = max(first + 1, samples.map(\.frame).max() ?? 1)
        let peak = samples.flatMap { [$0.snapped, $0.pure] }.compactMap { $0 }.max() ?? 0
        let top = niceCeiling(max(peak, tolerance) * 1.1)
        func x(_ f: Int) -> Double { plot.minX + plot.width * Double(f - first) / Double(last - first) }
        func y(_ v: Double) -> Double { plot.maxY - plot.height * min(v, top) / top }

        // Grid, ticks and tick labels.
        let yStep = top / 5
        for k in 0...5 {
            let v = Double(k) * yStep
            fill(r, fb, Path(rect: Rect(x: plot.minX, y: y(v) - 0.5, width: plot.width, height: 1)), grid)
            let label = format(v, step: yStep)
            fill(
                r, fb,
                PixelFont.path(
                    label, at: Point(x: plot.minX - 10 - PixelFont.width(label, cell: 2), y: y(v) - 7), cell: 2), ink)
        }
        let xStep = niceStep(Double(last - first) / 8)
        var f = Double(first)
        while f <= Double(last) + 1e-9 {
            let fx = x(Int(f.rounded()))
            fill(r, fb, Path(rect: Rect(x: fx - 0.5, y: plot.minY, width: 1, height: plot.height)), grid)
            let label = String(Int(f.rounded()))
            fill(
                r, fb,
                PixelFont.path(
                    label, at: Point(x: fx - PixelFont.width(label, cell: 2) / 2, y: plot.maxY + 10), cell: 2), ink)
            f += xStep
        }
        // Axes.
        fill(r, fb, Path(rect: Rect(x: plot.minX - 1, y: plot.minY, width: 2, height: plot.height + 1)), ink)
        fill(r, fb, Path(rect: Rect(x: plot.minX - 1, y: plot.maxY - 1, width: plot.width + 1, height: 2)), ink)

        // Tolerance, dashed.
        if tolerance <= top {
            var dash = plot.minX
            while dash < plot.maxX {
                fill(
                    r, fb, Path(rect: Rect(x: dash, y: y(tolerance) - 1, width: min(8, plot.maxX - dash), height: 2)),
                    toleranceColour)
                dash += 14
            }
        }
        // Series: the pure algebra under the snapped prediction, so the one the tolerance judges is on top.
        for (series, colour) in [
            (samples.map { ($0.frame, $0.pure) }, pureColour), (samples.map { ($0.frame, $0.snapped) }, snappedColour),
        ] {
            let points = series.compactMap { f, v in v.map { Point(x: x(f), y: y($0)) } }
            fill(r, fb, polyline(points, width: 2), colour)
            for p in points where points.count <= 120 {
                fill(r, fb, Path(rect: Rect(x: p.x - 2, y: p.y - 2, width: 4, height: 4)), colour)
            }
        }

        // Title, axis labels, legend.
        fill(r, fb, PixelFont.path("CENTRE ERROR PER FRAME", at: Point(x: plot.minX, y: 8), cell: 3), ink)
        let xLabel = "FRAME"
        fill(
            r, fb,
            PixelFont.path(
                xLabel, at: Point(x: plot.midX - PixelFont.width(xLabel, cell: 2) / 2, y: plot.maxY + 36), cell: 2), ink
        )
        let yLabel = "CENTRE ERROR (PX)"
        fill(
            r, fb,
            PixelFont.path(
                yLabel, at: Point(x: 20, y: plot.midY + PixelFont.width(yLabel, cell: 2) / 2), cell: 2, vertical: true),
            ink)
        var lx = plot.minX
        for (name, colour) in [
            ("SNAPPED PREDICTION", snappedColour), ("PURE ALGEBRA", pureColour), ("TOLERANCE", toleranceColour),
        ] {
            fill(r, fb, Path(rect: Rect(x: lx, y: 44, width: 18, height: 4)), colour)
            fill(r, fb, PixelFont.path(name, at: Point(x: lx + 24, y: 39), cell: 2), ink)
            lx += 24 + PixelFont.width(name, cell: 2) + 28
        }
        return fb
    }

    private static func fill(_ r: Renderer, _ fb: Framebuffer, _ path: Path, _ colour: Color) {
        if !path.isEmpty { r.fill(path, color: colour, into: fb) }
    }

    /// A polyline of the given width as the union of one quad per segment (non-zero fill merges the overlaps).
    static func polyline(_ points: [Point], width: Double) -> Path {
        var path = Path()
        for (a, b) in zip(points, points.dropFirst()) {
            let dx = b.x - a.x
            let dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            // Extend each segment by half the width so joints have no notches.
            let (ux, uy) = (dx / length * width / 2, dy / length * width / 2)
            let (nx, ny) = (-uy, ux)
            let a0 = Point(x: a.x - ux, y: a.y - uy)
            let b0 = Point(x: b.x + ux, y: b.y + uy)
            // Wind every quad the same way so overlaps add instead of cancelling.
            let quad = [
                Point(x: a0.x + nx, y: a0.y + ny), Point(x: b0.x + nx, y: b0.y + ny),
                Point(x: b0.x - nx, y: b0.y - ny), Point(x: a0.x - nx, y: a0.y - ny),
            ]
            let cross =
                (quad[1].x - quad[0].x) * (quad[2].y - quad[0].y) - (quad[1].y - quad[0].y) * (quad[2].x - quad[0].x)
            let ordered = cross >= 0 ? quad : quad.reversed()
            path.move(to: ordered[0])
            for p in ordered.dropFirst() { path.line(to: p) }
            path.close()
        }
        return path
    }

    /// The smallest 1, 2 or 5 × 10ⁿ at or above `v` (at least 0.001).
    static func niceCeiling(_ v: Double) -> Double {
        guard v > 0.001 else { return 0.001 }
        let e = pow(10, floor(log10(v)))
        for m in [1.0, 2, 5, 10] where m * e >= v { return m * e }
        return 10 * e
    }

    static func niceStep(_ v: Double) -> Double { max(1, niceCeiling(v)) }

    static func format(_ v: Double, step: Double) -> String {
        let decimals = max(0, Int(ceil(-log10(step) - 1e-9)))
        return String(format: "%.\(decimals)f", v)
    }
}
