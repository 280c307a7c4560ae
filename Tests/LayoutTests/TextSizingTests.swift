// TextSizingTests.swift: Text in layout: pixel-rounded sizes and baselines, wrapping, baseline alignment, spacing.
// Rule: OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift and AlignmentGuide.swift (size rounded up to the
// pixel grid, first baseline to nearest, last up; nil width = one line) and OpenSwiftUI StackLayout.swift and
// Text+Spacing.swift (text spacing from font metrics); expected values come from the Text module's own TextLayout.

import Geometry
import Layout
import Scene
import Testing
import Text

func text(_ s: String, _ modifiers: TextModifier...) -> ViewNode {
    modifiers.reduce(ViewNode(.text(TextContent(s)))) { $0.modified(.text($1)) }
}

func systemFont(_ size: Double) -> TextModifier {
    .font(SceneFont(.system(size: size, design: .default)))
}

/// The text leaves of `root`, laid out in a 400 × 300 canvas.
func textLeaves(_ root: ViewNode, scale: Double = 1) -> [PlacedLeaf] {
    LayoutEngine(canvas: Size(width: 400, height: 300), scale: scale).leaves(of: root).filter {
        if case .text = $0.content { true } else { false }
    }
}

extension PlacedLeaf {
    var textLayout: TextLayout? {
        if case .text(let t) = content { return t.layout }
        return nil
    }
}

struct TextSizingTests {
    @Test("\"Hello\" at 17 pt body is as wide as TextLayout reports, rounded up to the pixel")
    func helloBody() throws {
        let leaf = try #require(textLeaves(text("Hello")).first)
        let layout = TextLayout("Hello", font: .body)
        #expect(layout.size.width > 30 && layout.size.width < 50, "17 pt Hello is ~40 pt wide: \(layout.size)")
        #expect(leaf.frame.width == layout.size.width.rounded(.up))
        #expect(leaf.frame.height == layout.size.height.rounded(.up))
        #expect(leaf.textLayout?.lines.count == 1, "a canvas-wide proposal that fits keeps one line")
    }

    @Test("text frames and baselines sit on the pixel grid", arguments: [1.0, 2.0, 3.0])
    func pixelRounded(scale: Double) throws {
        let leaf = try #require(textLeaves(text("Typography 123", systemFont(13.3)), scale: scale).first)
        let layout = try #require(leaf.textLayout)
        let px = 1 / scale
        #expect(leaf.frame.size == layout.roundedSize(pixelLength: px))
        for v in [leaf.frame.minX, leaf.frame.minY, leaf.frame.width, leaf.frame.height] {
            #expect(abs(v * scale - (v * scale).rounded()) < 1e-9, "\(v) at scale \(scale)")
        }
        let first = layout.roundedFirstBaseline(pixelLength: px)
        let last = layout.roundedLastBaseline(pixelLength: px)
        #expect(abs(first * scale - (first * scale).rounded()) < 1e-9)
        #expect(abs(last * scale - (last * scale).rounded()) < 1e-9)
        #expect(first >= layout.firstBaseline - px / 2 && first <= layout.firstBaseline + px / 2)
    }

    @Test("HStack(.firstTextBaseline) puts 12 pt and 40 pt text on one baseline", arguments: [1.0, 2.0, 3.0])
    func firstBaseline(scale: Double) throws {
        let root = hstack(
            text("small", systemFont(12)), text("Big", systemFont(40)), rect(20, 20), alignment: .firstTextBaseline)
        let leaves = textLeaves(root, scale: scale)
        try #require(leaves.count == 2)
        let baselines = leaves.map { $0.frame.minY + $0.textLayout!.firstBaseline }
        #expect(abs(baselines[0] - baselines[1]) <= 1 / scale + 1e-9, "\(baselines)")
        // The rectangle (no text) sits with its bottom on the same baseline.
        let all = LayoutEngine(canvas: Size(width: 400, height: 300), scale: scale).leaves(of: root)
        #expect(abs(all[2].frame.maxY - baselines[1]) <= 1 / scale + 1e-9)
        // Centre alignment would not: the 12 pt baseline is ~10 pt higher.
        let centred = textLeaves(hstack(text("small", systemFont(12)), text("Big", systemFont(40))), scale: scale)
        let c = centred.map { $0.frame.minY + $0.textLayout!.firstBaseline }
        #expect(abs(c[0] - c[1]) > 5)
    }

