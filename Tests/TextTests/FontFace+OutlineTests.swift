// FontFace+OutlineTests.swift: glyph outlines from FT_Outline_Decompose (CFF cubics and TrueType quadratics).
// Expected values: Inter-Regular.otf OS/2 sCapHeight 2048, unitsPerEm 2816; DejaVuSans.ttf unitsPerEm 2048.

import Geometry
import Testing
import Text

struct OutlineTests {
    /// Subpaths of a path, each as points sampled along it (cubics at 32 steps).
    func contours(_ path: Path) -> [[Point]] {
        var out: [[Point]] = []
        var current: [Point] = []
        var last = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                if !current.isEmpty { out.append(current) }
                current = [p]
                last = p
            case .line(let p):
                current.append(p)
                last = p
            case .cubic(let c1, let c2, let p):
                for k in 1...32 {
                    let t = Double(k) / 32
                    let u = 1 - t
                    let a = last * (u * u * u) + c1 * (3 * u * u * t)
                    current.append(a + c2 * (3 * u * t * t) + p * (t * t * t))
                }
                last = p
            case .close: break
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    func signedArea(_ pts: [Point]) -> Double {
        var a = 0.0
        for i in pts.indices {
            let p = pts[i]
            let q = pts[(i + 1) % pts.count]
            a += p.x * q.y - q.x * p.y
        }
        return a / 2
    }

    @Test("'O' has two contours of opposite winding", arguments: [TestFonts.inter, TestFonts.dejaVuSans])
    func letterO(path: String) throws {
        let glyph = try #require(TextLayout("O", font: .file(path, size: 100)).glyphs().first)
        let outline = try #require(glyph.path)
        let rings = contours(outline)
        #expect(rings.count == 2)
        let areas = rings.map(signedArea)
        #expect(areas[0] * areas[1] < 0)
        // The counter is smaller than the bowl.
        #expect(abs(areas[0]) != abs(areas[1]))
    }

    @Test("'H' in Inter reaches exactly the OS/2 cap height above the baseline")
    func capHeight() throws {
        let layout = TextLayout("H", font: .file(TestFonts.inter, size: 28.16))
        let outline = try #require(layout.glyphs().first?.path)
        let ys = outline.elements.compactMap { e -> Double? in
            if case .line(let p) = e { return p.y }
            if case .move(let p) = e { return p.y }
            return nil
        }
        // 2048 units at 28.16 pt / 2816 upem = 20.48 pt above the baseline; the bottom sits on it.
        #expect(abs(ys.min()! - (layout.firstBaseline - 20.48)) < 1e-9)
        #expect(abs(ys.max()! - layout.firstBaseline) < 1e-9)
        let metrics = try #require(FontLibrary.shared.metrics(for: .file(TestFonts.inter, size: 28.16)))
        #expect(abs(metrics.capHeight - 20.48) < 1e-12)
    }

    @Test("quadratics become cubics exactly: the cubic's midpoint equals the quadratic's")
    func quadraticToCubic() throws {
        // DejaVu's 'o' is all quadratic curves. Degree elevation puts c1 = p0 + ⅔(q − p0) and c2 = p3 + ⅔(q − p3)
        // for the one control point q, so q recovered from c1 and from c2 must agree.
        let outline = try #require(TextLayout("o", font: .file(TestFonts.dejaVuSans, size: 2048)).glyphs().first?.path)
        var last = Point.zero
        var cubics = 0
        for e in outline.elements {
            switch e {
            case .move(let p), .line(let p): last = p
            case .cubic(let c1, let c2, let p):
                let q1 = last + (c1 - last) * 1.5
                let q2 = p + (c2 - p) * 1.5
                #expect(q1.distance(to: q2) < 1e-9)
                cubics += 1
                last = p
            case .close: break
            }
        }
        #expect(cubics > 4)
    }

    @Test("a space has an empty outline; synthetic oblique leans the glyph right by 0.2 per unit height")
    func spaceAndOblique() throws {
        let glyphs = TextLayout("a b", font: .file(TestFonts.inter, size: 17)).glyphs()
        #expect(glyphs.count == 3)
        #expect(glyphs[1].path?.isEmpty == true && glyphs[1].bitmap == nil)
        let upright = try #require(TextLayout("l", font: .file(TestFonts.inter, size: 100)).glyphs().first?.path)
        let leaning = try #require(
            TextLayout("l", font: .file(TestFonts.inter, size: 100).italic()).glyphs().first?.path)
        let baseline = TextLayout("l", font: .file(TestFonts.inter, size: 100)).firstBaseline
        let a = contours(upright).flatMap { $0 }
        let b = contours(leaning).flatMap { $0 }
        #expect(a.count == b.count)
        for (p, q) in zip(a, b) {
            #expect(abs(q.x - (p.x + 0.2 * (baseline - p.y))) < 1e-9 && abs(q.y - p.y) < 1e-9)
        }
    }
}
