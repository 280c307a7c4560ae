// SymbolSettingsTests.swift: SF Symbol settings on placeholders (SymbolVariant.swift, SymbolRenderingMode.swift,
// ForegroundStyle's several styles, Image(systemName:variableValue:)) and the text settings drawn at their default
// with a warning (TruncationMode.swift, Font.width, dynamicTypeSize, textContentType; Checker+SymbolSettings).
// Rule: Apple: View.symbolVariant(_:), SymbolVariants, View.symbolRenderingMode(_:), View.foregroundStyle(_:_:_:),
// Image.init(systemName:variableValue:), View.truncationMode(_:), Font.width(_:), View.dynamicTypeSize(_:),
// View.textContentType(_:) — developer.apple.com/documentation/swiftui. Expected pictures are independent renders of
// the glyph the variant names (U+25A0, U+25CF …) as a plain Text, which is what the placeholder is.

import Render
import Scene
import Testing

struct SymbolSettingsTests {
    static func render(_ body: String) throws -> Framebuffer {
        try SceneRender.render("scene(width: 80, height: 40, background: .white)\n" + body).0
    }

    /// Whether two frames are equal byte for byte (a Bool, so a failure does not print every pixel).
    static func same(_ a: Framebuffer, _ b: Framebuffer) -> Bool { a.bytes == b.bytes }

    static func ink(_ fb: Framebuffer) -> Int {
        var n = 0
        for y in 0..<fb.height { for x in 0..<fb.width where fb[x, y].g < 128 { n += 1 } }
        return n
    }

    @Test(
        "symbolVariant draws the placeholder as the variant's glyph, on the image or on a container around it",
        arguments: [
            ("Image(systemName: \"scope\").symbolVariant(.fill)", "\u{25A0}"),
            ("Image(systemName: \"scope\").symbolVariant(.circle.fill)", "\u{25CF}"),
            ("Image(systemName: \"scope\").symbolVariant(.fill.circle)", "\u{25CF}"),
            ("Image(systemName: \"scope\").symbolVariant(.circle)", "\u{25CB}"),
            ("Image(systemName: \"scope\").symbolVariant(SymbolVariants.square)", "\u{25A1}"),
            ("HStack { Image(systemName: \"scope\") }.symbolVariant(.rectangle.fill)", "\u{25AC}"),
            // Nested settings combine (Apple: SymbolVariants): .fill around .circle is .circle.fill.
            ("HStack { Image(systemName: \"scope\").symbolVariant(.circle) }.symbolVariant(.fill)", "\u{25CF}"),
            // `.none` through the modifier changes nothing (Apple: SymbolVariants.none).
            ("Image(systemName: \"scope\").symbolVariant(.none)", "\u{25A2}"),
        ])
    func variant(view: String, glyph: String) throws {
        let fb = try Self.render(view + ".font(.largeTitle)")
        let expected = try Self.render("HStack { Text(\"\(glyph)\") }.font(.largeTitle)")
        #expect(Self.ink(fb) > 20)
        #expect(Self.same(fb, expected))
    }

    @Test("a filled variant covers more than the outline one: ● over ○ and ■ over ▢")
    func filledCoversMore() throws {
        let plain = Self.ink(try Self.render("Image(systemName: \"scope\").font(.largeTitle)"))
        let fill = Self.ink(try Self.render("Image(systemName: \"scope\").symbolVariant(.fill).font(.largeTitle)"))
        let circle = Self.ink(try Self.render("Image(systemName: \"scope\").symbolVariant(.circle).font(.largeTitle)"))
        let circleFill = Self.ink(
            try Self.render("Image(systemName: \"scope\").symbolVariant(.circle.fill).font(.largeTitle)"))
        #expect(fill > plain && circleFill > circle, "\(plain) \(fill) \(circle) \(circleFill)")
    }

