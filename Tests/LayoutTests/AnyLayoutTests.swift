// AnyLayoutTests.swift: layout values called with a view builder (Builtins+AnyLayout, Checker+AnyLayout,
// AnyLayoutView.swift).
// Rule: Apple: AnyLayout, HStackLayout, VStackLayout, ZStackLayout, GridLayout — developer.apple.com/documentation/
// swiftui/anylayout: each lays out like the container of the same name. Expected frames are computed by hand (two
// 20 × 20 squares centred on a 100 × 100 canvas), or are the container's own render.

import Render
import Scene
import Testing

struct AnyLayoutTests {
    static func render(_ body: String) throws -> Framebuffer {
        try SceneRender.render("scene(width: 100, height: 100, background: .white)\n" + body).0
    }

    static func box(_ fb: Framebuffer, blue: Bool) -> [Int] {
        var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let p = fb[x, y]
                let hit = blue ? (p.r < 20 && p.b > 240 && p.g > 100 && p.g < 140) : (p.r < 20 && p.g < 20 && p.b < 20)
                if hit { (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x + 1), max(y1, y + 1)) }
            }
        }
        return [x0, y0, x1, y1]
    }

    static func same(_ a: Framebuffer, _ b: Framebuffer) -> Bool { a.bytes == b.bytes }

    @Test(
        "a computed AnyLayout property switches between HStackLayout and VStackLayout",
        arguments: [(true, [30, 40, 50, 60], [50, 40, 70, 60]), (false, [40, 30, 60, 50], [40, 50, 60, 70])])
    func switching(horizontal: Bool, black: [Int], blue: [Int]) throws {
        let fb = try Self.render(
            """
            struct V: View {
                var horizontal: Bool
                var layout: AnyLayout {
                    horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
                }
                var body: some View {
                    layout {
                        Color.black.frame(width: 20, height: 20)
                        Color.blue.frame(width: 20, height: 20)
                    }
                }
            }
            V(horizontal: \(horizontal))
            """)
        #expect(Self.box(fb, blue: false) == black)
        #expect(Self.box(fb, blue: true) == blue)
    }

    @Test(
        "each layout called directly or through a local draws as its container",
        arguments: [
            ("HStackLayout(alignment: .top, spacing: 10)", "HStack(alignment: .top, spacing: 10)"),
            ("VStackLayout(alignment: .leading)", "VStack(alignment: .leading)"),
            ("ZStackLayout(alignment: .topLeading)", "ZStack(alignment: .topLeading)"),
        ])
    func matchesContainer(layout: String, container: String) throws {
        let content = "{ Color.black.frame(width: 30, height: 10); Color.blue.frame(width: 10, height: 30) }"
        let expected = try Self.render(container + " " + content)
        let direct = try Self.render(layout + " " + content)
        let local = try Self.render("let layout = AnyLayout(\(layout))\nlayout " + content)
        #expect(Self.box(expected, blue: false) != [Int.max, Int.max, Int.min, Int.min])
        #expect(Self.same(direct, expected) && Self.same(local, expected))
    }

    @Test("AnyLayout(GridLayout(…)) with GridRows draws as the Grid")
    func grid() throws {
        let rows = """
            {
                GridRow { Color.black.frame(width: 20, height: 10); Color.blue.frame(width: 10, height: 20) }
                GridRow { Color.blue.frame(width: 30, height: 10); Color.black.frame(width: 10, height: 10) }
            }
            """
        let expected = try Self.render("Grid(horizontalSpacing: 2, verticalSpacing: 4) " + rows)
        let layout = try Self.render("AnyLayout(GridLayout(horizontalSpacing: 2, verticalSpacing: 4)) " + rows)
        #expect(Self.box(expected, blue: true) != [Int.max, Int.max, Int.min, Int.min])
        #expect(Self.same(layout, expected))
    }

    /// A user layout that puts its subviews on a diagonal, 20 pt apart from the bounds' top-leading corner.
    static let diagonal = """
        struct Diagonal: Layout {
            var step: Double = 20
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 60, height: 60)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (i, s) in subviews.enumerated() {
                    s.place(at: CGPoint(x: bounds.minX + Double(i) * step, y: bounds.minY + Double(i) * step),
                            anchor: .topLeading, proposal: .unspecified)
                }
            }
        }

        """

    @Test(
        "a user Layout in AnyLayout, or called through a local or property, draws as the layout called directly",
        arguments: [
            "let layout = AnyLayout(Diagonal(step: 20))\nlayout",
            "let layout = Diagonal(step: 20)\nlayout",
            """
            struct V: View {
                var wide = false
                var layout: AnyLayout { wide ? AnyLayout(HStackLayout()) : AnyLayout(Diagonal(step: 20)) }
                var body: some View { layout { Color.black.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) } }
            }
            V()
            """,
            """
            struct V: View {
                let layout = Diagonal(step: 20)
                var body: some View { self.layout { Color.black.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) } }
            }
            V()
            """,
        ])
    func customLayout(spelling: String) throws {
        let content = "{ Color.black.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) }"
        let direct = try Self.render(Self.diagonal + "Diagonal(step: 20) " + content)
        // The layout's 60 × 60 box is centred: black at its top-leading corner, blue 20 pt down and right.
        #expect(Self.box(direct, blue: false) == [20, 20, 40, 40])
        #expect(Self.box(direct, blue: true) == [40, 40, 60, 60])
        let source = spelling.hasSuffix("V()") ? Self.diagonal + spelling : Self.diagonal + spelling + " " + content
        #expect(Self.same(try Self.render(source), direct))
    }

    @Test("an AnyLayout switching between a user layout and HStackLayout takes the HStack's frames when wide")
    func customLayoutSwitch() throws {
        let fb = try Self.render(
            Self.diagonal + """
                let wide = true
                let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(Diagonal())
                layout { Color.black.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) }
                """)
        #expect(Self.box(fb, blue: false) == [30, 40, 50, 60])
        #expect(Self.box(fb, blue: true) == [50, 40, 70, 60])
    }
}
