// StrokeBench.swift: timing of the stroker and dasher (Geometry Path.strokedPath) and of rasterising what they make,
// on a fixed 1920×1080 frame of 1,000 curved, dashed paths, single-threaded; next to it the same 1,000 paths filled
// (the fill bench of RasterBench.swift, for the same geometry).
// Rule: docs/ARCHITECTURE.md (benchmarks: fixed inputs, median and minimum per op, Mpixel/s). Status: complete.
//
// Frame: 1,000 open S-curves (two cubic Béziers each, 60–400 px long), line widths 1–8 px, round or butt caps and
// round or miter joins, dash patterns [4–24, 3–12] with a phase, random sRGB colours with opacity 0.3–1, all from
// SplitMix64 seeded with 0x57 (the same frame on every run). Curves are flattened within Stroker.defaultTolerance.
// Rows: "stroke geometry" is strokedPath for all 1,000 paths (flatten, dash, offset, join, cap); "raster" renders
// the 1,000 outlines it made (clear + exact-area coverage); "stroke + raster" is both, i.e. one frame of strokes;
// "fill" renders the 1,000 curves closed and filled, the comparison with the fill bench.

import Foundation
import Geometry
import Render

/// The bench frame's paths and how each is stroked.
func strokeBenchPaths() -> [(path: Path, style: StrokeStyle, color: Color)] {
    var rng = RasterBenchSplitMix64(seed: 0x57)
    var out: [(Path, StrokeStyle, Color)] = []
    for _ in 0..<1000 {
        let start = Point(x: rng.unit() * 1920, y: rng.unit() * 1080)
        let length = 60 + rng.unit() * 340
        let angle = rng.unit() * 2 * Double.pi
        let dx = cos(angle) * length
        let dy = sin(angle) * length
        let bend = (rng.unit() - 0.5) * length
        let nx = -sin(angle) * bend
        let ny = cos(angle) * bend
        var path = Path()
        path.move(to: start)
        let mid = Point(x: start.x + dx / 2, y: start.y + dy / 2)
        path.cubic(
            to: mid, control1: Point(x: start.x + dx / 6 + nx, y: start.y + dy / 6 + ny),
            control2: Point(x: start.x + dx / 3 + nx, y: start.y + dy / 3 + ny))
        path.cubic(
            to: Point(x: start.x + dx, y: start.y + dy),
            control1: Point(x: start.x + 2 * dx / 3 - nx, y: start.y + 2 * dy / 3 - ny),
            control2: Point(x: start.x + 5 * dx / 6 - nx, y: start.y + 5 * dy / 6 - ny))
        let on = 4 + rng.unit() * 20
        let off = 3 + rng.unit() * 9
        let style = StrokeStyle(
            lineWidth: 1 + rng.unit() * 7, lineCap: rng.unit() < 0.5 ? .round : .butt,
            lineJoin: rng.unit() < 0.5 ? .round : .miter, dash: [on, off], dashPhase: rng.unit() * on)
        let color = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(), opacity: 0.3 + 0.7 * rng.unit())
        out.append((path, style, color))
    }
    return out
}

/// Runs the stroke benchmark and prints one line per row.
func runStrokeBench() {
    let paths = strokeBenchPaths()
    let renderer = Renderer()
    let framebuffer = Framebuffer(width: 1920, height: 1080)
    func strokeAll() -> DisplayList {
        DisplayList(items: paths.map { DisplayItem(path: $0.path.strokedPath($0.style), color: $0.color) })
    }
    var filled = DisplayList()
    for p in paths {
        var closed = p.path
        closed.close()
        filled.items.append(DisplayItem(path: closed, color: p.color))
    }
    let stroked = strokeAll()
    let segments = stroked.items.reduce(0) { $0 + $1.path.elements.count }
    let runs = 15
    let geometry = time(runs: runs) { _ = strokeAll() }
    renderer.render(stroked, background: .white, into: framebuffer)
    let raster = time(runs: runs) { renderer.render(stroked, background: .white, into: framebuffer) }
    let both = time(runs: runs) { renderer.render(strokeAll(), background: .white, into: framebuffer) }
    renderer.render(filled, background: .white, into: framebuffer)
    let fill = time(runs: runs) { renderer.render(filled, background: .white, into: framebuffer) }
    print(
        "stroke bench: 1000 curved dashed paths, 1920x1080, single thread, release build (\(segments) outline elements)"
    )
    for (name, t) in [
        ("stroke geometry (strokedPath)", geometry), ("raster of the stroked outlines", raster),
        ("stroke + raster (one frame)", both), ("fill of the same 1000 curves", fill),
    ] {
        print(
            name.padding(toLength: 32, withPad: " ", startingAt: 0)
                + String(
                    format: " median %8.3f ms  min %8.3f ms  %8.1f Mpx/s (median)", t.median, t.min,
                    1920 * 1080 / 1e6 / (t.median / 1e3)))
    }
}
