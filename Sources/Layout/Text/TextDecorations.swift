// TextDecorations.swift: the lines `underline(_:color:)` and `strikethrough(_:color:)` draw with a Text.
// Rule: Apple: Text.underline(_:color:), developer.apple.com/documentation/swiftui/text/underline(_:color:), and
// Text.strikethrough(_:color:): a line under (through) each laid-out line of the text, in the given colour or the
// text's foreground. Position and thickness are the font's own (as CoreText draws them): the post table's
// underlinePosition (the line's centre below the baseline) and underlineThickness; OS/2 yStrikeoutPosition (the top
// of the stroke above the baseline) and yStrikeoutSize (OpenType spec, "post" and "OS/2" tables,
// learn.microsoft.com/typography/opentype/spec/post, …/os2), read through FreeType (FontFace.swift). Each line spans the
// line's advance width (trailing spaces excluded, TextLine.width). The underline is drawn under the glyphs, the
// strikethrough over them. A `pattern:` (Text.LineStyle.Pattern, iOS 16) cuts the line into dashes: on/off lengths
// in units of the line's thickness — dot 1/1, dash 3/1, dash-dot 3/1/1/1, dash-dot-dot 3/1/1/1/1/1 — the proportions
// AppKit's NSUnderlineStyle patterns draw [UNCONF: measured on no device; Apple documents only the names].

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
        let key: UInt64 = under ? 0x5544_0000 : 0x5354_0000
        guard let dashes = TextDecoration.dashes(decoration.pattern) else {
            return lineLeaves(layout, node: node, key: key, color: color) { line in
                (line.baseline + top, thickness, .rectangle)
            }
        }
        // A patterned line: its dashes, in units of the line's thickness, from the line's leading edge; each dash a
        // leaf of its own (a line's key plus the dash number).
        var leaves: [PlacedLeaf] = []
        for (i, line) in layout.lines.enumerated() where line.width > 0 {
            var x = 0.0
            var n = 0
            while x < line.width {
                let on = dashes[n % dashes.count] * thickness
                let off = dashes[(n + 1) % dashes.count] * thickness
                var dashContext = self
                dashContext.origin = origin + Point(x: line.origin.x + x, y: line.baseline + top)
                dashContext.size = Size(width: min(on, line.width - x), height: thickness)
                var leaf = dashContext.leaf(.shape(.rectangle), color: color, node: node)
                leaf.key = node.identity &+ key &+ UInt64(i) << 12 &+ UInt64(n / 2) &+ 1
                leaves.append(leaf)
                x += on + off
                n += 2
            }
        }
        return leaves
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

extension TextDecoration {
    /// The on/off lengths of `pattern`, in units of the line's thickness, alternating from an on length; nil for solid.
    static func dashes(_ pattern: Pattern) -> [Double]? {
        switch pattern {
        case .solid: nil
        case .dot: [1, 1]
        case .dash: [3, 1]
        case .dashDot: [3, 1, 1, 1]
        case .dashDotDot: [3, 1, 1, 1, 1, 1]
        }
    }
}
