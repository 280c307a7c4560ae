// OutlineMatchTests.swift: the least-squares outline match that places a marker in lossy video, on synthetic
// coverage computed here independently (supersampled), with and without a codec-like local error on one edge.

import Geometry
import Testing

@testable import Measure

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct OutlineMatchTests {
    /// A 120 × 60 rectangle rotated by `degrees` about (cx, cy): corners in device pixels.
    func corners(_ cx: Double, _ cy: Double, degrees: Double) -> [Point] {
        let a = degrees * Double.pi / 180
        return [(-60.0, -30.0), (60, -30), (60, 30), (-60, 30)].map { (u, v) in
            Point(x: cx + u * cos(a) - v * sin(a), y: cy + u * sin(a) + v * cos(a))
        }
    }

    /// Coverage of every pixel of a 240 × 200 frame by the rotated rectangle, 16 × 16 point samples a pixel.
    func supersampled(_ cx: Double, _ cy: Double, degrees: Double) -> [[Double]] {
        let a = degrees * Double.pi / 180
        let n = 16
        return (0..<200).map { row in
            (0..<240).map { col in
                var inside = 0
                for j in 0..<n {
                    for i in 0..<n {
                        let (dx, dy) = (
                            Double(col) + (Double(i) + 0.5) / 16 - cx, Double(row) + (Double(j) + 0.5) / 16 - cy
                        )
                        let (u, v) = (dx * cos(a) + dy * sin(a), -dx * sin(a) + dy * cos(a))
                        if abs(u) <= 60 && abs(v) <= 30 { inside += 1 }
                    }
                }
                return Double(inside) / Double(n * n)
            }
        }
    }

    /// The pixels within 2 of a partly covered one: the edge band the measurement reads.
    func samples(_ c: [[Double]]) -> [OutlineMatch.Sample] {
        let edge = c.indices.flatMap { row in
            c[row].indices.filter { c[row][$0] > 0 && c[row][$0] < 1 }.map { (row, $0) }
        }
        var band = Set<Int>()
        for (row, col) in edge {
            for dy in -2...2 { for dx in -2...2 { band.insert((row + dy) * 1000 + col + dx) } }
        }
        return band.sorted().map {
            OutlineMatch.Sample(col: $0 % 1000, row: $0 / 1000, coverage: c[$0 / 1000][$0 % 1000])
        }
    }

    func centroid(_ c: [[Double]]) -> Point {
        var (w, x, y) = (0.0, 0.0, 0.0)
        for row in c.indices {
            for col in c[row].indices {
                w += c[row][col]
                x += c[row][col] * (Double(col) + 0.5)
                y += c[row][col] * (Double(row) + 0.5)
            }
        }
        return Point(x: x / w, y: y / w)
    }

    @Test("the match finds a rotated rectangle's centre from half a pixel away, to the supersampling's accuracy")
    func recoversCentre() throws {
        let (cx, cy) = (120.3, 100.7)
        let c = supersampled(cx, cy, degrees: 91.3)
        // The outline placed half a pixel off: only its position is fitted.
        let outline = ExactCoverage.polygon(corners(cx - 0.4, cy + 0.3, degrees: 91.3))
        let found = try #require(OutlineMatch.centre(of: outline, samples: samples(c), start: outline.centre))
        #expect(abs(found.x - cx) < 0.002 && abs(found.y - cy) < 0.002, "found (\(found.x), \(found.y))")
    }

    @Test("a local error on 35 px of a long edge (x264 crf 18's frame 4) moves the match far less than the centroid")
    func localEdgeError() throws {
        let (cx, cy) = (120.3, 100.7)
        var c = supersampled(cx, cy, degrees: 91.3)
        let clean = centroid(c)
        // The rectangle's left long edge (x ≈ 90) raised by a quarter of full coverage over rows 60…94, outside it.
        var touched = 0
        for row in 60..<95 {
            guard let col = (0..<120).first(where: { c[row][$0] > 0 }) else { continue }
            c[row][col - 1] += 0.25
            touched += 1
        }
        #expect(touched == 35)
        let moved = centroid(c)
        let centroidMiss = hypot(moved.x - clean.x, moved.y - clean.y)
        let outline = ExactCoverage.polygon(corners(cx, cy, degrees: 91.3))
        let found = try #require(OutlineMatch.centre(of: outline, samples: samples(c), start: moved))
        let matchMiss = hypot(found.x - cx, found.y - cy)
        // The centroid: 35 × 0.25 coverage at a lever arm of ~30 px over 7200 px² ≈ 0.037 px.
        #expect(centroidMiss > 0.03, "centroid moved \(centroidMiss) px")
        #expect(matchMiss < centroidMiss / 2, "match moved \(matchMiss) px, centroid \(centroidMiss) px")
    }
}
