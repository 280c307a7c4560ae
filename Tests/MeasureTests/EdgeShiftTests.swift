// EdgeShiftTests.swift: the edge-aware tolerance forgives anti-aliasing differences along edges and catches moves
// (issue #20): frames drawn with two coverage rules pass `edge:0,0`; a rectangle moved by 0.5 px or 1 px (across or
// down), a thin bar moved by 0.5 px and a 2 px move all fail it, as does a colour change off the edges.

import Measure
import Testing

/// Opaque RGBA frames of anti-aliased rectangles on a dark ground, drawn with a chosen coverage rule.
struct RectangleFrame {
    /// A rectangle in pixels, with its colour.
    struct Box {
        var x0, y0, x1, y1: Double
        var colour: (Double, Double, Double)
    }

    /// How a pixel's coverage is found: the exact area, or the fraction of n×n sample points inside.
    enum Coverage {
        case exact
        case supersampled(Int)
    }

    static let boxes = [
        Box(x0: 10.3, y0: 8.6, x1: 41.7, y1: 30.2, colour: (250, 140, 31)),
        Box(x0: 50.5, y0: 12.25, x1: 53.5, y1: 44.75, colour: (26, 204, 191)),  // a 3 px bar
        Box(x0: 22.8, y0: 36.4, x1: 47.1, y1: 55.9, colour: (140, 107, 242)),
    ]

    static let (width, height) = (64, 64)

    /// The frame with every box moved by (dx, dy) pixels, or only the box at `only`.
    static func pixels(dx: Double = 0, dy: Double = 0, only: Int? = nil, coverage: Coverage = .exact) -> [UInt8] {
        var px = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var c = (14.0, 16.0, 24.0)
                for (k, b) in boxes.enumerated() {
                    let (mx, my) = only == nil || only == k ? (dx, dy) : (0, 0)
                    let a = cover(x, y, b.x0 + mx, b.y0 + my, b.x1 + mx, b.y1 + my, coverage)
                    c = (c.0 + a * (b.colour.0 - c.0), c.1 + a * (b.colour.1 - c.1), c.2 + a * (b.colour.2 - c.2))
                }
                let o = (y * width + x) * 4
                (px[o], px[o + 1], px[o + 2]) = (UInt8(c.0.rounded()), UInt8(c.1.rounded()), UInt8(c.2.rounded()))
            }
        }
        return px
    }

    private static func cover(
        _ x: Int, _ y: Int, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ rule: Coverage
    ) -> Double {
        switch rule {
        case .exact:
            let cx = max(0, min(Double(x + 1), x1) - max(Double(x), x0))
            let cy = max(0, min(Double(y + 1), y1) - max(Double(y), y0))
            return cx * cy
        case .supersampled(let n):
            var inside = 0
            for j in 0..<n {
                for i in 0..<n {
                    let sx = Double(x) + (Double(i) + 0.5) / Double(n)
                    let sy = Double(y) + (Double(j) + 0.5) / Double(n)
                    if sx >= x0 && sx < x1 && sy >= y0 && sy < y1 { inside += 1 }
                }
            }
            return Double(inside) / Double(n * n)
        }
    }

    static func metrics(_ reference: [UInt8], _ actual: [UInt8]) -> FrameMetrics {
        withRGBAView(reference, width: width, height: height) { r in
            withRGBAView(actual, width: width, height: height) { FrameMetrics(actual: $0, reference: r) }
        }
    }
}

@Suite
struct EdgeShiftTests {
    static let edge = Tolerance.edgeAware(maxDifference: 0, maxPixels: 0, edgeThreshold: 24)

    @Test(
        "anti-aliasing only: exact-area coverage against n×n supersampling passes edge:0,0",
        arguments: [2, 4, 16])
    func antiAliasing(samples: Int) {
        let m = RectangleFrame.metrics(
            RectangleFrame.pixels(), RectangleFrame.pixels(coverage: .supersampled(samples)))
        #expect(m.pixels.differingPixels > 0, "the coverage rules must differ somewhere")
        #expect(m.pixels.differingPixelsOffEdges == 0)
        #expect(m.edgeShift < 0.3, "edge shift \(m.edgeShift)")  // measured: 0.26 (2×2), 0.13 (4×4), 0.036 (16×16)
        #expect(Self.edge.accepts(m))
    }

    @Test(
        "moves of 0.5 px and more fail edge:0,0 though every changed pixel lies on an edge",
        arguments: [
            (0.5, 0.0, nil), (0.0, 0.5, nil), (1.0, 0.0, nil), (0.0, -1.0, nil), (0.5, 0.5, nil), (-0.5, 0.0, 1),
            (2.0, 0.0, nil), (0.5, 0.0, 0),
        ] as [(Double, Double, Int?)])
    func moves(dx: Double, dy: Double, only: Int?) {
        let m = RectangleFrame.metrics(RectangleFrame.pixels(), RectangleFrame.pixels(dx: dx, dy: dy, only: only))
        #expect(m.pixels.differingPixels > 0)
        #expect(m.pixels.differingPixelsOffEdges == 0, "a move this small changes only edge pixels")
        #expect(m.edgeShift >= 0.5 * max(abs(dx), abs(dy)), "edge shift \(m.edgeShift)")
        #expect(m.edgeShift >= EdgeShift.limit)
        #expect(!Self.edge.accepts(m))
        // The anti-aliasing tier before this fix: off-edge counts alone let the move through.
        #expect(m.pixels.differingPixelsOffEdges == 0 && m.pixels.maxDifferenceOffEdges == 0)
    }

    @Test("a move read by the estimate grows with the move; identical frames read 0")
    func monotone() {
        let base = RectangleFrame.pixels()
        let shifts = [0.25, 0.5, 1.0].map { RectangleFrame.metrics(base, RectangleFrame.pixels(dx: $0)).edgeShift }
        #expect(shifts[0] < shifts[1] && shifts[1] < shifts[2], "\(shifts)")
        #expect(RectangleFrame.metrics(base, base).edgeShift == 0)
    }

    @Test("a colour change off the edges fails edge:0,0 and reads no edge shift")
    func recolour() {
        var recoloured = RectangleFrame.pixels()
        // Box 0's inside (rows 12…26, columns 14…38) turns 5 levels redder.
        for y in 12...26 { for x in 14...38 { recoloured[(y * RectangleFrame.width + x) * 4] -= 5 } }
        let m = RectangleFrame.metrics(RectangleFrame.pixels(), recoloured)
        #expect(m.pixels.differingPixelsOffEdges == 15 * 25)
        #expect(m.edgeShift == 0)
        #expect(!Self.edge.accepts(m))
        #expect(Tolerance.edgeAware(maxDifference: 5, maxPixels: 375, edgeThreshold: 24).accepts(m))
    }
}
