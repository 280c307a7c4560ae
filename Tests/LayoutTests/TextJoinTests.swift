// TextJoinTests.swift: a joined Text (`Text(a) + Text(b).bold()`) is one Text: it wraps as one paragraph, each run in
// its own font and colour; runs one Text cannot hold (another size, a baseline offset) stay side by side.
// Rule: Apple: Text.+(_:_:) — developer.apple.com/documentation/swiftui/text/+(_:_:) ("Concatenates the text in two
// text views in a new text view"). The oracle is the same words written as one Text: a string literal's Markdown
// (`**bold**`, `*italic*`) sets runs in the same fonts, so both spellings must draw the same pixels.

import Geometry
import Layout
import Render
import Scene
import Testing

@Suite struct TextJoinTests {
    static func scene(_ body: String) -> String {
        "scene(width: 240, height: 200, background: .white)\n" + body
    }

    static func textLeaves(_ leaves: [PlacedLeaf]) -> [(string: String, frame: Rect, lines: Int)] {
        leaves.compactMap { leaf in
            if case .text(let t) = leaf.content { (t.layout.string, leaf.frame, t.layout.lines.count) } else { nil }
        }
    }

    static func bytes(_ fb: Framebuffer) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let p = fb[x, y]
                out += [p.r, p.g, p.b, p.a]
            }
        }
        return out
    }

    @Test(
        "a joined Text wraps as its Markdown spelling does: one text leaf, the same lines, the same pixels",
        arguments: [
            (
                #"Text("Joined runs: ") + Text("bold words").bold() + Text(" and ") + Text("italic ones").italic() + Text(" wrap as one paragraph here.")"#,
                #"Text("Joined runs: **bold words** and *italic ones* wrap as one paragraph here.")"#
            ),
            (
                #"(Text("One ") + Text("two three ")) + (Text("four").bold() + Text(" five six seven eight nine"))"#,
                #"Text("One two three **four** five six seven eight nine")"#
            ),
            (
                #"Text("Under a font: ") + Text("bold").bold() + Text(" tail of the sentence that wraps")"#,
                #"Text("Under a font: **bold** tail of the sentence that wraps")"#
            ),
        ])
    func wrapsAsMarkdown(_ joined: String, _ markdown: String) throws {
        let frame = ".frame(width: 150).font(.system(size: 15))"
        let (a, aLeaves) = try SceneRender.render(Self.scene("(" + joined + ")" + frame))
        let (b, bLeaves) = try SceneRender.render(Self.scene(markdown + frame))
        let (aTexts, bTexts) = (Self.textLeaves(aLeaves), Self.textLeaves(bLeaves))
        try #require(aTexts.count == 1 && bTexts.count == 1, "\(aTexts.map(\.string)) vs \(bTexts.map(\.string))")
        #expect(aTexts[0].string == bTexts[0].string)
        #expect(aTexts[0].lines >= 3, "wrapped into \(aTexts[0].lines) lines")
        #expect(aTexts[0].lines == bTexts[0].lines)
        #expect(aTexts[0].frame == bTexts[0].frame)
        #expect(Self.bytes(a) == Self.bytes(b), "the two spellings draw different pixels")
    }

    /// A run's colour: `Text("black ") + Text("red").foregroundColor(.red)` in one text leaf, the red run's pixels
    /// right of every black pixel.
    @Test func runColour() throws {
        let (fb, leaves) = try SceneRender.render(
            Self.scene(#"(Text("black ") + Text("red").foregroundColor(.red)).font(.system(size: 30))"#))
        try #require(Self.textLeaves(leaves).count == 1)
        var (blackMaxX, redMinX, redCount) = (-1, Int.max, 0)
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let p = fb[x, y]
                if p.r < 100 && p.g < 100 && p.b < 100 { blackMaxX = max(blackMaxX, x) }
                if p.r > 200 && p.g < 120 && p.b < 120 {
                    redMinX = min(redMinX, x)
                    redCount += 1
                }
            }
        }
        #expect(redCount > 50, "red pixels: \(redCount)")
        #expect(blackMaxX >= 0 && redMinX > blackMaxX, "black up to x \(blackMaxX), red from \(redMinX)")
    }

    /// Runs of two sizes (or with a baseline offset) are not one Text here: they stay side by side on the first
    /// baseline, two leaves, the second starting where the first ends.
    @Test(arguments: [
        #"Text("$").font(.caption) + Text("99").font(.largeTitle)"#,
        #"Text("x") + Text("2").baselineOffset(6)"#,
    ])
    func runsOneTextCannotHoldStaySideBySide(_ joined: String) throws {
        let texts = Self.textLeaves(try sceneLeaves(joined, width: 240, height: 100))
        try #require(texts.count == 2, "\(texts.map(\.string))")
        #expect(abs(texts[1].frame.minX - texts[0].frame.maxX) < 0.01)
    }

    /// The join of a narrow frame is as tall as the one-string Text: lines are broken inside runs, not between them.
    @Test func plainRunsLayOutAsTheirJoinedString() throws {
        let joined = try sceneLeaves(
            #"(Text("a bb ccc ") + Text("dddd eeeee ") + Text("ffffff")).frame(width: 60)"#, width: 240, height: 200)
        let single = try sceneLeaves(#"Text("a bb ccc dddd eeeee ffffff").frame(width: 60)"#, width: 240, height: 200)
        let (a, b) = (Self.textLeaves(joined), Self.textLeaves(single))
        try #require(a.count == 1 && b.count == 1)
        #expect(a[0].frame == b[0].frame && a[0].lines == b[0].lines && a[0].lines >= 3)
    }

    /// Shape leaves (decoration lines) and text leaves of `body`.
    static func parts(_ body: String) throws -> (texts: [Rect], lines: [Rect]) {
        let leaves = try sceneLeaves(body, width: 300, height: 200)
        var (texts, lines): ([Rect], [Rect]) = ([], [])
        for leaf in leaves {
            if case .text = leaf.content { texts.append(leaf.frame) } else { lines.append(leaf.frame) }
        }
        return (texts, lines)
    }

    /// `Text("Agree to ") + Text("Terms").underline() + Text(" now")`: one Text, one underline under "Terms" only —
    /// as wide as "Terms" set alone, starting one "Agree to " (its space included) after the Text's leading edge.
    @Test func underlinedRun() throws {
        let joined = try Self.parts(#"Text("Agree to ") + Text("Terms").underline() + Text(" now")"#)
        let word = try Self.parts(#"Text("Terms")"#)
        let before = try Self.parts(#"Text(verbatim: "Agree to\u{00A0}")"#)
        try #require(joined.texts.count == 1 && joined.lines.count == 1 && word.texts.count == 1)
        // Text frames are rounded up to whole pixels (1 pt here), the line's ends are not.
        #expect(abs(joined.lines[0].width - word.texts[0].width) <= 1, "\(joined.lines[0]) vs \(word.texts[0])")
        #expect(abs(joined.lines[0].minX - joined.texts[0].minX - before.texts[0].width) <= 1)
        // Under the baseline, inside the Text's box.
        #expect(joined.lines[0].minY > joined.texts[0].minY + joined.texts[0].height / 2)
        #expect(joined.lines[0].maxY <= joined.texts[0].maxY + 0.5)
    }

    /// A struck-through run that wraps is struck on each of its lines, one segment a line; "Keep " is not.
    @Test func struckRunOverSeveralLines() throws {
        let joined = try Self.parts(
            #"(Text("Keep ") + Text("these words struck through").strikethrough() + Text(" end")).frame(width: 120)"#)
        try #require(joined.texts.count == 1)
        #expect(joined.lines.count >= 2, "\(joined.lines)")
        #expect(Set(joined.lines.map(\.minY)).count == joined.lines.count)
        let keep = try Self.parts(#"Text("Keep")"#).texts[0].width
        let first = joined.lines.min { $0.minY < $1.minY }!
        #expect(first.minX - joined.texts[0].minX >= keep, "the first segment starts after \"Keep \"")
    }
}
