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
        if content.decoratesRunByRun(under: under) {
            return runDecorationLeaves(content, layout, node: node, under: under)
        }
        guard let decoration = under ? content.attributes.underline : content.attributes.strikethrough else {
            return under ? [] : markdownStrikethroughLeaves(content, layout, node: node)
        }
        guard let metrics = FontLibrary.shared.metrics(for: content.fontDescriptor) else { return [] }
        let (top, thickness) = metrics.decorationStroke(under: under)
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

    /// A joined Text's decorations run by run (TextContent.joinedRuns): under (through) each run's glyphs on each
    /// line, in the run's decoration colour, else its own foreground, else the Text's; solid (TextJoinView keeps
    /// runs with differing patterned lines side by side instead). Each segment a leaf with a key of its own (the
    /// line's key plus the run's number).
    private func runDecorationLeaves(_ content: TextContent, _ layout: TextLayout, node: ViewNode, under: Bool)
        -> [PlacedLeaf]
    {
        var leaves: [PlacedLeaf] = []
        let key: UInt64 = under ? 0x5544_0000 : 0x5354_0000
        for (r, run) in content.joinedRuns.enumerated() {
            let a = run.attributes
            guard let decoration = under ? a.underline : a.strikethrough,
                let metrics = FontLibrary.shared.metrics(for: a.fontDescriptor)
            else { continue }
            let (top, thickness) = metrics.decorationStroke(under: under)
            let color = decoration.color ?? run.color ?? environment.foreground
            leaves += segmentLeaves(
                layout, run.utf8, number: r, top: top, thickness: thickness, color: color, node: node, key: key)
        }
        return leaves
    }

    /// A decoration through the glyphs of the bytes `utf8` on each line of `layout` (its top `top` from the baseline,
    /// `thickness` high), one leaf per line with a key of its own (`key` plus the line and the run or span `number`).
    private func segmentLeaves(
        _ layout: TextLayout, _ utf8: Range<Int>, number: Int, top: Double, thickness: Double, color: Color,
        node: ViewNode, key: UInt64
    ) -> [PlacedLeaf] {
        var leaves: [PlacedLeaf] = []
        for (i, line) in layout.lines.enumerated() {
            guard let (minX, maxX) = line.extent(of: utf8), maxX > minX else { continue }
            var segment = self
            segment.origin = origin + Point(x: line.origin.x + minX, y: line.baseline + top)
            segment.size = Size(width: maxX - minX, height: thickness)
            var leaf = segment.leaf(.shape(.rectangle), color: color, node: node)
            leaf.key = node.identity &+ key &+ UInt64(i) &+ UInt64(number + 1) << 20 &+ 1
            leaves.append(leaf)
        }
        return leaves
    }

    /// A string literal's `~~struck~~` spans (InlineMarkdown.swift): a strikethrough through each span's glyphs on
    /// each line, in the Text's foreground, as `strikethrough()` draws one (Apple: Text.init(_:tableName:bundle:
    /// comment:) reads Markdown; AttributedString's `strikethroughStyle`). Each segment a leaf with a key of its own.
    private func markdownStrikethroughLeaves(_ content: TextContent, _ layout: TextLayout, node: ViewNode)
        -> [PlacedLeaf]
    {
        guard content.spans.contains(where: \.strikethrough),
            let metrics = FontLibrary.shared.metrics(for: content.fontDescriptor)
        else { return [] }
        let (top, thickness) = metrics.decorationStroke(under: false)
        var leaves: [PlacedLeaf] = []
        for (s, span) in content.spans.enumerated() where span.strikethrough {
            leaves += segmentLeaves(
                layout, span.utf8, number: s, top: top, thickness: thickness, color: environment.foreground,
                node: node, key: 0x5354_0000)
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

extension FontMetrics {
    /// The underline's (`under`) or strikethrough's stroke: its top's offset from the baseline (points, positive
    /// down) and its thickness, the font's own (file header).
    func decorationStroke(under: Bool) -> (top: Double, thickness: Double) {
        let thickness = under ? underlineThickness : strikeoutThickness
        return (under ? underlineOffset - thickness / 2 : -strikeoutPosition, thickness)
    }
}

extension TextContent {
    /// Whether a joined Text's runs differ in the decoration `under` picks (or in the colour it takes), so it is drawn
    /// run by run rather than along whole lines.
    func decoratesRunByRun(under: Bool) -> Bool {
        guard let first = joinedRuns.first else { return false }
        func line(_ run: JoinedTextRun) -> TextDecoration? {
            under ? run.attributes.underline : run.attributes.strikethrough
        }
        guard joinedRuns.contains(where: { line($0) != nil }) else { return false }
        return joinedRuns.contains { line($0) != line(first) || (line($0)?.color == nil && $0.color != first.color) }
    }
}

extension TextLine {
    /// The horizontal extent, from the line's leading edge, of the glyphs whose clusters lie in `utf8`; nil when
    /// none is on the line.
    func extent(of utf8: Range<Int>) -> (Double, Double)? {
        var pen = 0.0
        var extent: (Double, Double)?
        for run in runs {
            for glyph in run.glyphs {
                if utf8.contains(glyph.cluster) {
                    extent = (min(extent?.0 ?? pen, pen), max(extent?.1 ?? pen, pen + glyph.xAdvance))
                }
                pen += glyph.xAdvance
            }
        }
        return extent
    }
}
