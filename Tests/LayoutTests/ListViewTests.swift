// ListViewTests.swift: `List`, `Section`, `Form` and `listStyle`, and the text modifiers pasted list code uses
// (`textCase`, `lineSpacing`, `minimumScaleFactor`).
// Rule: ListView.swift's metrics (UIKit's grouped table: systemGroupedBackground (242, 242, 247), white cards of
// radius 10 inset 16 pt, rows ≥ 44 pt with 20 pt content insets, separators from the content inset, 35 pt above the
// first section); Apple: View.textCase(_:), View.lineSpacing(_:), View.minimumScaleFactor(_:). Expected pixels are
// worked out by hand from those numbers.

import Geometry
import Layout
import Render
import Scene
import Testing
import Text

struct ListViewTests {
    private func rgba(_ fb: Framebuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let p = fb[x, y]
        return [p.r, p.g, p.b, p.a]
    }

    private static let rows = """
        scene(width: 300, height: 200)
        List {
            Rectangle().fill(Color.black).frame(width: 10, height: 10)
            Rectangle().fill(Color.black).frame(width: 10, height: 10)
        }
        """

    @Test("an inset-grouped List: grey background, a white card 16 pt in, 44 pt rows, an inset separator")
    func insetGrouped() throws {
        let (fb, _) = try SceneRender.render(ListViewTests.rows)
        // Grey outside the card (x < 16) and below it (y > 35 + 44 + 1 + 44 = 124).
        #expect(rgba(fb, 8, 60) == [242, 242, 247, 255])
        #expect(rgba(fb, 150, 150) == [242, 242, 247, 255])
        #expect(rgba(fb, 150, 20) == [242, 242, 247, 255])
        // The card: white from x 16 to 284, y 35 to 124 (corners rounded).
        #expect(rgba(fb, 20, 60) == [255, 255, 255, 255])
        #expect(rgba(fb, 280, 100) == [255, 255, 255, 255])
        #expect(rgba(fb, 290, 60) == [242, 242, 247, 255])
        // Row 1: y 35…79, its 10 × 10 square leading at x 36 (16 + 20), centred at y 57: x 36…46, y 52…62.
        #expect(rgba(fb, 40, 56) == [0, 0, 0, 255])
        #expect(rgba(fb, 34, 56) == [255, 255, 255, 255])
        #expect(rgba(fb, 40, 50) == [255, 255, 255, 255])
        // The separator: 1 px at y 79 from x 36 to the card's edge, UIColor.separator over white (198, 198, 200);
        // white left of the inset.
        #expect(rgba(fb, 150, 79) == [198, 198, 200, 255])
        #expect(rgba(fb, 30, 79) == [255, 255, 255, 255])
        // Row 2: y 80…124, square at y 97…107.
        #expect(rgba(fb, 40, 101) == [0, 0, 0, 255])
    }

    @Test("List(data) is a List of a ForEach; .plain draws rows on white without cards; Form groups as List")
    func dataPlainAndForm() throws {
        let (grouped, _) = try SceneRender.render(ListViewTests.rows)
        let (data, _) = try SceneRender.render(
            """
            scene(width: 300, height: 200)
            List([1, 2], id: \\.self) { _ in Rectangle().fill(Color.black).frame(width: 10, height: 10) }
            """)
        let (form, _) = try SceneRender.render(ListViewTests.rows.replacingOccurrences(of: "List {", with: "Form {"))
        #expect(data.bytes == grouped.bytes)
        #expect(form.bytes == grouped.bytes)
        let (plain, _) = try SceneRender.render(ListViewTests.rows + "\n.listStyle(.plain)")
        // No grey, no top inset: row 1 is y 0…44 with its square at x 20…30, y 17…27; separators span from x 20.
        #expect(rgba(plain, 8, 60) == [255, 255, 255, 255])
        #expect(rgba(plain, 24, 21) == [0, 0, 0, 255])
        #expect(rgba(plain, 150, 44) == [198, 198, 200, 255])
    }

    @Test(".inset: the inset grouped geometry on white, no grey and no visible card; rows where insetGrouped has them")
    func insetStyle() throws {
        let (grouped, _) = try SceneRender.render(ListViewTests.rows)
        let (inset, _) = try SceneRender.render(ListViewTests.rows + "\n.listStyle(.inset)")
        let (explicit, _) = try SceneRender.render(ListViewTests.rows + "\n.listStyle(.insetGrouped)")
        #expect(explicit.bytes == grouped.bytes)
        #expect(inset.bytes != grouped.bytes)
        // White where the grouped grey was: beside the card, above it and below it.
        #expect(rgba(inset, 8, 60) == [255, 255, 255, 255])
        #expect(rgba(inset, 150, 20) == [255, 255, 255, 255])
        #expect(rgba(inset, 150, 150) == [255, 255, 255, 255])
        // The rows and the separator exactly where the inset grouped list draws them.
        #expect(rgba(inset, 40, 56) == [0, 0, 0, 255])
        #expect(rgba(inset, 34, 56) == [255, 255, 255, 255])
        #expect(rgba(inset, 150, 79) == [198, 198, 200, 255])
        #expect(rgba(inset, 40, 101) == [0, 0, 0, 255])
        // In dark mode the background and the card are both black.
        let (dark, _) = try SceneRender.render(
            ListViewTests.rows + "\n.listStyle(.inset)\n.preferredColorScheme(.dark)")
        #expect(rgba(dark, 8, 60) == [0, 0, 0, 255])
        #expect(rgba(dark, 150, 60) == [0, 0, 0, 255])
    }

