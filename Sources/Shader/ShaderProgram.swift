// ShaderProgram.swift: a bound shader run over an image — SwiftUI's effect semantics (shader contract §1): position
// in user points at pixel centres, `pixelToUser(x + ½, y + ½)`; colours premultiplied in and out; a distortion's
// returned position fetched bilinearly from the source; `layer.sample` bilinear with edge clamp (the SwiftUI::Layer
// header, Apple forums thread 758392). Results clamp to [0, 1] and round to 8 bits (MSL spec §8.7.1.2 unorm
// conversion); NaN stores 0. `runReference` is the scalar Double twin used by tests. Status: complete.

import Foundation

public final class ShaderProgram: Sendable {
    public let usage: ShaderUsage
    let code: SpanCode
    let texture: ShaderTexture?
    let functions: [TFunction]
    let entry: Int
    let referenceArguments: [[Double]]
    let referenceBuffers: [Int: [Double]]
    let referenceData: [Int: [UInt8]]
    let boundsParameters: [Int]
    let strictHalf: Bool

    init(
        usage: ShaderUsage, code: SpanCode, texture: ShaderTexture?, functions: [TFunction], entry: Int,
        strictHalf: Bool, referenceArguments: [[Double]], referenceBuffers: [Int: [Double]],
        referenceData: [Int: [UInt8]], boundsParameters: [Int]
    ) {
        self.usage = usage
        self.code = code
        self.texture = texture
        self.functions = functions
        self.entry = entry
        self.referenceArguments = referenceArguments
        self.referenceBuffers = referenceBuffers
        self.referenceData = referenceData
        self.boundsParameters = boundsParameters
        self.strictHalf = strictHalf
    }

    /// Instructions executed per 16-pixel span (without loop repetitions), for benchmarks and tests.
    public var instructionCount: Int { code.instructions.count }

    /// Runs the shader for every pixel (x, y) in rows `rows` (default: all) of a width×height premultiplied RGBA8
    /// output. position = pixelToUser(x + 0.5, y + 0.5) in user-space points. colorEffect: color = source[x, y]
    /// (the output itself when `source` is nil); distortionEffect: output = bilinear sample of `source` at the
    /// returned position; layerEffect: `layer.sample` reads `source`; fill: no source.
    public func run(
        output: UnsafeMutablePointer<UInt8>, rowBytes: Int, width: Int, height: Int, rows: Range<Int>? = nil,
        pixelToUser: ShaderAffine, source: ShaderSourceImage?,
        boundingRect: (x: Double, y: Double, width: Double, height: Double)
    ) {
        let rows = (rows ?? 0..<height).clamped(to: 0..<height)
        guard width > 0, !rows.isEmpty else { return }
        let regs = UnsafeMutablePointer<Float>.allocate(capacity: code.registerCount * 16)
        defer { regs.deallocate() }
        regs.initialize(repeating: 0, count: code.registerCount * 16)
        let counters = UnsafeMutablePointer<Int>.allocate(capacity: code.loopCounters)
        defer { counters.deallocate() }
        counters.initialize(repeating: 0, count: code.loopCounters)
        let packed = UnsafeMutablePointer<UInt32>.allocate(capacity: 16)
        defer { packed.deallocate() }
        for (r, bits) in code.constants { for i in 0..<16 { regs[Int(r) * 16 + i] = Float(bitPattern: bits) } }
        let bounds = [boundingRect.x, boundingRect.y, boundingRect.width, boundingRect.height]
        for k in 0..<4 { for i in 0..<16 { regs[(Int(SpanCode.boundsX) + k) * 16 + i] = Float(bounds[k]) } }
        let layer = source.map {
            SpanImage(pixels: $0.pixels, width: $0.width, height: $0.height, rowBytes: $0.rowBytes, map: $0.userToTexel)
        }
        let results = code.results
        let m = pixelToUser
        let (fa, fb) = (Float(m.a), Float(m.b))
        let body: (SpanImage?) -> Void = { image in
            for y in rows {
                let py = Double(y) + 0.5
                let row = output + y * rowBytes
                var x0 = 0
                while x0 < width {
                    let count = Swift.min(16, width - x0)
                    // pixelToUser(x + ½, y + ½): the row's part in Double once, the lanes' steps in Float.
                    let bx = m.a * (Double(x0) + 0.5) + m.c * py + m.tx
                    let by = m.b * (Double(x0) + 0.5) + m.d * py + m.ty
                    let (fx, fy) = (Float(bx), Float(by))
                    for i in 0..<16 {
                        regs[i] = fx + fa * Float(i)
                        regs[16 + i] = fy + fb * Float(i)
                    }
                    if self.usage == .colorEffect {
                        let src: UnsafePointer<UInt8> = source.map { $0.pixels + y * $0.rowBytes } ?? UnsafePointer(row)
                        for i in 0..<16 {
                            for c in 0..<4 {
                                regs[(2 + c) * 16 + i] = i < count ? Float(src[(x0 + i) * 4 + c]) * (1 / 255) : 0
                            }
                        }
                    }
                    self.code.execute(regs, counters: counters, layer: layer, image: image)
                    let out = row + x0 * 4
                    if self.usage == .distortionEffect {
                        let rx = regs + Int(results[0]) * 16
                        let ry = regs + Int(results[1]) * 16
                        for i in 0..<count {
                            let v = layer?.bilinear(rx[i], ry[i]) ?? .zero
                            for c in 0..<4 { out[i * 4 + c] = Self.unorm8(v[c]) }
                        }
                    } else {
                        // The four channels packed into 16 RGBA8 words in one vectorised loop, then copied out.
                        let (r0, r1) = (regs + Int(results[0]) * 16, regs + Int(results[1]) * 16)
                        let (r2, r3) = (regs + Int(results[2]) * 16, regs + Int(results[3]) * 16)
                        for i in 0..<16 {
                            packed[i] =
                                Self.unorm8Bits(r0[i]) | Self.unorm8Bits(r1[i]) << 8 | Self.unorm8Bits(r2[i]) << 16
                                | Self.unorm8Bits(r3[i]) << 24
                        }
                        UnsafeMutableRawPointer(out).copyMemory(from: packed, byteCount: count * 4)
                    }
                    x0 += 16
                }
            }
        }
        if let texture {
            texture.pixels.withUnsafeBufferPointer { p in
                body(
                    SpanImage(
                        pixels: p.baseAddress!, width: texture.width, height: texture.height,
                        rowBytes: texture.width * 4, map: .identity))
            }
        } else {
            body(nil)
        }
    }

