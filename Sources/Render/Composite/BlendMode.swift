// BlendMode.swift: SwiftUI's `BlendMode`, and each mode as one formula on 8-bit premultiplied sRGB-encoded pixels.
// Rule: OpenSwiftUI DisplayListViewModel.swift, ShadowEffect.swift and GraphicsFilter.swift;
// Apple: View.compositingGroup() — developer.apple.com/documentation/swiftui/view/compositinggroup() (the 21 cases,
// GraphicsBlendMode; blending on encoded values like SourceOver.swift); W3C Compositing and Blending Level 1 §5.8 (the
// separable B(Cb, Cs)), §5.9 (non-separable, in BlendMode+NonSeparable.swift), §9.1 (Porter–Duff). Status: complete.
//
// 1. Every separable mode and the non-separable ones composite with the W3C general formula on premultiplied values
//        co = cs·(1 − ab) + cb·(1 − as) + as·ab·B(Cb, Cs),   ao = as + ab − as·ab,
//    Cs = cs/as and Cb = cb/ab (0 when the alpha is 0). With 8-bit values (x/255) this is
//        co8 = (cs·(255 − ab) + cb·(255 − as) + P) / 255,   P = as·ab·B (in units of 1/255²),
//    and P is an integer for every mode but the dodge/burn/soft-light and non-separable ones: multiply P = cs·cb,
//    screen cs·ab + cb·as − cs·cb, darken/lighten min/max(cs·ab, cb·as), difference |cs·ab − cb·as|, exclusion
//    cs·ab + cb·as − 2·cs·cb, hard light 2·cs·cb or as·ab − 2(as − cs)(ab − cb) (overlay: the same with source and
//    backdrop swapped). Then co8 is one correctly rounded division (div255 of SourceOver.swift rule 1); the others
//    compute P in `Double` and round co8 once. `.normal` is exactly SourceOver's formula (P = cs·ab).
// 2. Alpha: ao8 = as + ab − div255(as·ab) (= round((255·as + 255·ab − as·ab)/255), no tie since 255 is odd).
// 3. Porter–Duff: sourceAtop co = cs·ab + cb·(1 − as), ao = ab; destinationOver co = cs·(1 − ab) + cb,
//    ao = as·(1 − ab) + ab; destinationOut co = cb·(1 − as), ao = ab·(1 − as) (W3C §9.1.5, §9.1.7, §9.1.9).
// 4. plusLighter: R = min(1, S + D) on every premultiplied channel, alpha included (Apple CGBlendMode.plusLighter;
//    W3C Compositing Level 2 "plus-lighter").
// 5. plusDarker: Apple documents R = max(0, 1 − ((1 − D) + (1 − S))) (CGBlendMode.plusDarker), which holds for
//    opaque pixels only (taken literally on alpha it would erase a backdrop under a transparent source; W3C fxtf-drafts
//    issue #447). Alpha-aware form used here, as gnustep libs-back PR #220 measured against AppKit: the darkness
//    a − c of the two pixels adds, so ao = as + ab − as·ab and co = max(0, cs + cb − as·ab). Opaque: max(0, S + D − 1).
// 6. A fully transparent source leaves the backdrop unchanged in every mode above, so callers skip those pixels.

/// How a layer's pixels combine with what is behind them (`View.blendMode(_:)`, SwiftUI's cases and order).
public enum BlendMode: Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// True for the W3C non-separable modes (hue, saturation, color, luminosity), which mix the three channels.
    public var isNonSeparable: Bool {
        switch self {
        case .hue, .saturation, .color, .luminosity: true
        default: false
        }
    }
}

// MARK: - One pixel

/// Channels of one premultiplied pixel as integers 0…255.
struct Pixel8 {
    var r: Int
    var g: Int
    var b: Int
    var a: Int

    @inline(__always)
    init(r: Int, g: Int, b: Int, a: Int) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }

    /// The pixel of the little-endian word `r | g << 8 | b << 16 | a << 24`.
    @inline(__always)
    init(_ word: UInt32) {
        r = Int(word & 0xFF)
        g = Int((word >> 8) & 0xFF)
        b = Int((word >> 16) & 0xFF)
        a = Int(word >> 24)
    }

    /// The packed word, each channel clamped to 0…255 so an invalid input pixel cannot spill into its neighbour.
    @inline(__always)
    var word: UInt32 {
        func byte(_ v: Int) -> UInt32 { UInt32(max(0, min(255, v))) }
        return byte(r) | byte(g) << 8 | byte(b) << 16 | byte(a) << 24
    }
}

