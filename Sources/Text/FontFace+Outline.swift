// FontFace+Outline.swift: a glyph's outline as a Geometry.Path, in font units, through FT_Outline_Decompose.
// Rule: issue #5 (unhinted outlines; TrueType quadratics become cubics exactly, Path has no quadratic element).
// Status: complete.
//
// 1. `FT_LOAD_NO_SCALE` loads the outline in font units (integers, y up), independent of the face's pixel size.
// 2. A quadratic (conic) segment p0 → c → p3 is the cubic with controls p0 + ⅔(c − p0) and p3 + ⅔(c − p3): degree
//    elevation, the same curve exactly (up to the rounding of ⅔ in binary).
// 3. FreeType closes each contour with a segment back to its start; `.close` is added as well so that the
//    rasteriser sees closed subpaths. Winding is the font's: TrueType outer contours run clockwise in y-up units,
//    CFF ones anticlockwise; both fill correctly with the non-zero rule.

import CFreeType
import Geometry

extension FontFace {
    /// The outline of `glyph` in font units, y up, or nil when the glyph has none (bitmap-only faces, load errors).
    /// An empty path for blank glyphs such as the space.
    func outline(glyph: UInt32) -> Path? {
        guard hasOutlines else { return nil }
        return withFace {
            guard FT_Load_Glyph(raw, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP)) == 0,
                let slot = raw.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
            else { return nil }
            let sink = OutlineSink()
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in OutlineSink.from(user).move(to) },
                line_to: { to, user in OutlineSink.from(user).line(to) },
                conic_to: { c, to, user in OutlineSink.from(user).conic(c, to) },
                cubic_to: { c1, c2, to, user in OutlineSink.from(user).cubic(c1, c2, to) },
                shift: 0, delta: 0)
            let error = withExtendedLifetime(sink) {
                FT_Outline_Decompose(&slot.pointee.outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
            }
            guard error == 0 else { return nil }
            return sink.finish()
        }
    }
}

/// Collects FT_Outline_Decompose callbacks into a Path.
private final class OutlineSink {
    private var path = Path()
    private var current = Point.zero
    private var open = false

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineSink {
        Unmanaged<OutlineSink>.fromOpaque(user!).takeUnretainedValue()
    }

    private static func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
        Point(x: Double(v!.pointee.x), y: Double(v!.pointee.y))
    }

    func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        if open { path.close() }
        current = OutlineSink.point(to)
        path.move(to: current)
        open = true
        return 0
    }

    func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        current = OutlineSink.point(to)
        path.line(to: current)
        return 0
    }

    func conic(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        let c = OutlineSink.point(control)
        let p = OutlineSink.point(to)
        path.cubic(to: p, control1: current + (c - current) * (2.0 / 3.0), control2: p + (c - p) * (2.0 / 3.0))
        current = p
        return 0
    }

    func cubic(
        _ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?
    ) -> Int32 {
        current = OutlineSink.point(to)
        path.cubic(to: current, control1: OutlineSink.point(c1), control2: OutlineSink.point(c2))
        return 0
    }

    func finish() -> Path {
        if open { path.close() }
        open = false
        return path
    }
}