    @Test("foregroundStyle with two or three styles draws text and shapes in the first one")
    func primaryStyle() throws {
        let gradient = "LinearGradient(colors: [.red, .purple], startPoint: .top, endPoint: .bottom)"
        for styles in ["Color.green, .orange", "Color.green, .orange, .red", "Color.green, \(gradient), .red"] {
            let fb = try Self.render("Rectangle().foregroundStyle(\(styles)).frame(width: 20, height: 20)")
            let one = try Self.render("Rectangle().foregroundStyle(Color.green).frame(width: 20, height: 20)")
            #expect(Self.same(fb, one))
            let p = fb[40, 20]
            #expect(p.g > 150 && p.r < 100, "\(p)")
            let text = try Self.render("Image(systemName: \"flame\").foregroundStyle(.black, .orange, .red)")
            let black = try Self.render("Image(systemName: \"flame\").foregroundStyle(.black)")
            #expect(Self.same(text, black) && Self.ink(text) > 10)
        }
    }

    @Test("a gradient as the primary of several styles fills as that gradient alone")
    func gradientPrimary() throws {
        let gradient = "LinearGradient(colors: [.red, .purple], startPoint: .top, endPoint: .bottom)"
        let several = try Self.render(
            "Rectangle().foregroundStyle(\(gradient), Color.orange).frame(width: 20, height: 20)")
        let one = try Self.render("Rectangle().foregroundStyle(\(gradient)).frame(width: 20, height: 20)")
        #expect(Self.same(several, one))
        #expect(several[40, 12].r > 200 && several[40, 12].g < 100)
    }

    @Test("Image(systemName:variableValue:) and symbolRenderingMode draw the plain placeholder")
    func variableValueAndRenderingMode() throws {
        let plain = try Self.render("Image(systemName: \"timelapse\").font(.title)")
        let variable = try Self.render("Image(systemName: \"timelapse\", variableValue: 0.5).font(.title)")
        let palette = try Self.render("Image(systemName: \"timelapse\").symbolRenderingMode(.palette).font(.title)")
        #expect(Self.ink(plain) > 10)
        #expect(Self.same(variable, plain) && Self.same(palette, plain))
        let program = try SceneProgram(
            source: "Image(systemName: \"flame\")\n    .symbolRenderingMode(.hierarchical)\n", path: "s.scene")
        let warning = program.warnings.first { $0.message.contains("symbolRenderingMode") }
        #expect(warning?.range.start.line == 2 && warning?.range.start.column == 6)
    }

    @Test(
        "text settings drawn at their default warn only where SwiftUI would draw otherwise",
        arguments: [
            ("Text(\"A long line\").lineLimit(1).truncationMode(.tail)", nil),
            ("Text(\"A long line\").font(.title.width(.standard))", nil),
            ("Text(\"A long line\").font(.title.width(.compressed))", "the system font has no compressed face"),
            ("Text(\"A long line\").dynamicTypeSize(.xSmall ... .xxxLarge)", nil),
            ("Text(\"A long line\").dynamicTypeSize(.xxxLarge)", "anim draws text at the system size '.large'"),
        ] as [(String, String?)])
    func textSettings(view: String, warning: String?) throws {
        let program = try SceneProgram(source: view, path: "t.scene")
        let found = program.warnings.map(\.message).filter {
            ["face here", "system size"].contains(where: $0.contains)
        }
        #expect(found.count == (warning == nil ? 0 : 1))
        if let warning { #expect(found.first?.hasPrefix(warning) == true, "\(found)") }
        let base = view.replacingOccurrences(of: ".width(.standard)", with: "")
            .replacingOccurrences(of: ".width(.compressed)", with: "")
            .components(separatedBy: ".truncationMode").first!.components(separatedBy: ".dynamicTypeSize").first!
        let plain = try SceneRender.render("scene(width: 200, height: 60, background: .white)\n" + base).0
        let set = try SceneRender.render("scene(width: 200, height: 60, background: .white)\n" + view).0
        #expect(Self.same(set, plain))
    }

    @Test("textContentType takes UITextContentType and NSTextContentType values and changes nothing drawn")
    func textContentType() throws {
        let source = """
            scene(width: 200, height: 60, background: .white)
            let kind: UITextContentType? = .emailAddress
            VStack {
                TextField("Email", text: .constant("")).textContentType(kind)
                TextField("Name", text: .constant("")).textContentType(NSTextContentType.username)
            }
            """
        let plain = """
            scene(width: 200, height: 60, background: .white)
            VStack {
                TextField("Email", text: .constant(""))
                TextField("Name", text: .constant(""))
            }
            """
        #expect(Self.same(try SceneRender.render(source).0, try SceneRender.render(plain).0))
    }
}
