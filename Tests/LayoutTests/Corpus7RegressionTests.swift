// Corpus7RegressionTests.swift: wrong renders found in corpus7 (issue #14; report-helper-34 W1–W4), each with the
// input that found it.
// Rule: Apple: View.foregroundStyle(_:) on a Button (ButtonView.hasForegroundStyle); Grid (flexible columns share the
// proposed width: Grid.tracks); Picker in a Form (PickerView+FormRow); PreviewProvider.previews (each view a preview:
// Checker+PreviewProvider); Text.TruncationMode (TextEnvironmentWriter). Expected values are computed from the sizes
// written in each test.

import Render
import Scene
import Testing

struct Corpus7RegressionTests {
    static func render(_ source: String) throws -> Framebuffer { try SceneRender.render(source).0 }

    static func count(_ fb: Framebuffer, x: Range<Int>? = nil, _ match: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        var n = 0
        for y in 0..<fb.height {
            for px in x ?? 0..<fb.width {
                let p = fb[px, y]
                if match(p.r, p.g, p.b) { n += 1 }
            }
        }
        return n
    }

    static func tint(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r < 60 && g > 90 && g < 160 && b > 200 }

    // #14: corpus7 40 (BotaoCustomizadoView), "Confirmar Compra" blue on blue.
    @Test(
        "a Button's label is drawn in a foregroundStyle/foregroundColor set on it, not the tint",
        arguments: [".foregroundStyle(Color.white)", ".foregroundColor(.white)"])
    func buttonForeground(modifier: String) throws {
        func source(_ m: String) -> String {
            "scene(width: 80, height: 50, background: .black)\nButton(\"Go\") { }\(m).padding().background(Color.black)"
        }
        let styled = try Self.render(source(modifier))
        let plain = try Self.render(source(""))
        #expect(Self.count(plain, Self.tint) > 10)
        #expect(Self.count(styled, Self.tint) == 0)
        #expect(Self.count(styled) { r, g, b in r > 200 && g > 200 && b > 200 } > 10)
    }

    // #14: corpus7 11 (SliderGridRow): the Slider between two Texts got no width.
    @Test("a flexible view in a GridRow takes the width its column can have: 200 − 2 × 20 = 160 pt")
    func gridFlexibleColumn() throws {
        let fb = try Self.render(
            """
            scene(width: 200, height: 20, background: .white)
            Grid(horizontalSpacing: 0) {
                GridRow {
                    Color.black.frame(width: 20, height: 10)
                    Color.blue.frame(height: 10)
                    Color.black.frame(width: 20, height: 10)
                }
            }
            .frame(width: 200)
            """)
        #expect(Self.count(fb, Self.tint) == 160 * 10)
        let slider = try Self.render(
            """
            scene(width: 400, height: 40, background: .white)
            Grid { GridRow { Text("Value"); Slider(value: .constant(1.0), in: 0...1); Text("0.5") } }.frame(width: 400)
            """)
        // The filled track (value 1: all of it) spans the column: far more than the ~28 pt thumb.
        let columns = (0..<slider.width).filter { x in
            (0..<slider.height).contains { y in
                let p = slider[x, y]
                return Self.tint(p.r, p.g, p.b)
            }
        }
        #expect(columns.count > 200, "\(columns.count)")
    }

    // #14: corpus7 63 (Settings): "Favourite course" drew only its value.
    @Test("a menu Picker in a Form row draws its label leading and its value trailing")
    func formPickerLabel() throws {
        let fb = try Self.render(
            """
            scene(width: 300, height: 120, background: .white)
            struct V: View {
                @State private var selection = "a"
                var body: some View {
                    Form {
                        Picker("Course", selection: $selection) {
                            Text("SwiftUI").tag("a")
                            Text("React").tag("b")
                        }
                    }
                    .frame(width: 300, height: 120)
                }
            }
            V()
            """)
        let label = Self.count(fb, x: 0..<150) { r, g, b in r < 80 && g < 80 && b < 80 }
        let value = Self.count(fb, x: 150..<300, Self.tint)
        #expect(label > 20 && value > 20, "\(label) \(value)")
        #expect(Self.count(fb, x: 0..<150, Self.tint) == 0)
    }

    // #14: corpus7 32 (swiftui-labs ContentView): `.truncationMode(.middle)`.
    @Test("truncationMode reaches the Text through the environment: .tail is the default, .head and .middle differ")
    func truncationModeEnvironment() throws {
        func render(_ mode: String) throws -> [UInt8] {
            try Self.render(
                """
                scene(width: 200, height: 40, background: .white)
                VStack { Text("A long line of text that does not fit").lineLimit(1).frame(width: 150) }\(mode)
                """
            ).bytes
        }
        let plain = try render("")
        let (head, middle, tail) = (
            try render(".truncationMode(.head)"), try render(".truncationMode(.middle)"),
            try render(".truncationMode(.tail)")
        )
        #expect(tail == plain ? true : false)
        #expect(head != plain && middle != plain && head != middle ? true : false)
    }

    // #14: corpus7 44 (MovieHunter Rate): two previews drawn over each other.
    @Test("a PreviewProvider with two views renders the first and warns at the second")
    func previewProviderTwoViews() throws {
        let two = """
            struct V: View {
                var text: String
                var body: some View { Text(text) }
            }
            struct V_Previews: PreviewProvider {
                static var previews: some View {
                    V(text: "First")
                    V(text: "Second")
                }
            }
            """
        let one = two.replacingOccurrences(of: "        V(text: \"Second\")\n", with: "")
        let program = try SceneProgram(source: two, path: "p.swift")
        let warning = program.warnings.first { $0.message.contains("separate preview") }
        #expect(warning?.range.start.line == 8 && warning?.range.start.column == 9)
        let header = "scene(width: 80, height: 30, background: .white)\n"
        let (a, b) = (try Self.render(header + two), try Self.render(header + one))
        #expect(a.bytes == b.bytes ? true : false)
        #expect(Self.count(a) { r, g, b in r < 80 && g < 80 && b < 80 } > 10)
    }
}