    /// v clamped to [0, 1], ·255, rounded to nearest; NaN → 0.
    @inline(__always) static func unorm8(_ v: Float) -> UInt8 {
        let c = FastMath.fmin(FastMath.fmax(v, 0), 1)  // NaN → 0 (fmax returns the other operand)
        // c·255 + 1.5·2^23 holds round-to-even(c·255) in its low significand bits: no conversion, no range check.
        return UInt8(truncatingIfNeeded: (c * 255 + 12_582_912).bitPattern)
    }

    /// `unorm8` as the low byte of a word (the same rounding, no narrowing), for packing lanes.
    @inline(__always) static func unorm8Bits(_ v: Float) -> UInt32 {
        let c = FastMath.fmin(FastMath.fmax(v, 0), 1)
        return (c * 255 + 12_582_912).bitPattern & 0xFF
    }

    // MARK: Reference twin

    /// The same run evaluated pixel by pixel by the scalar reference evaluator (Double, Foundation's libm).
    public func runReference(
        output: UnsafeMutablePointer<UInt8>, rowBytes: Int, width: Int, height: Int, pixelToUser: ShaderAffine,
        source: ShaderSourceImage?, boundingRect: (x: Double, y: Double, width: Double, height: Double)
    ) {
        func bilinear(_ s: ShaderSourceImage, _ x: Double, _ y: Double) -> [Double] {
            let p = s.userToTexel.apply(x, y)
            var tx = p.x - 0.5
            var ty = p.y - 0.5
            tx = tx.isNaN ? 0 : min(max(tx, 0), Double(s.width - 1))
            ty = ty.isNaN ? 0 : min(max(ty, 0), Double(s.height - 1))
            let x0 = Int(tx)
            let y0 = Int(ty)
            let x1 = min(x0 + 1, s.width - 1)
            let y1 = min(y0 + 1, s.height - 1)
            let fx = tx - Double(x0)
            let fy = ty - Double(y0)
            return (0..<4).map { c in
                func t(_ x: Int, _ y: Int) -> Double { Double(s.pixels[y * s.rowBytes + x * 4 + c]) / 255 }
                let top = t(x0, y0) * (1 - fx) + t(x1, y0) * fx
                let bottom = t(x0, y1) * (1 - fx) + t(x1, y1) * fx
                return top * (1 - fy) + bottom * fy
            }
        }
        var inputs = ReferenceEvaluator.Inputs()
        inputs.buffers = referenceBuffers
        inputs.data = referenceData
        if let source { inputs.layer = { bilinear(source, $0, $1) } }
        let tex = texture
        if let tex {
            inputs.textureSize = (tex.width, tex.height)
            inputs.texture = { s, u, v in
                tex.pixels.withUnsafeBufferPointer { p in
                    let img = SpanImage(
                        pixels: p.baseAddress!, width: tex.width, height: tex.height, rowBytes: tex.width * 4,
                        map: .identity)
                    let r = img.sample(s, Float(u), Float(v))
                    return [Double(r.x), Double(r.y), Double(r.z), Double(r.w)]
                }
            }
        }
        var evaluator = ReferenceEvaluator(functions: functions, inputs: inputs, strictHalf: strictHalf)
        var args = referenceArguments
        for b in boundsParameters {
            args[b] = [boundingRect.x, boundingRect.y, boundingRect.width, boundingRect.height]
        }
        for y in 0..<height {
            for x in 0..<width {
                let p = pixelToUser.apply(Double(x) + 0.5, Double(y) + 0.5)
                args[0] = [Double(Float(p.x)), Double(Float(p.y))]
                let o = output + y * rowBytes + x * 4
                if usage == .colorEffect {
                    let src: UnsafePointer<UInt8> =
                        source.map { $0.pixels + y * $0.rowBytes + x * 4 } ?? UnsafePointer(o)
                    args[1] = (0..<4).map { Double(src[$0]) / 255 }
                }
                var v = (try? evaluator.call(entry, args)) ?? [0, 0, 0, 0]
                if usage == .distortionEffect { v = source.map { bilinear($0, v[0], v[1]) } ?? [0, 0, 0, 0] }
                for c in 0..<4 { o[c] = Self.unorm8(Float(v[c])) }
            }
        }
    }
}

