// TextDecorationTests.swift: `underline` and `strikethrough` draw one line per text line at the font's post/OS2
// positions and thicknesses (TextDecorations.swift); the expected numbers come from the font's own metrics.

import Geometry
import Layout
import Scene
import Testing
import Text

@Suite struct TextDecorationTests {
    /// The font `.font(.system(size: 40))` resolves to, its metrics.
    static func metrics() throws -> FontMetrics {
        try #require(FontLibrary.shared.metrics(for: .system(size: 40, design: .default)))
    }

    @Test("underline: under the baseline by the post table's position, as thick as its thickness, under the glyphs")
    func underline() throws {
        let leaves = try sceneLeaves(
            "Text(\"Hello\").font(.system(size: 40)).underline()", width: 300, height: 100)
        #expect(leaves.count == 2)
        guard case .shape(.rectangle) = leaves[0].content, case .text(let text) = leaves[1].content else {
            Issue.record("expected the underline before the glyphs")
            return
        }
        let m = try TextDecorationTests.metrics()
        let line = try #require(text.layout.lines.first)
        let textFrame = leaves[1].frame
        let top = textFrame.minY + line.baseline + m.underlineOffset - m.underlineThickness / 2
        // Both frames are snapped to the 1 pt grid (each edge by up to half a point): within 1 pt of each other.
        #expect(abs(leaves[0].frame.minY - top) <= 1)
        #expect(abs(leaves[0].frame.maxY - (top + m.underlineThickness)) <= 1)
        #expect(abs(leaves[0].frame.width - line.width) <= 1)
        #expect(leaves[0].frame.minY > textFrame.minY + line.baseline - 0.5)
        #expect(leaves[0].color == .black)
        // The font has real metrics: a line between 1 and 4 pt thick at 40 pt, 2 to 8 pt below the baseline.
        #expect(m.underlineThickness > 1 && m.underlineThickness < 4)
        #expect(m.underlineOffset > 2 && m.underlineOffset < 8)
    }

    @Test("strikethrough(color:): over the glyphs, at the OS/2 strikeout position, in its own colour")
    func strikethrough() throws {
        let leaves = try sceneLeaves(
            "Text(\"Hello\").font(.system(size: 40)).strikethrough(color: .red)", width: 300, height: 100)
        #expect(leaves.count == 2)
        guard case .text(let text) = leaves[0].content, case .shape(.rectangle) = leaves[1].content else {
            Issue.record("expected the strikethrough after the glyphs")
            return
        }
        let m = try TextDecorationTests.metrics()
        let line = try #require(text.layout.lines.first)
        let top = leaves[0].frame.minY + line.baseline - m.strikeoutPosition
        #expect(abs(leaves[1].frame.minY - top) <= 1)
        #expect(leaves[1].color == Color.named["red"]!)
        // Above the baseline, below the x height's top.
        #expect(m.strikeoutPosition > 0 && m.strikeoutPosition < m.xHeight + 1)
    }

    @Test("one line per wrapped line; underline(false) draws none")
    func perLineAndOff() throws {
        let wrapped = try sceneLeaves(
            "Text(\"one two three four\").underline().frame(width: 60)", width: 200, height: 200)
        let lines = wrapped.filter { if case .shape = $0.content { true } else { false } }
        guard
            case .text(let text) = wrapped.first(where: { if case .text = $0.content { true } else { false } })?.content
        else {
            Issue.record("no text")
            return
        }
        #expect(text.layout.lines.count > 1)
        #expect(lines.count == text.layout.lines.count)
        let off = try sceneLeaves("Text(\"Hello\").underline(false)", width: 200, height: 100)
        #expect(off.count == 1)
    }
}
