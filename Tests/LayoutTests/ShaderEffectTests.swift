// ShaderEffectTests.swift: SwiftUI's shader effects running the scene's own Metal source: colour, distortion and layer
// effects and shader fills, per pixel against the same formula evaluated here in plain Swift (within 2 levels of 255),
// distortion edges within 0.6 px, the region `maxSampleOffset` outsets, `isEnabled`, animated arguments, scale 2, and
// the located errors of a scene that names a function the library lacks or passes it the wrong arguments.
// Positions: the pixel centre in the modified view's points, its top-leading corner at the origin (Apple:
// View.colorEffect(_:isEnabled:) — developer.apple.com/documentation/swiftui/view/coloreffect(_:isenabled:)).

import Foundation
import Geometry
import Layout
import Render
import Scene
import Shader
import Testing

enum ShaderRender {
    static let header = "#include <metal_stdlib>\n#include <SwiftUI/SwiftUI_Metal.h>\nusing namespace metal;\n"

    static func program(_ source: String, metal: String, images: ImageCatalog? = nil) throws(SceneError) -> SceneProgram {
        try SceneProgram(
            source: source, path: "/tmp/shader-test.scene", images: images,
            shaderSources: [MetalSourceFile(path: "/tmp/Effects.metal", text: header + metal)])
    }

    static func frame(_ p: SceneProgram, at t: Double = 0) throws -> Framebuffer {
        let h = p.header
        let warnings = LayoutWarnings()
        let engine = LayoutEngine(canvas: Size(width: h.width, height: h.height), scale: h.scale, warnings: warnings)
        let snapshots = try p.snapshots(time: t, frame: Int((t * h.fps.doubleValue).rounded()))
        let leaves = engine.leaves(of: snapshots, at: t)
        if let failure = warnings.firstFailure { throw failure }
        let fb = Framebuffer(width: Int(h.width * h.scale), height: Int(h.height * h.scale))
        Renderer().render(DisplayList(items: leaves.displayItems), background: h.background, into: fb)
        return fb
    }

    static func frame(_ source: String, metal: String, at t: Double = 0) throws -> Framebuffer {
        try frame(program(source, metal: metal), at: t)
    }

    static func pixel(_ fb: Framebuffer, _ x: Int, _ y: Int) -> SIMD4<Double> {
        let p = fb[x, y]
        return SIMD4(Double(p.r), Double(p.g), Double(p.b), Double(p.a))
    }

    /// The largest channel difference between the frame and `expected` over `xs × ys` (expected in 0…255).
    static func worst(
        _ fb: Framebuffer, _ xs: Range<Int>, _ ys: Range<Int>, _ expected: (Int, Int) -> SIMD4<Double>
    ) -> Double {
        var worst = 0.0
        for y in ys {
            for x in xs {
                let d = pixel(fb, x, y) - expected(x, y)
                worst = max(worst, abs(d.x), abs(d.y), abs(d.z), abs(d.w))
            }
        }
        return worst
    }

    /// v (0…1) as the renderer stores it: clamped and rounded to 8 bits.
    static func level(_ v: Double) -> Double { (max(0, min(1, v)) * 255).rounded() }
}

struct ShaderEffectTests {
    /// A gradient of position in the view, premultiplied by the view's alpha.
    static let positionShader = """
        [[ stitchable ]] half4 where(float2 position, half4 color, float2 size) {
            return half4(position.x / size.x, position.y / size.y, 0.25, 1.0) * color.a;
        }
        """

