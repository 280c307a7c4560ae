// AttributedStringTests.swift: `AttributedString` as pasted SwiftUI writes it (issue #14): attributes of the whole
// string and of a range, concatenation, `Text(attributed)`, interpolation into a Text literal, Markdown, and
// `characters.count` (Apple: AttributedString; Text.init(_:) of an AttributedString: each run keeps its attributes).
// Expected values: run strings and colours follow from the attributes written; the runs are one Text (Layout's
// TextJoinView), laid out as the same characters written as one Text; with a background colour on a run they stand
// side by side (the first run's width is the x of the second).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct AttributedStringTests {
    /// `statements` as the body of a View's computed AttributedString, drawn by `Text(s)` + `modifiers`, as a SwiftUI
    /// file writes it.
    static func scene(_ statements: String, _ modifiers: String = "") -> String {
        """
        struct V: View {
            var s: AttributedString {
        \(statements)
                return s
            }
            var body: some View { Text(s)\(modifiers) }
        }
        V()
        """
    }

    /// The string with no-break spaces (kept at a run's edges) read as spaces.
    static func spaced(_ s: String) -> String { s.replacingOccurrences(of: "\u{00A0}", with: " ") }

    /// The runs of a string drawn as one Text (TextJoinView): each coloured run's characters and colour, in order.
    static func coloredRuns(_ leaves: [PlacedLeaf]) -> [(string: String, color: Color)] {
        leaves.flatMap { leaf -> [(string: String, color: Color)] in
            guard case .text(let t) = leaf.content else { return [] }
            let bytes = Array(t.layout.string.utf8)
            return t.runs.map { (String(decoding: bytes[$0.utf8], as: UTF8.self), $0.color) }
        }
    }

    static func texts(_ leaves: [PlacedLeaf]) -> [(string: String, frame: Rect, color: Color)] {
        leaves.compactMap { leaf in
            if case .text(let t) = leaf.content { (t.layout.string, leaf.frame, leaf.color) } else { nil }
        }
    }

    @Test("whole-string colour, then a range recoloured: one Text of two runs, red then blue")
    func rangeAttribute() throws {
        let leaves = try sceneLeaves(
            AttributedStringTests.scene(
                """
                var s = AttributedString("Hello World")
                s.foregroundColor = .red
                if let r = s.range(of: "World") {
                    s[r].foregroundColor = .blue
                }
                """), width: 300, height: 100)
        let texts = AttributedStringTests.texts(leaves)
        try #require(texts.count == 1)
        #expect(texts[0].string == "Hello World")
        let runs = AttributedStringTests.coloredRuns(leaves)
        #expect(runs.map(\.string) == ["Hello ", "World"])
        #expect(runs.map(\.color) == [Color.named["red"], Color.named["blue"]])
        // One Text, as wide as "Hello World" set alone, centred in the 300 pt canvas.
        let alone = AttributedStringTests.texts(try sceneLeaves(#"Text("Hello World")"#, width: 300, height: 100))
        #expect(texts[0].frame == alone[0].frame)
        #expect(abs(texts[0].frame.midX - 150) <= 0.5)
    }

    @Test("the pixels: a red run left of a blue run")
    func pixels() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 60, background: .white)
            \(AttributedStringTests.scene(
                """
                var a = AttributedString("MMM")
                a.foregroundColor = .red
                var b = AttributedString("MMM")
                b.foregroundColor = .blue
                let s = a + b
                """, ".font(.system(size: 30))"))
            """)
        // Ink of each colour: red pixels (r high, b low) all lie left of every blue pixel.
        var redMaxX = -1
        var blueMinX = Int.max
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let p = fb[x, y]
                if p.r > 200 && p.b < 80 && p.g < 80 { redMaxX = max(redMaxX, x) }
                if p.b > 200 && p.r < 80 { blueMinX = min(blueMinX, x) }
            }
        }
        #expect(redMaxX > 0 && blueMinX < Int.max)
        #expect(redMaxX < blueMinX)
        // Both halves straddle the centre x = 100.
        #expect(redMaxX < 101 && blueMinX > 99)
    }

    @Test("a string appended later keeps its own attributes; font and background per run; += appends")
    func concatenation() throws {
        let leaves = try sceneLeaves(
            AttributedStringTests.scene(
                """
                var s = AttributedString("Big")
                s.font = .system(size: 40)
                var t = AttributedString("small")
                t.backgroundColor = .yellow
                s += t
                """), width: 300, height: 100)
        let runs = AttributedStringTests.texts(leaves)
        #expect(runs.map(\.string) == ["Big", "small"])
        #expect(runs[0].frame.height > runs[1].frame.height * 1.8)
        // A yellow rectangle behind "small": a colour leaf of exactly its frame.
        let yellow = leaves.filter { if case .color = $0.content { $0.color == Color.named["yellow"] } else { false } }
        #expect(yellow.count == 1)
        #expect(yellow.first?.frame == runs[1].frame)
    }

    @Test("underline and strikethrough styles draw their lines; kern widens the run")
    func decorations() throws {
        let plain = try sceneLeaves("Text(AttributedString(\"Wide\"))", width: 300, height: 100)
        let kerned = try sceneLeaves(
            AttributedStringTests.scene(
                """
                var s = AttributedString("Wide")
                s.kern = 5
                s.underlineStyle = .init(pattern: .dashDot, color: .red)
                """), width: 300, height: 100)
        let a = AttributedStringTests.texts(plain)[0].frame.width
        let b = AttributedStringTests.texts(kerned)[0].frame.width
        // Kerning adds 5 pt after each of the 4 characters (SwiftUI's kerning trails the last one too).
        #expect(abs(b - a - 20) < 5.01 && b - a >= 15 - 1e-9)
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 60, background: .white)
            \(AttributedStringTests.scene(
                """
                var s = AttributedString("Wide")
                s.underlineStyle = .init(pattern: .solid, color: .red)
                """))
            """)
        var redRows = Set<Int>()
        for y in 0..<fb.height { for x in 0..<fb.width where fb[x, y].r > 200 && fb[x, y].g < 80 { redRows.insert(y) } }
        // A red underline of 1 pt: one or two rows of red pixels, below the text's centre.
        #expect(!redRows.isEmpty && redRows.count <= 2)
        #expect((redRows.min() ?? 0) > 30)
    }

    @Test("interpolated into a Text literal, Markdown, and characters.count")
    func interpolationAndMarkdown() throws {
        let leaves = try sceneLeaves(
            """
            struct V: View {
                var name: AttributedString {
                    var name = AttributedString("Ann")
                    name.foregroundColor = .green
                    return name
                }
                var body: some View { Text("Hi \\(name)! \\(name.characters.count)") }
            }
            V()
            """, width: 300, height: 100)
        #expect(AttributedStringTests.texts(leaves).map(\.string) == ["Hi Ann! 3"])
        let runs = AttributedStringTests.coloredRuns(leaves)
        #expect(runs.map(\.string) == ["Ann"] && runs.map(\.color) == [Color.named["green"]])
        // Markdown's runs are one Text set as a string literal's Markdown is: the same frame as `Text("**Bold** text")`.
        let markdown = try sceneLeaves(
            "Text(try! AttributedString(markdown: \"**Bold** text\"))", width: 300, height: 100)
        let bold = AttributedStringTests.texts(markdown)
        #expect(bold.map(\.string) == ["Bold text"])
        let literal = try sceneLeaves("Text(\"**Bold** text\")", width: 300, height: 100)
        #expect(bold.first?.frame == AttributedStringTests.texts(literal).first?.frame)
    }

    @Test("AttributeContainer: init(_:attributes:) and mergeAttributes; a link run in the accent colour")
    func container() throws {
        let leaves = try sceneLeaves(
            AttributedStringTests.scene(
                """
                var container = AttributeContainer()
                container.foregroundColor = .orange
                var s = AttributedString("Tap ", attributes: container)
                var more = AttributedString("here")
                more.link = URL(string: "https://apple.com")
                s += more
                var bold = AttributeContainer()
                bold.font = .system(size: 30)
                s.mergeAttributes(bold)
                """), width: 300, height: 100)
        let texts = AttributedStringTests.texts(leaves)
        #expect(texts.map(\.string) == ["Tap here"])
        let runs = AttributedStringTests.coloredRuns(leaves)
        #expect(runs.map(\.string) == ["Tap ", "here"])
        #expect(runs.map(\.color) == [Color.named["orange"], Color.named["blue"]])
        // Merged into both runs: the 30-pt font's line, taller than the body's 22.
        #expect(texts.allSatisfy { $0.frame.height > 30 })
    }
}