    @Test("headerProminence(.increased) sets a Section's header larger, not upper-cased, in the primary colour")
    func headerProminence() throws {
        func render(_ modifier: String, list: String = "") throws -> Framebuffer {
            try SceneRender.render(
                """
                scene(width: 300, height: 200)
                List {
                    Section { Rectangle().fill(Color.black).frame(width: 10, height: 10) } header: { Text("Fruit") }
                    \(modifier)
                }
                \(list)
                """
            ).0
        }
        let standard = try render("")
        let increased = try render(".headerProminence(.increased)")
        let written = try render(".headerProminence(.standard)")
        let onList = try render("", list: ".headerProminence(.increased)")
        #expect(written.bytes == standard.bytes)
        #expect(onList.bytes == increased.bytes)
        #expect(increased.bytes != standard.bytes)
        // The header's ink: taller (title 3 against footnote) and darker (primary against secondary grey).
        func ink(_ fb: Framebuffer) -> (rows: Int, darkest: UInt8) {
            var rows = Set<Int>()
            var darkest: UInt8 = 255
            for y in 0..<60 {
                for x in 30..<200 {
                    let v = fb[x, y].r
                    if v < 200 { rows.insert(y) }
                    darkest = min(darkest, v)
                }
            }
            return (rows.count, darkest)
        }
        let (a, b) = (ink(standard), ink(increased))
        #expect(b.rows > a.rows + 3)
        #expect(b.darkest < 40 && a.darkest > 40)
        // The Section is still a section: its 10 pt square sits in the card under the header, lower than under the
        // standard header by the taller header's extra height.
        func squareRows(_ fb: Framebuffer) -> [Int] { (60..<200).filter { fb[41, $0].r == 0 } }
        #expect(squareRows(standard).count == 10 && squareRows(increased).count == 10)
        #expect((squareRows(increased).first ?? 0) > (squareRows(standard).first ?? 0) + 3)
    }

    @Test("a Section header is upper-cased footnote text above its card, inset 36 pt")
    func sectionHeader() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 200)
            List {
                Section("Fruit") { Rectangle().fill(Color.black).frame(width: 10, height: 10) }
            }
            """)
        let (upper, _) = try SceneRender.render(
            """
            scene(width: 300, height: 200)
            List {
                Section { Rectangle().fill(Color.black).frame(width: 10, height: 10) } header: { Text("FRUIT") }
            }
            """)
        #expect(fb.bytes == upper.bytes)
        // The header's ink starts at x 36 and sits between the top inset (35) and the card; left of it, grey.
        var inkColumns: [Int] = []
        for x in 0..<300 where (35..<60).contains(where: { rgba(fb, x, $0)[0] < 200 }) { inkColumns.append(x) }
        #expect(inkColumns.first.map { (36...38).contains($0) } == true)
    }

    @Test("textCase(.uppercase) draws as the upper-cased string")
    func textCase() throws {
        let (cased, _) = try SceneRender.render("scene(width: 120, height: 40)\nText(\"hello\").textCase(.uppercase)")
        let (written, _) = try SceneRender.render("scene(width: 120, height: 40)\nText(\"HELLO\")")
        #expect(cased.bytes == written.bytes)
    }

    @Test("lineSpacing adds its points between lines, not after the last")
    func lineSpacing() {
        let font = FontDescriptor.system(size: 17)
        let plain = TextLayout("One\nTwo\nThree", font: font)
        let spaced = TextLayout("One\nTwo\nThree", font: font, lineSpacing: 10)
        #expect(abs(spaced.size.height - (plain.size.height + 20)) < 1e-9)
        #expect(abs(spaced.lines[2].origin.y - (plain.lines[2].origin.y + 20)) < 1e-9)
    }

    @Test("minimumScaleFactor shrinks a one-line Text to fit its frame instead of truncating it")
    func minimumScaleFactor() throws {
        func inkColumns(_ source: String) throws -> (first: Int, last: Int, rows: Int) {
            let (fb, _) = try SceneRender.render(source)
            var xs: [Int] = []
            var ys = Set<Int>()
            for y in 0..<fb.height {
                for x in 0..<fb.width where fb[x, y].g < 128 {
                    xs.append(x)
                    ys.insert(y)
                }
            }
            return (xs.min() ?? -1, xs.max() ?? -1, ys.count)
        }
        let text = "Text(\"WWWWWWWWWW\").font(.system(size: 40)).lineLimit(1)"
        let shrunk = try inkColumns("scene(width: 300, height: 80)\n\(text).minimumScaleFactor(0.2).frame(width: 150)")
        let natural = try inkColumns("scene(width: 600, height: 80)\n\(text)")
        // The natural line is ~380 pt wide; shrunk it fits the 150 pt frame (x 75…225) and nearly fills it.
        #expect(natural.last - natural.first > 300)
        #expect(shrunk.first >= 75 && shrunk.last <= 225)
        #expect(shrunk.last - shrunk.first > 130)
        #expect(shrunk.rows < natural.rows * 6 / 10)
    }
}
