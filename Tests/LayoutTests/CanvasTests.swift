// CanvasTests.swift: Canvas and GraphicsContext rendered and measured: rectangles with and without transforms
// (centre, area and second moments in pixels against the closed forms of a w×h rectangle: area w·h, central moments
// w²/12, h²/12, rotated as a tensor), copies of a context keeping their own state, clips, blend modes, opacity,
// layers, filters and symbols on chosen pixels (src-over and the W3C blend formulas on sRGB-encoded values,
// docs/ARCHITECTURE.md "Pixels are sRGB-encoded").

import Foundation
import Geometry
import Layout
import Render
import Scene
import Testing

/// Renders scene source and measures its pixels.
enum CanvasRender {
    static func frame(_ source: String, at t: Double = 0, fps: Double = 30) throws -> Framebuffer {
        let p = try SceneProgram(source: source, path: "test.scene")
        let h = p.header
        let warnings = LayoutWarnings()
        let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: h.scale, warnings: warnings)
        let snapshots = try p.snapshots(time: t, frame: Int((t * fps).rounded()))
        let leaves = engine.leaves(of: snapshots, at: t)
        if let failure = warnings.firstFailure { throw failure }
        let fb = Framebuffer(width: Int(h.width * h.scale), height: Int(h.height * h.scale))
        Renderer().render(DisplayList(items: leaves.displayItems), background: h.background, into: fb)
        return fb
    }

    /// Coverage moments of the pixels where `weight` (0…1) is positive, within columns `xs`.
    struct Moments {
        var area = 0.0, cx = 0.0, cy = 0.0, xx = 0.0, yy = 0.0, xy = 0.0
    }

    static func moments(
        _ fb: Framebuffer, xs: Range<Int>? = nil, weight: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double
    ) -> Moments {
        var (s, sx, sy, sxx, syy, sxy) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        for y in 0..<fb.height {
            for x in xs ?? 0..<fb.width {
                let w = weight(fb[x, y])
                guard w > 0 else { continue }
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                s += w
                sx += w * px
                sy += w * py
                sxx += w * px * px
                syy += w * py * py
                sxy += w * px * py
            }
        }
        guard s > 0 else { return Moments() }
        let (cx, cy) = (sx / s, sy / s)
        return Moments(
            area: s, cx: cx, cy: cy, xx: sxx / s - cx * cx, yy: syy / s - cy * cy, xy: sxy / s - cx * cy)
    }

    /// Red ink on white: 1 − green/255 (pure red leaves red at 255 and takes green and blue to 0).
    static func redInk(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double { 1 - Double(p.g) / 255 }
}

struct CanvasTests {
    static let header = "scene(width: 200, height: 100, background: .white)\n"
    static let red = "Color(red: 1, green: 0, blue: 0)"