    @Test("colorEffect: position is the pixel centre in the view's points; every pixel of the frame is the formula")
    func colourEffectPositions() throws {
        let scene = """
            scene(width: 200, height: 100, background: .black)
            Rectangle().fill(.white).frame(width: 120, height: 60)
                .colorEffect(ShaderLibrary.where(.float2(120, 60)))
            """
        let fb = try ShaderRender.frame(scene, metal: Self.positionShader)
        // The frame is centred: x 40..<160, y 20..<80.
        let worst = ShaderRender.worst(fb, 40..<160, 20..<80) { x, y in
            let (px, py) = (Double(x) + 0.5 - 40, Double(y) + 0.5 - 20)
            return SIMD4(ShaderRender.level(px / 120), ShaderRender.level(py / 60), ShaderRender.level(0.25), 255)
        }
        #expect(worst <= 2)
        // Outside the frame: the background, untouched.
        #expect(ShaderRender.pixel(fb, 39, 50) == SIMD4(0, 0, 0, 255))
        #expect(ShaderRender.pixel(fb, 100, 80) == SIMD4(0, 0, 0, 255))
    }

    @Test("colorEffect at scale 2: positions are fractional points (x.25, x.75), evaluated once per device pixel")
    func colourEffectScale2() throws {
        let scene = """
            scene(width: 100, height: 50, scale: 2, background: .black)
            Rectangle().fill(.white).frame(width: 80, height: 40)
                .colorEffect(ShaderLibrary.where(.float2(80, 40)))
            """
        let fb = try ShaderRender.frame(scene, metal: Self.positionShader)
        #expect(fb.width == 200)
        // Frame at (10, 5) points = (20, 10) px, 160×80 px.
        let worst = ShaderRender.worst(fb, 20..<180, 10..<90) { x, y in
            let (px, py) = ((Double(x) + 0.5) / 2 - 10, (Double(y) + 0.5) / 2 - 5)
            return SIMD4(ShaderRender.level(px / 80), ShaderRender.level(py / 40), ShaderRender.level(0.25), 255)
        }
        #expect(worst <= 2)
    }

    @Test("colorEffect sees transparent pixels of its frame: a circle's corners get the replacement colour")
    func colourEffectTransparent() throws {
        let metal = """
            [[ stitchable ]] half4 fillClear(float2 position, half4 color, half4 replacement) {
                return color + replacement * (1.0h - color.a);
            }
            """
        let scene = """
            scene(width: 100, height: 100, background: .black)
            Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 60, height: 60)
                .colorEffect(ShaderLibrary.fillClear(.color(Color(red: 1, green: 0, blue: 0))))
            """
        let fb = try ShaderRender.frame(scene, metal: metal)
        // Frame 20..<80; its corner pixel (21, 21) lies outside the circle: red; the centre is blue.
        #expect(ShaderRender.pixel(fb, 21, 21) == SIMD4(255, 0, 0, 255))
        #expect(ShaderRender.pixel(fb, 50, 50) == SIMD4(0, 0, 255, 255))
        // Outside the frame the effect writes nothing.
        #expect(ShaderRender.pixel(fb, 18, 18) == SIMD4(0, 0, 0, 255))
    }

    /// Eight vertical stripes, 10 pt each, alternating white and black, 80×40 in a 100×60 canvas at (10, 10).
    static let stripes = """
        HStack(spacing: 0) {
            ForEach(0..<8) { i in
                Rectangle().fill(i % 2 == 0 ? Color.white : Color.black).frame(width: 10, height: 40)
            }
        }
        """

