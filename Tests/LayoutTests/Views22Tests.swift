// Views22Tests.swift: views and modifiers from real files that rendered wrong or were refused (issue #14): a stroked
// shape stroked again, a stroked shape as a clip, `drawingGroup(colorMode:)`, `\.defaultMinListRowHeight`, a
// GeometryReader as a List row, a TextEditor under `.scrollContentBackground(.hidden)`, `TextField(text:label:)`,
// `configuration.$isOn` in a ToggleStyle and `containerRelativeFrame(_:alignment:_:)` with its length closure.
// Rule: Apple: Shape.stroke(style:) — developer.apple.com/documentation/swiftui/shape/stroke(style:) ("a new shape
// that is a stroked copy of self"); ColorRenderingMode; EnvironmentValues.defaultMinListRowHeight;
// View.scrollContentBackground(_:); TextField.init(text:prompt:label:); ToggleStyleConfiguration.isOn;
// View.containerRelativeFrame(_:alignment:_:) — developer.apple.com/documentation/swiftui. Expected areas are plane
// geometry worked out here: black ink on a white canvas (SceneRender.ink).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct Views22Tests {
    func texts(_ leaves: [PlacedLeaf]) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for (string, frame) in PastedFiles13Tests().texts(leaves) where out[string] == nil { out[string] = frame }
        return out
    }

    @Test("Rectangle().stroke(lineWidth: 2).stroke(style: 4 pt): both edges of the 2 pt band stroked, a 6 pt band")
    func strokeOfStroke() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 200, background: .white)
            Rectangle().stroke(lineWidth: 2).stroke(style: StrokeStyle(lineWidth: 4)).frame(width: 100, height: 60)
            """)
        // The band's edges lie 1 pt either side of the outline; stroking each with 4 pt (miter joins keep the
        // corners square) covers 3 pt either side: 106 × 66 − 94 × 54. A single 2 pt stroke would cover 640.
        let m = SceneRender.ink(fb)
        #expect(abs(m.area - (106 * 66 - 94 * 54)) < 1, "area \(m.area)")
        #expect(abs(m.x - 100) < 0.01 && abs(m.y - 100) < 0.01)
    }

    @Test("Rectangle().stroke(lineWidth: 4).stroke(style: dash [8, 10]): two dashed 1 pt lines, 8/18 of both edges")
    func dashedDoubleLine() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            Rectangle().stroke(lineWidth: 4).stroke(style: StrokeStyle(lineWidth: 1, dash: [8, 10]))
                .frame(width: 180, height: 90)
            """)
        // Edges: 184 × 94 (perimeter 556) and 176 × 86 (524); 8 of every 18 pt drawn, 1 pt wide.
        let expected = (556.0 + 524) * 8 / 18
        let m = SceneRender.ink(fb)
        #expect(abs(m.area - expected) / expected < 0.03, "area \(m.area) vs \(expected)")
        // The middle of the top edge's band (y = 55) is empty: the band itself is not drawn.
        #expect(fb[150, 55].g == 255)
    }

    @Test("clipShape(Circle().inset(by: 20).stroke(lineWidth: 10)): the clip keeps the ring, radii 85 and 75")
    func clipShapeKeepsShapeModifiers() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 300, background: .white)
            Color.black.frame(width: 200, height: 200).clipShape(Circle().inset(by: 20).stroke(lineWidth: 10))
            """)
        let expected = Double.pi * (85.0 * 85 - 75 * 75)
        let m = SceneRender.ink(fb)
        #expect(abs(m.area - expected) / expected < 0.002, "area \(m.area) vs \(expected)")
        #expect(fb[150, 150].g == 255)
    }

    @Test("drawingGroup(colorMode: .extendedLinear) and (opaque:colorMode: .linear) are accepted: a 100 pt disc")
    func drawingGroupColorMode() throws {
        for mode in ["colorMode: .extendedLinear", "opaque: false, colorMode: .linear", "colorMode: .nonLinear"] {
            let (fb, _) = try SceneRender.render(
                """
                scene(width: 200, height: 200, background: .white)
                Circle().fill(.black).frame(width: 100, height: 100).drawingGroup(\(mode))
                """)
            let m = SceneRender.ink(fb)
            #expect(abs(m.area - Double.pi * 2500) / (Double.pi * 2500) < 0.002, "\(mode): area \(m.area)")
        }
    }

    /// The top of each row's text in a List of "Row 0" … "Row 2" under `modifier`.
    func rowTops(_ modifier: String) throws -> [Double] {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 400, background: .white)
            List(0..<3, id: \\.self) { Text("Row \\($0)") }\(modifier)
            """)
        let t = texts(leaves)
        return try (0..<3).map { try #require(t["Row \($0)"]).minY }
    }

    @Test("\\.defaultMinListRowHeight 80: rows 36 pt further apart than at the default 44 pt")
    func defaultMinListRowHeight() throws {
        let standard = try rowTops("")
        let tall = try rowTops(".environment(\\.defaultMinListRowHeight, 80)")
        #expect(abs((tall[1] - tall[0]) - (standard[1] - standard[0]) - 36) < 0.5, "\(tall) vs \(standard)")
        #expect(abs((tall[2] - tall[1]) - (standard[2] - standard[1]) - 36) < 0.5)
        // A value below the default leaves rows at their content's height plus insets (at least 44 here, as the
        // 17 pt body line with 11 pt insets is about that tall): never shorter than the text.
        let short = try rowTops(".environment(\\.defaultMinListRowHeight, 10)")
        #expect(short[1] - short[0] <= standard[1] - standard[0] + 0.01)
        #expect(short[1] - short[0] > 20)
    }

    @Test("@Environment(\\.defaultMinListRowHeight) reads 44 unless written")
    func defaultMinListRowHeightRead() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            struct H: View {
                @Environment(\\.defaultMinListRowHeight) var h
                var body: some View { Text("h \\(Int(h))") }
            }
            VStack { H(); H().environment(\\.defaultMinListRowHeight, 60) }
            """)
        let t = texts(leaves)
        #expect(t["h 44"] != nil && t["h 60"] != nil, "\(t.keys)")
    }

    @Test("A GeometryReader as a List row takes the minimum row height, as a Text row does, not a share of the list")
    func geometryReaderRow() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 600, background: .white)
            List(0..<3, id: \\.self) { i in
                GeometryReader { g in Text("name \\(i)") }
            }
            """)
        let t = texts(leaves)
        let tops = try (0..<3).map { try #require(t["name \($0)"]).minY }
        let standard = try rowTops("")
        // Rows of equal height (44 pt and a separator) whatever their content: the same spacing as the Text rows.
        #expect(abs((tops[1] - tops[0]) - (standard[1] - standard[0])) < 0.5, "\(tops) vs \(standard)")
    }

    @Test("TextEditor + scrollContentBackground(.hidden) + background(black): the black shows; without it, white")
    func textEditorBackgroundHidden() throws {
        func centre(_ modifier: String) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let (fb, _) = try SceneRender.render(
                """
                scene(width: 200, height: 200, background: .red)
                @State var t = ""
                TextEditor(text: $t)\(modifier).background(Color.black).frame(width: 100, height: 100)
                """)
            return fb[100, 100]
        }
        let hidden = try centre(".scrollContentBackground(.hidden)")
        #expect(hidden.r == 0 && hidden.g == 0 && hidden.b == 0)
        let shown = try centre("")
        #expect(shown.r == 255 && shown.g == 255 && shown.b == 255)
    }

    @Test(
        "TextField(text:label:) shows its label as the placeholder; .roundedBorder makes a field 12 pt taller than it")
    func textFieldLabelPlaceholder() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            @State var name = ""
            TextField(text: $name) { Text("Your name") }.textFieldStyle(.roundedBorder).padding()
            """)
        let label = try #require(texts(leaves)["Your name"])
        // The border is a 1 pt stroke around the padded text (6 pt above and below: UITextField's rounded rect).
        let border = try #require(
            leaves.first { leaf in
                if case .shape = leaf.content, leaf.drawing.stroke != nil { return true }
                return false
            })
        #expect(abs(border.frame.height - (label.height + 12)) < 0.5, "\(border.frame) \(label)")
        #expect(abs(border.frame.midY - label.midY) < 0.5)
    }

    @Test("configuration.$isOn in a custom ToggleStyle binds the inner Toggle: an on switch (green track)")
    func toggleConfigurationProjection() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 60, background: .white)
            struct S: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Toggle("", isOn: configuration.$isOn).labelsHidden()
                }
            }
            Toggle("a", isOn: .constant(true)).toggleStyle(S()).frame(width: 51, height: 31)
            """)
        // iOS's on track is systemGreen (52, 199, 89); the thumb sits at the trailing end, so the leading part of
        // the track shows green.
        let p = fb[37, 30]
        #expect(p.r < 80 && p.g > 180 && p.b < 120, "\(p)")
    }

    @Test("containerRelativeFrame(.horizontal) { length, _ in length − 100 } on a 300 pt canvas: 200 pt wide, centred")
    func containerRelativeFrameClosure() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            Color.black.frame(height: 50).containerRelativeFrame(.horizontal, alignment: .center) { length, _ in length - 100 }
            """)
        let m = SceneRender.ink(fb)
        #expect(abs(m.area - 200 * 50) < 1, "area \(m.area)")
        #expect(abs(m.x - 150) < 0.01)
    }

    @Test("containerRelativeFrame([.horizontal, .vertical]) { length, axis in … } gets each axis: 100 × 20")
    func containerRelativeFrameAxis() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            Color.black.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                axis == .vertical ? 20 : length / 3
            }
            """)
        let m = SceneRender.ink(fb)
        #expect(abs(m.area - 100 * 20) < 1, "area \(m.area)")
        #expect(abs(m.x - 150) < 0.01 && abs(m.y - 100) < 0.01)
    }

    @Test("In a horizontal ScrollView the closure gets the scroll view's width: 200 / 4 and 200 / 2")
    func containerRelativeFrameInScrollView() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.black.frame(height: 50).containerRelativeFrame(.horizontal) { w, _ in w / 4 }
                    Color.white.frame(height: 50).containerRelativeFrame(.horizontal, alignment: .leading, { w, _ in w / 2 })
                }
            }.frame(width: 200, height: 100)
            """)
        let m = SceneRender.ink(fb)
        #expect(abs(m.area - 50 * 50) < 1, "area \(m.area)")
        // The scroll view's content starts at its leading edge, 50 pt in.
        #expect(abs(m.x - 75) < 0.01)
    }

    @Test("background(.black, ignoresSafeAreaEdges: []) fills the view's bounds as background(.black) does")
    func backgroundIgnoresSafeAreaEdges() throws {
        for edges in ["[]", ".all", "[.top, .bottom]"] {
            let (fb, _) = try SceneRender.render(
                """
                scene(width: 200, height: 200, background: .white)
                Color.clear.frame(width: 80, height: 40).background(.black, ignoresSafeAreaEdges: \(edges))
                """)
            let m = SceneRender.ink(fb)
            #expect(abs(m.area - 3200) < 0.5, "\(edges): area \(m.area)")
        }
    }

    @Test("TextField(_:value:formatter:) and (_:value:format:) show the formatted value: 1,234.5 and 5")
    func textFieldValue() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            @State var n = 1234.5
            @State var k = 5
            let nf: NumberFormatter = {
                let f = NumberFormatter()
                f.numberStyle = .decimal
                return f
            }()
            VStack {
                TextField("a", value: $n, formatter: nf)
                TextField("b", value: $k, format: .number)
                TextField("c", value: $n, format: .number, prompt: Text("p")).textFieldStyle(.roundedBorder)
            }
            """)
        let shown = PastedFiles13Tests().texts(leaves).map(\.0)
        // en_US decimal style groups thousands (NumberFormatter.Style.decimal; FloatingPointFormatStyle.number).
        #expect(shown == ["1,234.5", "5", "1,234.5"], "\(shown)")
    }

    @Test("List(_:children:) shows the top-level rows collapsed: 'Bag' and 'Pen', not the children; one chevron")
    func outlineList() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 300, background: .white)
            struct Item: Identifiable {
                let id = UUID()
                let name: String
                var children: [Item]?
            }
            let tree = [Item(name: "Bag", children: [Item(name: "Wallet"), Item(name: "Keys")]), Item(name: "Pen")]
            List(tree, children: \\.children) { row in
                Text(row.name)
            }
            """)
        let shown = texts(leaves)
        #expect(shown["Bag"] != nil && shown["Pen"] != nil)
        #expect(shown["Wallet"] == nil && shown["Keys"] == nil)
        // The chevron (a symbol glyph, drawn as Text) is opaque on the group row only.
        let glyphs = leaves.filter { leaf in
            if case .text(let t) = leaf.content, t.layout.string != "Bag", t.layout.string != "Pen" {
                return leaf.color.opacity > 0
            }
            return false
        }
        #expect(glyphs.count == 1)
        if let bag = shown["Bag"], let chevron = glyphs.first {
            #expect(abs(chevron.frame.midY - bag.midY) < 2)
            #expect(chevron.frame.minX > 200)
        }
    }

    @Test("Text under an overlay of .ultraThinMaterial in a #Preview (transparent canvas) is blurred, not shown sharp")
    func materialBlursTextBehind() throws {
        func darkest(_ overlay: String) throws -> Int {
            let (fb, _) = try SceneRender.render(
                """
                #Preview {
                    Text("Lorem ipsum").font(.largeTitle).frame(width: 300, height: 100)\(overlay)
                }
                """)
            // A preview's canvas is transparent until encoding: each pixel seen over white (premultiplied).
            var low = 255
            for y in 0..<fb.height {
                for x in 0..<fb.width { low = min(low, Int(fb[x, y].g) + 255 - Int(fb[x, y].a)) }
            }
            return low
        }
        // Sharp 34 pt glyphs have fully covered dark pixels; a backdrop blur (σ of several points) spreads each stem
        // over many pixels, so none stays dark (Apple: Material — "a material blurs a background"). Before the
        // backdrop replaced the pixels it blurs, the sharp text showed through the translucent blur.
        #expect(try darkest("") < 60)
        #expect(try darkest(".overlay { Rectangle().fill(.ultraThinMaterial) }") > 120)
        #expect(try darkest(".overlay { Color.clear.background(.ultraThinMaterial) }") > 120)
    }
}
