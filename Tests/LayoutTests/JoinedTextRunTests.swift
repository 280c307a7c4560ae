// JoinedTextRunTests.swift: the runs of a joined Text (`Text(a) + Text(b)`) keep their trailing spaces, whether the
// run's string is a literal or computed at run time (a variable, an interpolation, `verbatim:`, under modifiers):
// inside the one Text the runs become (TextJoinView), and between runs that stay side by side.
// Rule: SwiftUI joins the runs into one Text (Apple: Text.+(_:_:) — developer.apple.com/documentation/swiftui/text/
// +(_:_:)), so a space at the end of one run is inside the joined text and separates it from the next; only the whole
// line's trailing spaces hang. The literal spelling is the reference: its spaces were kept already.

import Geometry
import Layout
import Scene
import Testing

@Suite struct JoinedTextRunTests {
    /// The x of each text run's frame, left to right.
    private func runXs(_ body: String) throws -> [Double] {
        try sceneLeaves(body, width: 400, height: 100).compactMap { leaf in
            if case .text = leaf.content { leaf.frame.minX } else { nil }
        }
    }

    /// Each text leaf's string and frame.
    private func texts(_ body: String) throws -> [(string: String, frame: Rect)] {
        try sceneLeaves(body, width: 400, height: 100).compactMap { leaf in
            if case .text(let t) = leaf.content { (t.layout.string, leaf.frame) } else { nil }
        }
    }

    /// Joined into one Text (TextJoinView), a computed run's spaces are inside the string: the leaf is the literal
    /// spelling's, and its frame that of one Text of the joined string.
    @Test(arguments: [
        #"Text("A") + Text(name) + Text("!")"#,
        #"Text("A") + Text("\(name)") + Text("!")"#,
        #"Text("A") + Text(verbatim: name) + Text("!")"#,
        #"Text("A") + Text(name).foregroundColor(.red) + Text("!")"#,
        #"(Text("A") + Text(name)) + Text("!")"#,
    ])
    func computedRunKeepsItsSpacesInTheJoinedText(_ joined: String) throws {
        let single = try texts(#"Text("A wo  !")"#)
        let computed = try texts("let name = \" wo  \"\n" + joined)
        try #require(single.count == 1 && computed.count == 1, "\(computed.map(\.string))")
        #expect(computed[0].string == "A wo  !")
        #expect(computed[0].frame == single[0].frame, "\(computed[0].frame) vs \(single[0].frame)")
    }

    /// Runs that stay side by side (a run of another size) keep a computed run's trailing spaces as the literal
    /// spelling does: the "!" run starts after their advance.
    @Test(arguments: [
        #"Text("A").font(.title) + Text(name) + Text("!")"#,
        #"Text("A").font(.title) + Text("\(name)") + Text("!")"#,
        #"Text("A").font(.title) + Text(verbatim: name) + Text("!")"#,
    ])
    func computedRunKeepsTrailingSpacesSideBySide(_ joined: String) throws {
        let literal = try runXs(#"Text("A").font(.title) + Text(" wo  ") + Text("!")"#)
        let computed = try runXs("let name = \" wo  \"\n" + joined)
        let tight = try runXs(#"Text("A").font(.title) + Text(" wo") + Text("!")"#)
        try #require(literal.count == 3 && computed.count == 3 && tight.count == 3)
        // After the two trailing spaces' advance (2.5 pt each at 17 pt).
        #expect(abs(computed[2] - literal[2]) < 0.01, "\(computed) vs \(literal)")
        #expect(computed[2] - tight[2] >= 4, "\(computed) vs \(tight) without the trailing spaces")
    }

    /// A Text alone still lets its trailing spaces hang: centred in the canvas, " wo  " sits where " wo" does.
    @Test func singleTextStillHangsItsTrailingSpaces() throws {
        let spaced = try runXs("let name = \" wo  \"\nText(name)")
        let tight = try runXs(#"Text(" wo")"#)
        try #require(spaced.count == 1 && tight.count == 1)
        #expect(abs(spaced[0] - tight[0]) < 0.01, "\(spaced) vs \(tight)")
    }
}
