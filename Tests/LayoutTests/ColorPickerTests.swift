// ColorPickerTests.swift: `ColorPicker` drawn closed as iOS draws it in a row (ColorPickerView.swift,
// Checker+ColorPicker.swift): the title at the leading edge, the 28-pt colour well at the trailing edge, its 3-pt
// ring of hues, a 2-pt gap and the bound colour inside. Expected values come from the metrics in ColorPickerView's
// header: in a 200 × 40 canvas the well spans x 172…200, y 6…34, centred at (186, 20); the ring is radius 11…14, the
// swatch radius 0…9. The ring's hue at an angle θ (clockwise from the trailing side, as AngularGradient goes) is the
// gradient red, yellow, green, cyan, blue, magenta, red at θ/360.

import Geometry
import Layout
import Render
import Scene
import Testing

struct ColorPickerTests {
    static func render(_ body: String, state: String = "@State var c = Color.red") throws -> Framebuffer {
        try SceneRender.render("scene(width: 200, height: 40, background: .white)\n\(state)\n" + body).0
    }

    static func rgb(_ fb: Framebuffer, _ x: Int, _ y: Int) -> [Int] {
        let p = fb[x, y]
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    static func pixels(_ fb: Framebuffer) -> [UInt8] {
        (0..<fb.height).flatMap { y in (0..<fb.width).flatMap { x in [fb[x, y].r, fb[x, y].g, fb[x, y].b, fb[x, y].a] }
        }
    }

    /// Whether any pixel in the columns `xs` is not white.
    static func inked(_ fb: Framebuffer, _ xs: Range<Int>) -> Bool {
        xs.contains { x in (0..<fb.height).contains { y in fb[x, y].g < 250 } }
    }

    @Test("the well: the selected colour inside, a white gap, the hue ring at the trailing edge; the title leading")
    func well() throws {
        let fb = try ColorPickerTests.render("ColorPicker(\"Colour\", selection: $c)")
        // The swatch is the bound colour, system red (255, 59, 48).
        #expect(ColorPickerTests.rgb(fb, 186, 20) == [255, 59, 48])
        #expect(ColorPickerTests.rgb(fb, 183, 17) == [255, 59, 48])
        // The gap (radius 9…11) shows the background (within a few levels: its pixels touch the circles' edges).
        #expect(ColorPickerTests.rgb(fb, 186, 9).allSatisfy { $0 >= 245 }, "\(ColorPickerTests.rgb(fb, 186, 9))")
        #expect(ColorPickerTests.rgb(fb, 175, 20).allSatisfy { $0 >= 245 }, "\(ColorPickerTests.rgb(fb, 175, 20))")
        // The ring at the trailing side (θ ≈ 2°): red; at the bottom (θ ≈ 88°, 0.24 of the way: between yellow and
        // green); at the top (θ ≈ 272°, 0.76: between blue and magenta).
        let right = ColorPickerTests.rgb(fb, 198, 20)
        #expect(right[0] == 255 && right[1] < 40 && right[2] < 40, "\(right)")
        let bottom = ColorPickerTests.rgb(fb, 186, 32)
        #expect(bottom[1] > 240 && bottom[2] < 20 && (80...200).contains(bottom[0]), "\(bottom)")
        let top = ColorPickerTests.rgb(fb, 186, 7)
        #expect(top[2] > 240 && top[1] < 20 && (80...200).contains(top[0]), "\(top)")
        // Nothing outside the well's 28 pt at the trailing edge but the title at the leading edge.
        #expect(ColorPickerTests.inked(fb, 0..<60))
        #expect(!ColorPickerTests.inked(fb, 70..<171))
        #expect(
            ColorPickerTests.rgb(fb, 186, 3) == [255, 255, 255] && ColorPickerTests.rgb(fb, 186, 36) == [255, 255, 255])
    }

    @Test("the well shows the bound state's value, and follows it when it changes")
    func selection() throws {
        let blue = try ColorPickerTests.render(
            "ColorPicker(\"Colour\", selection: $c, supportsOpacity: false)",
            state: "@State var c = Color(red: 0, green: 0, blue: 1)")
        #expect(ColorPickerTests.rgb(blue, 186, 20) == [0, 0, 255])
        let source = """
            scene(width: 200, height: 40, duration: 1, background: .white)
            @State var c = Color.red
            at(0.5) { c = .green }
            ColorPicker("Colour", selection: $c)
            """
        let (late, _) = try SceneRender.render(source, at: 0.75)
        #expect(ColorPickerTests.rgb(late, 186, 20) == [52, 199, 89], "system green after the change")
    }

    @Test("the title form draws as the label form with Text(title)")
    func labelForm() throws {
        let title = try ColorPickerTests.render("ColorPicker(\"Colour\", selection: $c)")
        let label = try ColorPickerTests.render("ColorPicker(selection: $c) { Text(\"Colour\") }")
        let trailing = try ColorPickerTests.render("ColorPicker(selection: $c, label: { Text(\"Colour\") })")
        #expect(ColorPickerTests.pixels(title) == ColorPickerTests.pixels(label))
        #expect(ColorPickerTests.pixels(title) == ColorPickerTests.pixels(trailing))
    }

    @Test("a selection that is not a Binding<Color> is a located error")
    func wrongBinding() throws {
        let source = "scene(width: 200, height: 40)\n@State var n = 3\nColorPicker(\"Colour\", selection: $n)"
        let error = try #require(throws: SceneError.self) { try SceneProgram(source: source, path: "c.scene") }
        let first = try #require(error.diagnostics.first)
        #expect(
            first.message == "cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Color>'")
        #expect(first.range.start.line == 3 && first.range.start.column == 34)
    }
}
