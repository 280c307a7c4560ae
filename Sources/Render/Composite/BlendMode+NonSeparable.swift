// BlendMode+NonSeparable.swift: the hue, saturation, color and luminosity modes, which mix the three channels.
// Rule: W3C Compositing and Blending Level 1 §5.9 (Lum, ClipColor, SetLum, Sat, SetSat and the four B(Cb, Cs));
// the general formula of BlendMode.swift rule 1. Status: complete.
//
// 1. B works on unpremultiplied colours Cs = cs/as, Cb = cb/ab (0 when the alpha is 0), in `Double`:
//        hue        B = SetLum(SetSat(Cs, Sat(Cb)), Lum(Cb))
//        saturation B = SetLum(SetSat(Cb, Sat(Cs)), Lum(Cb))
//        color      B = SetLum(Cs, Lum(Cb))
//        luminosity B = SetLum(Cb, Lum(Cs))
//    with Lum(C) = 0.3·R + 0.59·G + 0.11·B and Sat(C) = max − min.
// 2. SetSat(C, s) sends the largest channel to s, the smallest to 0 and the middle one to (mid − min)·s/(max − min)
//    (0 for a grey): that is (c − min)·s/(max − min) for every channel, so no sort is needed.
// 3. Each channel is then co8 = round((cs·(255 − ab) + cb·(255 − as) + as·ab·B) / 255), clamped to the alpha.

extension BlendMode {
    /// `source` over `backdrop` in a non-separable mode; `alpha` is the result's alpha (BlendMode.swift rule 2).
    func blendNonSeparable(_ s: Pixel8, _ d: Pixel8, alpha: Int) -> Pixel8 {
        let cs = unpremultiplied(s)
        let cb = unpremultiplied(d)
        let b: (Double, Double, Double)
        switch self {
        case .hue: b = setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: b = setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: b = setLum(cs, lum(cb))
        default: b = setLum(cb, lum(cs))
        }
        let both = Double(s.a * d.a)
        func channel(_ sc: Int, _ dc: Int, _ bc: Double) -> Int {
            min(alpha, roundedDivide(Double(sc * (255 - d.a) + dc * (255 - s.a)) + both * bc))
        }
        return Pixel8(r: channel(s.r, d.r, b.0), g: channel(s.g, d.g, b.1), b: channel(s.b, d.b, b.2), a: alpha)
    }

    /// The straight colour of a premultiplied pixel, 0…1 per channel (black when transparent).
    private func unpremultiplied(_ p: Pixel8) -> (Double, Double, Double) {
        if p.a == 0 { return (0, 0, 0) }
        let a = Double(p.a)
        return (Double(p.r) / a, Double(p.g) / a, Double(p.b) / a)
    }

    private func lum(_ c: (Double, Double, Double)) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private func sat(_ c: (Double, Double, Double)) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    /// W3C ClipColor: pulls an out-of-gamut colour towards its luminosity until it fits 0…1.
    private func clipColor(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = lum(c)
        let n = min(c.0, c.1, c.2)
        let x = max(c.0, c.1, c.2)
        var r = c
        if n < 0 {
            r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n))
        }
        if x > 1 {
            r = (
                l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l), l + (r.2 - l) * (1 - l) / (x - l)
            )
        }
        return r
    }

    private func setLum(_ c: (Double, Double, Double), _ l: Double) -> (Double, Double, Double) {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    /// Rule 2.
    private func setSat(_ c: (Double, Double, Double), _ s: Double) -> (Double, Double, Double) {
        let low = min(c.0, c.1, c.2)
        let range = max(c.0, c.1, c.2) - low
        if range <= 0 { return (0, 0, 0) }
        return ((c.0 - low) * s / range, (c.1 - low) * s / range, (c.2 - low) * s / range)
    }
}
