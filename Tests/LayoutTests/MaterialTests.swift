// MaterialTests.swift: materials and Liquid Glass over known backdrops, each pixel against the recipe computed here:
// blur (a linear ramp is unchanged by a symmetric kernel; an edge follows the Gaussian's CDF), saturation (the W3C
// feColorMatrix saturate matrix), the tint drawn src-over, the glass lens's inward push in its edge band, and nothing
// drawn outside the shape or for `Glass.identity` (MaterialStyle.swift, Effects/Backdrop.swift).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

struct MaterialTests {
    static func render(_ source: String) throws -> Framebuffer { try CanvasRender.frame(source) }

    /// A 400-pt horizontal grey ramp behind everything: value (x + 0.5)/400 · 255 at pixel x.
    static let ramp = """
        LinearGradient(colors: [Color(white: 0), Color(white: 1)], startPoint: .leading, endPoint: .trailing)
        """

    @Test("a material over a flat colour: the saturated colour with the tint src-over (light: white 20 %, ultraThin)")
    func flatColour() throws {
        let fb = try Self.render(
            """
            scene(width: 200, height: 100, background: Color(red: 0.8, green: 0.4, blue: 0.2))
            Color.clear.frame(width: 80, height: 40).background(.ultraThinMaterial)
            """)
        // W3C Filter Effects, feColorMatrix saturate(s): r' = (0.213 + 0.787 s) r + (0.715 − 0.715 s) g + (0.072 − 0.072 s) b …
        let (r, g, b, s) = (204.0, 102.0, 51.0, 1.8)
        func sat(_ a: Double, _ b2: Double, _ c: Double, _ k: (Double, Double, Double)) -> Double {
            max(0, min(255, k.0 * a + k.1 * b2 + k.2 * c))
        }
        let rs = sat(r, g, b, (0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s))
        let gs = sat(r, g, b, (0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s))
        let bs = sat(r, g, b, (0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s))
        let expected = [rs, gs, bs].map { $0 * 0.8 + 255 * 0.2 }
        let p = fb[100, 50]
        let got = [Double(p.r), Double(p.g), Double(p.b)]
        for c in 0..<3 { #expect(abs(got[c] - expected[c]) <= 3, "channel \(c): \(got[c]) vs \(expected[c])") }
        // Outside the material's frame (60..<140 × 30..<70) the background is untouched.
        #expect(fb[59, 50].r == 204 && fb[100, 29].g == 102)
    }

    @Test("the material blurs what is behind it: across a black/white edge, σ = 20 pt (Φ(±1) at ±σ)")
    func blurProfile() throws {
        let fb = try Self.render(
            """
            scene(width: 300, height: 100, background: .white)
            HStack(spacing: 0) { Color.black; Color.white }
                .overlay { Color.clear.frame(width: 200, height: 60).background(.ultraThinMaterial) }
            """)
        // The edge is at x = 150; grey is unchanged by saturation; tint white 20 %: v = 255 (0.8 Φ + 0.2).
        func expected(_ x: Double) -> Double {
            let phi = 0.5 * (1 + erf((x - 150) / (20 * 2.0.squareRoot())))
            return 255 * (0.8 * phi + 0.2)
        }
        for x in [130, 150, 170] {
            let v = Double(fb[x, 50].r)
            #expect(abs(v - expected(Double(x) + 0.5)) <= 5, "x = \(x): \(v) vs \(expected(Double(x) + 0.5))")
        }
    }

    @Test("dark scheme: the tint is the dark system grey (0x1C1C1E) at the material's opacity (thick 60 %)")
    func darkTint() throws {
        let fb = try Self.render(
            """
            scene(width: 100, height: 100, background: Color(white: 0.5))
            Color.clear.frame(width: 60, height: 60).background(.thickMaterial).preferredColorScheme(.dark)
            """)
        let p = fb[50, 50]
        // Grey 128 is unchanged by saturation; 0.4 · 128 + 0.6 · 28 = 68.
        let (red, blue) = (Double(p.r), Double(p.b))
        let (expectedRed, expectedBlue) = (0.4 * 128.0 + 0.6 * 28.0, 0.4 * 128.0 + 0.6 * 30.0)
        #expect(abs(red - expectedRed) <= 2)
        #expect(abs(blue - expectedBlue) <= 2)
    }

    @Test("glass: the lens pushes samples inward in the edge band (10 pt · (1 − depth/12)²); the core is blur + tint")
    func glassLens() throws {
        let fb = try Self.render(
            """
            scene(width: 400, height: 260, background: .black)
            ZStack {
                \(Self.ramp)
                Color.clear.frame(width: 200, height: 60).glassEffect(.regular, in: .rect)
            }
            """)
        func ramp(_ x: Double) -> Double { x / 400 * 255 }
        // The glass box is x 100..<300, y 100..<160. Pixel (103, 130): depth 3.5 from the left edge.
        let depth: Double = 1 - 3.5 / 12
        let push = 10 * depth * depth
        let lensed = ramp(103.5 + push) * 0.85 + 255 * 0.15
        #expect(abs(Double(fb[103, 130].r) - lensed) <= 2, "\(fb[103, 130].r) vs \(lensed)")
        // Unlensed it would be visibly darker.
        #expect(Double(fb[103, 130].r) - (ramp(103.5) * 0.85 + 255 * 0.15) > 2)
        // The core (beyond the band): the ramp (unchanged by blur and by saturation of grey) with the tint.
        let core = ramp(200.5) * 0.85 + 255 * 0.15
        #expect(abs(Double(fb[200, 130].r) - core) <= 2)
        // Outside the glass: the ramp.
        #expect(abs(Double(fb[90, 130].r) - ramp(90.5)) <= 1)
    }

    @Test("glass under an animated offset: the lens is where the glass is drawn at that frame (half-way: +50 pt)")
    func glassLensAnimated() throws {
        let fb = try CanvasRender.frame(
            """
            scene(width: 400, height: 260, fps: 30, duration: 1, background: .black)
            @State var moved = false
            at(0) { withAnimation(.linear(duration: 1)) { moved = true } }
            ZStack {
                \(Self.ramp)
                Color.clear.frame(width: 200, height: 60).glassEffect(.regular, in: .rect).offset(x: moved ? 100 : 0)
            }
            """, at: 0.5)
        func ramp(_ x: Double) -> Double { x / 400 * 255 }
        // Half-way the box is x 150..<350: pixel (153, 130) is 3.5 pt inside its left edge.
        let depth: Double = 1 - 3.5 / 12
        let lensed = ramp(153.5 + 10 * depth * depth) * 0.85 + 255 * 0.15
        #expect(abs(Double(fb[153, 130].r) - lensed) <= 2, "\(fb[153, 130].r) vs \(lensed)")
    }

    @Test("Glass.identity and isEnabled: false draw nothing")
    func identityGlass() throws {
        let plain = "scene(width: 100, height: 60, background: .black)\nZStack { \(Self.ramp) ; Text(\"a\").padding() }"
        let a = try Self.render(plain)
        let b = try Self.render(plain.replacingOccurrences(of: ".padding()", with: ".padding().glassEffect(.identity)"))
        let c = try Self.render(
            plain.replacingOccurrences(of: ".padding()", with: ".padding().glassEffect(isEnabled: false)"))
        #expect(a.bytes == b.bytes && a.bytes == c.bytes)
    }
}

/// GlassMerge.swift and BackdropLens+Union.swift: glass in a `GlassEffectContainer`, over a flat colour (so blur and
/// lens leave the colour as it is and only the surface's outline shows).
struct GlassMergeTests {
    static func render(spacing: Double, gap: Double) throws -> Framebuffer {
        try CanvasRender.frame(
            """
            scene(width: 200, height: 100, background: Color(red: 0.2, green: 0.4, blue: 0.8))
            GlassEffectContainer(spacing: \(spacing)) {
                HStack(spacing: \(gap)) {
                    Color.clear.frame(width: 40, height: 40).glassEffect(.regular, in: Circle())
                    Color.clear.frame(width: 40, height: 40).glassEffect(.regular, in: Circle())
                }
            }
            """)
    }

