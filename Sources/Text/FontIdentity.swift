// FontIdentity.swift: which installed face a run was shaped with, for callers, warnings and tests.
// Rule: issue #5 (ShapedRun carries the resolved face's identity). Status: complete.

/// A resolved face: its file, index in the file and names, as FreeType reports them.
public struct FontIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The font file ("/usr/share/fonts/opentype/inter/Inter-Regular.otf").
    public var filePath: String
    /// The face's index in a collection file (.ttc), else 0.
    public var faceIndex: Int
    /// "Inter", "Noto Sans CJK JP", "Noto Color Emoji".
    public var familyName: String
    /// "Regular", "Bold Italic".
    public var styleName: String
    public var postScriptName: String
    /// `head.unitsPerEm`: shaped advances × unitsPerEm / size give font units (what `hb-shape` prints).
    public var unitsPerEm: Int
    /// The face draws colour bitmaps (CBDT), not outlines.
    public var isColorBitmap: Bool

    public var description: String { "\(familyName) \(styleName) (\(filePath)#\(faceIndex))" }
}
