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
        return lineLeaves(layout, node: node, key: under ? 0x5544_0000 : 0x5354_0000, color: color) { line in
            (line.baseline + top, thickness, .rectangle)
        }
    }

    /// One shape leaf per non-empty line of `layout`, as wide as the line, at the height and in the shape `place`
    /// gives for it (its top, measured from the text's top, and its height); each with a key of its own (`key` plus
    /// the line number), so animation never pairs it with the glyphs. Decorations and redaction bars are drawn so.
    func lineLeaves(
        _ layout: TextLayout, node: ViewNode, key: UInt64, color: Color,
        _ place: (TextLine) -> (top: Double, height: Double, shape: ShapeKind)
    ) -> [PlacedLeaf] {
        var leaves: [PlacedLeaf] = []
        for (i, line) in layout.lines.enumerated() where line.width > 0 {
            let (top, height, shape) = place(line)
            var lineContext = self
            lineContext.origin = origin + Point(x: line.origin.x, y: top)
            lineContext.size = Size(width: line.width, height: height)
            var leaf = lineContext.leaf(.shape(shape), color: color, node: node)
            leaf.key = node.identity &+ key &+ UInt64(i) &+ 1
            leaves.append(leaf)
        }
        return leaves
    }
}