    static func same(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8))
        -> Bool
    {
        abs(Int(a.r) - Int(b.r)) <= 2 && abs(Int(a.g) - Int(b.g)) <= 2 && abs(Int(a.b) - Int(b.b)) <= 2
    }

    @Test("circles 10 pt apart in a container of spacing 40 are one surface, bridged where the smooth union says")
    func merged() throws {
        let fb = try Self.render(spacing: 40, gap: 10)
        let glass = fb[75, 50]  // the left circle's centre (circles centred at x = 75 and 125)
        let background = fb[5, 5]
        #expect(!Self.same(glass, background))
        // Midway, x = 100: both distances are √(25² + dy²) − 20 and the smooth minimum subtracts k/4 = 10, so the
        // surface spans |dy| < √(30² − 25²) ≈ 16.6 pt.
        #expect(Self.same(fb[100, 50], glass))
        #expect(Self.same(fb[100, 36], glass))
        #expect(Self.same(fb[100, 30], background))
    }

    @Test("without spacing (0, the default) shapes 10 pt apart stay two; far enough apart they never merge")
    func apart() throws {
        for (spacing, gap) in [(0.0, 10.0), (40, 60)] {
            let fb = try Self.render(spacing: spacing, gap: gap)
            #expect(Self.same(fb[100, 50], fb[5, 5]), "spacing \(spacing), gap \(gap)")
            #expect(!Self.same(fb[100 - Int(gap / 2) - 20, 50], fb[5, 5]))
        }
    }
}

