// ClosedRangeTests.swift: `a...b` over Int is a ClosedRange<Int> of its own (issue #14: `(1...5).upperBound` read 6):
// bounds, count, membership, printing, iteration, reversed/map, clamped(to:), `~=` and switch patterns; ranges of
// Doubles keep their closed and half-open `contains`.
// Rule: Apple: ClosedRange — developer.apple.com/documentation/swift/closedrange; Range —
// developer.apple.com/documentation/swift/range. Expected values are the ranges' definitions worked by hand.

import Scene
import Testing

struct ClosedRangeTests {
    @Test("a closed Int range's bounds, count, membership and printed form; a half-open one's beside it")
    func members() throws {
        let texts = try FoundationFormatTests.previewTexts(
            "import SwiftUI\n",
            """
                let r = 1...5
                let closed: ClosedRange<Int> = 2...4
                Text("\\(r.lowerBound) \\(r.upperBound) \\(r.count) \\(r.isEmpty) \\(r.contains(5)) \\(r.contains(6))")
                Text("\\(r) \\(closed.upperBound) \\(0..<3) \\((0..<3).upperBound) \\((3...3).count)")
                Text("\\(r.reversed().map { String($0) }.joined()) \\((1...10).clamped(to: 3...6)) \\(r ~= 3) \\(r ~= 9)")
            """)
        #expect(texts == ["1 5 5 false true false", "1...5 4 0..<3 3 1", "54321 3...6 true false"])
    }

    @Test("for-in over a closed range includes its upper bound; switch cases match closed ranges")
    func iterationAndPatterns() throws {
        let texts = try FoundationFormatTests.previewTexts(
            """
            import SwiftUI
            func sum(_ n: Int) -> Int {
                var s = 0
                for i in 1...n { s += i }
                return s
            }
            func grade(_ x: Int) -> String {
                switch x {
                case 0...4: return "low"
                case 5...9: return "mid"
                default: return "high"
                }
            }

            """,
            """
                Text("\\(sum(4)) \\(grade(4)) \\(grade(5)) \\(grade(10))")
            """)
        #expect(texts == ["10 low mid high"])
    }

    @Test("Double ranges: a closed one contains its upper bound, a half-open one does not")
    func doubleRanges() throws {
        let texts = try FoundationFormatTests.previewTexts(
            "import SwiftUI\n",
            """
                let closed = 0.0...1.0
                let open = 0.0..<1.0
                Text("\\(closed.contains(1.0)) \\(open.contains(1.0)) \\(closed.upperBound)")
            """)
        #expect(texts == ["true false 1.0"])
    }
}