    @Test("distortionEffect: a source position 3.5 pt to the right moves every stripe edge 3.5 px left (within 0.6 px)")
    func distortionShift() throws {
        let metal = """
            [[ stitchable ]] float2 shift(float2 position, float dx) { return float2(position.x + dx, position.y); }
            """
        let scene = """
            scene(width: 100, height: 60, background: Color(red: 1, green: 0, blue: 0))
            \(Self.stripes)
                .distortionEffect(ShaderLibrary.shift(.float(3.5)), maxSampleOffset: CGSize(width: 4, height: 0))
            """
        let fb = try ShaderRender.frame(scene, metal: metal)
        // White fraction along row 30: edges of the source at x = 20, 30, … (device px) appear at 16.5, 26.5, ….
        var edges: [Double] = []
        var previous = Double(fb[10, 30].g) / 255
        for x in 11..<86 {
            let v = Double(fb[x, 30].g) / 255
            if (previous - 0.5) * (v - 0.5) < 0 {
                // Linear interpolation of the 0.5 crossing between pixel centres x − 0.5 and x + 0.5.
                edges.append(Double(x) - 0.5 + (0.5 - previous) / (v - previous))
            }
            previous = v
        }
        let expected = stride(from: 16.5, through: 76.5, by: 10).map { $0 }
        #expect(edges.count == expected.count)
        for (e, x) in zip(edges, expected) { #expect(abs(e - x) < 0.6, "edge at \(e), expected \(x)") }
    }

    @Test("layerEffect: layer.sample is bilinear in the view's points; a wave matches a Swift bilinear sample")
    func layerEffectWave() throws {
        let metal = """
            [[ stitchable ]] half4 wave(float2 position, SwiftUI::Layer layer, float amplitude) {
                float2 p = float2(position.x + amplitude * sin(position.y * 0.3), position.y);
                return layer.sample(p);
            }
            """
        let plain = "scene(width: 100, height: 60, background: .black)\n" + Self.stripes
        let source = try ShaderRender.frame(plain, metal: metal)
        let fb = try ShaderRender.frame(
            plain + "\n    .layerEffect(ShaderLibrary.wave(.float(2.5)), maxSampleOffset: CGSize(width: 3, height: 0))",
            metal: metal)
        // The layer is the view's region outset by 3 pt: x 7..<93, y 10..<50 in pixels; sample clamps to it.
        func bilinear(_ u: Double, _ v: Double) -> SIMD4<Double> {
            let tx = min(max(u - 7 - 0.5, 0), 85)
            let ty = min(max(v - 10 - 0.5, 0), 39)
            let (x0, y0) = (Int(tx.rounded(.down)), Int(ty.rounded(.down)))
            let (x1, y1) = (min(x0 + 1, 85), min(y0 + 1, 39))
            let (fx, fy) = (tx - Double(x0), ty - Double(y0))
            func s(_ x: Int, _ y: Int) -> SIMD4<Double> {
                // Outside the stripes (x < 10 or ≥ 90) the layer is transparent.
                let px = x + 7
                return (10..<90).contains(px) ? ShaderRender.pixel(source, px, y + 10) : SIMD4(0, 0, 0, 0)
            }
            let top = s(x0, y0) * (1 - fx) + s(x1, y0) * fx
            let bottom = s(x0, y1) * (1 - fx) + s(x1, y1) * fx
            return top * (1 - fy) + bottom * fy
        }
        let worst = ShaderRender.worst(fb, 12..<88, 10..<50) { x, y in
            let (px, py) = (Double(x) + 0.5 - 10, Double(y) + 0.5 - 10)
            let sample = bilinear(px + 2.5 * sin(py * 0.3) + 10, py + 10)
            // Composited over opaque black: colour + black·(1 − α).
            return SIMD4(sample.x, sample.y, sample.z, 255)
        }
        #expect(worst <= 2)
    }

    @Test("maxSampleOffset outsets the region a layer effect paints: 60×40 + 2·(10, 5)")
    func sampleOffsetRegion() throws {
        let metal = """
            [[ stitchable ]] half4 paint(float2 position, SwiftUI::Layer layer) { return half4(0.0h, 0.0h, 1.0h, 1.0h); }
            """
        let fb = try ShaderRender.frame(
            """
            scene(width: 100, height: 100, background: .black)
            Color.white.frame(width: 60, height: 40)
                .layerEffect(ShaderLibrary.paint(), maxSampleOffset: CGSize(width: 10, height: 5))
            """, metal: metal)
        var blue = 0
        for y in 0..<100 { for x in 0..<100 where fb[x, y].b == 255 { blue += 1 } }
        #expect(blue == 80 * 50)
        #expect(fb[10, 25].b == 255 && fb[9, 25].b == 0 && fb[50, 24].b == 0)
    }

    @Test("isEnabled: false is as if the modifier were absent (byte-identical frames)")
    func disabled() throws {
        let plain = "scene(width: 60, height: 40, background: .black)\nCircle().fill(.orange).frame(width: 30, height: 30)"
        let a = try ShaderRender.frame(plain, metal: Self.positionShader)
        let b = try ShaderRender.frame(
            plain + ".colorEffect(ShaderLibrary.where(.float2(1, 1)), isEnabled: false)", metal: Self.positionShader)
        #expect(a.bytes == b.bytes)
    }

    @Test("fill(shader): the shape's outline painted by the shader, .boundingRect is the shape's frame")
    func shaderFill() throws {
        let metal = """
            [[ stitchable ]] half4 ramp(float2 position, float4 bounds) {
                return half4(position.x / bounds.z, 0.0, position.y / bounds.w, 1.0);
            }
            """
        let fb = try ShaderRender.frame(
            """
            scene(width: 100, height: 100, background: .black)
            Rectangle().fill(ShaderLibrary.ramp(.boundingRect)).frame(width: 50, height: 40)
            """, metal: metal)
        // Frame (25, 30) 50×40.
        let worst = ShaderRender.worst(fb, 25..<75, 30..<70) { x, y in
            SIMD4(
                ShaderRender.level((Double(x) + 0.5 - 25) / 50), 0, ShaderRender.level((Double(y) + 0.5 - 30) / 40), 255)
        }
        #expect(worst <= 2)
        #expect(ShaderRender.pixel(fb, 24, 50) == SIMD4(0, 0, 0, 255))
    }

    @Test("an argument animated by withAnimation(.linear) is interpolated: half-way at t = 0.5 s")
    func animatedArgument() throws {
        let metal = """
            [[ stitchable ]] half4 grey(float2 position, half4 color, float v) { return half4(v, v, v, 1.0); }
            """
        let p = try ShaderRender.program(
            """
            scene(width: 40, height: 40, fps: 30, duration: 2, background: .black)
            @State var v = 0.0
            at(0) { withAnimation(.linear(duration: 1)) { v = 1 } }
            Color.white.frame(width: 20, height: 20).colorEffect(ShaderLibrary.grey(.float(v)))
            """, metal: metal)
        let mid = try ShaderRender.frame(p, at: 0.5)
        #expect(abs(Double(mid[20, 20].r) - 127.5) <= 1)
        let end = try ShaderRender.frame(p, at: 1.5)
        #expect(end[20, 20].r == 255)
    }

    @Test("a function the library lacks is a located error with a did-you-mean")
    func missingFunction() throws {
        do {
            _ = try ShaderRender.program(
                "scene(width: 10, height: 10)\nColor.red.colorEffect(ShaderLibrary.wher(.float2(1, 1)))",
                metal: Self.positionShader)
            Issue.record("expected an error")
        } catch {
            let d = try #require(error.errors.first)
            #expect(d.message.contains("'wher'"))
            #expect(d.range.start.line == 2 && d.range.start.column == 37)
            #expect(d.hint?.contains("where") == true)
        }
    }

    @Test("arguments of the wrong kind or count for the use are located errors in the scene")
    func wrongArguments() throws {
        for (call, column) in [("ShaderLibrary.where(.float(1))", 36), ("ShaderLibrary.where(.float2(1, 1), .float(2))", 24)] {
            do {
                _ = try ShaderRender.program(
                    "scene(width: 10, height: 10)\nColor.red.colorEffect(\(call))", metal: Self.positionShader)
                Issue.record("expected an error for \(call)")
            } catch {
                let d = try #require(error.errors.first)
                #expect(d.range.start.line == 2, "\(call)")
                #expect(d.range.start.column >= column - 14, "\(call): \(d)")
            }
        }
        // A colour-effect function used as a layer effect: its injected parameters do not fit.
        #expect(throws: SceneError.self) {
            _ = try ShaderRender.program(
                "scene(width: 10, height: 10)\nColor.red.layerEffect(ShaderLibrary.where(.float2(1, 1)), maxSampleOffset: .zero)",
                metal: Self.positionShader)
        }
    }

