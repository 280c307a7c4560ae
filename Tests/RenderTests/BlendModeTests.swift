// BlendModeTests.swift: every `BlendMode` on colour pairs against the formula computed here in `Double`.
// Rule: W3C Compositing and Blending Level 1 §5.8 (separable B), §5.9 (non-separable: Lum, ClipColor, SetLum, Sat,
// SetSat, written again below from the spec text, independently of Composite/BlendMode+NonSeparable.swift), §9.1
// (Porter–Duff); Apple CGBlendMode.plusLighter / plusDarker with the alpha form of Composite/BlendMode.swift rule 5.
// Status: complete.

import Foundation
import Geometry
import Render
import Testing

struct BlendModeTests {
    /// Backdrops and sources: opaque, translucent, black, white, grey, saturated, nearly transparent.
    static let backdrops: [Color] = [
        Color(r8: 200, g8: 30, b8: 90), Color(r8: 40, g8: 180, b8: 250, opacity: 0.6), .black, .white,
        Color(white: 0.5), Color(r8: 10, g8: 240, b8: 128, opacity: 0.25), Color(r8: 255, g8: 200, b8: 0),
    ]
    static let sources: [Color] = [
        Color(r8: 30, g8: 160, b8: 220), Color(r8: 250, g8: 120, b8: 10, opacity: 0.7), .white, .black,
        Color(white: 0.25, opacity: 0.5), Color(r8: 128, g8: 0, b8: 255, opacity: 0.9),
        Color(r8: 90, g8: 90, b8: 200, opacity: 0.1),
    ]

    /// The bytes of a full-coverage `source` rect in a group blended in `mode` over `backdrop`, and the 8-bit
    /// premultiplied inputs the blend saw.
    func render(_ mode: BlendMode, source: Color, backdrop: Color) -> (out: [UInt8], s: [Double], d: [Double]) {
        let framebuffer = Framebuffer(width: 4, height: 4)
        let item = DisplayItem(path: Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), color: source)
        let list = DisplayList(items: [DisplayItem(group: DisplayGroup(items: [item], blendMode: mode))])
        Renderer().render(list, background: backdrop, into: framebuffer)
        let p = source.premultipliedRGBA8
        // A fill clamps colour to alpha (SourceOver.swift); these colours are all in range.
        let s = [p.r, p.g, p.b, p.a].map { Double($0) / 255 }
        let b = backdrop.premultipliedRGBA8
        let d = [b.r, b.g, b.b, b.a].map { Double($0) / 255 }
        return (RenderTestSupport.pixel(framebuffer, 2, 2), s, d)
    }

    /// W3C §5.8 B(Cb, Cs) for the separable modes.
    static func separable(_ mode: BlendMode, _ cb: Double, _ cs: Double) -> Double {
        func hardLight(_ cb: Double, _ cs: Double) -> Double {
            cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
        }
        switch mode {
        case .normal: return cs
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return hardLight(cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : (cs == 1 ? 1 : min(1, cb / (1 - cs)))
        case .colorBurn: return cb == 1 ? 1 : (cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs))
        case .hardLight: return hardLight(cb, cs)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: fatalError("not separable: \(mode)")
        }
    }

    // MARK: - W3C §5.9, written from the spec's pseudo-code (sorted channels for SetSat)

    static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c)
        let n = c.min()!
        let x = c.max()!
        var out = c
        if n < 0 { out = out.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return out
    }

    static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = [0, 1, 2].sorted { c[$0] < c[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        var out = [0.0, 0.0, 0.0]
        if c[hi] > c[lo] {
            out[mid] = (c[mid] - c[lo]) * s / (c[hi] - c[lo])
            out[hi] = s
        }
        return out
    }

    static func nonSeparable(_ mode: BlendMode, _ cb: [Double], _ cs: [Double]) -> [Double] {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        default: return setLum(cb, lum(cs))
        }
    }

    /// The expected premultiplied result in 0…1 (W3C general formula, Porter–Duff, plus modes).
    static func expected(_ mode: BlendMode, s: [Double], d: [Double]) -> [Double] {
        let sa = s[3]
        let da = d[3]
        let union = sa + da - sa * da
        var out = [0.0, 0.0, 0.0, union]
        switch mode {
        case .sourceAtop:
            for c in 0..<3 { out[c] = s[c] * da + d[c] * (1 - sa) }
            out[3] = da
        case .destinationOver:
            for c in 0..<4 { out[c] = s[c] * (1 - da) + d[c] }
        case .destinationOut:
            for c in 0..<4 { out[c] = d[c] * (1 - sa) }
        case .plusLighter:
            for c in 0..<4 { out[c] = min(1, s[c] + d[c]) }
        case .plusDarker:
            for c in 0..<3 { out[c] = max(0, s[c] + d[c] - sa * da) }
        default:
            var cs = [0.0, 0.0, 0.0]
            var cb = [0.0, 0.0, 0.0]
            for c in 0..<3 {
                cs[c] = sa > 0 ? s[c] / sa : 0
                cb[c] = da > 0 ? d[c] / da : 0
            }
            var b = [0.0, 0.0, 0.0]
            if mode.isNonSeparable {
                b = nonSeparable(mode, cb, cs)
            } else {
                for c in 0..<3 { b[c] = separable(mode, cb[c], cs[c]) }
            }
            for c in 0..<3 {
                let blended: Double = sa * da * b[c]
                out[c] = s[c] * (1 - da) + d[c] * (1 - sa) + blended
            }
        }
        return out
    }

    // Measured: every mode, every pair, every channel equal to round(255 · expected) (largest difference 0).
    @Test(
        "each blend mode on 7 × 7 colour pairs matches the Double formula within one level",
        arguments: BlendMode.allCases)
    func modeMatchesFormula(mode: BlendMode) {
        var worst = 0
        var report = ""
        for backdrop in Self.backdrops {
            for source in Self.sources {
                let (out, s, d) = render(mode, source: source, backdrop: backdrop)
                let want = Self.expected(mode, s: s, d: d).map { Int(($0 * 255).rounded()) }
                let diff = (0..<4).map { abs(Int(out[$0]) - want[$0]) }.max()!
                if diff > worst {
                    worst = diff
                    report = "\(source) over \(backdrop): \(out) vs \(want)"
                }
            }
        }
        #expect(worst <= 1, "\(mode): worst \(worst) \(report)")
    }

    @Test("normal in a group is exactly the plain fill's src-over; a transparent source changes nothing in any mode")
    func identities() {
        for backdrop in Self.backdrops {
            for source in Self.sources {
                let framebuffer = Framebuffer(width: 4, height: 4)
                framebuffer.clear(to: backdrop)
                Renderer().fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), color: source, into: framebuffer)
                #expect(
                    render(.normal, source: source, backdrop: backdrop).out
                        == RenderTestSupport.pixel(framebuffer, 2, 2))
            }
        }
        for mode in BlendMode.allCases {
            for backdrop in Self.backdrops {
                let b = backdrop.premultipliedRGBA8
                #expect(render(mode, source: .clear, backdrop: backdrop).out == [b.r, b.g, b.b, b.a], "\(mode)")
            }
        }
    }

    @Test("plusDarker on opaque colours is Apple's max(0, S + D − 1); plusLighter is min(1, S + D)")
    func plusModes() {
        let d = Color(r8: 200, g8: 100, b8: 30)
        let s = Color(r8: 120, g8: 180, b8: 20)
        #expect(render(.plusDarker, source: s, backdrop: d).out == [65, 25, 0, 255])
        #expect(render(.plusLighter, source: s, backdrop: d).out == [255, 255, 50, 255])
    }
}
