// GradientBackdropWitnessTests.swift: a full-bleed gradient drawn first is the backdrop: each marker is read against
// the colour fitted around it (LocalBackground.swift), not the scene header's, and lands within the PNG tolerances.

import AnimKit
import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct GradientBackdropWitnessTests {
    static let gradient =
        "LinearGradient(colors: [Color(red: 20/255, green: 30/255, blue: 60/255), "
        + "Color(red: 120/255, green: 60/255, blue: 90/255)], startPoint: .leading, endPoint: .trailing)"

    @Test(
        "a rotated rectangle and an ellipse over a leading→trailing gradient (a view, or a Rectangle's fill): ≤ 0.01 px, ≤ 0.05 %",
        arguments: [gradient, "Rectangle().fill(\(gradient))"])
    func linearGradient(backdrop: String) throws {
        let (r, j) = try WitnessSceneCheck.run(
            """
            ZStack {
                \(backdrop)
                Rectangle().fill(orange).frame(width: 120, height: 60).offset(x: 160).rotationEffect(.degrees(30))
                Ellipse().fill(teal).frame(width: 80, height: 50).offset(x: -200, y: 40)
            }
            """)
        #expect(r.status == .ok, "\(r.stdout)")
        try #require(j.markers.count == 2, "the backdrop is not a marker: \(r.stdout)")
        try #require(j.measured.count == 2, "\(r.stdout)")
        // Centres by hand: (400, 225) + R(30°)·(160, 0) = (538.564, 305); (400 − 200, 225 + 40).
        for (m, (x, y)) in zip(j.measured, [(400 + 160 * 0.75.squareRoot(), 305.0), (200.0, 265.0)]) {
            let q = try #require(m["measured"] as? [String: Double])
            #expect(abs(q["x"]! - x) < 0.01 && abs(q["y"]! - y) < 0.01, "measured (\(q["x"]!), \(q["y"]!))")
            #expect(try #require(m["shapeError"] as? Double) < 0.0005)
            #expect(m["occludedPixels"] as? Int == 0)
        }
    }
}