    @Test("a compile error in the .metal file is quoted against that file, with its line, caret and hint")
    func metalCompileError() throws {
        do {
            _ = try ShaderRender.program(
                "scene(width: 10, height: 10)\nColor.red.colorEffect(ShaderLibrary.bad())",
                metal: "[[ stitchable ]] half4 bad(float2 position, half4 color) {\n    return color +;\n}\n")
            Issue.record("expected an error")
        } catch {
            let rendered = error.rendered
            #expect(rendered.contains("/tmp/Effects.metal:5:"), "\(rendered)")
            #expect(rendered.contains("    return color +;"))
            #expect(rendered.contains("^"))
        }
    }
}

/// Seed 004's shader recipes pasted as written, each checked per pixel against its formula evaluated here.
struct Seed004ShaderRecipeTests {
    /// `photo`: a 64×64 ramp (r = 4x, g = 4y, b = 128), `card`: 40×56 flat grey 128.
    static func catalog() throws -> ImageCatalog {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anim-shader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["photo.png", "card.png"] { try Data([0]).write(to: folder.appendingPathComponent(name)) }
        return ImageCatalog(folder: folder.path) { path in
            if (path as NSString).lastPathComponent == "card.png" {
                return RasterImage(width: 40, height: 56, pixels: [UInt8](repeating: 128, count: 40 * 56 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element })
            }
            var px: [UInt8] = []
            for y in 0..<64 { for x in 0..<64 { px += [UInt8(x * 4), UInt8(y * 4), 128, 255] } }
            return RasterImage(width: 64, height: 64, pixels: px)
        }
    }

