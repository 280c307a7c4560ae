// PastedFiles18Tests.swift: forms real files pasted for issue #14 wrote and anim refused: a PreviewProvider declared
// as an enum, macOS's LinkButtonStyle, iOS 16's `Font.system(_:design:weight:)`, Foundation's `DateFormatter.Style`
// as a type, and an action closure that names an optional closure without calling it.
// Rule: Apple: PreviewProvider (static requirements only, so a caseless enum conforms), LinkButtonStyle,
// Font.system(_:design:weight:), DateFormatter.Style; The Swift Programming Language, "Expressions" (an unused value
// is a warning). Expected values are worked out from each source.

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing
import Text

struct PastedFiles18Tests {
    func leaves(_ source: String) throws -> [PlacedLeaf] {
        try SceneRender.render("scene(width: 300, height: 200, background: .white)\n" + source).1
    }

    func texts(_ leaves: [PlacedLeaf]) -> [String] { PastedFiles13Tests().texts(leaves).map(\.0) }

    @Test("An enum conforming to PreviewProvider is the preview: its previews view is the root")
    func enumPreviewProvider() throws {
        let (_, placed) = try SceneRender.render(
            """
            import SwiftUI
            struct Badge: View {
                let title: String
                var body: some View { Text(title).padding() }
            }
            public enum Badge_Previews: PreviewProvider {
                public static var previews: some View {
                    Badge(title: "Preview me")
                }
            }
            """)
        #expect(texts(placed) == ["Preview me"])
    }

    @Test("Font.system(.body, weight: .semibold) keeps the style's size and takes the weight")
    func systemStyleWeight() throws {
        let placed = try leaves(
            """
            VStack {
                Text("A").font(.system(.body, weight: .semibold))
                Text("B").font(.body)
            }
            """)
        let fonts = placed.compactMap { leaf -> FontDescriptor? in
            if case .text(let t) = leaf.content { t.layout.font } else { nil }
        }
        #expect(fonts.count == 2)
        #expect(fonts.first?.weight == .semibold && fonts.last?.weight == .regular)
        #expect(fonts.first?.size == fonts.last?.size)
    }

    @Test("LinkButtonStyle() draws the label as the borderless style does: tinted text, no bezel")
    func linkButtonStyle() throws {
        let (link, _) = try SceneRender.render(
            "scene(width: 200, height: 60, background: .white)\nButton(\"Open\") {}.buttonStyle(LinkButtonStyle())")
        let (borderless, _) = try SceneRender.render(
            "scene(width: 200, height: 60, background: .white)\nButton(\"Open\") {}.buttonStyle(.borderless)")
        let count = link.width * link.height * 4
        #expect(
            Array(UnsafeBufferPointer(start: link.pixels, count: count))
                == Array(UnsafeBufferPointer(start: borderless.pixels, count: count)))
    }

    @Test("DateFormatter.Style names the formatter's style type: a parameter of that type takes .medium")
    func dateFormatterStyleType() throws {
        let placed = try leaves(
            """
            func label(_ style: DateFormatter.Style) -> String {
                let f = DateFormatter()
                f.dateStyle = style
                return style == .medium ? "medium" : "other"
            }
            Text(label(.medium))
            """)
        #expect(texts(placed) == ["medium"])
    }

    @Test("An action naming an optional closure without calling it: a warning, nothing runs, the file renders")
    func unusedClosureInAction() throws {
        let program = try SceneProgram(
            source: """
                scene(width: 100, height: 100)
                struct Cell: View {
                    var onTap: (() -> Void)? = nil
                    var body: some View { Text("Tap").onTapGesture { onTap } }
                }
                Cell()
                """, path: "unused.scene")
        #expect(program.warnings.contains { $0.message.hasPrefix("expression of type '(() -> Void)?' is unused") })
    }
}
