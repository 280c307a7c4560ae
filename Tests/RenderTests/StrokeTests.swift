// StrokeTests.swift: the stroker (Geometry/Stroker.swift, Dasher.swift) rasterised with exact-area coverage,
// against closed-form areas and centroids: a ring π(R² − r²), each cap and join of a known polyline, dash counts and
// total dash area, the miter limit, and the even-odd rule. Expected numbers are plane geometry computed here; the
// tolerance is the rasteriser's (one 8-bit rounding per edge pixel, Raster/CoverageAccumulator+Sweep.swift) plus
// the flattening of arcs within 0.02 px (Stroker.swift), both far below the differences tested.

import Foundation
import Geometry
import Render
import Testing

/// Coverage read-outs of a path filled white over transparent black.
enum Coverage {
    /// Σ alpha / 255 (pixels² of covered area) and the coverage-weighted centroid at pixel centres.
    static func measure(_ path: Path, width: Int = 400, height: Int = 300, evenOdd: Bool = false)
        -> (area: Double, x: Double, y: Double, alpha: [UInt8])
    {
        let fb = Framebuffer(width: width, height: height)
        fb.clear(to: .clear)
        var item = DisplayItem(path: path, color: .white)
        item.evenOdd = evenOdd
        Renderer().render(DisplayList(items: [item]), background: .clear, into: fb)
        let bytes = fb.bytes
        var (area, sx, sy) = (0.0, 0.0, 0.0)
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let a = bytes[(y * width + x) * 4 + 3]
                alpha[y * width + x] = a
                let c = Double(a) / 255
                area += c
                sx += c * (Double(x) + 0.5)
                sy += c * (Double(y) + 0.5)
            }
        }
        return (area, sx / max(area, 1e-9), sy / max(area, 1e-9), alpha)
    }
}

struct StrokeTests {
    static func polyline(_ points: [Point], closed: Bool = false) -> Path {
        var p = Path()
        p.addLines(points)
        if closed { p.closeSubpath() }
        return p
    }

    @Test("a stroked circle is a ring of area π(R² − r²) = 2πRw, centred on the circle")
    func ring() {
        let (cx, cy, radius, width) = (200.3, 150.6, 80.0, 12.0)
        let circle = Path(ellipseIn: Rect(x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius))
        let m = Coverage.measure(circle.strokedPath(StrokeStyle(lineWidth: width)))
        let expected = Double.pi * (pow(radius + width / 2, 2) - pow(radius - width / 2, 2))
        #expect(abs(m.area - expected) / expected < 0.001, "area \(m.area) vs \(expected)")
        #expect(abs(m.x - cx) < 0.01 && abs(m.y - cy) < 0.01, "centroid (\(m.x), \(m.y))")
    }

    @Test(
        "trim(0, 0.5) of a ring: the lower half (Circle runs clockwise on screen from +x), centroid 4(R³−r³)/(3π(R²−r²)) below the centre"
    )
    func halfRing() {
        let (cx, cy, radius, width) = (200.0, 120.0, 80.0, 12.0)
        let circle = Path(ellipseIn: Rect(x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius))
        let m = Coverage.measure(circle.trimmedPath(from: 0, to: 0.5).strokedPath(StrokeStyle(lineWidth: width)))
        let (R, r) = (radius + width / 2, radius - width / 2)
        let area = Double.pi * (R * R - r * r) / 2
        let distance = 4 * (R * R * R - r * r * r) / (3 * Double.pi * (R * R - r * r))
        #expect(abs(m.area - area) / area < 0.001, "area \(m.area) vs \(area)")
        #expect(abs(m.x - cx) < 0.02, "x \(m.x)")
        #expect(abs(m.y - (cy + distance)) < 0.02, "y \(m.y) vs \(cy + distance)")
    }

