// PositionedGlyph.swift: a glyph ready for the rasteriser: an outline in points, or a colour bitmap and its rect.
// Rule: issue #5 (origin = top-leading of the layout box, y down; bitmaps premultiplied RGBA8). Status: complete.

import Geometry

/// A colour glyph image (CBDT emoji) and where it lands.
public struct GlyphBitmap: Hashable, Sendable {
    /// Columns of `pixels`.
    public var width: Int
    /// Rows of `pixels`.
    public var height: Int
    /// Premultiplied sRGB RGBA8, top row first, 4·width bytes per row (docs/ARCHITECTURE.md pixel format).
    public var pixels: [UInt8]
    /// The image's rectangle in the layout box, points: the strike's pixels scaled by size / strike ppem. The
    /// rasteriser resamples the image into it.
    public var rect: Rect
}

/// One glyph of a layout, in layout-box points.
public struct PositionedGlyph: Hashable, Sendable {
    /// The outline, positioned and scaled; nil for bitmap glyphs; empty for blank glyphs (spaces).
    public var path: Path?
    /// The colour image, for colour emoji.
    public var bitmap: GlyphBitmap?
    /// The UTF-8 byte offset of the glyph's cluster in the layout's string.
    public var cluster: Int
    public var glyphID: UInt32
    /// The pen position on the baseline (glyph origin after offsets), points.
    public var origin: Point
    /// The em size, points.
    public var size: Double
    public var font: FontIdentity

    /// True for colour glyphs, which ignore the text's foreground colour.
    public var isColor: Bool { bitmap != nil }
}
