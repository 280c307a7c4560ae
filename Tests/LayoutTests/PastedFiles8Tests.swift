// PastedFiles8Tests.swift: SwiftUI found by the eighth corpus (issue #14), after its fair measure was taken.
// Rule: Apple: PresentationMode, ListStyle/PickerStyle type initialisers (SE-0299), Section(footer:content:), GroupBox.
// Expected values are computed by hand from each source.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct PastedFiles8Tests {
    @Test("@Environment(\\.presentationMode): presented, and its dismiss() in an action does nothing")
    func presentationMode() throws {
        let source = """
            scene(width: 100, height: 20, background: .white)
            struct Sheet: View {
                @Environment(\\.presentationMode) var presentationMode
                var body: some View {
                    Button("Close") { presentationMode.wrappedValue.dismiss() }
                        .buttonStyle(.plain)
                        .frame(width: presentationMode.wrappedValue.isPresented ? 40 : 10, height: 20)
                        .background(.black)
                }
            }
            Sheet().frame(width: 100, alignment: .leading)
            """
        let (fb, _) = try SceneRender.render(source)
        // The black 40 × 20 background with the black label on it.
        #expect(abs(SceneRender.ink(fb).area - 40 * 20) < 1)
    }

    @Test("InsetGroupedListStyle(), SegmentedPickerStyle(), DefaultListStyle() are the styles' static members")
    func styleTypes() throws {
        func leaves(_ style: String) throws -> [Rect] {
            try SceneRender.render(
                """
                scene(width: 200, height: 200, background: .white)
                List { Text("Row") }.listStyle(\(style))
                """
            ).1.map(\.frame)
        }
        #expect(try leaves("InsetGroupedListStyle()") == (try leaves(".insetGrouped")))
        #expect(try leaves("PlainListStyle()") == (try leaves(".plain")))
        #expect(try leaves("DefaultListStyle()") == (try leaves(".automatic")))
        #expect(try leaves("PlainListStyle()") != (try leaves(".insetGrouped")))
    }

    @Test("Section(footer:) has a footer and no header; a GroupBox insets its label and content on a grey card")
    func sectionFooterAndGroupBox() throws {
        let (_, section) = try SceneRender.render(
            """
            scene(width: 300, height: 300, background: .white)
            Form { Section(footer: Text("Footnote")) { Text("Row") } }
            """)
        var texts: [(String, Rect)] = []
        for leaf in section {
            if case .text(let t) = leaf.content { texts.append((t.layout.string, leaf.frame)) }
        }
        #expect(texts.map(\.0) == ["Row", "Footnote"])
        #expect(texts[0].1.maxY < texts[1].1.minY, "the footer below the row")

        let (fb, box) = try SceneRender.render(
            """
            scene(width: 300, height: 200, background: .white)
            GroupBox(label: Text("Title")) { Text("Body") }.padding(20)
            """)
        var boxTexts: [(String, Rect)] = []
        for leaf in box {
            if case .text(let t) = leaf.content { boxTexts.append((t.layout.string, leaf.frame)) }
        }
        #expect(boxTexts.map(\.0) == ["Title", "Body"])
        // 20 pt outer padding + 16 pt inside: both texts start at x = 36; the card is (242, 242, 247).
        #expect(boxTexts.allSatisfy { abs($0.1.minX - 36) < 0.5 }, "\(boxTexts)")
        let card = fb[25, 100]
        #expect([card.r, card.g, card.b] == [242, 242, 247])
    }
}
