// CoverageTwinTests.swift: the fast exact-area rasteriser against its slow reference twin (ReferenceCoverage).
// Rule: FreeType src/smooth/ftgrays.c, exact-area coverage (shapes of the exact-area experiment: circles r = 60.3 and
// 4.7, rounded rect r = 18.5, capsule, rotated rect 17°, 10-point star); docs/ARCHITECTURE.md (fast kernels checked
// against a twin). Status: complete.
//
// Bound: the fast path stores round(255 · coverage); with flattening error ≤ 0.0014 and float accumulation error
// ~1e-6 (Raster/Flatten.swift, Raster/CoverageAccumulator.swift) every pixel must be within 1/255 of the twin's
// exact coverage: |alpha − 255 · reference| ≤ 1.

import Geometry
import Render
import TestSupport
import Testing

struct CoverageTwinTests {
    /// A named shape in the left 256 × 192 of a 1024 × 192 canvas (1024 px wide, so bands are 64 rows and every
    /// shape taller than that is cut by band boundaries: CoverageAccumulator+Bands.swift).
    struct Shape: CustomTestStringConvertible, Sendable {
        let name: String
        let path: Path
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(
            name: "axis-aligned rect at fractional coordinates",
            path: Path(rect: Rect(x: 10.3, y: 20.7, width: 100.45, height: 50.2))),
        Shape(
            name: "rect rotated 17°",
            path: RenderTestSupport.rotatedRect(
                center: Point(x: 128.4, y: 96.3), size: Size(width: 120, height: 60), degrees: 17)),
        Shape(
            name: "rect rotated 30°",
            path: RenderTestSupport.rotatedRect(
                center: Point(x: 127.7, y: 95.2), size: Size(width: 120, height: 60), degrees: 30)),
        Shape(
            name: "circle r = 60.3",
            path: Path(ellipseIn: Rect(x: 128.2 - 60.3, y: 96.7 - 60.3, width: 120.6, height: 120.6))),
        Shape(
            name: "circle r = 4.7",
            path: Path(ellipseIn: Rect(x: 40.3 - 4.7, y: 30.6 - 4.7, width: 9.4, height: 9.4))),
        Shape(
            name: "continuous rounded rect r = 18.5",
            path: Path(roundedRect: Rect(x: 20.5, y: 30.25, width: 180.3, height: 110.6), cornerRadius: 18.5)),
        Shape(
            name: "circular rounded rect r = 18.5",
            path: Path(
                roundedRect: Rect(x: 21.2, y: 29.9, width: 180.3, height: 110.6), cornerRadius: 18.5,
                style: .circular)),
        Shape(
            name: "capsule",
            path: Path(capsuleIn: Rect(x: 30.3, y: 60.6, width: 190.4, height: 50.1))),
        Shape(
            name: "concave 10-point star",
            path: RenderTestSupport.star(center: Point(x: 128.3, y: 96.6), points: 10, outer: 85.2, inner: 38.7)),
        Shape(
            name: "circle partly outside (left and bottom)",
            path: Path(ellipseIn: Rect(x: 10.4 - 80, y: 180.3 - 80, width: 160, height: 160))),
        Shape(
            name: "rotated rect partly outside (top and right)",
            path: RenderTestSupport.rotatedRect(
                center: Point(x: 1008.6, y: 8.2), size: Size(width: 90, height: 50), degrees: 23)),
    ]

    @Test("fast coverage is within 1/255 of the exact-area twin", arguments: shapes)
    func matchesTwin(_ shape: Shape) {
        let (width, height) = (1024, 192)
        let fast = RenderTestSupport.coverageBytes(of: shape.path, width: width, height: height)
        let reference = ReferenceCoverage(shape.path).coverage(width: width, height: height)
        var worst = 0.0
        var worstIndex = 0
        var edgePixels = 0
        for i in 0..<(width * height) {
            let difference = abs(Double(fast[i]) - 255 * reference[i])
            if difference > worst { (worst, worstIndex) = (difference, i) }
            if reference[i] > 0 && reference[i] < 1 { edgePixels += 1 }
        }
        #expect(edgePixels > 20, "the shape must have anti-aliased edges inside the canvas")
        let (x, y) = (worstIndex % width, worstIndex / width)
        #expect(worst <= 1.0, "pixel (\(x), \(y)): fast \(fast[worstIndex]), exact \(255 * reference[worstIndex])")
    }

    @Test("total coverage equals the twin's area within 0.01 %", arguments: shapes)
    func areaMatchesTwin(_ shape: Shape) {
        let (width, height) = (1024, 192)
        let fast = RenderTestSupport.coverageBytes(of: shape.path, width: width, height: height)
        let reference = ReferenceCoverage(shape.path).coverage(width: width, height: height)
        let fastArea = fast.reduce(0.0) { $0 + Double($1) / 255 }
        let referenceArea = reference.reduce(0, +)
        #expect(abs(fastArea - referenceArea) <= 1e-4 * referenceArea + 0.05, "\(fastArea) vs \(referenceArea)")
    }

    @Test("random rotated rectangles and ellipses on an odd-sized canvas, many crossing its edges, match the twin")
    func randomShapesMatchTwin() {
        // Odd sizes put 4-cell groups across the right edge (the sweep's one-cell-at-a-time path). SplitMix64 seed 7.
        let (width, height) = (97, 61)
        var rng = SplitMix64(seed: 7)
        var failures: [String] = []
        for n in 0..<150 {
            let center = Point(x: rng.unit() * 130 - 16, y: rng.unit() * 90 - 14)
            let size = Size(width: 0.3 + rng.unit() * 60, height: 0.3 + rng.unit() * 40)
            let path =
                n % 3 == 2
                ? Path(
                    ellipseIn: Rect(
                        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
                        height: size.height))
                : RenderTestSupport.rotatedRect(center: center, size: size, degrees: rng.unit() * 360)
            let fast = RenderTestSupport.coverageBytes(of: path, width: width, height: height)
            let reference = ReferenceCoverage(path).coverage(width: width, height: height)
            for i in 0..<(width * height) where abs(Double(fast[i]) - 255 * reference[i]) > 1 {
                failures.append("shape \(n) pixel (\(i % width), \(i / width)): \(fast[i]) vs \(255 * reference[i])")
                break
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
