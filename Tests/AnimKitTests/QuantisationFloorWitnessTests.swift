// QuantisationFloorWitnessTests.swift: a marker too small for the 0.05 % shape tolerance is checked against the
// shape error its 8-bit edge pixels cannot rule out (½ level each): a 9-px disc reads 0.078 % and passes under its
// 0.135 % floor; a 40-px disc's floor is below the default, which still governs it.

import AnimKit
import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct QuantisationFloorWitnessTests {
    @Test(
        "9-px disc: shape error above 0.05 % but under its 8-bit floor (0.135 %, computed independently); 40 px: 0.032 %"
    )
    func smallDisc() throws {
        let (r, j) = try WitnessSceneCheck.run(
            """
            ZStack {
                Circle().fill(orange).frame(width: 9, height: 9).position(x: 50, y: 50)
                Circle().fill(teal).frame(width: 40, height: 40).position(x: 200, y: 100)
            }
            """)
        #expect(r.status == .ok, "\(r.stdout)")
        #expect(r.stdout.contains("1 marker frame too small for the shape tolerance"), "\(r.stdout)")
        try #require(j.measured.count == 2)
        let small = j.measured[0]
        let error = try #require(small["shapeError"] as? Double)
        let floor = try #require(small["shapeFloor"] as? Double)
        // Supersampled (64 × 64 a pixel) exact coverage of a 4.5-px-radius disc centred on (50.5, 50.5): 0.1352 %.
        #expect(abs(floor - 0.001352) < 0.00002, "floor \(floor)")
        #expect(error > 0.0005 && error < floor, "shape error \(error)")
        let large = try #require(j.measured[1]["shapeFloor"] as? Double)
        #expect(abs(large - 0.000323) < 0.00001, "40-px floor \(large)")
        #expect(try #require(j.measured[1]["shapeError"] as? Double) < 0.0005)
    }
}