    @Test(
        "each cap of a 100 px line 10 px wide: butt 1000, square 1100, round 1000 + 25π",
        arguments: [(LineCap.butt, 1000.0), (.square, 1100.0), (.round, 1000 + 25 * Double.pi)])
    func caps(cap: LineCap, expected: Double) {
        let line = StrokeTests.polyline([Point(x: 50.35, y: 60.35), Point(x: 150.35, y: 60.35)])
        let m = Coverage.measure(line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: cap)))
        #expect(abs(m.area - expected) < 0.3, "\(cap): \(m.area) vs \(expected)")
    }

    /// An L of two 100 px legs, 10 px wide, butt caps: the legs' union is 2000 − 25; the outer corner adds
    /// a 5 × 5 square (miter), half of it (bevel) or a quarter disc of radius 5 (round).
    @Test(
        "miter, bevel and round join areas of a right-angle polyline",
        arguments: [(LineJoin.miter, 2000.0), (.bevel, 1987.5), (.round, 1975 + 25 * Double.pi / 4)])
    func joins(join: LineJoin, expected: Double) {
        let l = StrokeTests.polyline([
            Point(x: 40.35, y: 50.35), Point(x: 140.35, y: 50.35), Point(x: 140.35, y: 150.35),
        ])
        let m = Coverage.measure(l.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: join)))
        #expect(abs(m.area - expected) < 0.3, "\(join): \(m.area) vs \(expected)")
    }

    /// A 60° turn has a miter length 1/sin(30°) = 2 half widths: drawn under a limit of 2.5, beveled under 1.5.
    @Test("the miter limit: a miter of ratio 2 is drawn under limit 2.5 and beveled under 1.5")
    func miterLimit() {
        let a = Point(x: 60, y: 200)
        let b = Point(x: 160, y: 200)
        let c = Point(x: 160 - 100 * cos(Double.pi / 3), y: 200 - 100 * sin(Double.pi / 3))  // interior angle 60°
        let path = StrokeTests.polyline([a, b, c])
        let h = 5.0
        let mitered = Coverage.measure(path.strokedPath(StrokeStyle(lineWidth: 2 * h, miterLimit: 2.5))).area
        let beveled = Coverage.measure(path.strokedPath(StrokeStyle(lineWidth: 2 * h, miterLimit: 1.5))).area
        let bevelOnly = Coverage.measure(path.strokedPath(StrokeStyle(lineWidth: 2 * h, lineJoin: .bevel))).area
        // The miter quad p, o0, m, o1 (two right triangles of legs h and h·tan(φ/2)) minus the bevel triangle
        // p, o0, o1 (sides h, angle φ): h²·tan(φ/2) − h²·sin(φ)/2, φ the 120° turn.
        let turn = 2 * Double.pi / 3  // the direction change of 120°
        let extra = h * h * tan(turn / 2) - h * h * sin(turn) / 2
        #expect(abs(beveled - bevelOnly) < 0.01)
        #expect(abs(mitered - bevelOnly - extra) < 0.3, "miter adds \(mitered - bevelOnly) vs \(extra)")
    }

    @Test("dash [20, 10] with phase 0 on a 200 px line: 7 dashes of 20 × 6; phase 15 shifts them: 8 dashes, 780 px²")
    func dashes() {
        let line = StrokeTests.polyline([Point(x: 100, y: 100.35), Point(x: 300, y: 100.35)])
        func runs(_ alpha: [UInt8], row: Int) -> Int {
            var count = 0
            var inside = false
            for x in 0..<400 {
                let on = alpha[row * 400 + x] > 127
                if on && !inside { count += 1 }
                inside = on
            }
            return count
        }
        let plain = Coverage.measure(line.strokedPath(StrokeStyle(lineWidth: 6, dash: [20, 10])))
        #expect(runs(plain.alpha, row: 100) == 7)
        #expect(abs(plain.area - 7 * 20 * 6) < 0.3, "area \(plain.area)")
        // Phase 15: the line starts 15 into the pattern: on [0, 5], [15, 35], … [165, 185], [195, 200].
        let shifted = Coverage.measure(line.strokedPath(StrokeStyle(lineWidth: 6, dash: [20, 10], dashPhase: 15)))
        #expect(runs(shifted.alpha, row: 100) == 8)
        #expect(abs(shifted.area - (5 + 6 * 20 + 5) * 6) < 0.3, "area \(shifted.area)")
    }

    @Test("round-capped zero-length dashes are dots: dash [0, 20] on a 110 px line gives 6 discs of radius 4")
    func dots() {
        let line = StrokeTests.polyline([Point(x: 100.5, y: 100.5), Point(x: 210.5, y: 100.5)])
        let m = Coverage.measure(line.strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round, dash: [0, 20])))
        #expect(abs(m.area - 6 * Double.pi * 16) < 0.8, "area \(m.area)")
    }

    @Test("overlapping parts of one stroke count once: a polyline crossing itself covers the union of its legs")
    func selfOverlap() {
        // A square traced twice, stroked: the same pixels as traced once.
        let square = [Point(x: 50, y: 50), Point(x: 150, y: 50), Point(x: 150, y: 150), Point(x: 50, y: 150)]
        // Edges on pixel boundaries: every pixel the two passes share is fully covered, where non-zero counts once.
        let once = Coverage.measure(StrokeTests.polyline(square, closed: true).strokedPath(StrokeStyle(lineWidth: 8)))
        var twice = StrokeTests.polyline(square, closed: true)
        twice.addPath(StrokeTests.polyline(square, closed: true))
        let doubled = Coverage.measure(twice.strokedPath(StrokeStyle(lineWidth: 8)))
        #expect(once.alpha == doubled.alpha)
        // A closed square's stroke is the 108 × 108 square minus the 92 × 92 hole.
        #expect(abs(once.area - (108 * 108 - 92 * 92)) < 0.3, "area \(once.area)")
    }

    @Test("even-odd: a pentagram's centre is empty, non-zero fills it; the points are covered by both")
    func evenOdd() {
        var star = Path()
        let c = Point(x: 200, y: 150)
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let p = Point(x: c.x + 100 * cos(a), y: c.y + 100 * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        let nonZero = Coverage.measure(star)
        let evenOdd = Coverage.measure(star, evenOdd: true)
        #expect(nonZero.alpha[150 * 400 + 200] == 255)
        #expect(evenOdd.alpha[150 * 400 + 200] == 0)
        #expect(evenOdd.alpha[80 * 400 + 200] == 255)  // inside the top point
        // The inner pentagon of a regular pentagram with outer radius 100 has area (5/2)·ρ²·sin(72°), ρ its radius.
        let rho = 100 * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
        let pentagon = 2.5 * rho * rho * sin(2 * Double.pi / 5)
        #expect(abs(nonZero.area - evenOdd.area - pentagon) < 1, "\(nonZero.area - evenOdd.area) vs \(pentagon)")
    }
}