    @Test("a filled rect: centre, area and second moments of a 40×30 rectangle")
    func plainRect() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    context.fill(Path(CGRect(x: 20, y: 10, width: 40, height: 30)), with: .color(\(Self.red)))
                }
                """)
        let m = CanvasRender.moments(fb, weight: CanvasRender.redInk)
        #expect(abs(m.area - 1200) < 1)
        #expect(abs(m.cx - 40) < 1e-6 && abs(m.cy - 25) < 1e-6)
        // Pixel sampling of a box of whole pixels: (w² − 1)/12, w = 40 and 30.
        #expect(abs(m.xx - (1600 - 1) / 12) < 1e-6 && abs(m.yy - (900 - 1) / 12) < 1e-6 && abs(m.xy) < 1e-6)
    }

    @Test("translate, rotate 30° and scale 2×1: a 40×10 rectangle about (100, 50), its moments rotated")
    func transformedRect() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    context.translateBy(x: 100, y: 50)
                    context.rotate(by: .degrees(30))
                    context.scaleBy(x: 2, y: 1)
                    context.fill(Path(CGRect(x: -10, y: -5, width: 20, height: 10)), with: .color(\(Self.red)))
                }
                """)
        let m = CanvasRender.moments(fb, weight: CanvasRender.redInk)
        let (c, s) = (cos(Double.pi / 6), sin(Double.pi / 6))
        let (a, b) = (1600.0 / 12, 100.0 / 12)  // 40²/12 along the long axis, 10²/12 across
        #expect(abs(m.area - 400) < 1)
        #expect(abs(m.cx - 100) < 0.01 && abs(m.cy - 50) < 0.01)
        // The tensor diag(a, b) rotated by +30° (clockwise on screen, y down); exact-area coverage blurs each edge by
        // at most a pixel, so the moments agree to within 1 px².
        #expect(abs(m.xx - (a * c * c + b * s * s)) < 1)
        #expect(abs(m.yy - (a * s * s + b * c * c)) < 1)
        #expect(abs(m.xy - (a - b) * s * c) < 1)
    }

    @Test("a copy of the context keeps its own transform; the original is unchanged")
    func copyKeepsItsOwnTransform() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    var moved = context
                    moved.translateBy(x: 100, y: 20)
                    let r = Path(CGRect(x: 10, y: 10, width: 30, height: 20))
                    moved.fill(r, with: .color(\(Self.red)))
                    context.fill(r, with: .color(\(Self.red)))
                }
                """)
        let left = CanvasRender.moments(fb, xs: 0..<100, weight: CanvasRender.redInk)
        let right = CanvasRender.moments(fb, xs: 100..<200, weight: CanvasRender.redInk)
        #expect(abs(left.cx - 25) < 1e-6 && abs(left.cy - 20) < 1e-6 && abs(left.area - 600) < 1)
        #expect(abs(right.cx - 125) < 1e-6 && abs(right.cy - 40) < 1e-6 && abs(right.area - 600) < 1)
    }

    @Test("clip(to:) keeps the inside; options: .inverse keeps the outside; a copy's clip leaves the original")
    func clip() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    let everything = Path(CGRect(x: 0, y: 0, width: 200, height: 100))
                    var inside = context
                    inside.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 100)))
                    inside.fill(everything, with: .color(Color(red: 0, green: 0, blue: 1)))
                    var outside = context
                    outside.clip(to: Path(CGRect(x: 0, y: 0, width: 150, height: 100)), options: .inverse)
                    outside.fill(everything, with: .color(\(Self.red)))
                    context.fill(Path(CGRect(x: 90, y: 40, width: 20, height: 20)), with: .color(.black))
                }
                """)
        #expect(fb[25, 50] == (0, 0, 255, 255))
        #expect(fb[75, 50] == (255, 255, 255, 255))
        #expect(fb[175, 50] == (255, 0, 0, 255))
        #expect(fb[100, 50] == (0, 0, 0, 255))
        // The clip edge at x = 50 falls between pixels: nothing blue at column 50.
        #expect(fb[50, 50] == (255, 255, 255, 255))
    }

    @Test("blend modes: multiply and screen of yellow and cyan; opacity 0.5 of black over white")
    func blendAndOpacity() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    let left = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
                    let right = Path(CGRect(x: 100, y: 0, width: 100, height: 100))
                    context.fill(left, with: .color(Color(red: 1, green: 1, blue: 0)))
                    context.fill(right, with: .color(Color(red: 0.5, green: 0, blue: 0)))
                    var multiply = context
                    multiply.blendMode = .multiply
                    multiply.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 100)), with: .color(Color(red: 0, green: 1, blue: 1)))
                    var screen = context
                    screen.blendMode = .screen
                    screen.fill(Path(CGRect(x: 100, y: 0, width: 50, height: 100)), with: .color(Color(red: 0, green: 0, blue: 1)))
                    context.opacity = 0.5
                    context.fill(Path(CGRect(x: 50, y: 50, width: 50, height: 50)), with: .color(.black))
                }
                """)
        // Multiply: (1, 1, 0)·(0, 1, 1) = (0, 1, 0).
        #expect(fb[25, 25] == (0, 255, 0, 255))
        // Screen: a + b − a·b per channel: (0.5, 0, 0) with (0, 0, 1) = (0.5, 0, 1).
        let s = fb[125, 25]
        #expect(abs(Int(s.r) - 128) <= 1 && s.g == 0 && s.b == 255)
        // Half-transparent black over yellow: (255·0.5, 255·0.5, 0).
        let o = fb[75, 75]
        #expect(abs(Int(o.r) - 128) <= 1 && abs(Int(o.g) - 128) <= 1 && o.b == 0)
        // Left of it the yellow is untouched (the opacity came after).
        #expect(fb[75, 25] == (255, 255, 0, 255))
    }

    @Test("drawLayer composites its drawing as one layer: overlapping half-opaque fills do not darken the overlap")
    func drawLayerIsOneLayer() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    context.opacity = 0.5
                    context.drawLayer { layer in
                        layer.fill(Path(CGRect(x: 10, y: 10, width: 60, height: 60)), with: .color(.black))
                        layer.fill(Path(CGRect(x: 40, y: 40, width: 50, height: 50)), with: .color(.black))
                    }
                    context.fill(Path(CGRect(x: 110, y: 10, width: 60, height: 60)), with: .color(.black))
                    context.fill(Path(CGRect(x: 140, y: 40, width: 50, height: 50)), with: .color(.black))
                }
                """)
        // In the layer: one 50 % black everywhere, 127 or 128.
        #expect(abs(Int(fb[20, 20].r) - 128) <= 1 && fb[55, 55].r == fb[20, 20].r)
        // Without it each fill is 50 %: the overlap is 25 % white.
        #expect(abs(Int(fb[155, 55].r) - 64) <= 1)
    }

    @Test("filters: grayscale, colorInvert and colorMultiply change only what is drawn after them")
    func colourFilters() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    var gray = context
                    gray.addFilter(.grayscale(1))
                    gray.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 100)), with: .color(\(Self.red)))
                    var inverted = context
                    inverted.addFilter(.colorInvert())
                    inverted.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 100)), with: .color(\(Self.red)))
                    context.fill(Path(CGRect(x: 100, y: 0, width: 50, height: 100)), with: .color(\(Self.red)))
                    context.addFilter(.colorMultiply(Color(red: 0.5, green: 1, blue: 1)))
                    context.fill(Path(CGRect(x: 150, y: 0, width: 50, height: 100)), with: .color(\(Self.red)))
                }
                """)
        // Saturation 0 (W3C feColorMatrix saturate): every channel 0.2126 of red, 54.2.
        let g = fb[25, 50]
        #expect(abs(Int(g.r) - 54) <= 1 && g.r == g.g && g.g == g.b)
        #expect(fb[75, 50] == (0, 255, 255, 255))
        #expect(fb[125, 50] == (255, 0, 0, 255))
        let m = fb[175, 50]
        #expect(abs(Int(m.r) - 128) <= 1 && m.g == 0 && m.b == 0)
    }

    @Test("blur(radius:) is a Gaussian of σ = radius: the edge of a large rect is half its colour, 2σ inside 97.7 %")
    func blurFilter() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    context.addFilter(.blur(radius: 4))
                    context.fill(Path(CGRect(x: 100, y: -100, width: 300, height: 300)), with: .color(.black))
                }
                """)
        // Across the edge x = 100 the ink is Φ((x − 100)/σ): at pixel centre 99.5, Φ(−0.125) = 0.450; at 107.5
        // (1.875σ inside), Φ(1.875) = 0.970.
        let edge = 1 - Double(fb[99, 50].r) / 255
        let inside = 1 - Double(fb[107, 50].r) / 255
        #expect(abs(edge - 0.450) < 0.03)
        #expect(abs(inside - 0.970) < 0.02)
        #expect(fb[60, 50] == (255, 255, 255, 255))
    }

    @Test("the filter added last applies first: threshold after blur gives a hard-edged blob (metaballs)")
    func filterOrder() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    context.addFilter(.alphaThreshold(min: 0.5, color: .black))
                    context.addFilter(.blur(radius: 8))
                    context.drawLayer { layer in
                        layer.fill(Path(ellipseIn: CGRect(x: 100, y: 20, width: 60, height: 60)), with: .color(.blue))
                    }
                }
                """)
        // Blurred, then thresholded at half: every pixel is the threshold colour or untouched background, and the
        // blob's half-alpha contour of a blurred disc of radius 30 (σ 8) lies close to the disc's edge.
        var mixed = 0
        var ink = 0
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let p = fb[x, y]
                if p == (0, 0, 0, 255) { ink += 1 } else if p != (255, 255, 255, 255) { mixed += 1 }
            }
        }
        #expect(mixed < 260, "only the edge's anti-aliasing is partial: \(mixed)")
        let disc = Double.pi * 30 * 30
        #expect(abs(Double(ink) - disc) / disc < 0.12, "ink \(ink) vs disc \(disc)")
    }

    @Test("Canvas takes the proposed size: the renderer's size is the frame's, 10 pt on an unspecified axis")
    func canvasSize() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                HStack(spacing: 0) {
                    Canvas { context, size in
                        context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(\(Self.red)))
                    }
                    .frame(width: 80, height: 40)
                    Canvas { context, size in
                        context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(\(Self.red)))
                    }
                    .fixedSize()
                }
                """)
        let m = CanvasRender.moments(fb, weight: CanvasRender.redInk)
        #expect(abs(m.area - (3200 + 100)) < 1)
    }

    @Test("draw(_:at:anchor:) places a symbol's anchor at the point; resolveSymbol finds it by tag")
    func symbols() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    if let dot = context.resolveSymbol(id: "dot") {
                        context.draw(dot, at: CGPoint(x: 50, y: 50))
                        context.draw(dot, at: CGPoint(x: 150, y: 30), anchor: .topLeading)
                    }
                } symbols: {
                    Rectangle().fill(\(Self.red)).frame(width: 20, height: 10).tag("dot")
                }
                """)
        let left = CanvasRender.moments(fb, xs: 0..<100, weight: CanvasRender.redInk)
        let right = CanvasRender.moments(fb, xs: 100..<200, weight: CanvasRender.redInk)
        #expect(abs(left.cx - 50) < 1e-6 && abs(left.cy - 50) < 1e-6 && abs(left.area - 200) < 1)
        #expect(abs(right.cx - 160) < 1e-6 && abs(right.cy - 35) < 1e-6)
    }

    @Test("a GraphicsContext.ResolvedSymbol passed to a function of one's own draws as the symbol drawn in place")
    func resolvedSymbolParameter() throws {
        let symbols = """
            } symbols: {
                Rectangle().fill(\(Self.red)).frame(width: 20, height: 10).tag("dot")
            }
            """
        let inline = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    if let dot = context.resolveSymbol(id: "dot") { context.draw(dot, at: CGPoint(x: 50, y: 50)) }
                \(symbols)
                """)
        let passed = try CanvasRender.frame(
            Self.header + """
                func stamp(_ context: GraphicsContext, _ symbol: GraphicsContext.ResolvedSymbol, at p: CGPoint) {
                    context.draw(symbol, at: p)
                }
                Canvas { context, size in
                    let dot: GraphicsContext.ResolvedSymbol? = context.resolveSymbol(id: "dot")
                    if let dot { stamp(context, dot, at: CGPoint(x: 50, y: 50)) }
                \(symbols)
                """)
        let m = CanvasRender.moments(passed, weight: CanvasRender.redInk)
        #expect(abs(m.cx - 50) < 1e-6 && abs(m.cy - 50) < 1e-6 && abs(m.area - 200) < 1)
        #expect(passed.bytes == inline.bytes)
    }

    @Test("draw(Image(systemName:), in:) scales the symbol to the rectangle as a resizable symbol fills its frame")
    func symbolInRect() throws {
        let canvas = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    context.draw(Image(systemName: "hexagon.fill"), in: CGRect(x: 20, y: 10, width: 80, height: 60))
                }
                """)
        let resizable = try CanvasRender.frame(
            Self.header + """
                Image(systemName: "hexagon.fill").resizable().frame(width: 80, height: 60).position(x: 60, y: 40)
                """)
        // Dark ink of the glyph: it spans most of the rectangle, exactly as the resizable Image's does.
        func inkBox(_ fb: Framebuffer) -> [Int] {
            var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
            for y in 0..<fb.height {
                for x in 0..<fb.width where fb[x, y].g < 128 {
                    (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x + 1), max(y1, y + 1))
                }
            }
            return [x0, y0, x1, y1]
        }
        let box = inkBox(canvas)
        #expect(box[0] >= 20 && box[1] >= 10 && box[2] <= 100 && box[3] <= 70, "\(box)")
        #expect(box[2] - box[0] >= 50 && box[3] - box[1] >= 35, "\(box)")
        #expect(box == inkBox(resizable))
    }

    @Test(
        "shadow(color:radius:x:y:) draws the shape's alpha moved by (x, y) behind it; alphaThreshold keeps alpha ≥ min")
    func shadowAndThreshold() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    var shadowed = context
                    shadowed.addFilter(.shadow(color: \(Self.red), radius: 0, x: 30, y: 0))
                    shadowed.fill(Path(CGRect(x: 20, y: 20, width: 40, height: 20)), with: .color(.black))
                    var threshold = context
                    threshold.addFilter(.alphaThreshold(min: 0.5, color: Color(red: 0, green: 0, blue: 1)))
                    threshold.fill(Path(CGRect(x: 120, y: 20, width: 20, height: 20)), with: .color(Color.black.opacity(0.6)))
                    threshold.fill(Path(CGRect(x: 160, y: 20, width: 20, height: 20)), with: .color(Color.black.opacity(0.3)))
                }
                """)
        #expect(fb[40, 30] == (0, 0, 0, 255))
        #expect(fb[75, 30] == (255, 0, 0, 255))
        #expect(fb[95, 30] == (255, 255, 255, 255))
        #expect(fb[130, 30] == (0, 0, 255, 255))
        #expect(fb[170, 30] == (255, 255, 255, 255))
    }

    @Test("stroke(lineWidth:) covers perimeter × width; a linear gradient in user space is half-way at its middle")
    func strokeAndGradient() throws {
        let stroke = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    context.stroke(Path(CGRect(x: 50, y: 25, width: 100, height: 50)), with: .color(\(Self.red)), lineWidth: 4)
                }
                """)
        // Outer 104×54 less inner 96×46 (miter joins keep the corners square).
        let m = CanvasRender.moments(stroke, weight: CanvasRender.redInk)
        #expect(abs(m.area - 1200) < 1 && abs(m.cx - 100) < 1e-6 && abs(m.cy - 50) < 1e-6)
        let gradient = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    context.fill(
                        Path(CGRect(x: 0, y: 0, width: 200, height: 100)),
                        with: .linearGradient(
                            Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]),
                            startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 200, y: 0)))
                }
                """)
        // Pixel centres 0.5 and 100.5: t = 0.0025 and 0.5025 (encoded sRGB interpolation).
        #expect(gradient[0, 50].r >= 254 && gradient[0, 50].b <= 1)
        let mid = gradient[100, 50]
        #expect(abs(Int(mid.r) - 127) <= 1 && abs(Int(mid.b) - 128) <= 1)
    }

    @Test("draw(Text, at:anchor: .topLeading) puts the text's frame corner at the point, in the foreground style")
    func drawText() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas { context, size in
                    context.draw(Text("Hello").font(.system(size: 20)), at: CGPoint(x: 100, y: 50), anchor: .topLeading)
                }
                """)
        var (minX, minY, ink) = (Int.max, Int.max, 0.0)
        for y in 0..<fb.height {
            for x in 0..<fb.width where fb[x, y].g < 250 {
                minX = min(minX, x)
                minY = min(minY, y)
                ink += 1 - Double(fb[x, y].g) / 255
            }
        }
        // Black (the light scheme's primary) ink, starting just right of and below the corner.
        #expect(ink > 50)
        #expect(minX >= 100 && minX <= 103 && minY >= 50 && minY <= 58)
    }

    @Test("draw(Image, in:) scales the image to fill the rectangle; draw(Image, at:) keeps its own size")
    func drawImage() throws {
        // ImageTests' catalog: `wide@2x.png` is 40×20 px of grey 128, 20×10 pt.
        let fb = try ImageTests.render(
            ImageTests.program(
                """
                Canvas { context, size in
                    context.draw(Image("wide"), in: CGRect(x: 10, y: 10, width: 80, height: 40))
                    context.draw(context.resolve(Image("wide")), at: CGPoint(x: 50, y: 80))
                }
                """))
        // Grey mass (value/128 per pixel) and where it lies: bilinear magnification ramps the edges over a texel,
        // keeping the mass of the 80×40 rectangle; the 20×10 one is exact.
        var (inRect, atPoint) = (0.0, 0.0)
        for y in 0..<100 {
            for x in 0..<100 {
                let v = Double(ImageTests.pixel(fb, x, y)[1]) / 128
                guard v > 0 else { continue }
                if y < 60 {
                    #expect(x >= 9 && x < 91 && y >= 9 && y < 51)
                    inRect += v
                } else {
                    #expect(x >= 40 && x < 60 && y >= 75 && y < 85)
                    atPoint += v
                }
            }
        }
        #expect(abs(inRect - 80 * 40) < 80 * 40 * 0.01, "\(inRect)")
        #expect(abs(atPoint - 20 * 10) < 0.5, "\(atPoint)")
    }

    @Test("clipToLayer keeps what its layer covers; luminanceToAlpha; Canvas(opaque:colorMode:rendersAsynchronously:)")
    func clipToLayerAndLuminance() throws {
        let fb = try CanvasRender.frame(
            Self.header + """
                Canvas(opaque: false, colorMode: .linear, rendersAsynchronously: true) { context, size in
                    var masked = context
                    masked.clipToLayer(opacity: 0.5) { layer in
                        layer.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 100)), with: .color(.black))
                    }
                    masked.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(\(Self.red)))
                    var luminance = context
                    luminance.addFilter(.luminanceToAlpha)
                    luminance.fill(Path(CGRect(x: 100, y: 0, width: 100, height: 100)), with: .color(Color(white: 1)))
                }
                """)
        // Half the layer's alpha (0.5) of red over white, only where the layer drew.
        let inside = fb[25, 50]
        #expect(inside.r == 255 && abs(Int(inside.g) - 128) <= 1 && abs(Int(inside.b) - 128) <= 1)
        #expect(fb[75, 50] == (255, 255, 255, 255))
        // White has luminance 1: opaque black (W3C luminanceToAlpha: colour 0, alpha the luminance).
        let l = fb[150, 50]
        #expect(l.r <= 1 && l.g <= 1 && l.b <= 1)
    }

    @Test("limits: more than 256 clips and filters on a context, or 200,000 operations, is a located failure")
    func limits() throws {
        for (body, message) in [
            (
                "for i in 0..<300 { context.clip(to: Path(CGRect(x: 0, y: 0, width: 100, height: 100))) }",
                "more than 256 clips and filters"
            ),
            (
                "for _ in 0..<200001 { context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red)) }",
                "more than 200000 operations"
            ),
            ("context.addFilter(.blur(radius: .infinity))", "blur(radius:) is inf"),
        ] {
            do {
                _ = try CanvasRender.frame(Self.header + "Canvas { context, size in\n    \(body)\n}\n")
                Issue.record("expected a failure for \(body)")
            } catch let failure as RuntimeFailure {
                #expect(failure.message.contains(message), "\(failure.message)")
                #expect(failure.range.start.line == 3)
            } catch let error as SceneError {
                // A constant argument fails when the scene is checked: the same message, as a diagnostic.
                let first = try #require(error.diagnostics.first { $0.severity == .error })
                #expect(first.message.contains(message) && first.range.start.line == 3, "\(first.message)")
            }
        }
    }

    @Test("withCGContext is a located error; a state change on a 'let' copy is diagnosed")
    func diagnostics() throws {
        for (body, message) in [
            ("context.withCGContext { cg in }", "'withCGContext' is not available"),
            ("let copy = context\n    copy.translateBy(x: 1, y: 1)", "cannot use mutating member on immutable value"),
        ] {
            do {
                _ = try SceneProgram(
                    source: Self.header + "Canvas { context, size in\n    \(body)\n}\n", path: "t.scene")
                Issue.record("expected an error for \(body)")
            } catch {
                let first = try #require(error.diagnostics.first { $0.severity == .error })
                #expect(first.message.contains(message))
                #expect(first.range.start.line >= 3)
            }
        }
    }
}