    @Test("lastTextBaseline aligns the last lines of wrapped text")
    func lastBaseline() throws {
        let wrapped = text("one two three four five six", systemFont(14)).m(
            .frame(width: 60, height: nil, alignment: .center))
        let leaves = textLeaves(hstack(wrapped, text("end", systemFont(30)), alignment: .lastTextBaseline))
        try #require(leaves.count == 2)
        #expect(leaves[0].textLayout!.lines.count > 1)
        let b = leaves.map { $0.frame.minY + $0.textLayout!.lastBaseline }
        #expect(abs(b[0] - b[1]) <= 1, "\(b)")
    }

    @Test("text wraps to the proposed width; fixedSize keeps its ideal single line")
    func wrapping() throws {
        let s = "The quick brown fox jumps over the lazy dog"
        let narrow = try #require(textLeaves(text(s).m(.frame(width: 120, height: nil, alignment: .center))).first)
        let one = TextLayout(s, font: .body)
        #expect(narrow.frame.width <= 120)
        #expect(narrow.textLayout!.lines.count >= 3)
        #expect(narrow.frame.height > 2 * one.size.height)
        let fixed = try #require(
            textLeaves(
                text(s).m(.fixedSize(horizontal: true, vertical: true)).m(
                    .frame(width: 120, height: nil, alignment: .center))
            ).first)
        #expect(fixed.frame.width == one.size.width.rounded(.up))
        #expect(fixed.textLayout!.lines.count == 1)
    }

    @Test("lineLimit, kerning and a font set on a container reach the Text")
    func environment() throws {
        let s = "The quick brown fox jumps over the lazy dog"
        let limited = try #require(
            textLeaves(text(s, .lineLimit(1)).m(.frame(width: 120, height: nil, alignment: .center))).first)
        #expect(limited.textLayout!.lines.count == 1)
        let root = vstack(text("A"), text("B")).m(.text(systemFont(30))).m(.text(.kerning(2)))
        for leaf in textLeaves(root) {
            #expect(leaf.textLayout!.font.size == 30)
            #expect(leaf.textLayout!.kerning == 2)
        }
        let bold = try #require(textLeaves(text("B", .fontWeight(.bold)).m(.text(.font(.style(.title))))).first)
        #expect(bold.textLayout!.font == FontDescriptor.system(.title).bold())
    }

    @Test("VStack spacing next to text comes from the font's metrics, not 8 pt")
    func spacing() throws {
        let leaves = LayoutEngine(canvas: Size(width: 400, height: 300), scale: 1).leaves(
            of: vstack(rect(50, 20), text("Text"), rect(50, 20)))
        try #require(leaves.count == 3)
        let above = leaves[1].frame.minY - leaves[0].frame.maxY
        let below = leaves[2].frame.minY - leaves[1].frame.maxY
        let m = try #require(FontLibrary.shared.metrics(for: .body))
        let lineH = m.ascent + m.descent
        let gap = (0.1 * lineH).rounded(.up)
        #expect(above == (lineH + gap - m.ascent).rounded(.up))
        #expect(below == max(lineH + gap - m.capHeight, gap + m.descent).rounded(.up))
        #expect(above != below)
        // Between plain views it stays 8 pt; an HStack keeps 8 pt next to text.
        let plain = frames(vstack(rect(10, 10), rect(10, 10)))
        #expect(plain[1].minY - plain[0].maxY == 8)
        let h = LayoutEngine(canvas: Size(width: 400, height: 300), scale: 1).leaves(
            of: hstack(rect(10, 10), text("x")))
        #expect(h[1].frame.minX - h[0].frame.maxX == 8)
    }
}
