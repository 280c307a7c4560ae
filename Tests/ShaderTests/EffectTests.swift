// EffectTests.swift: colour, distortion, layer and fill programs run over whole images against an independent
// evaluation of the same formula in plain Swift (Double): positions at pixel centres through `pixelToUser`
// (shader contract §1.1, §1.8), premultiplied colours, bilinear layer reads clamped to the edge texels (the
// SwiftUI::Layer header's sample(), shader contract §1.3), 8-bit rounding. Within 2 levels; distortion edges within
// 0.6 px. Also: rows split over threads give identical bytes, and the fast run agrees with the reference twin.

import Foundation
import Shader
import Testing

/// A premultiplied RGBA8 test image with smooth gradients and a hard edge.
struct TestImage {
    var width: Int
    var height: Int
    var pixels: [UInt8]

    static func pattern(width: Int, height: Int) -> TestImage {
        var p = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let a = x < width / 2 ? 255.0 : 160.0
                let r = Double(x) / Double(width - 1) * a
                let g = Double(y) / Double(height - 1) * a
                let b = ((x / 7 + y / 5) % 2 == 0 ? 0.8 : 0.2) * a
                let o = (y * width + x) * 4
                p[o] = UInt8(r.rounded())
                p[o + 1] = UInt8(g.rounded())
                p[o + 2] = UInt8(b.rounded())
                p[o + 3] = UInt8(a)
            }
        }
        return TestImage(width: width, height: height, pixels: p)
    }

    func texel(_ x: Int, _ y: Int, _ c: Int) -> Double { Double(pixels[(y * width + x) * 4 + c]) / 255 }

    /// Bilinear at texel-space point (tx, ty) after the −½ shift, clamped to the centres (independent of the module).
    func bilinear(_ tx0: Double, _ ty0: Double) -> [Double] {
        let tx = min(max(tx0 - 0.5, 0), Double(width - 1))
        let ty = min(max(ty0 - 0.5, 0), Double(height - 1))
        let x0 = Int(tx.rounded(.down))
        let y0 = Int(ty.rounded(.down))
        let x1 = min(x0 + 1, width - 1)
        let y1 = min(y0 + 1, height - 1)
        let fx = tx - Double(x0)
        let fy = ty - Double(y0)
        return (0..<4).map { c in
            (texel(x0, y0, c) * (1 - fx) + texel(x1, y0, c) * fx) * (1 - fy)
                + (texel(x0, y1, c) * (1 - fx) + texel(x1, y1, c) * fx) * fy
        }
    }
}

func level(_ v: Double) -> Int { v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded()) }

/// Runs `program` over a width×height output, with `image` as source (scaled by `scale`, view origin `origin`).
func render(
    _ program: ShaderProgram, width: Int, height: Int, scale: Double, origin: (Double, Double), image: TestImage?,
    bounds: (Double, Double, Double, Double) = (0, 0, 0, 0), initial: [UInt8]? = nil, rows: Range<Int>? = nil,
    reference: Bool = false
) -> [UInt8] {
    var out = initial ?? [UInt8](repeating: 0, count: width * height * 4)
    let toUser = ShaderAffine.pixelToUser(scale: scale, origin: (origin.0, origin.1))
    // user → texel: the inverse (texel = (user + origin)·scale).
    let toTexel = ShaderAffine(a: scale, b: 0, c: 0, d: scale, tx: origin.0 * scale, ty: origin.1 * scale)
    let src = image?.pixels ?? [0, 0, 0, 0]
    src.withUnsafeBufferPointer { s in
        out.withUnsafeMutableBufferPointer { o in
            let source = image.map {
                ShaderSourceImage(
                    pixels: s.baseAddress!, width: $0.width, height: $0.height, rowBytes: $0.width * 4,
                    userToTexel: toTexel)
            }
            if reference {
                program.runReference(
                    output: o.baseAddress!, rowBytes: width * 4, width: width, height: height, pixelToUser: toUser,
                    source: source, boundingRect: bounds)
            } else {
                program.run(
                    output: o.baseAddress!, rowBytes: width * 4, width: width, height: height, rows: rows,
                    pixelToUser: toUser, source: source, boundingRect: bounds)
            }
        }
    }
    return out
}

@Suite struct EffectTests {
    static let ripple = try! String(
        contentsOf: SeedShaderTests.fixtures.appendingPathComponent("Ripple.metal"), encoding: .utf8)

