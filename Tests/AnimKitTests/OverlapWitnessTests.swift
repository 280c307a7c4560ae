// OverlapWitnessTests.swift: issue #18's honest outcomes for markers that meet: a translucent ghost measured as its
// own marker with its opacity; an opaque marker over another measured exactly, the covered one reported; a
// translucent copy over its opaque original reported as invisible there.

import AnimKit
import Foundation
import TestSupport
import Testing

@Suite(.serialized)
struct OverlapWitnessTests {
    /// `check` of `body` (ZStack content): the run and its JSON.
    func run(_ body: String) throws -> (Captured, WitnessJSON) {
        try WitnessSceneCheck.run("ZStack {\n" + body + "\n}")
    }

    @Test("a ghost: the other order at opacity 0.3 is its own marker, both within 0.01 px and 0.05 %")
    func ghost() throws {
        let (r, j) = try run(
            """
                Rectangle().fill(orange.opacity(0.3)).frame(width: 120, height: 60)
                    .rotationEffect(.degrees(30)).offset(x: 160).position(x: 400, y: 225)
                Rectangle().fill(orange).frame(width: 120, height: 60)
                    .offset(x: 160).rotationEffect(.degrees(30)).position(x: 400, y: 225)
            """)
        #expect(r.status == .ok, "\(r.stdout)")
        #expect(j.measured.count == 2)
        #expect(r.stdout.contains("[opacity 0.3]"))
        #expect(try #require(j.worst["centreErrorSnapped"]) < 0.01)
    }

    @Test("an opaque marker over another is measured exactly; the covered one is reported, not mismeasured")
    func opaqueOverlap() throws {
        let (r, j) = try run(
            """
                Rectangle().fill(teal).frame(width: 120, height: 60)
                    .rotationEffect(.degrees(30)).offset(x: 130).position(x: 400, y: 250)
                Rectangle().fill(orange).frame(width: 120, height: 60)
                    .offset(x: 160).rotationEffect(.degrees(30)).position(x: 400, y: 225)
            """)
        #expect(r.status == .ok, "\(r.stdout)")
        #expect(j.measured.count == 1)
        #expect(r.stdout.contains("not measurable: partly covered by the shape drawn over it at 7:5"), "\(r.stdout)")
        #expect(try #require(j.worst["centreErrorSnapped"]) < 0.01)
        #expect(try #require(j.worst["shapeError"]) < 0.0005)
    }

    @Test("a translucent copy over its opaque original is not measurable there, and says why")
    func invisibleCopy() throws {
        let (r, _) = try run(
            """
                Rectangle().fill(orange).frame(width: 120, height: 60)
                    .offset(x: 160).rotationEffect(.degrees(30)).position(x: 400, y: 225)
                Rectangle().fill(orange.opacity(0.4)).frame(width: 120, height: 60)
                    .offset(x: 150).rotationEffect(.degrees(20)).position(x: 400, y: 225)
            """)
        #expect(r.stdout.contains("invisible where it covers the marker at 5:5"), "\(r.stdout)")
    }

    @Test("markers on two panels (rounded rectangles, dark and light) are read against their own panel: ≤ 0.05 %")
    func panels() throws {
        let (r, j) = try run(
            """
                RoundedRectangle(cornerRadius: 24).fill(Color(white: 0.3)).frame(width: 340, height: 260)
                    .position(x: 220, y: 225)
                RoundedRectangle(cornerRadius: 24).fill(Color(red: 0.9, green: 0.9, blue: 0.95))
                    .frame(width: 340, height: 260).position(x: 590, y: 225)
                Rectangle().fill(orange).frame(width: 120, height: 60)
                    .offset(x: 40).rotationEffect(.degrees(30)).position(x: 220, y: 225)
                Rectangle().fill(Color(red: 20/255, green: 60/255, blue: 140/255)).frame(width: 120, height: 60)
                    .rotationEffect(.degrees(-25)).offset(x: 20.5, y: 10).position(x: 590, y: 225)
            """)
        // Measured against the scene's background instead (before issue #18): 0.018 px and 1.77 %.
        #expect(r.status == .ok, "\(r.stdout)")
        #expect(j.measured.count == 2)
        #expect(try #require(j.worst["shapeError"]) <= 0.0005)
    }
}
