// PastedFiles12Tests.swift: SwiftUI that real files use, found by the tenth corpus's failures and wrong renders
// (issue #14).
// Rule: SwiftUI's fixed frame drops a non-finite dimension with a logged runtime issue (OpenSwiftUI, FrameLayout.swift
// `_FrameLayout.init`); Apple: ButtonBorderShape.buttonBorder, Toggle (a labelled switch fills the row, its title —
// even empty — leading), View.disabled(_:), UITextField.BorderStyle.roundedRect, UISegmentedControl (one line per
// title), View.preferredColorScheme(_:) (the preference flows up to the presentation). Expected values are computed by
// hand from the metrics each file's header states.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedFiles12Tests {
    static func leaves(_ source: String, width: Double = 300, height: Double = 200) throws -> [PlacedLeaf] {
        let p = try SceneProgram(source: "scene(width: \(width), height: \(height))\n" + source, path: "t.scene")
        let engine = LayoutEngine(canvas: Size(width: width, height: height), scale: 1)
        return engine.leaves(of: try p.snapshots(time: 0, frame: 0), at: 0)
    }

    @Test(".frame(width: .infinity) is dropped with a warning, as SwiftUI drops it: the view keeps its own width")
    func infiniteFrameWidth() throws {
        let source = """
            scene(width: 300, height: 100)
            Color.red.frame(width: 50, height: 20).frame(width: .infinity, height: 40)
            """
        let p = try SceneProgram(source: source, path: "t.scene")
        let warnings = p.diagnostics.filter { $0.message.contains("invalid frame dimension") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.range.start.line == 2 && warnings.first?.range.start.column == 46)
        let leaves = try PastedFiles12Tests.leaves(
            "Color.red.frame(width: 50, height: 20).frame(width: CGFloat.infinity, height: 40)", height: 100)
        #expect(leaves.count == 1)
        #expect(leaves[0].frame == Rect(x: 125, y: 40, width: 50, height: 20))
        // A computed infinity is still a located error (issue #14, item 6).
        #expect(throws: SceneError.self) {
            _ = try SceneProgram(
                source: "scene(width: 300, height: 100)\nlet w = 1.0 / 0.0\nColor.red.frame(width: w)", path: "t.scene")
        }
    }

    @Test(".clipShape(.buttonBorder) clips to the bordered button's rounded rectangle (radius 8)")
    func buttonBorderShape() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 120, height: 60, background: .white)
            Color.black.frame(width: 100, height: 40).clipShape(.buttonBorder)
            """)
        // The rectangle spans (10, 10)…(110, 50). Pixel (11, 11) is 9.9 pt from the corner circle's centre (18, 18):
        // cut away by a radius of 8; (18, 10) is on the straight top edge; (60, 30) inside.
        #expect(fb[11, 11].g == 255)
        #expect(fb[18, 10].g < 20)
        #expect(fb[60, 30].g == 0)
        // Area: the 4000 pt² rectangle less four corners, each at least 8² − π·8²/4 ≈ 13.7 pt² (a circular corner;
        // a continuous one cuts a little more).
        let area = SceneRender.ink(fb).area
        #expect(area < 4000 - 4 * 13 && area > 4000 - 4 * 30)
    }

    @Test("Toggle(\"\", isOn:) fills its row: the switch at the trailing edge, as a labelled toggle's")
    func emptyTitledToggle() throws {
        let leaves = try PastedFiles12Tests.leaves("Toggle(\"\", isOn: .constant(true)).frame(width: 200)")
        // The 51 × 31 track: trailing edge of the 200-pt row centred in 300 (50…250).
        let track = leaves.first { $0.frame.size == Size(width: 51, height: 31) }
        #expect(abs((track?.frame.origin.x ?? 0) - (250 - 51)) < 0.01)
    }

    @Test("a disabled Button draws its label in the tertiary label grey; a bordered one on the tertiary fill")
    func disabledButtons() throws {
        let leaves = try PastedFiles12Tests.leaves(
            """
            VStack {
                Button { } label: { Rectangle().frame(width: 30, height: 20) }
                Button { } label: { Rectangle().frame(width: 30, height: 20) }.buttonStyle(.borderedProminent)
            }
            .disabled(true)
            """)
        #expect(leaves.count == 3)
        let grey = Color(r8: 60, g8: 60, b8: 67).opacity(0.3)
        #expect(leaves[0].color == grey)
        #expect(leaves[1].color == Color(r8: 118, g8: 118, b8: 128).opacity(0.12))
        #expect(leaves[2].color == grey)
        let enabled = try PastedFiles12Tests.leaves(
            "Button { } label: { Rectangle().frame(width: 30, height: 20) }.disabled(false)")
        #expect(enabled[0].color == Color(r8: 0, g8: 122, b8: 255))
    }

    @Test(".textFieldStyle(.roundedBorder) on a container draws each field inset 7 × 6 in a bordered rounded rect")
    func roundedBorderTextField() throws {
        for style in [".roundedBorder", "RoundedBorderTextFieldStyle()"] {
            let leaves = try PastedFiles12Tests.leaves(
                """
                VStack {
                    TextField("Name", text: .constant(""))
                    SecureField("Password", text: .constant(""))
                }
                .frame(width: 200)
                .textFieldStyle(\(style))
                """)
            let shapes = leaves.filter {
                if case .shape(.roundedRectangle(cornerRadius: 5, _)) = $0.content { return true }
                return false
            }
            // A background and a border per field.
            #expect(shapes.count == 4)
            let texts = leaves.filter {
                if case .text = $0.content { return true }
                return false
            }
            #expect(texts.count == 2)
            if let box = shapes.first, let text = texts.first {
                #expect(box.frame.width == 200)
                #expect(text.frame.origin.x - box.frame.origin.x == 7)
                #expect(text.frame.origin.y - box.frame.origin.y == 6)
                #expect(box.frame.height == text.frame.height + 12)
            }
        }
        let plain = try PastedFiles12Tests.leaves("TextField(\"Name\", text: .constant(\"\")).textFieldStyle(.plain)")
        #expect(plain.count == 1)
    }

    @Test("a segmented picker keeps each title on one line")
    func segmentedTitlesOneLine() throws {
        let leaves = try PastedFiles12Tests.leaves(
            """
            @State var food = 0
            Picker("Food", selection: $food) {
                Text("A very long segment title").tag(0)
                Text("Another long title here").tag(1)
            }
            .pickerStyle(.segmented)
            .frame(width: 160)
            """)
        let lines = leaves.compactMap { leaf -> Int? in
            if case .text(let text) = leaf.content { return text.layout.lines.count }
            return nil
        }
        #expect(lines == [1, 1])
    }

    @Test("CircularProgressViewStyle(tint:) colours the spinner; without it the spokes are system grey")
    func spinnerTint() throws {
        let tinted = try PastedFiles12Tests.leaves(
            "ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))")
        #expect(tinted.count == 8)
        // Each spoke is the colour at its own opacity (1, 0.9, … 0.3 round the circle).
        let red = Color.named["red"] ?? .black
        #expect(
            tinted.allSatisfy { $0.color.red == red.red && $0.color.green == red.green && $0.color.blue == red.blue })
        let plain = try PastedFiles12Tests.leaves("ProgressView().progressViewStyle(.circular)")
        let grey = Color(r8: 142, g8: 142, b8: 147)
        #expect(plain.count == 8 && plain.allSatisfy { $0.color.red == grey.red && $0.color.blue == grey.blue })
    }

    @Test("a header-less canvas holds the first frame's picture: a PhaseAnimator's first phase, not its second")
    func phaseAnimatorCanvas() throws {
        let p = try SceneProgram(
            source: """
                import SwiftUI
                enum Phase: CaseIterable { case small, large }
                #Preview {
                    PhaseAnimator(Phase.allCases) { phase in
                        switch phase {
                        case .small: Color.black.frame(width: 80, height: 10)
                        case .large: Color.black.frame(width: 20, height: 40)
                        }
                    }
                }
                """, path: "t.scene")
        // Both phases fit: 80 wide (the first, shown at time 0) and 40 tall (the second, entered at time 0).
        #expect(p.header.width == 80 && p.header.height == 40)
    }

    @Test("a header-less file whose view prefers the dark scheme is drawn on the dark system background")
    func darkPreviewCanvas() throws {
        let dark = try SceneProgram(
            source: "import SwiftUI\n#Preview {\n    VStack { Text(\"Hi\").preferredColorScheme(.dark) }\n}",
            path: "t.scene")
        #expect(dark.header.background == .black)
        let light = try SceneProgram(
            source: "import SwiftUI\n#Preview {\n    Text(\"Hi\").preferredColorScheme(.light)\n}", path: "t.scene")
        #expect(light.header.background == .clear)
    }
}

struct ListRowModifierTests {
    static func texts(_ leaves: [PlacedLeaf]) -> [(String, Rect, Color)] {
        leaves.compactMap { leaf in
            if case .text(let text) = leaf.content { return (text.layout.string, leaf.frame, leaf.color) }
            return nil
        }
    }

    @Test("a row's badge trails it in the secondary colour, 20 pt in from the card's edge; a zero count shows none")
    func badge() throws {
        let leaves = try PastedFiles12Tests.leaves(
            """
            List {
                Text("Inbox").badge(12)
                Text("Sent").badge(0)
                Text("Drafts").badge("New")
            }
            """)
        let texts = ListRowModifierTests.texts(leaves)
        #expect(texts.map(\.0) == ["Inbox", "12", "Sent", "Drafts", "New"])
        // The card spans 16…284; a row's content is inset 20 pt: the badge ends at 264.
        if let twelve = texts.first(where: { $0.0 == "12" }), let inbox = texts.first(where: { $0.0 == "Inbox" }) {
            #expect(abs(twelve.1.maxX - 264) < 0.5)
            #expect(abs(twelve.1.midY - inbox.1.midY) < 0.5)
            #expect(twelve.2 == Color(r8: 60, g8: 60, b8: 67).opacity(0.6))
        }
    }

    @Test("listRowBackground replaces the row's card colour; listRowInsets replaces its insets")
    func backgroundAndInsets() throws {
        let leaves = try PastedFiles12Tests.leaves(
            """
            List {
                Text("A").listRowBackground(Color.yellow)
                Text("B").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
            }
            """)
        let yellow = leaves.first { $0.color == Color.named["yellow"] }
        #expect(yellow != nil)
        // The yellow spans the card's width (16…284) and the row's height (at least 44).
        #expect(yellow?.frame.minX == 16 && yellow?.frame.width == 268)
        #expect((yellow?.frame.height ?? 0) >= 44)
        let texts = ListRowModifierTests.texts(leaves)
        #expect(texts.first { $0.0 == "A" }.map { abs($0.1.minX - 36) < 0.5 } == true)
        #expect(texts.first { $0.0 == "B" }.map { abs($0.1.minX - 56) < 0.5 } == true)
    }

    @Test("listRowSeparator(.hidden) drops the separators next to the row; scrollContentBackground(.hidden) the grey")
    func separatorsAndBackground() throws {
        func separators(_ rows: String) throws -> Int {
            try PastedFiles12Tests.leaves("List {\n\(rows)\n}").filter {
                $0.frame.height <= 1 && $0.frame.width > 100
            }.count
        }
        #expect(try separators("Text(\"A\")\nText(\"B\")\nText(\"C\")") == 2)
        #expect(try separators("Text(\"A\")\nText(\"B\").listRowSeparator(.hidden)\nText(\"C\")") == 0)
        #expect(try separators("Text(\"A\")\nText(\"B\")\nText(\"C\").listRowSeparator(.hidden, edges: .all)") == 1)
        #expect(try separators("Text(\"A\")\nText(\"B\").listRowSeparator(.hidden, edges: .bottom)\nText(\"C\")") == 1)
        let tinted = try PastedFiles12Tests.leaves("List {\nText(\"A\").listRowSeparatorTint(.red)\nText(\"B\")\n}")
        #expect(tinted.contains { $0.frame.height <= 1 && $0.color == Color.named["red"] })
        let grey = Color(r8: 242, g8: 242, b8: 247)
        let shown = try PastedFiles12Tests.leaves("List { Text(\"A\") }")
        #expect(shown.contains { $0.color == grey })
        let hidden = try PastedFiles12Tests.leaves("List { Text(\"A\") }.scrollContentBackground(.hidden)")
        #expect(!hidden.contains { $0.color == grey })
        #expect(hidden.contains { $0.color == .white })
    }
}

struct ListBoundsTests {
    @Test("a List takes the height it is offered and clips its rows to it, as a scroll view does")
    func listClipsToFrame() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 100, height: 200, background: .white)
            VStack(spacing: 0) {
                Color.red.frame(height: 20)
                List(1...9, id: \\.self) { i in Text("Item \\(i)") }.frame(height: 100)
                Color.blue.frame(height: 20)
            }
            """)
        // The stack is 140 tall, centred: red 30…50, the list 50…150, blue 150…170.
        #expect(fb[50, 40].r == 255 && fb[50, 40].b < 80)
        #expect(fb[50, 160].b == 255 && fb[50, 160].r < 20)
        #expect(fb[50, 180] == fb[0, 0])
        #expect(fb[5, 60].g == 242)
    }
}

