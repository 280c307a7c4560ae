// JoinedTextRunTests.swift: the runs of a joined Text (`Text(a) + Text(b)`) keep their trailing spaces, whether the
// run's string is a literal or computed at run time (a variable, an interpolation, `verbatim:`, under modifiers).
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

    @Test(arguments: [
        #"Text("A") + Text(name) + Text("!")"#,
        #"Text("A") + Text("\(name)") + Text("!")"#,
        #"Text("A") + Text(verbatim: name) + Text("!")"#,
        #"Text("A") + Text(name).foregroundColor(.red) + Text("!")"#,
        #"(Text("A") + Text(name)) + Text("!")"#,
    ])
    func computedRunKeepsTrailingSpaces(_ joined: String) throws {
        let literal = try runXs(#"Text("A") + Text(" wo  ") + Text("!")"#)
        let computed = try runXs("let name = \" wo  \"\n" + joined)
        let tight = try runXs(#"Text("A") + Text(" wo") + Text("!")"#)
        try #require(literal.count == 3 && computed.count == 3 && tight.count == 3)
        // The "!" run starts where the literal's does: after the two trailing spaces' advance (2.5 pt each at 17 pt).
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
