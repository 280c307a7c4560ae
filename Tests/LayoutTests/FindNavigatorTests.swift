// FindNavigatorTests.swift: `.findNavigator(isPresented:)`, `.findDisabled(_:)` and `.replaceDisabled(_:)` (iOS 16)
// draw nothing (the find bar appears only when the user asks for it): the view renders as if they were absent, with
// one located warning each (issue #14 item 5; Vocabulary+SwiftUI's inert modifiers).

import Geometry
import Layout
import Render
import Scene
import Testing

struct FindNavigatorTests {
    @Test("a TextEditor with the three find modifiers draws as without them, with one warning each")
    func inert() throws {
        let header =
            "scene(width: 80, height: 40, background: .white)\n@State var text = \"abc\"\n@State var show = true\n"
        let modified =
            header + """
                TextEditor(text: $text)
                    .findNavigator(isPresented: $show)
                    .findDisabled(false)
                    .replaceDisabled()
                    .frame(width: 60, height: 20)
                """
        let plain = header + "TextEditor(text: $text)\n    .frame(width: 60, height: 20)"
        let (a, _) = try SceneRender.render(modified)
        let (b, _) = try SceneRender.render(plain)
        func pixels(_ fb: Framebuffer) -> [UInt8] {
            (0..<fb.height).flatMap { y in (0..<fb.width).flatMap { x in [fb[x, y].r, fb[x, y].g, fb[x, y].b] } }
        }
        #expect(pixels(a) == pixels(b))
        #expect(pixels(a).contains { $0 < 128 }, "the text is drawn")
        let warnings = try SceneProgram(source: modified, path: "f.scene").warnings
        #expect(
            warnings.map(\.message)
                == ["findNavigator", "findDisabled", "replaceDisabled"].map {
                    "'\($0)' has no visual effect; anim renders the view as if it were absent"
                })
        #expect(warnings.map(\.range.start.line) == [5, 6, 7])
        #expect(warnings.map(\.range.start.column) == [6, 6, 6])
    }
}