struct NavigationStackTests {
    @Test("a large title: 34-pt bold, 16 pt from the leading edge, its box ending 8 pt above the 96-pt bar's bottom")
    func largeTitle() throws {
        let leaves = try PastedFiles12Tests.leaves(
            """
            NavigationStack {
                Color.black.frame(width: 10, height: 10)
                    .navigationTitle("Inbox")
            }
            """, height: 300)
        let texts = ListRowModifierTests.texts(leaves)
        #expect(texts.map(\.0) == ["Inbox"])
        if let title = texts.first {
            #expect(abs(title.1.minX - 16) < 0.5)
            #expect(abs(title.1.maxY - 88) < 1)
        }
        if case .text(let text)? = leaves.first(where: { if case .text = $0.content { true } else { false } })?.content
        {
            #expect(text.layout.font.size == 34)
        }
        // The root is centred in the 204 pt below the bar.
        let square = leaves.first { $0.frame.size == Size(width: 10, height: 10) }
        #expect(abs((square?.frame.midY ?? 0) - (96 + 102)) < 0.01)
    }

    @Test("a NavigationStack fills the screen: a header-less file is drawn on the preview device's screen")
    func fillsScreen() throws {
        let p = try SceneProgram(
            source: "import SwiftUI\n#Preview {\n    NavigationStack { Text(\"Hi\").navigationTitle(\"T\") }\n}",
            path: "t.scene")
        #expect(p.header.width == 393 && p.header.height == 852)
        #expect(p.warnings.isEmpty)
    }

