// ShareLinkTests.swift: `URL(string:)` as an optional value, and `Link` / `ShareLink` given one, as real files write
// them: drawn as tinted buttons; ShareLink's share sheet is inert, with one warning.
// Rule: Apple: URL.init(string:) (optional: nil for the empty string); Link ("drawn like a borderless button": its label
// in the accent colour); ShareLink (the system label, the "square.and.arrow.up" symbol and "Share", unless a title or a
// label is given) — developer.apple.com/documentation/swiftui/sharelink.

import Scene
import Testing

struct ShareLinkTests {
    /// The columns holding blue-tinted ink (blue well above red) in a 200 × 40 render of `view`.
    static func tintedColumns(_ view: String) throws -> [Int] {
        let (fb, _) = try SceneRender.render("scene(width: 200, height: 40, background: .white)\n" + view)
        return (0..<fb.width).filter { x in (0..<fb.height).contains { Int(fb[x, $0].b) - Int(fb[x, $0].r) > 60 } }
    }

    @Test("ShareLink(item:) draws the system share label, tinted, as the Button with that label does")
    func defaultLabel() throws {
        let url = "let url = URL(string: \"https://example.com\")!\n"
        let share = try Self.tintedColumns(url + "ShareLink(item: url)")
        let button = try Self.tintedColumns(
            "Button(action: {}) { Label(\"Share\", systemImage: \"square.and.arrow.up\") }")
        #expect(!share.isEmpty)
        #expect(share == button)
    }

    @Test("ShareLink with a title or a label closure draws that label; one warning per ShareLink")
    func titledAndLabelled() throws {
        let titled = try Self.tintedColumns("ShareLink(\"Send it\", item: \"x\")")
        let label = try Self.tintedColumns("ShareLink(item: \"x\") { Label(\"Send it\", systemImage: \"square.and.arrow.up\") }")
        #expect(!titled.isEmpty && titled == label)
        let program = try SceneProgram(source: "scene(width: 200, height: 40)\nShareLink(item: \"x\") { Text(\"A\") }", path: "s.scene")
        #expect(program.warnings.filter { $0.message.contains("ShareLink") }.count == 1)
        #expect(program.warnings.first?.range.start.column == 1)
    }

    @Test("URL(string:) is optional: `if let` takes a valid one, the empty string gives nil")
    func optionalURL() throws {
        let shown = try Self.tintedColumns("VStack { if let u = URL(string: \"https://x.org\") { Link(\"Site\", destination: u) } }")
        let empty = try Self.tintedColumns("VStack { if let u = URL(string: \"\") { Link(\"Site\", destination: u) } }")
        #expect(!shown.isEmpty)
        #expect(empty.isEmpty)
    }
}
