// MenuTests.swift: `Menu` drawn closed (Checker+Menu.swift, MenuStyleModifier.swift): its label as a borderless
// button, in the accent colour (system blue, 0 122 255), its content not drawn but checked. Each form is compared
// pixel for pixel with the Button it draws as.

import Geometry
import Layout
import Render
import Scene
import Testing

struct MenuTests {
    static func render(_ body: String) throws -> Framebuffer {
        try SceneRender.render("scene(width: 160, height: 40, background: .white)\n@State var n = 0\n" + body).0
    }

    static func pixels(_ fb: Framebuffer) -> [UInt8] {
        (0..<fb.height).flatMap { y in (0..<fb.width).flatMap { x in [fb[x, y].r, fb[x, y].g, fb[x, y].b, fb[x, y].a] }
        }
    }

    static let pairs: [(String, String)] = [
        ("Menu(\"Actions\") { Button(\"Copy\") { n = 1 } }", "Button(\"Actions\") {}"),
        ("Menu { Button(\"Copy\") {} } label: { Text(\"More\") }", "Button(action: {}) { Text(\"More\") }"),
        ("Menu(content: { Button(\"Copy\") {} }, label: { Text(\"More\") })", "Button(action: {}) { Text(\"More\") }"),
        ("Menu(\"Add\", systemImage: \"plus\") { Button(\"Copy\") {} }", "Button(\"Add\", systemImage: \"plus\") {}"),
        ("Menu(\"Actions\") { Button(\"Copy\") {} }.menuStyle(.button)", "Button(\"Actions\") {}"),
        ("Menu(\"Actions\") { Button(\"Copy\") {} }.menuStyle(.borderlessButton)", "Button(\"Actions\") {}"),
        ("Menu(\"Actions\") { Button(\"Copy\") {} } primaryAction: { n = 2 }", "Button(\"Actions\") { n = 2 }"),
        (
            "Menu(\"Actions\") { Button(\"Copy\") {} }.buttonStyle(.borderedProminent)",
            "Button(\"Actions\") {}.buttonStyle(.borderedProminent)"
        ),
    ]

    @Test("each Menu form draws exactly as the button of its label", arguments: pairs)
    func sameDrawing(menu: String, button: String) throws {
        #expect(MenuTests.pixels(try MenuTests.render(menu)) == MenuTests.pixels(try MenuTests.render(button)))
    }

    @Test("the label is in the accent colour and the content is not drawn")
    func closed() throws {
        let fb = try MenuTests.render("Menu(\"██\") { Color.red; Text(\"Copy\") }.font(.system(size: 30))")
        var blue = 0
        var red = 0
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let p = fb[x, y]
                if [p.r, p.g, p.b] == [0, 122, 255] { blue += 1 }
                if p.r > 200 && p.g < 100 { red += 1 }
            }
        }
        // Two 30-pt full blocks: hundreds of fully covered accent pixels; no red from the content.
        #expect(blue > 300, "\(blue)")
        #expect(red == 0)
    }

    @Test("the content is checked: an unknown name in it is a located error")
    func contentChecked() throws {
        let source = "scene(width: 160, height: 40)\nMenu(\"Actions\") { Button(\"Copy\") { missing = 1 } }"
        let error = try #require(throws: SceneError.self) { try SceneProgram(source: source, path: "m.scene") }
        #expect(error.diagnostics.first?.range.start.line == 2)
        #expect(error.diagnostics.first?.message.contains("missing") == true)
    }
}
