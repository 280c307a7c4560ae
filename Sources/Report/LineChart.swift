// LineChart.swift: a line chart with axes, ticks, tick labels, a title, axis labels, a legend and an optional dashed
// reference line, drawn by our own rasteriser (labels in the 5 × 7 PixelFont). Used by `anim check --plot` (centre
// error per frame) and `anim curve --plot` (an animation's value over time). Status: complete.

import Foundation
import Geometry
import Render

public struct LineChart: Sendable {
    /// One line: `points` are (x, y) with nil y where there is no value (a gap).
    public struct Series: Sendable {
        public var name: String
        public var colour: Color
        public var points: [(x: Double, y: Double?)]

        public init(name: String, colour: Color, points: [(x: Double, y: Double?)]) {
            (self.name, self.colour, self.points) = (name, colour, points)
        }
    }

    public var title: String
    public var xLabel: String
    public var yLabel: String
    /// Drawn in order: the last series is on top.
    public var series: [Series]
    /// A dashed horizontal line (a tolerance, a target value).
    public var reference: (name: String, value: Double, colour: Color)?

    public init(
        title: String, xLabel: String, yLabel: String, series: [Series],
        reference: (name: String, value: Double, colour: Color)? = nil
    ) {
        (self.title, self.xLabel, self.yLabel, self.series, self.reference) = (title, xLabel, yLabel, series, reference)
    }

    static let background = Color(r8: 250, g8: 250, b8: 252)
    static let ink = Color(r8: 40, g8: 42, b8: 50)
    static let grid = Color(r8: 222, g8: 224, b8: 230)

    /// The chart, `width` × `height` pixels. The y axis runs from 0 (or the lowest value, if negative) to a round
    /// number above the highest value and the reference.
    public func render(width: Int = 960, height: Int = 480) -> Framebuffer {
        let fb = Framebuffer(width: width, height: height)
        let r = Renderer()
        r.render(DisplayList(), background: Self.background, into: fb)
        let plot = Rect(x: 96, y: 64, width: Double(width) - 96 - 32, height: Double(height) - 64 - 72)
        let xs = series.flatMap { $0.points.map(\.x) }
        let ys = series.flatMap { $0.points.compactMap(\.y) } + (reference.map { [$0.value] } ?? [])
        let (x0, x1) = (xs.min() ?? 0, max((xs.min() ?? 0) + 1e-9, xs.max() ?? 1))
        let low = min(0, -Self.niceCeiling(-(ys.min() ?? 0) * 1.1))
        let high = Self.niceCeiling(max(ys.max() ?? 0, 0) * 1.1)
        func x(_ v: Double) -> Double { plot.minX + plot.width * (v - x0) / (x1 - x0) }
        func y(_ v: Double) -> Double { plot.maxY - plot.height * (min(max(v, low), high) - low) / (high - low) }
        func fill(_ path: Path, _ colour: Color) { if !path.isEmpty { r.fill(path, color: colour, into: fb) } }

        // Grid, ticks and tick labels.
        let yStep = Self.niceCeiling((high - low) / 5)
        var v = (low / yStep).rounded(.up) * yStep
        while v <= high + yStep * 1e-6 {
            fill(Path(rect: Rect(x: plot.minX, y: y(v) - 0.5, width: plot.width, height: 1)), Self.grid)
            let label = Self.format(v, step: yStep)
            fill(
                PixelFont.path(
                    label, at: Point(x: plot.minX - 10 - PixelFont.width(label, cell: 2), y: y(v) - 7), cell: 2),
                Self.ink)
            v += yStep
        }
        let xStep = Self.niceCeiling((x1 - x0) / 8)
        var u = (x0 / xStep).rounded(.up) * xStep
        while u <= x1 + xStep * 1e-6 {
            fill(Path(rect: Rect(x: x(u) - 0.5, y: plot.minY, width: 1, height: plot.height)), Self.grid)
            let label = Self.format(u, step: xStep)
            fill(
                PixelFont.path(
                    label, at: Point(x: x(u) - PixelFont.width(label, cell: 2) / 2, y: plot.maxY + 10), cell: 2),
                Self.ink)
            u += xStep
        }
        // Axes: the y axis at the left, the x axis at y = 0.
        fill(Path(rect: Rect(x: plot.minX - 1, y: plot.minY, width: 2, height: plot.height + 1)), Self.ink)
        fill(Path(rect: Rect(x: plot.minX - 1, y: y(0) - 1, width: plot.width + 1, height: 2)), Self.ink)

        if let reference {
            var dash = plot.minX
            while dash < plot.maxX {
                fill(
                    Path(rect: Rect(x: dash, y: y(reference.value) - 1, width: min(8, plot.maxX - dash), height: 2)),
                    reference.colour)
                dash += 14
            }
        }
        for s in series {
            // Consecutive defined points form runs; gaps break the line.
            var run: [Point] = []
            var runs: [[Point]] = []
            for p in s.points {
                if let py = p.y {
                    run.append(Point(x: x(p.x), y: y(py)))
                } else if !run.isEmpty {
                    runs.append(run)
                    run = []
                }
            }
            if !run.isEmpty { runs.append(run) }
            for points in runs {
                fill(Self.polyline(points, width: 2), s.colour)
                for p in points where s.points.count <= 120 {
                    fill(Path(rect: Rect(x: p.x - 2, y: p.y - 2, width: 4, height: 4)), s.colour)
                }
            }
        }

        fill(PixelFont.path(title, at: Point(x: plot.minX, y: 8), cell: 3), Self.ink)
        fill(
            PixelFont.path(
                xLabel, at: Point(x: plot.midX - PixelFont.width(xLabel, cell: 2) / 2, y: plot.maxY + 36), cell: 2),
            Self.ink)
        fill(
            PixelFont.path(
                yLabel, at: Point(x: 20, y: plot.midY + PixelFont.width(yLabel, cell: 2) / 2), cell: 2, vertical: true),
            Self.ink)
        var lx = plot.minX
        let legend = series.map { ($0.name, $0.colour) } + (reference.map { [($0.name, $0.colour)] } ?? [])
        for (name, colour) in legend {
            fill(Path(rect: Rect(x: lx, y: 44, width: 18, height: 4)), colour)
            fill(PixelFont.path(name, at: Point(x: lx + 24, y: 39), cell: 2), Self.ink)
            lx += 24 + PixelFont.width(name, cell: 2) + 28
        }
        return fb
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

    /// A tick label with as many decimals as the step needs.
    static func format(_ v: Double, step: Double) -> String {
        let decimals = max(0, Int(ceil(-log10(step) - 1e-9)))
        let text = String(format: "%.\(decimals)f", v)
        return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
    }
}
