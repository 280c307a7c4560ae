// AlignmentGuideTests.swift: explicit alignment guides in HStack, VStack and ZStack (AlignmentGuide+Layout.swift,
// Checker+AlignmentGuide.swift).
// Rule: Apple: View.alignmentGuide(_:computeValue:) and ViewDimensions — developer.apple.com/documentation/swiftui/
// view/alignmentguide(_:computevalue:)-6y3u2: the stack puts the child's explicit guide where the other children's
// guides are. Expected frames are computed by hand in each test from the sizes written (a stack centred on the
// canvas, its children's guides on one line).

import Render
import Scene
import Testing

struct AlignmentGuideTests {
    static func render(_ body: String, size: Int = 100) throws -> Framebuffer {
        try SceneRender.render("scene(width: \(size), height: \(size), background: .white)\n" + body).0
    }

    /// The bounding box (min x, min y, max x + 1, max y + 1) of the pixels where `match` holds.
    static func box(_ fb: Framebuffer, _ match: (UInt8, UInt8, UInt8) -> Bool) -> [Int] {
        var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let p = fb[x, y]
                guard match(p.r, p.g, p.b) else { continue }
                (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x + 1), max(y1, y + 1))
            }
        }
        return [x0, y0, x1, y1]
    }

    static func black(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r < 20 && g < 20 && b < 20 }
    /// SwiftUI's blue (0, 122, 255 in light mode).
    static func blue(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r < 20 && g > 100 && g < 140 && b > 240 }

    @Test("HStack(alignment: .top): a child whose top guide is its bottom sits above the others' top line")
    func hstackTop() throws {
        // Stack 40 × 40 centred in 100: the plain square at x 30–50, y 50–70; the guided one at x 50–70, y 30–50.
        let fb = try Self.render(
            """
            HStack(alignment: .top, spacing: 0) {
                Color.black.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { d in d[.bottom] }
            }
            """)
        #expect(Self.box(fb, Self.black) == [30, 50, 50, 70])
        #expect(Self.box(fb, Self.blue) == [50, 30, 70, 50])
    }

    @Test("VStack(alignment: .leading): a child whose leading guide is its trailing edge hangs left of the others")
    func vstackLeading() throws {
        // Union 60 × 20 centred: the 40-wide bar at x 40–80, y 40–50; the guided 20-wide one at x 20–40, y 50–60.
        let fb = try Self.render(
            """
            VStack(alignment: .leading, spacing: 0) {
                Color.black.frame(width: 40, height: 10)
                Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { $0[.trailing] }
            }
            """)
        #expect(Self.box(fb, Self.black) == [40, 40, 80, 50])
        #expect(Self.box(fb, Self.blue) == [20, 50, 40, 60])
    }

    @Test("HorizontalAlignment.center with arithmetic on d.width, through padding outside the guide")
    func centreArithmetic() throws {
        // The guided view is 20 wide with 10 of padding on each side (40 wide); its centre guide is 10 + 20/4 = 15 from
        // its padded leading edge. The 60-wide bar's centre (30) meets it, so the padded view starts 15 right of the
        // bar: union 60 × 20 centred, the bar x 20–80, y 40–50, the padded view x 35–75, its blue part x 45–65,
        // y 50–60.
        let fb = try Self.render(
            """
            VStack(alignment: .center, spacing: 0) {
                Color.black.frame(width: 60, height: 10)
                Color.blue.frame(width: 20, height: 10)
                    .alignmentGuide(HorizontalAlignment.center) { d in d.width / 4 }
                    .padding(.horizontal, 10)
            }
            """)
        #expect(Self.box(fb, Self.black) == [20, 40, 80, 50])
        #expect(Self.box(fb, Self.blue) == [45, 50, 65, 60])
    }

    @Test("lastTextBaseline minus 5: the guide is 5 pt above the baseline, so the text sits 5 pt lower than the other")
    func baselineShift() throws {
        // The offset of the guided text's top from the other text's top, with and without the guide.
        func offset(_ guide: String) throws -> Int {
            let fb = try Self.render(
                """
                HStack(alignment: .lastTextBaseline, spacing: 0) {
                    Text("9.5").font(.title2).foregroundStyle(Color.black)
                    Text("/10").foregroundStyle(Color.blue)\(guide)
                }
                """, size: 120)
            let blue = Self.box(fb, { r, g, b in r < 60 && b > 200 && g < 160 })
            let black = Self.box(fb, { r, g, b in r < 90 && g < 90 && b < 90 })
            return blue[1] - black[1]
        }
        let shared = try offset("")
        let lowered = try offset(".alignmentGuide(.lastTextBaseline) { $0[.lastTextBaseline] - 5 }")
        #expect(lowered - shared == 5, "\(shared) \(lowered)")
    }

    @Test("ZStack(alignment: .topTrailing): a badge whose guides are its bottom-leading corner sits outside the corner")
    func zstackBadge() throws {
        // Guides meet: the square's top-trailing corner at the badge's bottom-leading one; union 50 × 50 centred in
        // 100: square x 25–65, y 35–75; badge x 65–75, y 25–35.
        let fb = try Self.render(
            """
            ZStack(alignment: .topTrailing) {
                Color.black.frame(width: 40, height: 40)
                Color.blue.frame(width: 10, height: 10)
                    .alignmentGuide(.top) { $0[.bottom] }
                    .alignmentGuide(.trailing) { $0[.leading] }
            }
            """)
        #expect(Self.box(fb, Self.black) == [25, 35, 65, 75])
        #expect(Self.box(fb, Self.blue) == [65, 25, 75, 35])
    }

    @Test("an overlay's explicit guides meet the primary view's: a badge outside the top-trailing corner")
    func overlayBadge() throws {
        // The 40 × 40 square centred at x 30–70, y 30–70; the badge's bottom-leading corner on its top-trailing one.
        let fb = try Self.render(
            """
            Color.black.frame(width: 40, height: 40)
                .overlay(alignment: .topTrailing) {
                    Color.blue.frame(width: 10, height: 10)
                        .alignmentGuide(.top) { $0[.bottom] }
                        .alignmentGuide(.trailing) { $0[.leading] }
                }
            """)
        #expect(Self.box(fb, Self.black) == [30, 30, 70, 70])
        #expect(Self.box(fb, Self.blue) == [70, 20, 80, 30])
    }

    @Test("a bare .center guide is ambiguous, as in Swift: a located error")
    func ambiguousCentre() throws {
        let error = #expect(throws: SceneError.self) {
            _ = try SceneProgram(
                source: "VStack {\n    Color.red.alignmentGuide(.center) { $0.width }\n}\n", path: "a.scene")
        }
        let first = error?.diagnostics.first
        #expect(first?.message == "ambiguous use of 'center'")
        #expect(first?.range.start.line == 2 && first?.range.start.column == 30)
    }

    /// Guides held in variables (`@State var g: HorizontalAlignment`), also inside the closure (`d[o]`): the same
    /// picture as the literal spelling — the standard guide's offset read when the scene runs (a file of the corpus
    /// that stopped with "a custom alignment guide could not be read").
    @Test(arguments: [
        ("HorizontalAlignment", ".center", ".leading", "VStack", "Color.black.frame(width: 20, height: 10)"),
        ("HorizontalAlignment", ".leading", ".trailing", "VStack", "Color.black.frame(width: 20, height: 10)"),
        ("VerticalAlignment", ".top", ".bottom", "HStack", "Color.black.frame(width: 10, height: 20)"),
        ("VerticalAlignment", ".center", ".top", "HStack", "Color.black.frame(width: 10, height: 20)"),
    ])
    func guidesInVariables(_ type: String, _ guide: String, _ index: String, _ stack: String, _ view: String) throws {
        func scene(_ g: String, _ o: String, _ declarations: String) -> String {
            """
            struct V: View {
                \(declarations)
                var body: some View {
                    \(stack)(alignment: \(g), spacing: 0) {
                        \(view).alignmentGuide(\(g)) { d in d[\(o)] }
                        Color.blue.frame(width: 40, height: 40)
                    }
                }
            }
            V()
            """
        }
        let variables = try Self.render(
            scene("g", "o", "@State private var g: \(type) = \(guide)\n    @State private var o: \(type) = \(index)"))
        // The literal guide written with its type: `.center` alone is ambiguous, in Swift as here.
        let literal = try Self.render(scene(type + guide, index, ""))
        #expect(Self.box(variables, Self.black) == Self.box(literal, Self.black))
        #expect(Self.box(variables, Self.blue) == Self.box(literal, Self.blue))
        #expect(Self.box(variables, Self.black)[0] != Int.max, "the black view is drawn")
    }
}
