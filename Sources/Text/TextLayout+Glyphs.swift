// TextLayout+Glyphs.swift: every glyph of a layout as an outline or colour bitmap in layout-box points.
// Rule: issue #5 (origin top-leading of the layout box, y down; outlines cached per face and glyph, in font units).
// Status: complete.
//
// A glyph at pen (x, baseline) with offsets (dx, dy) has origin o = (x + dx, baseline + dy). Its font-unit outline
// (y up) maps through [s, 0, σ·s, −s, oₓ, o_y] (CG row-vector order), s = size / unitsPerEm and σ = 0.2 for a
// synthetic oblique, else 0. A colour image of w×h strike pixels with bearings (left, top) lands in
// (oₓ + left·k, o_y − top·k, w·k, h·k), k = size / strike ppem.

import Geometry

extension TextLayout {
    /// Glyph outlines and colour bitmaps in points, positioned in the layout box, one entry per glyph, lines top to
    /// bottom and runs left to right.
    public func glyphs() -> [PositionedGlyph] {
        let library = FontLibrary.shared
        var out: [PositionedGlyph] = []
        out.reserveCapacity(lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } })
        for line in lines {
            var pen = Point(x: line.origin.x, y: line.baseline)
            for run in line.runs {
                let face = run.face
                let s = run.size / Double(face.unitsPerEm)
                let k = run.size / face.pixelsPerEm
                let shear = run.syntheticOblique ? 0.2 : 0
                for g in run.glyphs {
                    let o = Point(x: pen.x + g.xOffset, y: pen.y + g.yOffset)
                    var path: Path? = nil
                    var bitmap: GlyphBitmap? = nil
                    if let image = library.colorImage(g.glyphID, face: face) {
                        bitmap = GlyphBitmap(
                            width: image.width, height: image.height, pixels: image.pixels,
                            rect: Rect(
                                x: o.x + Double(image.left) * k, y: o.y - Double(image.top) * k,
                                width: Double(image.width) * k, height: Double(image.height) * k))
                    } else if let outline = library.outline(g.glyphID, face: face) {
                        path = outline.applying(AffineTransform(a: s, b: 0, c: shear * s, d: -s, tx: o.x, ty: o.y))
                    }
                    out.append(
                        PositionedGlyph(
                            path: path, bitmap: bitmap, cluster: g.cluster, glyphID: g.glyphID, origin: o,
                            size: run.size, font: run.font))
                    pen.x += g.xAdvance
                    pen.y += g.yAdvance
                }
            }
        }
        return out
    }
}
