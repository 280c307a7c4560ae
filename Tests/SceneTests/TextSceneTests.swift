// TextSceneTests.swift: `Text`, `Font` and the text modifiers in the scene language (Builtins+Text.swift).
// Rule: issue #5 (SwiftUI's Font API and text modifiers; diagnostics worded like the existing ones).

import Geometry
import Testing

@testable import Scene

private func view(_ body: String, path: String = "test.scene") throws -> ViewNode {
    let program = try SceneProgram(source: "scene(width: 400, height: 300)\n" + body, path: path)
    return try program.view(time: 0, frame: 0)
}

private func textModifiers(_ node: ViewNode) -> [TextModifier] {
    node.chain.modifiers.compactMap(\.text)
}

struct TextSceneTests {
    @Test("Text with interpolation prints Int and Double as Swift does")
    func interpolation() throws {
        let root = try view("let n = 3\nText(\"n = \\(n), x = \\(0.5 * 3)\")")
        let content = try #require(root.text, "not a text leaf: \(root.kind)")
        #expect(content.string == "n = 3, x = 1.5")
        #expect(content.attributes == TextAttributes())
    }

    @Test("font forms resolve to SceneFont values")
    func fonts() throws {
        let root = try view(
            """
            VStack {
                Text("a").font(.system(size: 20, weight: .bold, design: .serif))
                Text("b").font(.largeTitle)
                Text("c").font(.custom("Inter", size: 12))
                Text("d").font(Font.title2.bold().italic().monospacedDigit())
                Text("e").font(.system(.headline, design: .rounded)).font(.caption2)
            }
            """)
        let fonts = root.children.map { textModifiers($0) }
        #expect(fonts[0] == [.font(SceneFont(.system(size: 20, design: .serif), weight: .bold))])
        #expect(fonts[1] == [.font(.style(.largeTitle))])
        #expect(fonts[2] == [.font(SceneFont(.custom(family: "Inter", size: 12)))])
        #expect(
            fonts[3] == [
                .font(SceneFont(.style(.title2, design: .default), weight: .bold, italic: true, monospacedDigit: true))
            ])
        #expect(fonts[4] == [.font(SceneFont(.style(.headline, design: .rounded))), .font(.style(.caption2))])
    }

    @Test("text modifiers in written order; bold() is fontWeight(.bold)")
    func modifiers() throws {
        let root = try view(
            """
            Text("x").fontWeight(.light).bold().italic().monospacedDigit().kerning(1.5).tracking(2)
                .multilineTextAlignment(.center).lineLimit(2).lineLimit(nil).fixedSize().foregroundStyle(.red)
            """)
        #expect(
            textModifiers(root) == [
                .fontWeight(.light), .fontWeight(.bold), .italic(true), .monospacedDigit, .kerning(1.5), .tracking(2),
                .multilineTextAlignment(.center), .lineLimit(2), .lineLimit(nil),
            ])
    }

    @Test("environment: the modifier nearest the Text wins; fontWeight overrides the font's weight")
    func environment() {
        let outer = TextAttributes().applying(.font(.style(.title))).applying(.fontWeight(.heavy))
        let inner = outer.applying(.font(SceneFont(.system(size: 9, design: .default), weight: .light)))
        #expect(inner.font == SceneFont(.system(size: 9, design: .default), weight: .light))
        #expect(inner.weight == .heavy)
        #expect(outer.applying(.fontWeight(nil)).weight == nil)
    }

    @Test("a font file given to .custom is resolved against the scene file's directory")
    func fontFile() throws {
        let root = try view("Text(\"x\").font(.custom(\"fonts/My.ttf\", size: 14))", path: "/tmp/scenes/a.scene")
        #expect(textModifiers(root) == [.font(SceneFont(.file(path: "/tmp/scenes/fonts/My.ttf", size: 14)))])
        let absolute = try view("Text(\"x\").font(.custom(\"/opt/f.otf\", size: 14))", path: "s/a.scene")
        #expect(textModifiers(absolute) == [.font(SceneFont(.file(path: "/opt/f.otf", size: 14)))])
    }

    @Test("HStack accepts text baseline alignments")
    func baselineAlignment() throws {
        let root = try view("HStack(alignment: .firstTextBaseline) { Text(\"a\"); Text(\"b\").font(.title) }")
        #expect(root.stack?.alignment.vertical == .firstTextBaseline)
        let last = try view("HStack(alignment: VerticalAlignment.lastTextBaseline) { Text(\"a\") }")
        #expect(last.stack?.alignment.vertical == .lastTextBaseline)
    }

    @Test(
        "wrong font arguments and members are diagnosed",
        arguments: [
            ("Text(\"a\").font(.titel)", "type 'Font' has no member 'titel'", "did you mean 'title'?"),
            ("Text(\"a\").fontWeight(.bolder)", "type 'Font.Weight' has no member 'bolder'", "did you mean 'bold'?"),
            ("Text(\"a\").font(.system(size: \"big\"))", "cannot convert value of type 'String'", nil),
            ("Text(\"a\").font(.system(sise: 3))", "incorrect argument label", nil),
            ("Text(3)", "cannot convert value of type 'Int'", nil),
            ("Text(\"a\").font(.system(.body, design: .fancy))", "type 'Font.Design' has no member 'fancy'", nil),
            ("Text(\"a\").multilineTextAlignment(.middle)", "type 'TextAlignment' has no member 'middle'", nil),
            ("Text(\"a\").lineLimit(1.5)", "cannot convert value of type 'Double'", nil),
        ] as [(String, String, String?)])
    func diagnostics(_ body: String, _ message: String, _ hint: String?) throws {
        let error = try #require(throws: SceneError.self) {
            try SceneProgram(source: "scene(width: 400, height: 300)\n" + body, path: "bad.scene")
        }
        let first = try #require(error.diagnostics.first { $0.severity == .error })
        #expect(first.message.contains(message), "\(first)")
        #expect(first.range.start.line == 2, "\(first)")
        if let hint { #expect(first.hint == hint, "\(first)") }
    }
}
