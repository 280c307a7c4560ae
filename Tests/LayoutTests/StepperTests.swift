// StepperTests.swift: the Stepper forms beyond the Int one (Checker+Stepper.swift) draw the same control: the title
// leading, UIStepper's 94 × 32 pt − | + segments trailing (Parser+Controls). A Double binding, `step:`,
// `onEditingChanged:` and `onIncrement:`/`onDecrement:` are compared pixel for pixel with the Int form; a label closure
// with the title form; the control's fill is checked against (118, 118, 128) at 12 % over white.

import Geometry
import Layout
import Render
import Scene
import Testing

struct StepperTests {
    static func render(_ body: String) throws -> Framebuffer {
        try SceneRender.render(
            "scene(width: 200, height: 40, background: .white)\n@State var i = 3\n@State var d = 1.5\n@State var on = false\n"
                + body
        ).0
    }

    static func pixels(_ fb: Framebuffer) -> [UInt8] {
        (0..<fb.height).flatMap { y in (0..<fb.width).flatMap { x in [fb[x, y].r, fb[x, y].g, fb[x, y].b, fb[x, y].a] }
        }
    }

    static let intForm = "Stepper(\"Scale\", value: $i, in: 1...10)"

    static let forms = [
        "Stepper(\"Scale\", value: $d, in: 1...10)",
        "Stepper(\"Scale\", value: $d, in: 0.5...10.5, step: 0.5)",
        "Stepper(\"Scale\", value: $d, step: 0.25)",
        "Stepper(\"Scale\", value: $i, in: 1...10, step: 2) { editing in on = editing }",
        "Stepper(\"Scale\", value: $d, in: 1...10, onEditingChanged: { on = $0 })",
        "Stepper(\"Scale\", onIncrement: { i += 1 }, onDecrement: { i -= 1 })",
        "Stepper(\"Scale\", value: .constant(2.5), in: 0...5)",
        "Stepper { Text(\"Scale\") } onIncrement: { d += 1 } onDecrement: { d -= 1 }",
        "Stepper(value: $d, in: 1...10) { Text(\"Scale\") }",
    ]

    @Test("each form draws the Int form's control", arguments: forms)
    func sameDrawing(form: String) throws {
        let a = try StepperTests.render(form)
        let b = try StepperTests.render(StepperTests.intForm)
        #expect(StepperTests.pixels(a) == StepperTests.pixels(b))
    }

    @Test("the control sits at the trailing edge on iOS's fill; the title at the leading edge")
    func control() throws {
        let fb = try StepperTests.render("Stepper(\"Scale\", value: $d, in: 1...10)")
        // 118 + (255 − 118) · 0.88 = 238.6 (red, green), 128 + 127 · 0.88 = 239.8 (blue), within a level.
        let p = fb[200 - 90, 8]
        #expect(abs(Int(p.r) - 239) <= 1 && abs(Int(p.g) - 239) <= 1 && abs(Int(p.b) - 240) <= 1, "\([p.r, p.g, p.b])")
        // Left of the control's 94 pt: white between the title and the control.
        let q = fb[200 - 100, 20]
        #expect([q.r, q.g, q.b] == [255, 255, 255])
        #expect((0..<40).contains { y in (0..<50).contains { x in fb[x, y].g < 128 } }, "the title's ink")
    }

    @Test("a value that is not a numeric binding, and a form with neither value nor actions, are located errors")
    func errors() throws {
        let header = "scene(width: 200, height: 40)\n@State var s = \"a\"\n"
        let text = try #require(throws: SceneError.self) {
            try SceneProgram(source: header + "Stepper(\"Scale\", value: $s)", path: "s.scene")
        }
        #expect(
            text.diagnostics.first?.message
                == "cannot convert value of type 'Binding<String>' to expected argument type 'Binding<V>'")
        #expect(text.diagnostics.first?.range.start.line == 3 && text.diagnostics.first?.range.start.column == 25)
        let range = try #require(throws: SceneError.self) {
            try SceneProgram(
                source: header + "@State var d = 1.0\nStepper(\"Scale\", value: $d, in: \"a\"...\"b\")", path: "s.scene"
            )
        }
        #expect(range.diagnostics.first?.range.start.line == 4)
        #expect(throws: SceneError.self) {
            try SceneProgram(source: header + "Stepper(\"Scale\") { Text(\"x\") }", path: "s.scene")
        }
    }
}
