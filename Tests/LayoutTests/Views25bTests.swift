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

    /// The texts of `leaves` with their frames on the canvas (scale 1: points), through their transforms (the
    /// wheels' rows are squashed by a scale effect).
    private func texts(_ leaves: [PlacedLeaf]) -> [(String, Rect)] {
        leaves.compactMap { leaf in
            if case .text(let t) = leaf.content { (t.layout.string, leaf.frame.applying(leaf.transform)) } else { nil }
        }
    }

    @Test("datePickerStyle(.graphical): January 2001's calendar, the 1st under MON (2001-01-01 was a Monday)")
    func graphicalDatePicker() throws {
        let leaves = try sceneLeaves(
            """
            DatePicker("When", selection: .constant(Date(timeIntervalSinceReferenceDate: 86400 * 20)),
                       displayedComponents: .date)
                .datePickerStyle(.graphical)
            """, width: 400, height: 400)
        let found = texts(leaves)
        let strings = found.map(\.0)
        #expect(strings.contains("January 2001"))
        // The label is not drawn by the inline calendar.
        #expect(!strings.contains("When"))
        #expect(
            strings.filter { $0.count == 3 && $0.uppercased() == $0 } == [
                "SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT",
            ])
        // Every day of January once.
        #expect((1...31).allSatisfy { day in strings.filter { $0 == "\(day)" }.count == 1 })
        let frame = { (s: String) in found.first { $0.0 == s }!.1 }
        #expect(abs(frame("1").midX - frame("MON").midX) <= 1)
        #expect(abs(frame("7").midX - frame("SUN").midX) <= 1)
        // Rows 44 pt apart (the 1st in the first row, the 8th in the second).
        #expect(abs(frame("8").midY - frame("1").midY - 44) <= 1)
        // The 21st (a Sunday, selected) sits on a circle 44 pt across, centred on it.
        let circle = try #require(
            leaves.first { if case .shape(.circle) = $0.content { true } else { false } })
        #expect(abs(circle.frame.width - 44) <= 1)
        #expect(abs(circle.frame.midX - frame("21").midX) <= 1)
        #expect(abs(circle.frame.midX - frame("SUN").midX) <= 1)
    }

    @Test("datePickerStyle(.wheel): 216 pt of wheels, the selected values on the centre row")
    func wheelDatePicker() throws {
        // 2001-01-21 15:07 GMT.
        let leaves = try sceneLeaves(
            """
            VStack(spacing: 0) {
                DatePicker("When", selection: .constant(Date(timeIntervalSinceReferenceDate: 86400 * 20 + 3600 * 15 + 420)))
                    .datePickerStyle(.wheel)
                Color.red.frame(width: 10, height: 10)
            }
            """, width: 400, height: 400)
        let found = texts(leaves)
        let red = try #require(leaves.first { if case .color = $0.content { true } else { false } })
        let frame = { (s: String) in found.first { $0.0 == s }!.1 }
        let centre = frame("Sun Jan 21")
        for value in ["3", "07", "PM"] {
            #expect(abs(frame(value).midY - centre.midY) <= 1)
        }
        // The wheels are 216 pt tall, the centre row at their middle: the red square starts 108 pt below it.
        #expect(abs(red.frame.applying(red.transform).minY - centre.midY - 108) <= 1)
        // The neighbouring rows hold the neighbouring values, 32 pt away.
        #expect(abs(frame("Mon Jan 22").midY - centre.midY - 32) <= 1)
        #expect(abs(frame("08").midY - centre.midY - 32) <= 1)
    }

    @Test("ProgressView(timerInterval:): a 4 s interval 1 s in, the bar 75 % full counting down, 25 % counting up")
    func progressTimerInterval() throws {
        let source = """
            scene(width: 240, height: 100, duration: 4)
            VStack {
                ProgressView(timerInterval: Date(timeIntervalSinceReferenceDate: 0)...Date(timeIntervalSinceReferenceDate: 4))
                ProgressView(timerInterval: Date(timeIntervalSinceReferenceDate: 0)...Date(timeIntervalSinceReferenceDate: 4), countsDown: false)
            }
            .frame(width: 200)
            """
        let program = try SceneProgram(source: source, path: "test.scene")
        let leaves = LayoutEngine(canvas: Size(width: 240, height: 100), scale: 1)
            .leaves(of: try program.view(time: 1, frame: 30))
        let bars = leaves.filter { if case .shape(.capsule) = $0.content { true } else { false } }
        // Each bar: its 200-pt track, then the tinted fill.
        #expect(bars.map(\.frame.width) == [200, 150, 200, 50])
    }
}
