// InlineMarkdownTests.swift: a Text literal's inline Markdown (Apple: Text.init(_:tableName:bundle:comment:);
// GFM's emphasis rules in their simple form): the markers go, the spans keep their UTF-8 ranges and styles.

import Scene
import Testing

@Suite struct InlineMarkdownTests {
    @Test("bold, italic, code, strikethrough and a link")
    func styles() {
        let (string, spans) = InlineMarkdown.parse("a **b** *c* `d*` ~~e~~ [f](https://x.y)")
        #expect(string == "a b c d* e f")
        #expect(spans.map(\.utf8) == [2..<3, 4..<5, 6..<8, 9..<10, 11..<12])
        #expect(spans.map(\.bold) == [true, false, false, false, false])
        #expect(spans.map(\.italic) == [false, true, false, false, false])
        #expect(spans.map(\.code) == [false, false, true, false, false])
        #expect(spans.map(\.strikethrough) == [false, false, false, true, false])
        #expect(spans.map(\.link) == [false, false, false, false, true])
    }

    @Test("***both***, __strong__, _emphasis_, nesting")
    func combinations() {
        let (string, spans) = InlineMarkdown.parse("***x*** __y__ _z_ **a *b* c**")
        #expect(string == "x y z a b c")
        #expect(spans.first == TextSpan(utf8: 0..<1, bold: true, italic: true))
        #expect(spans.contains(TextSpan(utf8: 2..<3, bold: true)))
        #expect(spans.contains(TextSpan(utf8: 4..<5, italic: true)))
        #expect(spans.contains(TextSpan(utf8: 8..<9, bold: true, italic: true)))
    }

    @Test("unmatched delimiters, snake_case, spaced asterisks and escapes stay as written")
    func plain() {
        for text in ["2 * 3 * 4", "snake_case_name", "a ** b", "**open", "price: 5*"] {
            let (string, spans) = InlineMarkdown.parse(text)
            #expect(string == text)
            #expect(spans.isEmpty)
        }
        let (escaped, spans) = InlineMarkdown.parse("\\*not\\*")
        #expect(escaped == "*not*" && spans.isEmpty)
    }

    @Test("UTF-8 ranges count bytes: a span after 'é' starts at byte 3")
    func utf8() {
        let (string, spans) = InlineMarkdown.parse("é **ü**")
        #expect(string == "é ü")
        #expect(spans.map(\.utf8) == [3..<5])
    }
}