    @Test("over a grouped List the bar shows the list's grey; a title written as a Binding draws without a warning")
    func groupedBarAndBindingTitle() throws {
        let leaves = try PastedFiles12Tests.leaves(
            "NavigationStack { List { Text(\"A\") }.navigationTitle(\"Settings\") }", height: 300)
        let grey = Color(r8: 242, g8: 242, b8: 247)
        #expect(leaves.contains { $0.color == grey && $0.frame.minY == 0 && $0.frame.height == 96 })
        let p = try SceneProgram(
            source: """
                scene(width: 200, height: 200)
                @State var title = "Notes"
                NavigationStack { Text("A").navigationTitle($title) }
                """, path: "t.scene")
        // iOS 16's navigationTitle(_: Binding<String>) draws the binding's value (PastedFiles14Tests): no warning.
        #expect(p.warnings.isEmpty)
    }
}

struct SymbolGlyphTests {
    static func render(_ view: String) throws -> Framebuffer {
        try SceneRender.render("scene(width: 80, height: 80, background: .white)\n\(view).font(.system(size: 40))").0
    }

    @Test("a mapped SF Symbol is drawn as its Material icon in the icon font at 1.2 × the text size; others stay □")
    func mappedSymbol() throws {
        let leaves = try PastedFiles12Tests.leaves("Image(systemName: \"heart.fill\").font(.system(size: 40))")
        #expect(leaves.count == 1)
        if case .text(let text)? = leaves.first?.content {
            // Material Icons' "favorite" is U+E87D.
            #expect(text.layout.string == "\u{E87D}")
            #expect(text.layout.font.size == 48)
        } else {
            Issue.record("expected a glyph leaf")
        }
        let placeholder = try PastedFiles12Tests.leaves("Image(systemName: \"scope\")")
        if case .text(let text)? = placeholder.first?.content { #expect(text.layout.string == "\u{25A2}") }
    }

    @Test("symbolVariant(.fill) on a mapped symbol draws the filled symbol's icon")
    func variantOfMappedSymbol() throws {
        let variant = try Self.render("Image(systemName: \"heart\").symbolVariant(.fill)")
        let filled = try Self.render("Image(systemName: \"heart.fill\")")
        let outline = try Self.render("Image(systemName: \"heart\")")
        #expect(SceneRender.ink(variant).area == SceneRender.ink(filled).area)
        #expect(SceneRender.ink(filled).area > SceneRender.ink(outline).area * 1.3)
    }
}