extension ShaderProgram {
    /// The raw result slots (unclamped, unrounded) at user-space `positions`, with `color` as a colorEffect's input
    /// and no layer or bounding rect: for tests and diagnostics of the evaluator itself.
    public func values(at positions: [SIMD2<Float>], color: SIMD4<Float> = .zero) -> [[Float]] {
        let regs = UnsafeMutablePointer<Float>.allocate(capacity: code.registerCount * 16)
        defer { regs.deallocate() }
        regs.initialize(repeating: 0, count: code.registerCount * 16)
        var counters = [Int](repeating: 0, count: code.loopCounters)
        for (r, bits) in code.constants { for i in 0..<16 { regs[Int(r) * 16 + i] = Float(bitPattern: bits) } }
        var out: [[Float]] = []
        var start = 0
        while start < positions.count {
            let count = min(16, positions.count - start)
            for i in 0..<16 {
                let p = positions[start + min(i, count - 1)]
                regs[i] = p.x
                regs[16 + i] = p.y
                for c in 0..<4 { regs[(2 + c) * 16 + i] = color[c] }
            }
            counters.withUnsafeMutableBufferPointer {
                code.execute(regs, counters: $0.baseAddress!, layer: nil, image: nil)
            }
            for i in 0..<count { out.append(code.results.map { regs[Int($0) * 16 + i] }) }
            start += 16
        }
        return out
    }

    /// The reference evaluator's result slots at `positions` (Double), for the same inputs as `values(at:color:)`.
    public func referenceValues(at positions: [SIMD2<Float>], color: SIMD4<Float> = .zero) -> [[Double]] {
        var inputs = ReferenceEvaluator.Inputs()
        inputs.buffers = referenceBuffers
        inputs.data = referenceData
        inputs.layer = { _, _ in [0, 0, 0, 0] }
        var evaluator = ReferenceEvaluator(functions: functions, inputs: inputs, strictHalf: strictHalf)
        var args = referenceArguments
        for b in boundsParameters { args[b] = [0, 0, 0, 0] }
        return positions.map { p in
            args[0] = [Double(p.x), Double(p.y)]
            if usage == .colorEffect { args[1] = (0..<4).map { Double(color[$0]) } }
            return (try? evaluator.call(entry, args)) ?? []
        }
    }
}

extension ShaderProgram {
    /// The span code, one instruction a line (`r7 = mul r3, r5`), constants first: for debugging and benchmarks.
    public var disassembly: String {
        var lines = code.constants.map { "r\($0.0) = \(Float(bitPattern: $0.1)) (0x\(String($0.1, radix: 16)))" }
        for (i, ins) in code.instructions.enumerated() {
            lines.append("\(i): r\(ins.d) = \(ins.op) r\(ins.a), r\(ins.b), r\(ins.c), \(ins.e)")
        }
        lines.append("results: " + code.results.map { "r\($0)" }.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}
