// FontMetrics.swift: a face's vertical metrics at a point size.
// Rule: OpenSwiftUI StackLayout.swift and Text+Spacing.swift (text spacing uses ascender, descender, capHeight,
// leading) and OpenSwiftUI Text+Sizing.swift, Text+StringDrawingContext.swift and AlignmentGuide.swift; values from the
// hhea table (through FreeType's face fields), OS/2 (cap and x height, strikeout) and post (underline). Status: complete.

/// Vertical metrics in points. `descent` is positive below the baseline.
public struct FontMetrics: Hashable, Sendable {
    /// The em size, points.
    public var size: Double
    public var ascent: Double
    public var descent: Double
    /// The hhea line gap.
    public var leading: Double
    public var capHeight: Double
    public var xHeight: Double
    public var unitsPerEm: Int
    /// Where an underline's centre sits below the baseline (post table underlinePosition, positive down) and how
    /// thick it is (underlineThickness), points.
    public var underlineOffset: Double = 0
    public var underlineThickness: Double = 0
    /// The top of a strikethrough above the baseline (OS/2 yStrikeoutPosition) and its thickness (yStrikeoutSize),
    /// points.
    public var strikeoutPosition: Double = 0
    public var strikeoutThickness: Double = 0

    /// ascent + descent + leading: the distance between baselines of single-font lines.
    public var lineHeight: Double { ascent + descent + leading }
}

extension FontFace {
    func metrics(size: Double) -> FontMetrics {
        let s = size / Double(unitsPerEm)
        return FontMetrics(
            size: size, ascent: ascender * s, descent: descender * s, leading: lineGap * s,
            capHeight: capHeight * s, xHeight: xHeight * s, unitsPerEm: unitsPerEm,
            underlineOffset: underlinePosition * s, underlineThickness: underlineThickness * s,
            strikeoutPosition: strikeoutPosition * s, strikeoutThickness: strikeoutSize * s)
    }
}
