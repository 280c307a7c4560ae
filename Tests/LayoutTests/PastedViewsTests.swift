// PastedViewsTests.swift: views and idioms a third corpus of real SwiftUI files needed: TextField, SecureField and
// TextEditor; NavigationLink; TabView with tab items, tags and selection, and the page style; UIKit colours;
// `Text + Text`; iOS 17's `fill().stroke()`; the `.tint` shape style; `extension ShapeStyle where Self == Color`;
// String methods; `forEach`; `@Previewable`; a `Binding`'s `wrappedValue`.
// Rule: Apple: TextField, SecureField, TextEditor, NavigationLink, TabView, View.tabItem(_:), View.tag(_:),
// TabViewStyle.page, Color.init(uiColor:), Text.+ , ShapeView.stroke(_:lineWidth:), ShapeStyle.tint,
// Previewable (developer.apple.com/documentation/swiftui); The Swift Standard Library's String and
// Sequence.forEach. Expected pixels are counted by hand from each source and the metrics in the files cited.

import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedViewsTests {
    private func rgb(_ fb: Framebuffer, _ x: Int, _ y: Int) -> [UInt8] { [fb[x, y].r, fb[x, y].g, fb[x, y].b] }

    private func count(_ fb: Framebuffer, where test: ([UInt8]) -> Bool) -> Int {
        var n = 0
        for y in 0..<fb.height { for x in 0..<fb.width where test(rgb(fb, x, y)) { n += 1 } }
        return n
    }

    @Test("an empty TextField shows its title as a grey placeholder; a filled one its text; SecureField bullets")
    func textFields() throws {
        func render(_ body: String) throws -> Framebuffer {
            try SceneRender.render(
                """
                scene(width: 200, height: 40)
                struct F: View {
                    @State private var text = "\(body)"
                    var body: some View { TextField("Name", text: $text).padding(.horizontal, 10) }
                }
                F()
                """
            ).0
        }
        let empty = try render("")
        let filled = try render("Name")
        // The placeholder is (60, 60, 67) at 30 % over white: its darkest ink is light grey; the text is black.
        let darkestEmpty = count(empty) { $0[0] < 100 }
        let darkestFilled = count(filled) { $0[0] < 100 }
        #expect(darkestEmpty == 0)
        #expect(darkestFilled > 20)
        #expect(count(empty) { $0[0] < 220 } > 20)
        // Leading-aligned across the width: the ink starts at the 10 pt padding.
        let firstInk = (0..<200).first { x in (0..<40).contains { rgb(filled, x, $0)[0] < 128 } }
        #expect(firstInk.map { (10...12).contains($0) } == true)
        let (secure, _) = try SceneRender.render(
            """
            scene(width: 200, height: 40)
            struct S: View {
                @State private var p = "abcd"
                var body: some View { SecureField("Password", text: $p) }
            }
            S()
            """)
        let (dots, _) = try SceneRender.render(
            "scene(width: 200, height: 40)\nText(\"••••\").lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)"
        )
        #expect(secure.bytes == dots.bytes)
    }

    @Test("NavigationLink draws its label as a Button does; the destination is not drawn")
    func navigationLink() throws {
        let (link, _) = try SceneRender.render(
            "scene(width: 120, height: 40)\nNavigationLink(destination: Color.red) { Rectangle().frame(width: 40, height: 20) }"
        )
        let (button, _) = try SceneRender.render(
            "scene(width: 120, height: 40)\nButton(action: {}) { Rectangle().frame(width: 40, height: 20) }")
        #expect(link.bytes == button.bytes)
        #expect(rgb(link, 60, 20) == [0, 122, 255])
        #expect(count(link) { $0 == [255, 59, 48] } == 0)
    }

    @Test(
        "in a List a NavigationLink row draws its label in the primary colour and a grey chevron at the trailing edge")
    func navigationLinkRow() throws {
        // Apple: NavigationLink in a List shows a disclosure indicator; Button rows keep the accent colour.
        let (fb, leaves) = try SceneRender.render(
            """
            scene(width: 300, height: 200)
            List {
                NavigationLink("Books") { Text("Detail") }
                Button("Sort") {}
            }
            """)
        let texts = leaves.compactMap { leaf -> (String, Rect)? in
            if case .text(let t) = leaf.content { (t.layout.string, leaf.frame) } else { nil }
        }
        #expect(texts.map(\.0).first == "Books")
        #expect(texts.count == 3, "label, chevron, the button's title: \(texts.map(\.0))")
        // The label's ink is black (primary), the button title's blue; the chevron ends 20 + 16 pt from the edge.
        func darkest(in r: Rect) -> [UInt8] {
            var best: [UInt8] = [255, 255, 255]
            for y in Int(r.minY)..<Int(r.maxY) {
                for x in Int(r.minX)..<Int(r.maxX) where Int(fb[x, y].r) + Int(fb[x, y].g) < Int(best[0]) + Int(best[1])
                {
                    best = [fb[x, y].r, fb[x, y].g, fb[x, y].b]
                }
            }
            return best
        }
        #expect(darkest(in: texts[0].1).allSatisfy { $0 < 40 }, "primary label")
        let chevron = texts[1].1
        #expect(abs(chevron.maxX - (300 - 20 - 16)) < 1, "\(chevron)")
        let grey = darkest(in: chevron)
        #expect(grey[0] > 150 && grey[0] < 235 && grey[0] == grey[1], "tertiary grey: \(grey)")
        let sort = darkest(in: texts[2].1)
        #expect(sort[2] > 200 && sort[0] < 80, "the Button row stays in the accent colour: \(sort)")
    }

    @Test("TabView shows the tab its selection tags, over a 49 pt bar; the page style shows index dots instead")
    func tabView() throws {
        let source = """
            scene(width: 300, height: 200)
            struct V: View {
                @State private var tab = 1
                var body: some View {
                    TabView(selection: $tab) {
                        Color.red.tabItem { Label("A", systemImage: "a") }.tag(0)
                        Color.green.tabItem { Label("B", systemImage: "b") }.tag(1)
                        Color.blue.tabItem { Label("C", systemImage: "c") }.tag(2)
                    }
                }
            }
            V()
            """
        let (fb, _) = try SceneRender.render(source)
        // Tab 1 (green) fills y 0…151; the bar is y 151…200 in (249, 249, 249) at 94 % over white.
        #expect(rgb(fb, 150, 100) == [52, 199, 89])
        #expect(rgb(fb, 150, 148) == [52, 199, 89])
        #expect(rgb(fb, 5, 190) == [249, 249, 249] || rgb(fb, 5, 190) == [250, 250, 250])
        #expect(count(fb) { $0 == [255, 59, 48] } == 0)
        // The selected item (the middle third) is drawn in the tint; the others in grey (153, 153, 153).
        let blueInMiddle = (100..<200).contains { x in
            (151..<200).contains { y in
                let p = rgb(fb, x, y)
                return p[2] > 200 && p[0] < 100
            }
        }
        let blueAtLeft = (0..<100).contains { x in
            (151..<200).contains { y in
                let p = rgb(fb, x, y)
                return p[2] > 200 && p[0] < 100
            }
        }
        #expect(blueInMiddle && !blueAtLeft)
        let (page, _) = try SceneRender.render(source.replacingOccurrences(of: "V()", with: "V().tabViewStyle(.page)"))
        // No bar: green to the bottom, three 7 pt dots 9 pt apart centred 10 pt above it (y 183…190), the middle
        // one white.
        #expect(rgb(page, 5, 195) == [52, 199, 89])
        #expect(rgb(page, 150, 186) == [255, 255, 255])
        #expect(rgb(page, 134, 186) != [52, 199, 89] && rgb(page, 134, 186) != [255, 255, 255])
    }

    @Test("UIKit colours, the .tint style, a ShapeStyle extension, fill().stroke() and Text + Text")
    func colorsAndShapes() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 200, height: 40)
            extension ShapeStyle where Self == Color {
                static var brand: Color { Color(red: 0.2, green: 0.4, blue: 0.6) }
            }
            HStack(spacing: 0) {
                Rectangle().fill(Color(.systemGray5)).frame(width: 20, height: 40)
                Rectangle().fill(Color(uiColor: .systemIndigo)).frame(width: 20, height: 40)
                Rectangle().fill(Color(UIColor.secondarySystemBackground)).frame(width: 20, height: 40)
                Rectangle().foregroundStyle(.tint).frame(width: 20, height: 40)
                Rectangle().fill(.brand).frame(width: 20, height: 40)
                Rectangle().fill(Color.black).stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40)
            }
            """)
        // x 30…170 (140 pt centred in 200).
        #expect(rgb(fb, 40, 20) == [229, 229, 234])
        #expect(rgb(fb, 60, 20) == [88, 86, 214])
        #expect(rgb(fb, 80, 20) == [242, 242, 247])
        #expect(rgb(fb, 100, 20) == [0, 122, 255])
        #expect(rgb(fb, 120, 20) == [51, 102, 153])
        // The filled square (x 130…170) with its stroke centred on the edge: red within 2 pt of it, black inside.
        #expect(rgb(fb, 150, 20) == [0, 0, 0])
        #expect(rgb(fb, 131, 20) == [255, 59, 48])
        // Half the stroke lies outside the square, over its neighbour: x 128…130 red, x 126 still the brand colour.
        #expect(rgb(fb, 128, 20) == [255, 59, 48])
        #expect(rgb(fb, 126, 20) == [51, 102, 153])
        // Joined, the runs are one Text (TextJoinView): the pixels of the joined string written as one.
        let (joined, _) = try SceneRender.render("scene(width: 200, height: 40)\nText(\"ab\") + Text(\"cd\")")
        let (single, _) = try SceneRender.render("scene(width: 200, height: 40)\nText(\"abcd\")")
        #expect(joined.bytes == single.bytes)
    }
}
