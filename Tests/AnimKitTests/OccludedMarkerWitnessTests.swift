// OccludedMarkerWitnessTests.swift: a marker partly hidden by drawing the answer key does not predict (strokes,
// paths, a bordered ghost below) is measured on its unhidden pixels and compared with its prediction read over the
// same pixels (issue #18: "measured on their unoccluded pixels with the occlusion stated").

import AnimKit
import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct OccludedMarkerWitnessTests {
    func centreMiss(_ m: [String: Any], _ key: String) throws -> Double {
        let a = try #require(m["measured"] as? [String: Double])
        let p = try #require(m[key] as? [String: Double])
        return hypot(a["x"]! - p["x"]!, a["y"]! - p["y"]!)
    }

    @Test("anchor-figure: the green marker under the pivot's circle and arrow, over the bordered ghost, passes")
    func anchorFigure() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("a.json")
        let r = check("scenes/anchor-figure.scene", json: json)
        #expect(r.status == .ok, "\(r.stdout)")
        #expect(r.stdout.contains("partly hidden by other drawing"), "\(r.stdout)")
        let j = try WitnessJSON(json)
        try #require(j.measured.count == 1)
        let m = j.measured[0]
        #expect(try #require(m["occludedPixels"] as? Int) > 100)
        #expect(try #require(m["centreErrorSnapped"] as? Double) < 0.01)
        #expect(try #require(m["shapeError"] as? Double) < 0.0005)
        // The control: against the whole outline's prediction the unhidden pixels' centre is far off.
        #expect(try centreMiss(m, "predictedSnapped") > 0.5)
    }

    @Test("a rectangle crossed by a stroked path drawn over it: measured on the pixels the stroke leaves")
    func strokeOver() throws {
        let (r, j) = try WitnessSceneCheck.run(
            """
            ZStack {
                Rectangle().fill(orange).frame(width: 120, height: 60).rotationEffect(.degrees(20))
                Path { p in
                    p.move(to: CGPoint(x: 330, y: 180))
                    p.addLine(to: CGPoint(x: 430, y: 270))
                }
                .stroke(Color.white, lineWidth: 3)
            }
            """)
        #expect(r.status == .ok, "\(r.stdout)")
        try #require(j.measured.count == 1, "\(r.stdout)")
        let m = j.measured[0]
        let hidden = try #require(m["occludedPixels"] as? Int)
        let area = try #require((m["measured"] as? [String: Double])?["area"])
        #expect(hidden > 200, "hidden \(hidden) px")
        #expect(area < 7200 - 200, "area \(area)")
        #expect(try #require(m["centreErrorSnapped"] as? Double) < 0.01)
        #expect(try #require(m["shapeError"] as? Double) < 0.0005)
    }
}
