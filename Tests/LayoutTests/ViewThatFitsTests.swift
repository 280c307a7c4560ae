// ViewThatFitsTests.swift: the first child whose ideal size fits the proposal on the constrained axes, else the last
// (Apple: ViewThatFits).

import Geometry
import Layout
import Scene
import Testing

@Suite struct ViewThatFitsTests {
    static let choices = """
        ViewThatFits {
            Rectangle().fill(.red).frame(width: 300, height: 20)
            Rectangle().fill(.green).frame(width: 150, height: 20)
            Rectangle().fill(.blue).frame(width: 50, height: 20)
        }
        """

    @Test("in 200 pt the 300 pt child does not fit; the 150 pt one is chosen and drawn alone")
    func firstThatFits() throws {
        let leaves = try sceneLeaves(ViewThatFitsTests.choices + ".frame(width: 200)", width: 400, height: 100)
        #expect(leaves.map(\.color) == [Color.named["green"]!])
        #expect(leaves.map(\.frame) == [Rect(x: 125, y: 40, width: 150, height: 20)])
    }

    @Test("none fits: the last child")
    func lastWhenNoneFits() throws {
        let leaves = try sceneLeaves(ViewThatFitsTests.choices + ".frame(width: 40)", width: 400, height: 100)
        #expect(leaves.map(\.color) == [Color.named["blue"]!])
    }

    @Test("ViewThatFits(in: .vertical) ignores the width: the first child is chosen")
    func verticalOnly() throws {
        let source = ViewThatFitsTests.choices.replacingOccurrences(
            of: "ViewThatFits {", with: "ViewThatFits(in: .vertical) {")
        let leaves = try sceneLeaves(source + ".frame(width: 200)", width: 400, height: 100)
        #expect(leaves.map(\.color) == [Color.named["red"]!])
    }

    @Test("a Text that would wrap does not fit; the shorter label is chosen")
    func textLabels() throws {
        let leaves = try sceneLeaves(
            """
            ViewThatFits(in: .horizontal) {
                Text("A rather long label that needs room")
                Text("Short")
            }
            .frame(width: 80)
            """, width: 200, height: 100)
        guard case .text(let text) = leaves.first?.content else {
            Issue.record("no text leaf")
            return
        }
        #expect(text.layout.string == "Short")
    }
}
