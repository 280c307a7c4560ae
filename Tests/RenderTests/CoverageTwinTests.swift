// CoverageTwinTests.swift: the fast exact-area rasteriser against its slow reference twin (ReferenceCoverage).
// Rule: raster.md §4.2 (shapes of the exact-area experiment: circles r = 60.3 and 4.7, rounded rect r = 18.5,
// capsule, rotated rect 17°, 10-point star); STYLE.md (fast kernels checked against a twin). Status: complete.
//
// Bound: the fast path stores round(255 · coverage); with flattening error ≤ 0.0014 and float accumulation error
// ~1e-6 (Raster/Flatten.swift, Raster/CoverageAccumulator.swift) every pixel must be within 1/255 of the twin's
// exact coverage: |alpha − 255 · reference| ≤ 1.

import Geometry
import Render
import Testing

struct CoverageTwinTests {
    /// A named shape on a 256 × 192 canvas.
    struct Shape: CustomTestStringConvertible, Sendable {
        let name: String
        let path: Path
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(name: "axis-aligned rect at fractional coordinates",
              path: Path(rect: Rect(x: 10.3, y: 20.7, width: 100.45, height: 50.2))),
        Shape(name: "rect rotated 17°",
              path: RenderTestSupport.rotatedRect(center: Point(x: 128.4, y: 96.3), size: Size(width: 120, height: 60), degrees: 17)),
        Shape(name: "rect rotated 30°",
              path: RenderTestSupport.rotatedRect(center: Point(x: 127.7, y: 95.2), size: Size(width: 120, height: 60), degrees: 30)),
        Shape(name: "circle r = 60.3",
              path: Path(ellipseIn: Rect(x: 128.2 - 60.3, y: 96.7 - 60.3, width: 120.6, height: 120.6))),
        Shape(name: "circle r = 4.7",
              path: Path(ellipseIn: Rect(x: 40.3 - 4.7, y: 30.6 - 4.7, width: 9.4, height: 9.4))),
        Shape(name: "continuous rounded rect r = 18.5",
              path: Path(roundedRect: Rect(x: 20.5, y: 30.25, width: 180.3, height: 110.6), cornerRadius: 18.5)),
        Shape(name: "circular rounded rect r = 18.5",
              path: Path(roundedRect: Rect(x: 21.2, y: 29.9, width: 180.3, height: 110.6), cornerRadius: 18.5,
                         style: .circular)),
        Shape(name: "capsule",
              path: Path(capsuleIn: Rect(x: 30.3, y: 60.6, width: 190.4, height: 50.1))),
        Shape(name: "concave 10-point star",
              path: RenderTestSupport.star(center: Point(x: 128.3, y: 96.6), points: 10, outer: 85.2, inner: 38.7)),
        Shape(name: "circle partly outside (left and bottom)",
              path: Path(ellipseIn: Rect(x: 10.4 - 80, y: 180.3 - 80, width: 160, height: 160))),
        Shape(name: "rotated rect partly outside (top and right)",
              path: RenderTestSupport.rotatedRect(center: Point(x: 240.6, y: 8.2), size: Size(width: 90, height: 50), degrees: 23)),
    ]

    @Test("fast coverage is within 1/255 of the exact-area twin", arguments: shapes)
    func matchesTwin(_ shape: Shape) {
        let (width, height) = (256, 192)
        let fast = RenderTestSupport.coverageBytes(of: shape.path, width: width, height: height)
        let reference = ReferenceCoverage(shape.path).coverage(width: width, height: height)
        var worst = 0.0, worstIndex = 0, edgePixels = 0
        for i in 0..<(width * height) {
            let difference = abs(Double(fast[i]) - 255 * reference[i])
            if difference > worst { (worst, worstIndex) = (difference, i) }
            if reference[i] > 0 && reference[i] < 1 { edgePixels += 1 }
        }
        #expect(edgePixels > 20, "the shape must have anti-aliased edges inside the canvas")
        #expect(
            worst <= 1.0,
            "pixel (\(worstIndex % width), \(worstIndex / width)): fast \(fast[worstIndex]), exact \(255 * reference[worstIndex])")
    }

    @Test("total coverage equals the twin's area within 0.01 %", arguments: shapes)
    func areaMatchesTwin(_ shape: Shape) {
        let (width, height) = (256, 192)
        let fast = RenderTestSupport.coverageBytes(of: shape.path, width: width, height: height)
        let reference = ReferenceCoverage(shape.path).coverage(width: width, height: height)
        let fastArea = fast.reduce(0.0) { $0 + Double($1) / 255 }
        let referenceArea = reference.reduce(0, +)
        #expect(abs(fastArea - referenceArea) <= 1e-4 * referenceArea + 0.05, "\(fastArea) vs \(referenceArea)")
    }
}
