// PixelRoundedFrameWitnessTests.swift: the answer key models SwiftUI's rounding of a view's frame to the pixel grid
// (each edge nearest, ties up): an odd-sized frame placed by `.position` at whole points is drawn half a pixel right
// and down, and a quarter-point position snaps to the nearer pixel; both predicted and measured there.

import AnimKit
import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct PixelRoundedFrameWitnessTests {
    /// Each marker's predicted (snapped) and measured centres, in drawing order.
    func centres(_ j: WitnessJSON) throws -> [(Double, Double, Double, Double)] {
        try j.measured.map { m in
            let p = try #require(m["predictedSnapped"] as? [String: Double])
            let q = try #require(m["measured"] as? [String: Double])
            return (p["x"]!, p["y"]!, q["x"]!, q["y"]!)
        }
    }

    @Test(
        "odd frames by .position: 61×41 at (200, 100) → (200.5, 100.5); 11×7 ellipse at (60, 50) → (60.5, 50.5); 30×21 at (320.25, 150.5) → (320, 150.5)"
    )
    func positionOfOddFrames() throws {
        let (r, j) = try WitnessSceneCheck.run(
            """
            ZStack {
                Rectangle().fill(orange).frame(width: 61, height: 41).position(x: 200, y: 100)
                Ellipse().fill(teal).frame(width: 11, height: 7).position(x: 60, y: 50)
                Rectangle().fill(Color(red: 200/255, green: 40/255, blue: 90/255)).frame(width: 30, height: 21)
                    .position(x: 320.25, y: 150.5)
            }
            """)
        let c = try centres(j)
        #expect(c.count == 3, "\(r.stdout)")
        // Edges: 169.5 → 170 and 230.5 → 231 (ties up); 54.5 → 55, 65.5 → 66; 305.25 → 305, 335.25 → 335.
        let expected = [(200.5, 100.5), (60.5, 50.5), (320.0, 150.5)]
        for (k, (x, y)) in expected.enumerated() where k < c.count {
            #expect(c[k].0 == x && c[k].1 == y, "predicted (\(c[k].0), \(c[k].1))")
            #expect(abs(c[k].2 - x) < 0.01 && abs(c[k].3 - y) < 0.01, "measured (\(c[k].2), \(c[k].3))")
        }
        #expect(r.status == .ok, "\(r.stdout)")
    }

    @Test("an odd frame rotated about its top-leading corner by .position: the anchor is the rounded corner")
    func rotatedOddFrame() throws {
        let (r, j) = try WitnessSceneCheck.run(
            """
            Rectangle().fill(orange).frame(width: 61, height: 41)
                .rotationEffect(.degrees(30), anchor: .topLeading).position(x: 400, y: 225)
            """)
        let c = try centres(j)
        try #require(c.count == 1, "\(r.stdout)")
        // The frame's corner 369.5, 204.5 rounds to (370, 205); the centre turns 30° about it.
        let (cx, cy) = (
            370 + 30.5 * cos(Double.pi / 6) - 20.5 * sin(Double.pi / 6),
            205 + 30.5 * sin(Double.pi / 6) + 20.5 * cos(Double.pi / 6)
        )
        #expect(abs(c[0].0 - cx) < 1e-9 && abs(c[0].1 - cy) < 1e-9, "predicted (\(c[0].0), \(c[0].1))")
        #expect(abs(c[0].2 - cx) < 0.01 && abs(c[0].3 - cy) < 0.01, "measured (\(c[0].2), \(c[0].3))")
        #expect(r.status == .ok, "\(r.stdout)")
    }
}
