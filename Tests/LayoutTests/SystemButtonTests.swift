// SystemButtonTests.swift: SwiftUI's system buttons and other platforms' list styles as pasted files use them
// (issue #14): PasteButton draws UIPasteControl's capsule in the tint with "Paste" (Apple: PasteButton), RenameButton
// a "Rename" button, `.carousel`/`.elliptical`/`.bordered` lists draw as iOS's grouped list, and the iOS 17/18
// non-visual modifiers render as absent with one warning.

import Geometry
import Layout
import Render
import Scene
import Testing

struct SystemButtonTests {
    @Test("PasteButton(payloadType:onPaste:): a capsule of the accent colour with 'Paste'; the action never runs")
    func pasteButton() throws {
        let (fb, leaves) = try SceneRender.render(
            """
            scene(width: 200, height: 60, background: .white)
            struct V: View {
                @State var pasted = "nothing"
                var body: some View {
                    VStack {
                        PasteButton(payloadType: String.self) { strings in
                            pasted = strings[0]
                        }
                        Text(pasted)
                    }
                }
            }
            V()
            """)
        let texts = leaves.compactMap { if case .text(let t) = $0.content { t.layout.string } else { nil } }
        #expect(texts.contains("Paste"))
        #expect(texts.contains("nothing"))
        // Accent blue (0, 122, 255) fills the capsule left of the title.
        let paste = try #require(
            leaves.first { if case .text(let t) = $0.content { t.layout.string == "Paste" } else { false } })
        let p = fb[Int(paste.frame.minX) - 4, Int(paste.frame.midY)]
        #expect(p.r < 10 && abs(Int(p.g) - 122) < 3 && p.b > 250)
    }

    @Test("RenameButton() is a 'Rename' button; EditButton() an 'Edit' one")
    func renameButton() throws {
        let leaves = try sceneLeaves("VStack { RenameButton(); EditButton() }", width: 200, height: 100)
        let texts = leaves.compactMap { if case .text(let t) = $0.content { t.layout.string } else { nil } }
        #expect(texts.contains("Rename") && texts.contains("Edit"))
    }

    @Test(".carousel, .elliptical and .bordered lists draw as the automatic (grouped) list")
    func listStyles() throws {
        func frames(_ style: String) throws -> [Rect] {
            try sceneLeaves("List { Text(\"a\"); Text(\"b\") }.listStyle(\(style))", width: 300, height: 300).map(
                \.frame)
        }
        let automatic = try frames(".automatic")
        #expect(try frames(".carousel") == automatic)
        #expect(try frames("EllipticalListStyle()") == automatic)
        #expect(try frames(".bordered") == automatic)
    }

    @Test("iOS 17/18 non-visual modifiers: one located warning each, the view drawn as without them")
    func inertModifiers() throws {
        for name in ["scrollInputBehavior", "textInputCompletion", "toolbarForegroundStyle", "mapStyle"] {
            let p = try SceneProgram(
                source: "scene(width: 100, height: 40)\nText(\"x\").\(name)(.automatic)", path: "t.scene")
            let warnings = p.diagnostics.filter { $0.message.contains("'\(name)' has no visual effect") }
            #expect(warnings.count == 1, "\(name)")
            #expect(warnings.first?.range.start.line == 2 && warnings.first?.range.start.column == 11, "\(name)")
        }
    }
}
