// ViewNodePackedRangeTests.swift: a view node keeps its source range exactly, in a node small enough to be copied
// inline.
// Rule: ViewNode+PackedRange.swift (issue #21). Status: complete.

import Scene
import Testing

struct ViewNodePackedRangeTests {
    static func range(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> SourceRange {
        SourceRange(
            start: SourceLocation(line: a.0, column: a.1, offset: a.2),
            end: SourceLocation(line: b.0, column: b.1, offset: b.2))
    }

    /// The ranges a scene produces: `.none`, the parser's "no position" (offset −1), the first character, and the
    /// far end of the largest source `SceneLimits` admits (every line and column at most its byte count).
    static let ranges: [SourceRange] = [
        .none,
        range((0, 0, -1), (0, 0, -1)),
        range((1, 1, 0), (1, 2, 1)),
        range((12, 7, 345), (14, 40, 420)),
        range(
            (SceneLimits.maximumSourceBytes, SceneLimits.maximumSourceBytes, SceneLimits.maximumSourceBytes),
            (SceneLimits.maximumSourceBytes + 1, 1, SceneLimits.maximumSourceBytes)),
    ]

    @Test("the range read back is the range written, through init and through assignment", arguments: ranges)
    func roundTrip(range: SourceRange) {
        var node = ViewNode(.empty, range: range)
        #expect(node.range == range)
        node.range = .none
        #expect(node.range == .none)
        node.range = range
        #expect(node.range == range)
        let marker = AppliedModifier(name: "preference", arguments: [], modifier: PreferenceValue(key: "k", value: .int(1)))
        let modified = node.modified(marker, range: .none)
        #expect(modified.range == .none)
        if case .modified(let content, _) = modified.kind { #expect(content.range == range) }
    }

    /// 48 bytes (kind, four words of range, identity): the size at which `swiftc -O` still copies a node with plain
    /// loads; at 64 bytes (a six-word SourceRange) every `.modified` match went through runtime metadata.
    @Test func nodeIsSixWords() {
        #expect(MemoryLayout<ViewNode>.size == 48)
    }
}