    static let ripple = """
        [[ stitchable ]]
        half4 ripple(float2 position, SwiftUI::Layer layer,
                     float2 origin, float time, float amp) {
            float distance = length(position - origin);
            float wave = sin(distance * 0.05 - time * 8.0) * amp;
            float2 dir = normalize(position - origin);
            float falloff = 1.0 / max(distance, 1.0);
            float2 displaced = position + dir * wave * falloff * 50.0;
            return layer.sample(displaced);
        }
        """

    @Test("ripple: tapped from the timeline at (20, 24); at t = 1 s rippleTime is 0.6 and every pixel is the formula")
    func ripple() throws {
        let source = """
            scene(width: 64, height: 64, fps: 30, duration: 2, background: .black)
            at(0.4) { tap(at: CGPoint(x: 20, y: 24)) }
            struct RippleView: View {
                @State var rippleOrigin: CGPoint = .zero
                @State var rippleTime: Float = 0

                var body: some View {
                    Image("photo")
                        .resizable()
                        .scaledToFit()
                        .layerEffect(
                            ShaderLibrary.ripple(
                                .float2(Float(rippleOrigin.x), Float(rippleOrigin.y)),
                                .float(rippleTime),
                                .float(0.4) // amplitude
                            ),
                            maxSampleOffset: CGSize(width: 50, height: 50)
                        )
                        .onTapGesture { location in
                            rippleOrigin = location
                            rippleTime = 0
                            withAnimation(.linear(duration: 1.2)) {
                                rippleTime = 1.2
                            }
                        }
                }
            }
            RippleView()
            """
        let p = try ShaderRender.program(source, metal: Self.ripple, images: try Self.catalog())
        let fb = try ShaderRender.frame(p, at: 1.0)
        // The image covers the canvas 1:1, so its texel (i, j) is the layer's pixel (i + 50, j + 50) and its centre
        // is the point (i + 0.5, j + 0.5).
        func texel(_ i: Int, _ j: Int) -> SIMD4<Double> {
            guard (0..<64).contains(i), (0..<64).contains(j) else { return SIMD4(0, 0, 0, 0) }
            return SIMD4(Double(i * 4), Double(j * 4), 128, 255)
        }
        let time = (1.0 - 0.4) / 1.2 * 1.2
        var checked = 0
        let worst = ShaderRender.worst(fb, 0..<64, 0..<64) { x, y in
            let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
            let (dx, dy) = (px - 20, py - 24)
            let distance = (dx * dx + dy * dy).squareRoot()
            let wave = sin(distance * 0.05 - time * 8) * 0.4
            let falloff = 1 / max(distance, 1)
            let (sx, sy) = (px + dx / distance * wave * falloff * 50, py + dy / distance * wave * falloff * 50)
            let (tx, ty) = (sx - 0.5, sy - 0.5)
            let (i, j) = (Int(tx.rounded(.down)), Int(ty.rounded(.down)))
            let (fx, fy) = (tx - Double(i), ty - Double(j))
            let top = texel(i, j) * (1 - fx) + texel(i + 1, j) * fx
            let bottom = texel(i, j + 1) * (1 - fx) + texel(i + 1, j + 1) * fx
            let s = top * (1 - fy) + bottom * fy
            checked += 1
            // Composited over opaque black: the premultiplied colour, alpha 255.
            return SIMD4(s.x, s.y, s.z, 255)
        }
        #expect(checked == 64 * 64)
        #expect(worst <= 2)
        // The ripple moved pixels: the frame differs from the still image near the tap.
        #expect(fb[22, 24].r != UInt8(22 * 4))
    }

