// Views25bTests.swift: `lineLimit(_:reservesSpace:)` (a Text as tall as N lines even with fewer) and
// `Text.LineStyle.Pattern` on `strikethrough`/`underline` (the line cut into dashes).
// Rule: Apple: View.lineLimit(_:reservesSpace:) (iOS 16), View.strikethrough(_:pattern:color:) and
// underline(_:pattern:color:) with Text.LineStyle.Pattern. Expected values come from the font: one line's height is
// a plain one-line Text's, the dash lengths are the font's strikeout thickness times the pattern's units
// (TextDecorations.swift).

import Geometry
import Layout
import Scene
import Testing
import Text

@Suite struct Views25bTests {
    @Test("lineLimit(3, reservesSpace: true): a one-line Text is three lines tall, its glyphs at the top")
    func reservesSpace() throws {
        let leaves = try sceneLeaves(
            """
            VStack(spacing: 0) {
                Text("One")
                Text("One").lineLimit(3, reservesSpace: true)
                Color.red.frame(width: 10, height: 10)
            }
            """, width: 200, height: 300)
        let texts = leaves.filter { if case .text = $0.content { true } else { false } }
        let red = try #require(leaves.first { if case .color = $0.content { true } else { false } })
        #expect(texts.count == 2)
        let line = texts[0].frame.height
        #expect(line > 15 && line < 30)
        // The reserving Text starts under the plain one and the red square under the reserved three lines.
        #expect(abs(texts[1].frame.minY - texts[0].frame.maxY) <= 1)
        #expect(abs(red.frame.minY - (texts[1].frame.minY + 3 * line)) <= 1)
        // Without reservesSpace (or with false) the Text is one line tall.
        let plain = try sceneLeaves(
            """
            VStack(spacing: 0) {
                Text("One").lineLimit(3, reservesSpace: false)
                Color.red.frame(width: 10, height: 10)
            }
            """, width: 200, height: 300)
        let plainText = try #require(plain.first { if case .text = $0.content { true } else { false } })
        let plainRed = try #require(plain.first { if case .color = $0.content { true } else { false } })
        #expect(abs(plainRed.frame.minY - plainText.frame.maxY) <= 1)
        #expect(abs(plainText.frame.height - line) <= 1)
    }

    @Test("strikethrough(pattern: .dash): dashes 3 thicknesses long with 1-thickness gaps, across the line")
    func dashedStrikethrough() throws {
        let leaves = try sceneLeaves(
            "Text(\"Hello world\").font(.system(size: 40)).strikethrough(pattern: .dash, color: .red)",
            width: 400, height: 100, scale: 4)
        guard case .text(let text) = leaves[0].content else {
            Issue.record("expected the glyphs first")
            return
        }
        let dashes = Array(leaves.dropFirst())
        let m = try #require(FontLibrary.shared.metrics(for: .system(size: 40, design: .default)))
        let t = m.strikeoutThickness
        let line = try #require(text.layout.lines.first)
        // ⌈width / (4 t)⌉ dashes (the last may be cut short at the line's end).
        #expect(dashes.count == Int((line.width / (4 * t)).rounded(.up)))
        #expect(dashes.allSatisfy { $0.color == Color.named["red"]! })
        // At a quarter-point grid each edge is within 0.25 pt of the exact one.
        #expect(abs(dashes[0].frame.width - 3 * t) <= 0.5)
        #expect(abs(dashes[1].frame.minX - dashes[0].frame.maxX - t) <= 0.5)
        #expect(abs(dashes[0].frame.minX - leaves[0].frame.minX) <= 0.5)
        #expect(dashes.last!.frame.maxX <= leaves[0].frame.minX + line.width + 0.5)
        // All on one height, the strikeout's.
        #expect(Set(dashes.map(\.frame.minY)).count == 1)
    }

    @Test("underline(true, pattern: .dot): square dots one thickness long, one apart; .solid stays one line")
    func dottedUnderline() throws {
        let dotted = try sceneLeaves(
            "Text(\"Hello\").font(.system(size: 40)).underline(true, pattern: .dot, color: .blue)",
            width: 300, height: 100, scale: 4)
        let m = try #require(FontLibrary.shared.metrics(for: .system(size: 40, design: .default)))
        let dots = dotted.filter { if case .shape = $0.content { true } else { false } }
        #expect(dots.count > 10)
        #expect(abs(dots[0].frame.width - m.underlineThickness) <= 0.5)
        #expect(abs(dots[1].frame.minX - dots[0].frame.maxX - m.underlineThickness) <= 0.5)
        let solid = try sceneLeaves(
            "Text(\"Hello\").font(.system(size: 40)).underline(true, pattern: .solid)", width: 300, height: 100)
        #expect(solid.filter { if case .shape = $0.content { true } else { false } }.count == 1)
    }
}