extension BlendMode {
    /// The premultiplied pixel `source` composited onto `backdrop` in this mode (file header rules 1–5).
    func blend(_ source: UInt32, onto backdrop: UInt32) -> UInt32 {
        let s = Pixel8(source)
        let d = Pixel8(backdrop)
        let overlap = div255Exact(s.a * d.a)
        switch self {
        case .normal: return sourceOver(source, onto: backdrop)
        case .sourceAtop:
            return Pixel8(
                r: div255Exact(s.r * d.a + d.r * (255 - s.a)), g: div255Exact(s.g * d.a + d.g * (255 - s.a)),
                b: div255Exact(s.b * d.a + d.b * (255 - s.a)), a: d.a
            ).word
        case .destinationOver: return sourceOver(backdrop, onto: source)
        case .destinationOut: return scaled(backdrop, by: UInt32(255 - s.a))
        case .plusLighter:
            let sum = Pixel8(
                r: min(255, s.r + d.r), g: min(255, s.g + d.g), b: min(255, s.b + d.b), a: min(255, s.a + d.a))
            return sum.word
        case .plusDarker:
            return Pixel8(
                r: max(0, s.r + d.r - overlap), g: max(0, s.g + d.g - overlap), b: max(0, s.b + d.b - overlap),
                a: s.a + d.a - overlap
            ).word
        case .hue, .saturation, .color, .luminosity:
            return blendNonSeparable(s, d, alpha: s.a + d.a - overlap).word
        default:
            let a = s.a + d.a - overlap
            return Pixel8(
                r: min(a, separable(s.r, s.a, d.r, d.a)), g: min(a, separable(s.g, s.a, d.g, d.a)),
                b: min(a, separable(s.b, s.a, d.b, d.a)), a: a
            ).word
        }
    }

    /// One channel of a separable mode: round((cs·(255 − ab) + cb·(255 − as) + P) / 255) (rule 1).
    @inline(__always)
    private func separable(_ cs: Int, _ sa: Int, _ cb: Int, _ ba: Int) -> Int {
        let base = cs * (255 - ba) + cb * (255 - sa)
        let p: Int
        switch self {
        case .multiply: p = cs * cb
        case .screen: p = cs * ba + cb * sa - cs * cb
        case .overlay: p = BlendMode.hardLightProduct(cb, ba, cs, sa)
        case .darken: p = min(cs * ba, cb * sa)
        case .lighten: p = max(cs * ba, cb * sa)
        case .hardLight: p = BlendMode.hardLightProduct(cs, sa, cb, ba)
        case .difference: p = abs(cs * ba - cb * sa)
        case .exclusion: p = cs * ba + cb * sa - 2 * cs * cb
        case .colorDodge, .colorBurn, .softLight:
            return roundedDivide(Double(base) + realProduct(cs, sa, cb, ba))
        default: p = cs * ba
        }
        return div255Exact(base + p)
    }

    /// as·ab·HardLight(Cb, Cs) in units of 1/255² for source (cs, sa) and backdrop (cb, ba): W3C §5.8 hard-light
    /// is multiply(Cb, 2Cs) when Cs ≤ ½, else screen(Cb, 2Cs − 1).
    @inline(__always)
    private static func hardLightProduct(_ cs: Int, _ sa: Int, _ cb: Int, _ ba: Int) -> Int {
        2 * cs <= sa ? 2 * cs * cb : sa * ba - 2 * (sa - cs) * (ba - cb)
    }

    /// as·ab·B(Cb, Cs) in units of 1/255² for the modes whose B divides (W3C §5.8 color-dodge, color-burn,
    /// soft-light), computed from the unpremultiplied Cs, Cb in `Double`.
    private func realProduct(_ cs: Int, _ sa: Int, _ cb: Int, _ ba: Int) -> Double {
        if sa == 0 || ba == 0 { return 0 }
        let source = Double(cs) / Double(sa)
        let backdrop = Double(cb) / Double(ba)
        let b: Double
        switch self {
        case .colorDodge:
            b = cb == 0 ? 0 : (cs >= sa ? 1 : min(1, backdrop / (1 - source)))
        case .colorBurn:
            b = cb >= ba ? 1 : (cs == 0 ? 0 : 1 - min(1, (1 - backdrop) / source))
        default:
            if source <= 0.5 {
                b = backdrop - (1 - 2 * source) * backdrop * (1 - backdrop)
            } else {
                let d = backdrop <= 0.25 ? ((16 * backdrop - 12) * backdrop + 4) * backdrop : backdrop.squareRoot()
                b = backdrop + (2 * source - 1) * (d - backdrop)
            }
        }
        return Double(sa * ba) * b
    }
}

/// round(x / 255) for 0 ≤ x ≤ 255² (SourceOver.swift rule 1's div255, on one integer).
@inline(__always)
func div255Exact(_ x: Int) -> Int {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}

/// round(x / 255) of a non-negative real numerator, clamped to 0…255.
@inline(__always)
func roundedDivide(_ x: Double) -> Int {
    Int(max(0, min(255, (x / 255).rounded())))
}