/// Vibrancy.swift: text in a hierarchical style over a material is drawn `plusDarker` (light) / `plusLighter` (dark);
/// a custom colour is not vibrant.
struct VibrancyTests {
    /// A heavy 200-pt "I" (its stem covers the frame's centre) over a material on a flat background.
    static func render(_ style: String, dark: Bool = false) throws -> (glyph: [Int], material: [Int]) {
        let fb = try CanvasRender.frame(
            """
            scene(width: 300, height: 300, background: Color(red: 0.9, green: 0.5, blue: 0.2))
            Text("I").font(.system(size: 200, weight: .black)).foregroundStyle(\(style))
                .frame(width: 200, height: 260).background(.thinMaterial)\(dark ? ".environment(\\.colorScheme, .dark)" : "")
            """)
        func px(_ x: Int, _ y: Int) -> [Int] {
            let p = fb[x, y]
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
        return (px(150, 150), px(60, 30))
    }

    @Test("light: the secondary label (60, 60, 67) at 60 % goes plusDarker onto the material: max(0, s + d − sₐ)")
    func lightSecondary() throws {
        let (glyph, material) = try Self.render(".secondary")
        let label = [60.0, 60, 67].map { $0 * 0.6 }
        for c in 0..<3 {
            let expected = max(0, label[c] + Double(material[c]) - 153)
            #expect(abs(Double(glyph[c]) - expected) <= 2, "channel \(c): \(glyph[c]) vs \(expected)")
        }
    }

    @Test("dark: the secondary label (235, 235, 245) at 60 % goes plusLighter: min(255, s + d)")
    func darkSecondary() throws {
        let (glyph, material) = try Self.render(".secondary", dark: true)
        let label = [235.0, 235, 245].map { $0 * 0.6 }
        for c in 0..<3 {
            let expected = min(255, label[c] + Double(material[c]))
            #expect(abs(Double(glyph[c]) - expected) <= 2, "channel \(c): \(glyph[c]) vs \(expected)")
        }
    }

    @Test("a custom foreground colour is not vibrant: it is drawn as it is")
    func customColour() throws {
        let (glyph, _) = try Self.render("Color(red: 0.2, green: 0.4, blue: 0.6)")
        #expect(glyph == [51, 102, 153])
    }
}
