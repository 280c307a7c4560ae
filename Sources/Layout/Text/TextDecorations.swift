// TextDecorations.swift: the lines `underline(_:color:)` and `strikethrough(_:color:)` draw with a Text.
// Rule: Apple: Text.underline(_:color:), developer.apple.com/documentation/swiftui/text/underline(_:color:), and
// Text.strikethrough(_:color:): a line under (through) each laid-out line of the text, in the given colour or the
// text's foreground. Position and thickness are the font's own (as CoreText draws them): the post table's
// underlinePosition (the line's centre below the baseline) and underlineThickness; OS/2 yStrikeoutPosition (the top
// of the stroke above the baseline) and yStrikeoutSize (OpenType spec, "post" and "OS/2" tables,
// learn.microsoft.com/typography/opentype/spec/post, …/os2), read through FreeType (FontFace.swift). Each line spans the
// line's advance width (trailing spaces excluded, TextLine.width). The underline is drawn under the glyphs, the
// strikethrough over them.

import Geometry
import Scene
import Text

extension PlacementContext {
    /// The underline (`under` true) or strikethrough leaves of a Text laid out as `layout`, one per line.
    func textDecorationLeaves(_ content: TextContent, _ layout: TextLayout, node: ViewNode, under: Bool)
        -> [PlacedLeaf]
    {
        guard let decoration = under ? content.attributes.underline : content.attributes.strikethrough else {
            return []
        }
        guard let metrics = FontLibrary.shared.metrics(for: content.fontDescriptor) else { return [] }
        let thickness = under ? metrics.underlineThickness : metrics.strikeoutThickness
        // Offset of the stroke's top from the baseline, points, positive down.
        let top = under ? metrics.underlineOffset - thickness / 2 : -metrics.strikeoutPosition
        let color = decoration.color ?? environment.foreground
        var leaves: [PlacedLeaf] = []
        for (i, line) in layout.lines.enumerated() where line.width > 0 {
            var lineContext = self
            lineContext.origin = origin + Point(x: line.origin.x, y: line.baseline + top)
            lineContext.size = Size(width: line.width, height: thickness)
            var leaf = lineContext.leaf(.shape(.rectangle), color: color, node: node)
            // A key of its own per line, so animation never pairs a decoration with the glyphs.
            leaf.key = node.identity &+ (under ? 0x5544_0000 : 0x5354_0000) &+ UInt64(i) &+ 1
            leaves.append(leaf)
        }
        return leaves
    }
}
