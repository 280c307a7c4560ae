// Views26Tests.swift: Font's small capitals (`lowercaseSmallCaps()`, `uppercaseSmallCaps()`, `smallCaps()`) and
// `.pickerStyle(.palette)` outside a menu.
// Rule: Apple: Font.lowercaseSmallCaps() / uppercaseSmallCaps() / smallCaps(); OpenType `smcp`/`c2sc`; CSS Fonts 4
// font-synthesis-small-caps (a face without the features draws the capital scaled — to the face's x-height over its
// cap height, Text SmallCaps.swift); PickerStyle.palette ("When used outside of menus, this style is rendered as a
// segmented picker"). Expected values come from the font's own metrics and from the plain capitals' layout: the
// installed system face (Inter) has no `smcp`/`c2sc`, so its small capitals are synthesised.

import Geometry
import Layout
import Scene
import Testing
import Text

@Suite struct Views26Tests {
    private func layout(_ text: String, _ font: String) throws -> TextLayout {
        let leaves = try sceneLeaves("Text(\"\(text)\").font(\(font))", width: 400, height: 100)
        guard case .text(let t) = try #require(leaves.first).content else {
            Issue.record("expected a Text leaf")
            throw CancellationError()
        }
        return t.layout
    }

    @Test("lowercaseSmallCaps(): lowercase letters drawn as the capitals' glyphs at x-height/cap-height of the size")
    func lowercaseSmallCaps() throws {
        let m = try #require(FontLibrary.shared.metrics(for: .system(size: 40, design: .default)))
        let scale = m.xHeight / m.capHeight
        let capitals = try layout("AB", ".system(size: 40)")
        let small = try layout("ab", ".system(size: 40).lowercaseSmallCaps()")
        let capitalRun = try #require(capitals.lines.first?.runs.first)
        let smallRun = try #require(small.lines.first?.runs.first)
        #expect(smallRun.glyphs.map(\.glyphID) == capitalRun.glyphs.map(\.glyphID))
        #expect(abs(smallRun.size - 40 * scale) < 1e-9)
        #expect(abs(small.size.width - capitals.size.width * scale) < 1e-6)
        // The line keeps the full font's height: small capitals do not shrink the line.
        #expect(abs(small.size.height - capitals.size.height) < 1e-9)
        // A capital stays full size: "Ab" is "A" at 40 pt, then a small "B".
        let mixed = try layout("Ab", ".system(size: 40).lowercaseSmallCaps()")
        let runs = try #require(mixed.lines.first?.runs)
        #expect(runs.count == 2)
        #expect(runs.map(\.size) == [40, 40 * scale])
        #expect(runs[1].glyphs.map(\.glyphID) == [capitalRun.glyphs[1].glyphID])
    }

    @Test("uppercaseSmallCaps() shrinks capitals only; smallCaps() shrinks every letter; digits stay full size")
    func uppercaseAndAllSmallCaps() throws {
        let m = try #require(FontLibrary.shared.metrics(for: .system(size: 40, design: .default)))
        let scale = m.xHeight / m.capHeight
        let upper = try #require(try layout("Ab1", ".system(size: 40).uppercaseSmallCaps()").lines.first?.runs)
        #expect(upper.map(\.size) == [40 * scale, 40])
        let all = try #require(try layout("Ab1", ".system(size: 40).smallCaps()").lines.first?.runs)
        #expect(all.map(\.size) == [40 * scale, 40])
        #expect(all[0].glyphs.count == 2)
        let plain = try #require(try layout("Ab1", ".system(size: 40)").lines.first?.runs)
        #expect(plain.map(\.size) == [40])
    }

    @Test("pickerStyle(.palette) outside a menu draws the segmented control")
    func palettePickerIsSegmented() throws {
        func picker(_ style: String) throws -> [PlacedLeaf] {
            try sceneLeaves(
                """
                @State var s = 2
                Picker("P", selection: $s) { Text("One").tag(1); Text("Two").tag(2) }.pickerStyle(\(style))
                    .frame(width: 300)
                """, width: 400, height: 100)
        }
        let palette = try picker(".palette")
        let segmented = try picker(".segmented")
        #expect(palette.count == segmented.count)
        #expect(palette.map(\.frame) == segmented.map(\.frame))
        #expect(palette.map(\.color) == segmented.map(\.color))
        // Two segments side by side: "One" left of "Two" on one row (a menu button shows only the selection).
        let texts = palette.compactMap { leaf -> (String, Rect)? in
            if case .text(let t) = leaf.content { (t.layout.string, leaf.frame) } else { nil }
        }
        #expect(texts.map(\.0) == ["One", "Two"])
        #expect(texts.count == 2 && texts[0].1.maxX < texts[1].1.minX)
        #expect(try picker("PalettePickerStyle()").map(\.frame) == segmented.map(\.frame))
    }

    @Test("Picker(selection:content:label:) with the label as a trailing closure draws as the label-less form")
    func pickerWithLabelClosure() throws {
        func picker(_ label: String) throws -> [PlacedLeaf] {
            try sceneLeaves(
                """
                @State var s = "19"
                Picker(\(label)selection: $s) {
                    ForEach(18..<20) { age in Text("\\(age)").tag("\\(age)") }
                }\(label.isEmpty ? " label: { Text(\"Age\") }" : "")
                """, width: 300, height: 100)
        }
        let withClosure = try picker("")
        let titled = try picker("\"Age\", ")
        #expect(withClosure.map(\.frame) == titled.map(\.frame))
        let texts = withClosure.compactMap { leaf -> String? in
            if case .text(let t) = leaf.content { t.layout.string } else { nil }
        }
        // The menu-style picker shows the selection (then its chevrons' glyph), not its label.
        #expect(texts.first == "19")
        #expect(!texts.contains("Age"))
    }

    @Test("ProgressView(label:) draws as ProgressView(_:) with the label view in the title's place")
    func progressViewWithLabelClosure() throws {
        let labelled = try sceneLeaves(
            "ProgressView(label: { Text(\"Brewing\") })", width: 300, height: 100)
        let titled = try sceneLeaves("ProgressView(\"Brewing\")", width: 300, height: 100)
        #expect(labelled.map(\.frame) == titled.map(\.frame))
        #expect(labelled.map(\.color) == titled.map(\.color))
        let bar = try sceneLeaves(
            "ProgressView(value: 0.25) { Text(\"Quarter\") }.frame(width: 200)", width: 300, height: 100)
        let titledBar = try sceneLeaves(
            "ProgressView(\"Quarter\", value: 0.25).frame(width: 200)", width: 300, height: 100)
        #expect(bar.map(\.frame) == titledBar.map(\.frame))
    }
}
