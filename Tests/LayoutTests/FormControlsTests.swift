// FormControlsTests.swift: control forms pasted files write (Checker+FormControls.swift) draw exactly as the forms anim
// already had: Toggle(isOn:) { label } as Toggle(_:isOn:), Link as a borderless Button, the callback TextField as the
// plain one, `.colorScheme(.dark)` as `.environment(\.colorScheme, .dark)`. Each pair is compared pixel for pixel, and
// the switch's track is checked against iOS's switch green (52, 199, 89), and the dark scheme must change the
// primary label's pixels.

import Geometry
import Layout
import Render
import Scene
import Testing

struct FormControlsTests {
    static func render(_ body: String) throws -> Framebuffer {
        try SceneRender.render("scene(width: 200, height: 60)\n@State var on = true\n@State var s = \"\"\n" + body).0
    }

    static func pixels(_ fb: Framebuffer) -> [UInt8] {
        (0..<fb.height).flatMap { y in (0..<fb.width).flatMap { x in [fb[x, y].r, fb[x, y].g, fb[x, y].b, fb[x, y].a] } }
    }

    static let pairs: [(String, String)] = [
        ("Toggle(isOn: $on) { Text(\"Loading\") }", "Toggle(\"Loading\", isOn: $on)"),
        ("Link(\"Apple\", destination: URL(string: \"https://apple.com\")!)", "Button(\"Apple\") {}"),
        ("Link(destination: URL(string: \"https://apple.com\")!) { Text(\"Apple\") }", "Button(\"Apple\") {}"),
        ("TextField(\"Name\", text: $s, onEditingChanged: { editing in on = editing }) { on = false }",
         "TextField(\"Name\", text: $s)"),
        ("Text(\"Aa\").foregroundStyle(.primary).colorScheme(.dark)",
         "Text(\"Aa\").foregroundStyle(.primary).environment(\\.colorScheme, .dark)"),
    ]

    @Test("each pasted form draws exactly as its equivalent", arguments: pairs)
    func sameDrawing(pasted: String, equivalent: String) throws {
        let a = try FormControlsTests.render(pasted)
        let b = try FormControlsTests.render(equivalent)
        #expect(FormControlsTests.pixels(a) == FormControlsTests.pixels(b))
    }

    @Test("the labelled Toggle has its switch on, green; .colorScheme(.dark) changes the primary label colour")
    func colours() throws {
        let toggle = try FormControlsTests.render("Toggle(isOn: $on) { Text(\"Loading\") }.frame(width: 200)")
        // The 51-pt switch ends at the row's trailing edge; its track is green left of the knob.
        let p = toggle[200 - 45, 30]
        #expect([p.r, p.g, p.b] == [52, 199, 89])
        let dark = try FormControlsTests.render("Text(\"██\").font(.system(size: 40)).colorScheme(.dark)")
        let light = try FormControlsTests.render("Text(\"██\").font(.system(size: 40))")
        #expect(FormControlsTests.pixels(dark) != FormControlsTests.pixels(light))
    }

    @Test("a TextField callback is checked: an unknown name in it is an error")
    func callbacksChecked() throws {
        #expect(throws: SceneError.self) {
            try FormControlsTests.render("TextField(\"Name\", text: $s, onCommit: { missing = 1 })")
        }
    }
}