    @Test("holographic: a grey card's colour at t = 1.5 s is mix(color, rainbow·luminance·2, 0.5) per pixel")
    func holographic() throws {
        let metal = """
            [[ stitchable ]]
            half4 holographic(float2 position, half4 color, float time) {
                float n = position.x * 0.01 + position.y * 0.005 + time * 0.3;
                half3 rainbow = half3(
                    sin(n * 2.0) * 0.5 + 0.5,
                    sin(n * 2.0 + 2.094) * 0.5 + 0.5,
                    sin(n * 2.0 + 4.188) * 0.5 + 0.5
                );
                half luminance = dot(color.rgb, half3(0.299, 0.587, 0.114));
                return half4(mix(color.rgb, rainbow * luminance * 2.0, 0.5), color.a);
            }
            """
        let source = """
            scene(width: 40, height: 56, fps: 30, duration: 2, background: .black)
            struct HolographicCard: View {
                let startTime = Date()

                var body: some View {
                    TimelineView(.animation) { timeline in
                        let elapsed = Float(timeline.date.timeIntervalSince(startTime))
                        Image("card")
                            .resizable()
                            .scaledToFit()
                            .colorEffect(
                                ShaderLibrary.holographic(.float(elapsed))
                            )
                    }
                }
            }
            HolographicCard()
            """
        let p = try ShaderRender.program(source, metal: metal, images: try Self.catalog())
        let fb = try ShaderRender.frame(p, at: 1.5)
        let g = 128.0 / 255
        let worst = ShaderRender.worst(fb, 0..<40, 0..<56) { x, y in
            let n = (Double(x) + 0.5) * 0.01 + (Double(y) + 0.5) * 0.005 + 1.5 * 0.3
            let rainbow = [sin(n * 2), sin(n * 2 + 2.094), sin(n * 2 + 4.188)].map { $0 * 0.5 + 0.5 }
            let c = rainbow.map { ShaderRender.level(g + (($0 * g * 2) - g) * 0.5) }
            return SIMD4(c[0], c[1], c[2], 255)
        }
        #expect(worst <= 2)
    }
}

/// Shaders where SwiftUI's other graphics APIs take them: `visualEffect` and a Canvas's GraphicsContext.
struct ShaderPlacesTests {
    @Test("visualEffect { content, proxy in content.colorEffect(… .float2(proxy.size)) }: the proxy's size reaches the shader")
    func visualEffectColour() throws {
        let fb = try ShaderRender.frame(
            """
            scene(width: 200, height: 100, background: .black)
            Rectangle().fill(.white).frame(width: 120, height: 60)
                .visualEffect { content, proxy in
                    content.colorEffect(ShaderLibrary.where(.float2(proxy.size)))
                }
            """, metal: ShaderEffectTests.positionShader)
        let worst = ShaderRender.worst(fb, 40..<160, 20..<80) { x, y in
            SIMD4(
                ShaderRender.level((Double(x) + 0.5 - 40) / 120), ShaderRender.level((Double(y) + 0.5 - 20) / 60),
                ShaderRender.level(0.25), 255)
        }
        #expect(worst <= 2)
    }

