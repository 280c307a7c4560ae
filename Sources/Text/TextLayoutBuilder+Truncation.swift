// TextLayoutBuilder+Truncation.swift: where a line cut short by `lineLimit` loses characters — at its end (`.tail`,
// TextLayoutBuilder+Lines.swift), its start (`.head`) or its middle (`.middle`).
// Rule: Apple: Text.TruncationMode — developer.apple.com/documentation/swiftui/text/truncationmode: "head: truncate
// at the beginning of the line", "middle: truncate in the middle of the line", "tail: truncate at the end of the
// line" (the default); NSLineBreakMode.byTruncatingHead/-Middle (developer.apple.com/documentation/uikit/
// nslinebreakmode): the line shows its end (head) or its start and end (middle) with "…" where text is missing.
// Middle keeps the longest start within half the room, then the longest end in what is left [UNCONF: CoreText's
// exact split is not documented]. Spaces beside the ellipsis are dropped, as at the tail. Status: complete.

/// Where a truncated line loses characters.
public enum TruncationMode: String, Hashable, Sendable {
    case head, middle, tail
}

extension TextLayoutBuilder {
    /// The cell ranges of `range` a `.head` or `.middle` truncated line keeps within `budget` points (the line's width
    /// less the ellipsis), and the index among them before which the ellipsis goes.
    func truncatedRanges(_ p: Paragraph, _ range: Range<Int>, budget: Double) -> (
        kept: [Range<Int>], ellipsisIndex: Int
    ) {
        func dropSpaces(_ r: Range<Int>, leading: Bool) -> Range<Int> {
            var (lo, hi) = (r.lowerBound, r.upperBound)
            if leading {
                while lo < hi, p.cells[lo].isSpace { lo += 1 }
            } else {
                while hi > lo, p.cells[hi - 1].isSpace { hi -= 1 }
            }
            return lo..<hi
        }
        /// The first cell of the longest end of `range` from `floor` that fits in `room`.
        func suffixStart(from floor: Int, room: Double) -> Int {
            var start = range.upperBound
            while start > floor, visibleWidth(p, (start - 1)..<range.upperBound) <= room { start -= 1 }
            return start
        }
        switch truncationMode {
        case .head:
            let start = suffixStart(from: range.lowerBound, room: budget)
            return ([dropSpaces(start..<range.upperBound, leading: true)], 0)
        case .middle:
            var prefixEnd = range.lowerBound
            while prefixEnd < range.upperBound, visibleWidth(p, range.lowerBound..<(prefixEnd + 1)) <= budget / 2 {
                prefixEnd += 1
            }
            let prefix = dropSpaces(range.lowerBound..<prefixEnd, leading: false)
            let used = visibleWidth(p, prefix)
            let start = suffixStart(from: prefixEnd, room: budget - used)
            return ([prefix, dropSpaces(start..<range.upperBound, leading: true)], 1)
        case .tail:
            return ([range], 1)
        }
    }

    var truncationMode: TruncationMode { key.truncation }
}
