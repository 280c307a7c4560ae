// Views23Tests.swift: views, modifiers and environment values from real files that rendered wrong (issue #14):
// `.environment(\.layoutDirection, .rightToLeft)` (corpus22 34), `flipsForRightToLeftLayoutDirection(_:)`, a Button
// label's own `.tint` (corpus22 03) and a segmented Picker in a Form row (corpus22 W50).
// Rule: Apple: LayoutDirection — developer.apple.com/documentation/swiftui/layoutdirection ("SwiftUI horizontally
// flips the x position of each view within its parent"); View.flipsForRightToLeftLayoutDirection(_:); ShapeStyle
// `.tint`; PickerStyle.segmented — developer.apple.com/documentation/swiftui. Expected positions are worked out here
// from the written frames (HStack spacing 8 between non-text views, canvas centred).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct Views23Tests {
    /// Each Text leaf's string and its frame in device pixels (its transform applied: a right-to-left leaf is in a
    /// space of its own).
    func texts(_ leaves: [PlacedLeaf]) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for leaf in leaves {
            if case .text(let t) = leaf.content, out[t.layout.string] == nil {
                out[t.layout.string] = leaf.frame.applying(leaf.transform)
            }
        }
        return out
    }

    /// Whether the pixel is (within 8 of) `r, g, b`.
    func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(Int(p.r) - r) <= 8 && abs(Int(p.g) - g) <= 8 && abs(Int(p.b) - b) <= 8
    }

    // MARK: - Right to left

    @Test("corpus22 34: an HStack under .rightToLeft runs from the trailing edge: Second | First")
    func hStackRightToLeft() throws {
        let source = """
            scene(width: 300, height: 100, background: .white)
            HStack {
                Text("First").frame(width: 80).background(Color.red)
                Text("Second").frame(width: 80).background(Color.green)
            }
            """
        // Two 80 pt views 8 pt apart (168 pt) centred in 300: 66…146 and 154…234.
        let (ltr, _) = try SceneRender.render(source)
        #expect(near(ltr[68, 50], 255, 59, 48) && near(ltr[232, 50], 52, 199, 89))
        let (fb, leaves) = try SceneRender.render(source + "\n.environment(\\.layoutDirection, .rightToLeft)")
        #expect(near(fb[68, 50], 52, 199, 89), "green first: \(fb[68, 50])")
        #expect(near(fb[232, 50], 255, 59, 48), "red second: \(fb[232, 50])")
        let t = texts(leaves)
        let first = try #require(t["First"])
        let second = try #require(t["Second"])
        // Each title stays centred in its 80 pt frame (to the pixel its edges round to), drawn left to right (a
        // positive x scale).
        #expect(abs(first.midX - 194) <= 1 && abs(second.midX - 106) <= 1, "\(first) \(second)")
        for leaf in leaves { #expect(leaf.transform.a > 0) }
    }

    @Test(".leading is the right edge under .rightToLeft: VStack(alignment:), frame(alignment:) and padding(.leading)")
    func leadingIsRight() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            VStack(alignment: .leading, spacing: 0) {
                Color.black.frame(width: 20, height: 20)
                Color.black.frame(width: 60, height: 20)
                Color.black.frame(width: 20, height: 20).frame(width: 60, height: 20, alignment: .leading)
                Color.black.frame(width: 20, height: 20).padding(.leading, 40)
            }
            .environment(\\.layoutDirection, .rightToLeft)
            """)
        // The column is 60 wide, 120…180, rows 60…140: the leading-aligned squares sit at the right, 160…180.
        for row in [70, 110] {
            #expect(fb[170, row].g == 0, "row \(row) right")
            #expect(fb[130, row].g == 255, "row \(row) left empty")
        }
        #expect(fb[130, 90].g == 0 && fb[170, 90].g == 0)
        // The 40 pt leading padding is on the right, so its square is at the left, 120…140.
        #expect(fb[130, 130].g == 0 && fb[170, 130].g == 255)
    }

    @Test(
        "right to left moves views, not drawings: a path stays as drawn; flipsForRightToLeftLayoutDirection mirrors it")
    func drawingsNotMirrored() throws {
        func barSide(_ modifiers: String) throws -> (left: Bool, right: Bool) {
            let (fb, _) = try SceneRender.render(
                """
                scene(width: 300, height: 100, background: .white)
                Path { p in p.addRect(CGRect(x: 0, y: 0, width: 10, height: 40)) }
                    .fill(Color.black).frame(width: 40, height: 40)\(modifiers)
                """)
            // The 40 pt frame is 130…170; the 10 pt bar is drawn at its left edge, 130…140.
            return (fb[135, 50].g == 0, fb[165, 50].g == 0)
        }
        let rtl = ".environment(\\.layoutDirection, .rightToLeft)"
        #expect(try barSide("") == (true, false))
        #expect(try barSide(rtl) == (true, false))
        #expect(try barSide(".flipsForRightToLeftLayoutDirection(true)" + rtl) == (false, true))
        // Left to right, or with false, nothing is flipped.
        #expect(try barSide(".flipsForRightToLeftLayoutDirection(true)") == (true, false))
        #expect(try barSide(".flipsForRightToLeftLayoutDirection(false)" + rtl) == (true, false))
    }

    @Test("a Grid's columns and a LazyHStack run from the right under .rightToLeft; .leftToRight inside restores them")
    func gridAndNestedDirection() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            VStack(spacing: 0) {
                Grid(horizontalSpacing: 0) {
                    GridRow { Color.red.frame(width: 50, height: 50); Color.green.frame(width: 50, height: 50) }
                }
                LazyHStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 50); Color.green.frame(width: 50, height: 50)
                }
                HStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 50); Color.green.frame(width: 50, height: 50)
                }
                .environment(\\.layoutDirection, .leftToRight)
            }
            .environment(\\.layoutDirection, .rightToLeft)
            """)
        // Rows 100 wide centred, x 100…200; the lazy stack takes the height left over (a lazy stack is as long
        // across its axis as it is proposed, LazyStack.swift), 100 pt: y 0…50, 50…150 (its row 75…125), 150…200.
        #expect(near(fb[125, 25], 52, 199, 89) && near(fb[175, 25], 255, 59, 48), "grid")
        #expect(near(fb[125, 100], 52, 199, 89) && near(fb[175, 100], 255, 59, 48), "lazy stack")
        #expect(near(fb[125, 175], 255, 59, 48) && near(fb[175, 175], 52, 199, 89), "left to right again")
    }

    @Test("a multiline Text's .leading lines end at the right edge under .rightToLeft")
    func multilineTextRightAligned() throws {
        func shortLineInk(_ modifiers: String) throws -> (minX: Int, frame: Rect) {
            let (fb, leaves) = try SceneRender.render(
                """
                scene(width: 300, height: 200, background: .white)
                Text("WWWWWWWW\\nW").font(.system(size: 20))\(modifiers)
                """)
            let frame = try #require(texts(leaves)["WWWWWWWW\nW"])
            var minX = Int.max
            for y in Int(frame.midY) + 2..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) where fb[x, y].g < 128 { minX = min(minX, x) }
            }
            return (minX, frame)
        }
        let ltr = try shortLineInk("")
        let rtl = try shortLineInk(".environment(\\.layoutDirection, .rightToLeft)")
        // Left to right the lone W starts at the frame's left; right to left it ends at the right, a W's width (over
        // half the frame less) further on: the frame is eight W's wide.
        #expect(Double(ltr.minX) < ltr.frame.minX + 3)
        #expect(Double(rtl.minX) > rtl.frame.minX + rtl.frame.width * 7 / 8 - 3, "\(rtl)")
        #expect(rtl.frame == ltr.frame)
    }

    @Test("@Environment(\\.layoutDirection) reads .rightToLeft under the write, and no warning is given")
    func readsDirection() throws {
        let source = """
            scene(width: 300, height: 100, background: .white)
            struct D: View {
                @Environment(\\.layoutDirection) var direction
                var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
            }
            HStack { D(); D().environment(\\.layoutDirection, .rightToLeft) }
            """
        let program = try SceneProgram(source: source, path: "d.scene")
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        let (_, leaves) = try SceneRender.render(source)
        let t = texts(leaves)
        #expect(t["ltr"] != nil && t["rtl"] != nil, "\(t.keys)")
    }

    // MARK: - Tint

    /// The pixels in `rect` within 8 of `r, g, b`.
    func count(_ fb: Framebuffer, _ rect: (x: Range<Int>, y: Range<Int>), _ r: Int, _ g: Int, _ b: Int) -> Int {
        var n = 0
        for y in rect.y { for x in rect.x where near(fb[x, y], r, g, b) { n += 1 } }
        return n
    }

    @Test("corpus22 03: Text(\"Close\").tint(.white) in a Button's label is white on the blue background")
    func buttonLabelOwnTint() throws {
        let source = """
            scene(width: 300, height: 100, background: .black)
            Button(action: {}) {
                Text("Close").tint(.white)
                    .frame(width: 200, height: 55)
                    .background(.blue, in: RoundedRectangle(cornerRadius: 10))
            }
            """
        let (fb, _) = try SceneRender.render(source)
        // The card is 50…250 × 22.5…77.5; the title's strokes are white (some tens of pixels at 17 pt).
        let white = count(fb, (110..<190, 30..<70), 255, 255, 255)
        #expect(white > 40, "white pixels \(white)")
        // Without the inner tint the label is the accent blue, the background's own colour: no white at all.
        let (plain, _) = try SceneRender.render(source.replacingOccurrences(of: ".tint(.white)", with: ""))
        #expect(count(plain, (110..<190, 30..<70), 255, 255, 255) == 0)
    }

    @Test("a bordered Button's label takes its own tint; the bordered fill keeps the button's tint")
    func borderedLabelOwnTint() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 100, background: .white)
            Button { } label: { Text("Go go go").tint(.red) }.buttonStyle(.bordered)
            """)
        // System red (255, 59, 48) strokes; the fill is the accent blue at 15 % over white (217, 235, 255).
        #expect(count(fb, (100..<200, 30..<70), 255, 59, 48) > 10)
        #expect(near(fb[150 - 40, 50], 217, 235, 255) || near(fb[150 - 38, 38], 217, 235, 255))
    }

    @Test("foregroundStyle(.tint) resolves the tint where the text is: a .tint(.red) below it wins")
    func tintStyleResolvedAtLeaf() throws {
        let (fb, _) = try SceneRender.render(
            """
            scene(width: 300, height: 100, background: .white)
            HStack { Text("Red red").tint(.red); Text("Blue blue") }.foregroundStyle(.tint)
            """)
        var (red, blue) = (0, 0)
        for y in 0..<100 {
            for x in 0..<300 {
                if near(fb[x, y], 255, 59, 48) { red += 1 }
                if near(fb[x, y], 0, 122, 255) { blue += 1 }
            }
        }
        #expect(red > 20 && blue > 20, "red \(red) blue \(blue)")
    }

    // MARK: - Segmented picker in a Form

    @Test("corpus22 W50: a .segmented Picker in a Form row has no label and four equal segments across the row")
    func segmentedPickerInForm() throws {
        let (_, leaves) = try SceneRender.render(
            """
            scene(width: 393, height: 300, background: .white)
            struct V: View {
                @State private var unit = "second"
                let units = ["second", "minute", "hour", "day"]
                var body: some View {
                    Form {
                        Picker("Select From Unit", selection: $unit) { ForEach(units, id: \\.self) { Text($0) } }
                            .pickerStyle(.segmented)
                    }
                }
            }
            V()
            """)
        let t = texts(leaves)
        #expect(t["Select From Unit"] == nil, "\(t.keys)")
        let centres = try ["second", "minute", "hour", "day"].map { try #require(t[$0], "\(t.keys)").midX }
        // Equal segments across the row: an inset-grouped row's content is 393 − 2 × (16 card inset + 20 row inset)
        // = 321 pt wide (ListView.cardInset, rowInsets); less the control's 2 pt padding each side, four segments
        // of 79.25 pt, their titles centred in them. (Each title's edges round to the pixel on their own: a centre
        // is within ½ pt of its segment's.) A squeezed control beside its label had segments 50–60 pt apart.
        let left = 16.0 + 20 + 2
        for (i, centre) in centres.enumerated() {
            #expect(abs(centre - (left + 79.25 * (Double(i) + 0.5))) <= 0.75, "\(centres)")
        }
    }

    // MARK: - Lazy stacks in a scroll view

    @Test(
        "corpus21 49: a 2,000-row LazyVStack in a ScrollView places only its first rows, drawn as a VStack draws them")
    func lazyStackSizesVisibleRows() throws {
        func render(_ stack: String, _ rows: Int) throws -> (Framebuffer, [PlacedLeaf]) {
            try SceneRender.render(
                """
                scene(width: 300, height: 400, background: .white)
                ScrollView { \(stack) { ForEach(0..<\(rows), id: \\.self) { Text("Row \\($0)").padding() } } }
                """)
        }
        let (lazy, leaves) = try render("LazyVStack", 2000)
        // 400 pt of canvas holds about nine 45 pt rows; rows are created up to twice that length (LazyStack.swift).
        let texts = texts(leaves)
        #expect(texts.count >= 9 && texts.count <= 20, "\(texts.count) rows placed")
        #expect(texts["Row 0"] != nil && texts["Row 1999"] == nil)
        // An eager VStack of 30 rows (longer than the canvas) draws the same picture: rows at the same places.
        let (eager, _) = try render("VStack", 30)
        #expect(lazy.bytes == eager.bytes)
    }

    // MARK: - rotation3DEffect

    @Test("rotation3DEffect with part of the view behind the eye draws the part in front, not nothing")
    func rotation3DPartlyBehindEye() throws {
        func ink(_ angle: Int, perspective: Double) throws -> (area: Double, nearAnchor: Bool) {
            let (fb, _) = try SceneRender.render(
                """
                scene(width: 600, height: 600, background: .white)
                Color.black.frame(width: 60, height: 60)
                    .rotation3DEffect(.degrees(\(angle)), axis: (x: 0, y: 1, z: 0), anchor: .leading, perspective: \(perspective))
                """)
            // The anchor, the square's leading edge, is at x = 270; the hinge stays put, so just right of it is ink.
            return (SceneRender.ink(fb).area, fb[272, 300].g < 128)
        }
        // perspective 2: the eye is 30 pt in front; turned 300° about y the square's far part (more than
        // 30 / sin 60° ≈ 34.6 pt from the hinge) comes nearer than the eye. The near part is drawn, from the hinge.
        let cut = try ink(300, perspective: 2)
        #expect(cut.area > 100 && cut.nearAnchor, "\(cut)")
        // Every angle near a quarter and half turn draws something at perspective 1 (nothing goes behind the eye).
        for angle in [89, 91, 179, 181, 269, 271] {
            #expect(try ink(angle, perspective: 1).area > 10, "\(angle)°")
        }
    }
}
