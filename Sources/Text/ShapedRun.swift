// ShapedRun.swift: one run of glyphs shaped with one face, one script and one direction.
// Rule: issue #5 (HarfBuzz per run; clusters as UTF-8 offsets; advances and offsets in points). Status: complete.

/// The direction a run was shaped in: its bidi level's parity.
public enum TextDirection: Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// One glyph of a shaped run, positioned relative to the pen. Points, y down (Geometry's convention; HarfBuzz's
/// y-up offsets are negated).
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph index in the run's face.
    public var glyphID: UInt32
    /// The UTF-8 byte offset, in the layout's string, of the first character of the cluster this glyph belongs to
    /// (HarfBuzz's cluster with monotone-grapheme merging; a ligature's glyph carries its first character).
    public var cluster: Int
    /// How far the pen moves after this glyph, tracking and kerning included (on a cluster's last glyph), points.
    public var xAdvance: Double
    /// Vertical pen movement (0 for horizontal text), points, y down.
    public var yAdvance: Double
    /// Offset of the glyph from the pen (mark positioning), points.
    public var xOffset: Double
    /// Offset of the glyph from the pen, points, y down.
    public var yOffset: Double
}

/// Glyphs from one face, one script, one bidi level, in visual order (left to right), as laid out in a line.
public struct ShapedRun: Sendable, Equatable {
    public var glyphs: [ShapedGlyph]
    /// The face that drew the run (the requested one or a fallback).
    public var font: FontIdentity
    /// The em size, points.
    public var size: Double
    public var direction: TextDirection
    /// The ISO 15924 script tag the buffer was shaped with ("Latn", "Hebr", "Arab", "Hani", "Zyyy").
    public var script: String
    /// The resolved bidi embedding level (even: left to right).
    public var bidiLevel: Int
    /// The UTF-8 byte range of the run's characters in the layout's string.
    public var utf8Range: Range<Int>
    /// True when the face is upright but italic was requested: outlines are slanted by 0.2 (fontconfig's synthetic
    /// oblique matrix).
    public var syntheticOblique: Bool
    /// The face, for outlines and bitmaps.
    let face: FontFace

    /// The sum of the advances, points.
    public var width: Double { glyphs.reduce(0) { $0 + $1.xAdvance } }

    public static func == (l: ShapedRun, r: ShapedRun) -> Bool {
        l.glyphs == r.glyphs && l.font == r.font && l.size == r.size && l.direction == r.direction
            && l.script == r.script && l.bidiLevel == r.bidiLevel && l.utf8Range == r.utf8Range
            && l.syntheticOblique == r.syntheticOblique
    }
}