    /// Seed 004 ripple as a layerEffect at scale 1.5, origin (3, −2), against the formula and bilinear read here.
    @Test func rippleLayerEffectMatchesTheFormula() throws {
        let image = TestImage.pattern(width: 75, height: 51)
        let (ox, oy, time, amp): (Float, Float, Float, Float) = (20.3, 14.1, 0.37, 12)
        let program = try bindProgram(
            Self.ripple, "ripple", usage: .layerEffect, [.float2(ox, oy), .float(time), .float(amp)])
        let scale = 1.5
        let out = render(program, width: image.width, height: image.height, scale: scale, origin: (3, -2), image: image)
        var worst = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let px = Double(Float((Double(x) + 0.5) / scale - 3))
                let py = Double(Float((Double(y) + 0.5) / scale + 2))
                let dx = px - Double(ox)
                let dy = py - Double(oy)
                let d = (dx * dx + dy * dy).squareRoot()
                let wave = sin(d * 0.05 - Double(time) * 8) * Double(amp)
                let k = wave * (1 / max(d, 1)) * 50
                let qx = px + dx / d * k
                let qy = py + dy / d * k
                let expected = image.bilinear((qx + 3) * scale, (qy - 2) * scale)
                for c in 0..<4 { worst = max(worst, abs(Int(out[(y * image.width + x) * 4 + c]) - level(expected[c]))) }
            }
        }
        #expect(worst <= 2)
    }

    /// colorEffect: seed 004 `tinted` multiplies rgb by a .color and keeps alpha; the colour comes from the source.
    @Test func tintedColorEffect() throws {
        let src = try String(
            contentsOf: SeedShaderTests.fixtures.appendingPathComponent("Tinted.metal"), encoding: .utf8)
        let image = TestImage.pattern(width: 37, height: 23)
        let tint = SIMD4<Float>(0.9, 0.5, 0.25, 1)
        let program = try bindProgram(src, "tinted", usage: .colorEffect, [.color(tint)])
        let out = render(program, width: image.width, height: image.height, scale: 2, origin: (0, 0), image: image)
        for i in 0..<(image.width * image.height) {
            for c in 0..<3 {
                #expect(abs(Int(out[i * 4 + c]) - level(Double(image.pixels[i * 4 + c]) / 255 * Double(tint[c]))) <= 1)
            }
            #expect(out[i * 4 + 3] == image.pixels[i * 4 + 3])
        }
    }

    /// Seed 004 holographic over a whole image at scale 2 (positions at x.25/x.75 points).
    @Test func holographicColorEffectPerPixel() throws {
        let src = try String(
            contentsOf: SeedShaderTests.fixtures.appendingPathComponent("Holographic.metal"), encoding: .utf8)
        let image = TestImage.pattern(width: 41, height: 29)
        let program = try bindProgram(src, "holographic", usage: .colorEffect, [.float(2.5)])
        let out = render(program, width: image.width, height: image.height, scale: 2, origin: (-10, 5), image: image)
        var worst = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let px = (Double(x) + 0.5) / 2 + 10
                let py = (Double(y) + 0.5) / 2 - 5
                let n = px * 0.01 + py * 0.005 + 2.5 * 0.3
                let rgb = (0..<3).map { image.texel(x, y, $0) }
                let lum = rgb[0] * 0.299 + rgb[1] * 0.587 + rgb[2] * 0.114
                for c in 0..<3 {
                    let rainbow = sin(n * 2 + [0, 2.094, 4.188][c]) * 0.5 + 0.5
                    worst = max(
                        worst,
                        abs(
                            Int(out[(y * image.width + x) * 4 + c]) - level(rgb[c] + (rainbow * lum * 2 - rgb[c]) * 0.5)
                        ))
                }
            }
        }
        #expect(worst <= 2)
    }

    static let wave = """
        #include <metal_stdlib>
        using namespace metal;
        [[ stitchable ]] float2 wave(float2 position, float time, float2 shift) {
            return float2(position.x + sin(position.y * 0.2 + time) * 3.0, position.y) + shift;
        }
        """

    /// distortionEffect: the output is the source read bilinearly at the returned position.
    @Test func waveDistortionMatchesTheFormula() throws {
        let image = TestImage.pattern(width: 53, height: 40)
        let program = try bindProgram(Self.wave, "wave", usage: .distortionEffect, [.float(1.3), .float2(0, 0)])
        let out = render(program, width: image.width, height: image.height, scale: 1, origin: (0, 0), image: image)
        var worst = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let px = Double(x) + 0.5
                let py = Double(y) + 0.5
                let e = image.bilinear(px + sin(py * 0.2 + 1.3) * 3, py)
                for c in 0..<4 { worst = max(worst, abs(Int(out[(y * image.width + x) * 4 + c]) - level(e[c]))) }
            }
        }
        #expect(worst <= 2)
    }

    /// A vertical edge at x = 32 px moved by a distortion lands where the formula puts it (within 0.6 px), and reads
    /// past the source's edge repeat the edge texel (clamp, not transparent).
    @Test func distortionEdgePositionAndClamp() throws {
        var edge = TestImage(width: 64, height: 4, pixels: [UInt8](repeating: 0, count: 64 * 4 * 4))
        for y in 0..<4 { for x in 32..<64 { for c in 0..<4 { edge.pixels[(y * 64 + x) * 4 + c] = 255 } } }
        let shift: Float = 10.3
        let program = try bindProgram(
            Self.wave.replacingOccurrences(of: "sin(position.y * 0.2 + time) * 3.0", with: "time"), "wave",
            usage: .distortionEffect, [.float(0), .float2(shift, 0)])
        let out = render(program, width: 64, height: 4, scale: 1, origin: (0, 0), image: edge)
        // Output pixel x reads source x + 10.3; the edge (value ½ between texel centres 31.5 and 32.5 → 32) moves to 21.7.
        let row = (0..<64).map { Double(out[$0 * 4]) / 255 }
        let i = row.firstIndex { $0 >= 0.5 }!
        let crossing = Double(i) - 0.5 + (0.5 - row[i - 1]) / (row[i] - row[i - 1])
        #expect(abs(crossing - (32 - Double(shift))) <= 0.6, "edge at \(crossing)")
        #expect(out[63 * 4] == 255)  // reads at 73.8 clamp to the last texel
    }

    /// fill with .boundingRect: uv = (p − r.xy) / r.zw.
    @Test func fillWithBoundingRect() throws {
        let src =
            "[[ stitchable ]] half4 uv(float2 p, float4 r) { float2 uv = (p - r.xy) / r.zw; return half4(uv.x, uv.y, 0.5, 1.0); }"
        let program = try bindProgram(src, "uv", usage: .fill, [.boundingRect])
        let out = render(program, width: 30, height: 20, scale: 1, origin: (0, 0), image: nil, bounds: (5, 2, 20, 16))
        for y in 0..<20 {
            for x in 0..<30 {
                let u = (Double(x) + 0.5 - 5) / 20
                let v = (Double(y) + 0.5 - 2) / 16
                #expect(abs(Int(out[(y * 30 + x) * 4]) - level(u)) <= 1)
                #expect(abs(Int(out[(y * 30 + x) * 4 + 1]) - level(v)) <= 1)
                #expect(out[(y * 30 + x) * 4 + 2] == 128)
            }
        }
    }

    /// `.image` sampled with an in-shader sampler in normalised coordinates (Inferno VariableGaussianBlur's form).
    @Test func imageArgumentSampledWithItsSampler() throws {
        let tex = TestImage.pattern(width: 16, height: 12)
        let src = """
            #include <metal_stdlib>
            using namespace metal;
            [[ stitchable ]] half4 m(float2 p, texture2d<half> mask, float4 r) {
                constexpr sampler s(filter::linear, address::clamp_to_edge);
                return mask.sample(s, p / r.zw) * half(mask.get_width() == 16 ? 1.0 : 0.0);
            }
            """
        let program = try bindProgram(
            src, "m", usage: .fill, [.image(ShaderTexture(width: 16, height: 12, pixels: tex.pixels)), .boundingRect])
        let out = render(program, width: 40, height: 30, scale: 1, origin: (0, 0), image: nil, bounds: (0, 0, 40, 30))
        var worst = 0
        for y in 0..<30 {
            for x in 0..<40 {
                let e = tex.bilinear((Double(x) + 0.5) / 40 * 16, (Double(y) + 0.5) / 30 * 12)
                for c in 0..<4 { worst = max(worst, abs(Int(out[(y * 40 + x) * 4 + c]) - level(e[c]))) }
            }
        }
        #expect(worst <= 2)
    }

    /// Rows split into bands on two threads give the same bytes as one run; the reference twin agrees within 2 levels.
    @Test func bandsAreDeterministicAndMatchTheReference() async throws {
        let image = TestImage.pattern(width: 70, height: 33)
        let program = try bindProgram(
            Self.ripple, "ripple", usage: .layerEffect, [.float2(30, 10), .float(0.8), .float(9)])
        let whole = render(program, width: 70, height: 33, scale: 1, origin: (0, 0), image: image)
        let top = Task.detached {
            render(program, width: 70, height: 33, scale: 1, origin: (0, 0), image: image, rows: 0..<17)
        }
        let bottom = Task.detached {
            render(program, width: 70, height: 33, scale: 1, origin: (0, 0), image: image, rows: 17..<33)
        }
        let a = await top.value
        let b = await bottom.value
        #expect(Array(a[0..<(17 * 70 * 4)]) + Array(b[(17 * 70 * 4)...]) == whole)
        let reference = render(program, width: 70, height: 33, scale: 1, origin: (0, 0), image: image, reference: true)
        #expect(zip(whole, reference).map { abs(Int($0) - Int($1)) }.max()! <= 2)
    }

    /// NaN channels store 0; values beyond [0, 1] clamp (MSL spec §8.7.1.2).
    @Test func nanAndOutOfRangeStore() throws {
        let program = try bindProgram(
            "[[ stitchable ]] half4 f(float2 p) { return half4(sqrt(-p.x - 1.0), 2.0, -1.0, 0.5); }", "f")
        let out = render(program, width: 3, height: 1, scale: 1, origin: (0, 0), image: nil)
        #expect(out == [0, 255, 0, 128, 0, 255, 0, 128, 0, 255, 0, 128])
    }
}
