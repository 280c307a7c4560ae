// SpringSettleWitnessTests.swift: the answer key animates each modifier's animatableData as one vector in SwiftUI's
// units (a scale's (x, y), an angle in radians), so a fluid spring finishes on the same frame as in the renderer:
// animated number by number, the scale below snapped to its target at frame 22 while the frame still showed the
// spring 0.26 px away.

import AnimKit
import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct SpringSettleWitnessTests {
    @Test("a spring on scale about a corner, and a spring rotation under a later ease: every frame ≤ 0.01 px, ≤ 0.05 %")
    func springSettles() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try writeScene(
            """
            scene(width: 400, height: 260, fps: 30, duration: 0.8, background: Color(red: 14/255, green: 16/255, blue: 24/255))
            @State var grown = false
            @State var turned = false
            at(0.2) { withAnimation(.spring(duration: 0.5, bounce: 0.2)) { grown = true } }
            at(0.4) { withAnimation(.easeInOut(duration: 0.6)) { turned = true } }
            ZStack {
                Rectangle().fill(Color(red: 250/255, green: 140/255, blue: 31/255)).frame(width: 80, height: 50)
                    .scaleEffect(grown ? 1.8 : 1, anchor: .topLeading).position(x: 120, y: 100)
                Rectangle().fill(Color(red: 26/255, green: 204/255, blue: 191/255)).frame(width: 80, height: 50)
                    .rotationEffect(.degrees(grown ? 100 : 0)).scaleEffect(turned ? 1.5 : 1).position(x: 300, y: 130)
            }

            """, named: "spring.scene", in: dir)
        let json = dir.appendingPathComponent("s.json")
        let r = check(scene.path, json: json)
        #expect(r.status == .ok, "\(r.stdout)")
        let report = try WitnessJSON(json)
        #expect(report.measured.count == 2 * 24, "every marker on every frame: \(r.stdout)")
        #expect(try #require(report.worst["centreErrorSnapped"]) <= 0.01)
        #expect(try #require(report.worst["shapeError"]) <= 0.0005)
        // Frame 22 (0.533 s into the 0.5 s spring): still 0.2 px short of the target at x = 80 + 1.8 · 40 = 152, in both.
        let frame = try #require(report.frames.first { ($0["frame"] as? Int) == 22 })
        let orange = try #require((frame["markers"] as? [[String: Any]])?.first)
        let x = try #require((orange["predictedSnapped"] as? [String: Double])?["x"])
        #expect(x > 152.1, "predicted x \(x): the spring has not finished")
    }
}