    @Test("Canvas: fill(path, with: .shader(…)) in the context's user space, and a colorShader filter")
    func canvasShading() throws {
        let metal = """
            [[ stitchable ]] half4 ramp(float2 position, float4 bounds) {
                return half4(position.x / bounds.z, 0.0, 0.0, 1.0);
            }
            [[ stitchable ]] half4 invert(float2 position, half4 color) {
                return half4(color.a - color.r, color.a - color.g, color.a - color.b, color.a);
            }
            """
        let fb = try ShaderRender.frame(
            """
            scene(width: 100, height: 100, background: .black)
            Canvas { context, size in
                context.fill(
                    Path(CGRect(x: 10, y: 10, width: 80, height: 30)),
                    with: .shader(ShaderLibrary.ramp(.boundingRect), bounds: CGRect(x: 0, y: 0, width: 100, height: 100)))
                var inverted = context
                inverted.addFilter(.colorShader(ShaderLibrary.invert()))
                inverted.fill(Path(CGRect(x: 10, y: 60, width: 80, height: 30)), with: .color(Color(red: 1, green: 0.25, blue: 0)))
            }
            """, metal: metal)
        // The ramp: position.x / 100 in the canvas's space.
        let worst = ShaderRender.worst(fb, 10..<90, 10..<40) { x, _ in
            SIMD4(ShaderRender.level((Double(x) + 0.5) / 100), 0, 0, 255)
        }
        #expect(worst <= 2)
        // The inverted rectangle: (1 − 1, 1 − 0.25, 1 − 0) = (0, 191, 255).
        let p = ShaderRender.pixel(fb, 50, 75)
        #expect(p.x <= 1 && abs(p.y - 191) <= 1 && p.z >= 254)
    }
}

extension ShaderPlacesTests {
    @Test(".image(Image(\"photo\")): the shader samples the picture in 0…1 coordinates with its own sampler")
    func imageArgument() throws {
        let metal = """
            [[ stitchable ]] half4 lookup(float2 position, half4 color, texture2d<half> picture, float4 bounds) {
                constexpr sampler s(filter::nearest);
                return picture.sample(s, position / bounds.zw);
            }
            """
        let p = try ShaderRender.program(
            """
            scene(width: 64, height: 64, background: .black)
            Color.white.colorEffect(ShaderLibrary.lookup(.image(Image("photo")), .boundingRect))
            """, metal: metal, images: try Seed004ShaderRecipeTests.catalog())
        let fb = try ShaderRender.frame(p)
        // The 64×64 ramp over a 64×64 view: nearest texel (x, y) is (4x, 4y, 128).
        for (x, y) in [(0, 0), (10, 40), (63, 63)] {
            #expect(ShaderRender.pixel(fb, x, y) == SIMD4(Double(4 * x), Double(4 * y), 128, 255))
        }
    }
}

extension ShaderEffectTests {
    @Test("ShaderLibrary[dynamicMember: \"name\"] and ShaderLibrary.default[dynamicMember:] name the same function")
    func dynamicMemberSpelling() throws {
        let base = "scene(width: 60, height: 40, background: .black)\nColor.white.frame(width: 40, height: 20)"
        let plain = try ShaderRender.frame(
            base + ".colorEffect(ShaderLibrary.where(.float2(40, 20)))", metal: Self.positionShader)
        for spelling in ["ShaderLibrary[dynamicMember: \"where\"]", "ShaderLibrary.default[dynamicMember: \"where\"]"] {
            let fb = try ShaderRender.frame(
                base + ".colorEffect(\(spelling)(.float2(40, 20)))", metal: Self.positionShader)
            #expect(fb.bytes == plain.bytes, "\(spelling)")
        }
        // Something other than a literal name is a located error.
        #expect(throws: SceneError.self) {
            _ = try ShaderRender.program(
                base + ".colorEffect(ShaderLibrary[dynamicMember: name](.float2(1, 1)))", metal: Self.positionShader)
        }
    }
}
