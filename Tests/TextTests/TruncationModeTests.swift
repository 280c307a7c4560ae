// TruncationModeTests.swift: `.head`, `.middle` and `.tail` truncation of a line cut by lineLimit
// (TextLayoutBuilder+Truncation.swift).
// Rule: Apple: Text.TruncationMode — developer.apple.com/documentation/swiftui/text/truncationmode: the ellipsis
// replaces text at the line's beginning (head), middle or end (tail). Expected clusters are byte offsets into the test
// string (its first character at 0, its last, "t", at 37); widths are the layout's own limit.

import Foundation
import Testing
import Text

struct TruncationModeTests {
    let inter = FontDescriptor.file(TestFonts.inter, size: 17)
    let text = "A long line of text that does not fit"

    /// The line's glyphs' clusters in visual order, and the position of the ellipsis among them.
    func clusters(_ mode: TruncationMode) throws -> (clusters: [Int], line: TextLine) {
        let layout = TextLayout(text, font: inter, width: 150, lineLimit: 1, truncation: mode)
        let line = try #require(layout.lines.first)
        return (line.runs.flatMap { $0.glyphs.map(\.cluster) }, line)
    }

    @Test(
        "the kept text is the end (head), both ends (middle) or the start (tail), within the width",
        arguments: [(TruncationMode.head, false, true), (.middle, true, true), (.tail, true, false)])
    func keptEnds(mode: TruncationMode, keepsStart: Bool, keepsEnd: Bool) throws {
        let (clusters, line) = try clusters(mode)
        #expect(line.isTruncated && line.width <= 150 + 1e-6, "\(line.width)")
        #expect(clusters.contains(0) == keepsStart)
        #expect(clusters.contains(text.utf8.count - 1) == keepsEnd)
        // Fewer glyphs than characters: something was cut, and the ellipsis is one glyph among them.
        #expect(clusters.count < text.count)
    }

    @Test("middle truncation keeps about as much of the start as of the end")
    func middleBalance() throws {
        let (clusters, _) = try clusters(.middle)
        let cut = try #require(zip(clusters, clusters.dropFirst()).first { $1 - $0 > 1 })
        let start = clusters.filter { $0 < cut.0 }.count
        let end = clusters.filter { $0 > cut.1 }.count
        #expect(abs(start - end) <= 4, "\(start) \(end)")
    }

    @Test("a line that fits is never cut, whatever the mode")
    func fits() {
        for mode in [TruncationMode.head, .middle, .tail] {
            let layout = TextLayout("Short", font: inter, width: 150, lineLimit: 1, truncation: mode)
            #expect(layout.lines.first?.isTruncated == false)
        }
    }
}
