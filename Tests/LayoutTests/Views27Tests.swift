// Views27Tests.swift: `baselineOffset(_:)` on a Text, alone and as a run of a joined Text.
// Rule: Apple: Text.baselineOffset(_:) — "move the text in the view (in points) up or down relative to its baseline.
// The bounds of the view expand to contain the moved text" (Apple's own example: three Texts in an
// `HStack(alignment: .top)` with offsets -10, 0 and 10). The line's baseline stays where the unmoved text's would be,
// so in a first-baseline row a raised run's glyphs sit higher than its neighbour's. Expected values are the plain
// Text's own frame moved by the written offsets.

import Geometry
import Layout
import Scene
import Testing
import Text

@Suite struct Views27Tests {
    private func textFrames(_ body: String) throws -> [Rect] {
        try sceneLeaves(body, width: 400, height: 200).compactMap { leaf in
            if case .text = leaf.content { leaf.frame } else { nil }
        }
    }

    /// Apple's example: top-aligned, the lowered Text's glyphs start 10 pt below the plain one's, the raised one's at
    /// the same top; each offset Text is 10 pt taller, so the row is as tall as the plain Text plus 10.
    @Test func offsetTextsInATopAlignedRow() throws {
        let frames = try textFrames(
            """
            HStack(alignment: .top) {
                Text("Hello").baselineOffset(-10).border(Color.red)
                Text("Hello")
                Text("Hello").baselineOffset(10)
            }
            """)
        try #require(frames.count == 3)
        let (lowered, plain, raised) = (frames[0], frames[1], frames[2])
        #expect(lowered.size == plain.size && raised.size == plain.size)
        #expect(abs(lowered.minY - (plain.minY + 10)) < 0.51)
        #expect(abs(raised.minY - plain.minY) < 0.51)
    }

    /// A joined Text with a raised run (`Text("x") + Text("2").baselineOffset(6)`) draws the run 6 pt above its
    /// neighbour, as a first-baseline row of the two does; without the offset the runs are one Text (TextJoinView)
    /// as wide as the two side by side.
    @Test func raisedRunOfAJoinedText() throws {
        let joined = try textFrames(#"(Text("x") + Text("2").baselineOffset(6)).font(.title)"#)
        let plain = try textFrames(#"(Text("x") + Text("2")).font(.title)"#)
        try #require(joined.count == 2 && plain.count == 1)
        #expect(abs(joined[1].minY - (joined[0].minY - 6)) < 0.51)
        #expect(abs(joined[1].minX - joined[0].maxX) < 0.01)
        #expect(abs((joined[1].maxX - joined[0].minX) - plain[0].width) < 0.51)
    }

    /// A Text's bounds grow by the offset's size: `.background` fills the grown box.
    @Test func offsetGrowsTheBounds() throws {
        let leaves = try sceneLeaves(
            #"VStack(spacing: 0) { Text("A").baselineOffset(-20).background(Color.red); Text("A").background(Color.blue) }"#,
            width: 400, height: 200)
        let fills = leaves.filter { if case .text = $0.content { false } else { true } }.map(\.frame)
        try #require(fills.count == 2)
        #expect(abs(fills[0].height - (fills[1].height + 20)) < 0.51)
    }
}
