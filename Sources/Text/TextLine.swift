// TextLine.swift: one laid-out line: runs in visual order and the line's metrics.
// Rule: OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift and AlignmentGuide.swift (Text sizing);
// CoreText's line metrics (ascent, descent, leading of the tallest face). Status: complete.

import Geometry

/// A line of a `TextLayout`, in points, positioned in the layout box (origin top-leading, y down).
public struct TextLine: Sendable, Equatable {
    /// Runs in visual order, left to right, tracking and kerning applied.
    public var runs: [ShapedRun]
    /// Sum of the runs' advances less the hanging tracking after the last cluster; trailing spaces are not on the
    /// line. Points.
    public var width: Double
    /// Largest ascent of the faces on the line (hhea ascender × size / unitsPerEm), points.
    public var ascent: Double
    /// Largest descent (positive), points.
    public var descent: Double
    /// Largest line gap (hhea lineGap), points; it sits below the descent, as in CoreText.
    public var leading: Double
    /// Top-leading corner of the line box in the layout box; `x` is the alignment offset.
    public var origin: Point
    /// The UTF-8 byte range of the characters on the line, trailing spaces and newline included.
    public var utf8Range: Range<Int>
    /// True when the line ends in an ellipsis because of `lineLimit`.
    public var isTruncated: Bool

    /// ascent + descent + leading, points.
    public var height: Double { ascent + descent + leading }
    /// The baseline's y in the layout box, points.
    public var baseline: Double { origin.y + ascent }
}

/// `multilineTextAlignment`: where lines shorter than the widest sit. Leading is left (layout direction is LTR).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    /// The fraction of the spare width placed before a line.
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
