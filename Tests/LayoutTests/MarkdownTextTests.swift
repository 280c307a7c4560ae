// MarkdownTextTests.swift: a Text string literal renders its Markdown (bold, italic, code set in their fonts);
// Text(verbatim:) and Text(variable) keep the characters (Apple: Text.init(_:tableName:bundle:comment:) and
// Text.init(_:) for StringProtocol).

import Geometry
import Layout
import Scene
import Testing

@Suite struct MarkdownTextTests {
    static func text(_ leaves: [PlacedLeaf]) -> PlacedText? {
        for leaf in leaves { if case .text(let t) = leaf.content { return t } }
        return nil
    }

    @Test("**bold** is set in the bold face: wider than the same word in regular, markers removed")
    func boldRun() throws {
        let bold = try #require(MarkdownTextTests.text(try sceneLeaves("Text(\"**Wide**\")", width: 300, height: 100)))
        let plain = try #require(MarkdownTextTests.text(try sceneLeaves("Text(\"Wide\")", width: 300, height: 100)))
        let explicit = try #require(
            MarkdownTextTests.text(try sceneLeaves("Text(\"Wide\").bold()", width: 300, height: 100)))
        #expect(bold.layout.string == "Wide")
        #expect(bold.layout.size.width > plain.layout.size.width)
        // The whole string in bold measures as `.bold()` does.
        #expect(abs(bold.layout.size.width - explicit.layout.size.width) < 1e-9)
    }

    @Test("`code` uses the monospaced design: 'iiii' as code is as wide as 'MMMM' as code")
    func codeRun() throws {
        let thin = try #require(MarkdownTextTests.text(try sceneLeaves("Text(\"`iiii`\")", width: 300, height: 100)))
        let wide = try #require(MarkdownTextTests.text(try sceneLeaves("Text(\"`MMMM`\")", width: 300, height: 100)))
        #expect(abs(thin.layout.size.width - wide.layout.size.width) < 1e-9)
    }

    @Test("a code span after plain text: 'and `iiii`' and 'and `MMMM`' are equally wide")
    func codeAfterPlain() throws {
        let thin = try #require(
            MarkdownTextTests.text(try sceneLeaves("Text(\"and `iiii`\")", width: 300, height: 100)))
        let wide = try #require(
            MarkdownTextTests.text(try sceneLeaves("Text(\"and `MMMM`\")", width: 300, height: 100)))
        #expect(abs(thin.layout.size.width - wide.layout.size.width) < 1e-9)
        let runs = thin.layout.lines[0].runs
        #expect(runs.count == 2)
    }

    @Test("mixed runs on one line: only the bold word widens the line")
    func mixed() throws {
        let mixed = try #require(
            MarkdownTextTests.text(try sceneLeaves("Text(\"one **two** three\")", width: 400, height: 100)))
        let plain = try #require(
            MarkdownTextTests.text(try sceneLeaves("Text(\"one two three\")", width: 400, height: 100)))
        let allBold = try #require(
            MarkdownTextTests.text(try sceneLeaves("Text(\"one two three\").bold()", width: 400, height: 100)))
        #expect(mixed.layout.string == "one two three")
        #expect(mixed.layout.lines.count == 1)
        #expect(mixed.layout.size.width > plain.layout.size.width)
        #expect(mixed.layout.size.width < allBold.layout.size.width)
    }

    @Test("Text(verbatim:) and Text(variable) keep the asterisks")
    func verbatim() throws {
        let verbatim = try #require(
            MarkdownTextTests.text(try sceneLeaves("Text(verbatim: \"**a**\")", width: 200, height: 100)))
        #expect(verbatim.layout.string == "**a**")
        let variable = try #require(
            MarkdownTextTests.text(try sceneLeaves("let s = \"**a**\"\nText(s)", width: 200, height: 100)))
        #expect(variable.layout.string == "**a**")
    }
}
