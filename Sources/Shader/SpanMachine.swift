// SpanMachine.swift: executes a compiled shader over spans of 16 pixels — Skia's SkSL raster-pipeline design
// (google/skia src/sksl/codegen/SkSLRasterPipelineBuilder.h): scalar slots in structure-of-arrays registers, one
// dispatch per instruction per span, inner loops over a compile-time lane count that LLVM vectorises, divergent
// control flow as 0/1 lane masks and selects. Integers and masks live in the same Float registers as bit patterns.
// Status: complete.

/// Lanes per span; a literal in every inner loop so they vectorise (shader contract §3.2: N = 16).
let spanLanes = 16

enum SpanLimits {
    /// Iterations one loop may run per span before it is cut short (docs/ARCHITECTURE.md "Limits are counters").
    static let loopIterations = 65_536
    /// Instructions and registers of one bound program (every call inlined, constant loops unrolled).
    static let instructions = 200_000
    static let registers = 262_144
    /// Calls inlined into one bound program.
    static let inlinedCalls = 20_000
}

enum SpanOp: UInt8, Sendable {
    // Float, element-wise: d = f(a, b, c).
    case copy, add, sub, mul, div, fma, neg, abs, min, max, floor, ceil, trunc, round, rint, fract, sqrt, rsqrt, sign
    case sin, cos, tan, asin, acos, atan, atan2, exp, exp2, log, log2, pow, sinh, cosh, tanh, fmod, step, copysign
    case flt, fle, fgt, fge, feq, fne, isnan, isinf, signbit
    /// frexp's mantissa (d = m, ½ ≤ |m| < 1) and exponent (d = int e); ldexp (a · 2^int b); nextafter(a, b).
    case frexpMantissa, frexpExponent, ldexp, nextafter
    /// d = a rounded to binary16 (strict half).
    case roundHalf
    // Integer (wrapping), on bit patterns.
    case iadd, isub, imul, idiv, udiv, irem, urem, iand, ior, ixor, iandn, inot, ishl, ishr, ushr, ineg, iabs
    case ilt, ile, igt, ige, ieq, ine, ult, ule, ugt, uge, imin, imax, umin, umax
    // Conversions.
    case f2i, f2u, i2f, u2f, f2b, i2b
    /// d = c ≠ 0 ? a : b (bits).
    case select
    /// d = table[b + clamp(int a, 0, c − 1) · e].
    case gather
    /// d = element int a of a `.data` buffer at table word b, if 0 ≤ a < c (else 0): e = stride · 64 + component
    /// byte offset · 2 + (1 for a half component).
    case gatherBytes
    /// d…d+3 = layer.sample(a, b).
    case sampleLayer
    /// d…d+3 = image.sample(sampler c, a, b).
    case sampleImage
    // Control: jump to a; to b when no lane of mask a is set; loop counter a reset / counted (to b when exhausted).
    case jump, jumpIfNone, loopReset, loopCount
}

struct SpanInstruction: Sendable {
    var op: SpanOp
    var d: Int32
    var a: Int32
    var b: Int32
    var c: Int32
    var e: Int32
}

@inline(__always) func bitsToInt(_ f: Float) -> Int32 { Int32(bitPattern: f.bitPattern) }
@inline(__always) func intToBits(_ i: Int32) -> Float { Float(bitPattern: UInt32(bitPattern: i)) }

/// A premultiplied RGBA8 image and the affine map from user points to its texel space, for bilinear reads.
struct SpanImage {
    var pixels: UnsafePointer<UInt8>
    var width: Int
    var height: Int
    var rowBytes: Int
    var map: ShaderAffine
    /// The map in Float with the −½ texel-centre shift folded into the translation.
    let fa, fb, fc, fd, ftx, fty, maxX, maxY: Float

    init(pixels: UnsafePointer<UInt8>, width: Int, height: Int, rowBytes: Int, map: ShaderAffine) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.rowBytes = rowBytes
        self.map = map
        (fa, fb, fc, fd) = (Float(map.a), Float(map.b), Float(map.c), Float(map.d))
        (ftx, fty) = (Float(map.tx - 0.5), Float(map.ty - 0.5))
        (maxX, maxY) = (Float(width - 1), Float(height - 1))
    }

    /// layer.sample / distortion fetch: t = map(p) − ½ clamped to the texel centres, bilinear (shader contract §1.3).
    @inline(__always) func bilinear(_ px: Float, _ py: Float) -> SIMD4<Float> {
        var tx = fa * px + (fc * py + ftx)
        var ty = fb * px + (fd * py + fty)
        tx = FastMath.fmin(FastMath.fmax(tx, 0), maxX)
        ty = FastMath.fmin(FastMath.fmax(ty, 0), maxY)
        return fetch(tx, ty)
    }

    /// `bilinear` for 16 lanes into four planes of `d` (stride 16), in three loops: coordinates, weights and tap
    /// offsets (vectorised); the four taps of each lane (scalar loads); then per channel the two lerps over the 16
    /// lanes (vectorised, planes written contiguously). The arithmetic per channel is `bilinear`'s, so the result is
    /// bit for bit the same.
    @inline(__always) func bilinearSpan(
        _ xs: UnsafePointer<Float>, _ ys: UnsafePointer<Float>, _ d: UnsafeMutablePointer<Float>
    ) {
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 32) { w in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 48) { o in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { taps in
                    let fx = w.baseAddress!
                    let fy = fx + 16
                    let base = o.baseAddress!
                    let dx = base + 16
                    let dy = base + 32
                    let t = taps.baseAddress!
                    let (w1, h1, row) = (Int32(width - 1), Int32(height - 1), Int32(truncatingIfNeeded: rowBytes))
                    for i in 0..<16 {
                        let tx = FastMath.fmin(FastMath.fmax(fa * xs[i] + (fc * ys[i] + ftx), 0), maxX)
                        let ty = FastMath.fmin(FastMath.fmax(fb * xs[i] + (fd * ys[i] + fty), 0), maxY)
                        let x0 = Int32(tx)
                        let y0 = Int32(ty)
                        fx[i] = tx - Float(x0)
                        fy[i] = ty - Float(y0)
                        base[i] = y0 &* row &+ x0 &* 4
                        dx[i] = x0 < w1 ? 4 : 0
                        dy[i] = y0 < h1 ? row : 0
                    }
                    let raw = UnsafeRawPointer(pixels)
                    for i in 0..<16 {
                        let p = Int(base[i])
                        let (ox, oy) = (Int(dx[i]), Int(dy[i]))
                        t[i] = raw.loadUnaligned(fromByteOffset: p, as: UInt32.self)
                        t[i + 16] = raw.loadUnaligned(fromByteOffset: p + ox, as: UInt32.self)
                        t[i + 32] = raw.loadUnaligned(fromByteOffset: p + oy, as: UInt32.self)
                        t[i + 48] = raw.loadUnaligned(fromByteOffset: p + oy + ox, as: UInt32.self)
                    }
                    for c in 0..<4 {
                        let shift = UInt32(8 * c)
                        let plane = d + 16 * c
                        for i in 0..<16 {
                            // Bytes are ≤ 255: through Int32, the conversion is one vector instruction.
                            let a = Float(Int32(bitPattern: (t[i] >> shift) & 0xFF))
                            let b = Float(Int32(bitPattern: (t[i + 16] >> shift) & 0xFF))
                            let e = Float(Int32(bitPattern: (t[i + 32] >> shift) & 0xFF))
                            let f = Float(Int32(bitPattern: (t[i + 48] >> shift) & 0xFF))
                            let top = a + (b - a) * fx[i]
                            let bottom = e + (f - e) * fx[i]
                            plane[i] = (top + (bottom - top) * fy[i]) * (1 / 255)
                        }
                    }
                }
            }
        }
    }

    @inline(__always) func fetch(_ tx: Float, _ ty: Float) -> SIMD4<Float> {
        let x0 = Int(tx)
        let y0 = Int(ty)
        let fx = tx - Float(x0)
        let fy = ty - Float(y0)
        let x1 = x0 + 1 < width ? x0 + 1 : x0
        let y1 = y0 + 1 < height ? y0 + 1 : y0
        let r0 = pixels + y0 &* rowBytes
        let r1 = pixels + y1 &* rowBytes
        let a = texel(r0 + x0 &* 4)
        let b = texel(r0 + x1 &* 4)
        let c = texel(r1 + x0 &* 4)
        let d = texel(r1 + x1 &* 4)
        let top = a + (b - a) * fx
        let bottom = c + (d - c) * fx
        return (top + (bottom - top) * fy) * (1 / 255)
    }

    @inline(__always) func texel(_ p: UnsafePointer<UInt8>) -> SIMD4<Float> {
        let v = UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
        return SIMD4(Float(v & 0xFF), Float((v >> 8) & 0xFF), Float((v >> 16) & 0xFF), Float(v >> 24))
    }

    /// `texture.sample(sampler, uv)` with the sampler's coordinate, address and filter modes (MSL spec §2.10, §6.12.3).
    func sample(_ s: SamplerState, _ u: Float, _ v: Float) -> SIMD4<Float> {
        let w = Float(width)
        let h = Float(height)
        var x = s.normalized ? u * w : u
        var y = s.normalized ? v * h : v
        if x.isNaN { x = 0 }
        if y.isNaN { y = 0 }
        func wrap(_ t: Float, _ n: Float, _ mode: SamplerState.Address) -> (Float, Bool) {
            switch mode {
            case .repeatEdge: return (t - n * (t / n).rounded(.down), true)
            case .mirroredRepeat:
                let p = t - 2 * n * (t / (2 * n)).rounded(.down)
                return (p < n ? p : 2 * n - p, true)
            case .clampToEdge: return (Swift.min(Swift.max(t, 0), n), true)
            case .clampToZero, .clampToBorder: return (t, t >= 0 && t <= n)
            }
        }
        let (wx, inX) = wrap(x, w, s.addressS)
        let (wy, inY) = wrap(y, h, s.addressT)
        if !(inX && inY) { return s.addressS == .clampToBorder || s.addressT == .clampToBorder ? s.border : .zero }
        if !s.linearMag {
            let ix = Swift.min(Swift.max(Int(wx.rounded(.down)), 0), width - 1)
            let iy = Swift.min(Swift.max(Int(wy.rounded(.down)), 0), height - 1)
            return texel(pixels + iy * rowBytes + ix * 4) * (1 / 255)
        }
        let tx = Swift.min(Swift.max(wx - 0.5, 0), w - 1)
        let ty = Swift.min(Swift.max(wy - 0.5, 0), h - 1)
        return fetch(tx, ty)
    }
}

/// A compiled program: instructions over `registerCount` registers of 16 lanes, with constants filled once per run.
struct SpanCode: Sendable {
    var instructions: [SpanInstruction]
    var registerCount: Int
    /// (register, value bits) filled into all lanes before the first span.
    var constants: [(Int32, UInt32)]
    var table: [Float]
    var samplers: [SamplerState]
    var loopCounters: Int
    /// Registers holding the result (4 for colours, 2 for a distortion's position).
    var results: [Int32]
    /// Registers the runner fills per span: position x, y; colour r, g, b, a; bounding rect x, y, w, h.
    static let positionX: Int32 = 0, positionY: Int32 = 1, colorR: Int32 = 2, boundsX: Int32 = 6
    static let reserved = 10
}

extension SpanCode {
    /// Runs the program on one span; registers 0…9 are already filled.
    @inline(__always)
    func execute(
        _ r: UnsafeMutablePointer<Float>, counters: UnsafeMutablePointer<Int>, layer: SpanImage?, image: SpanImage?
    ) {
        instructions.withUnsafeBufferPointer { code in
            table.withUnsafeBufferPointer { table in
                var pc = 0
                let n = code.count
                while pc < n {
                    let ins = code[pc]
                    pc += 1
                    let d = r + Int(ins.d) &* 16
                    let a = r + Int(ins.a) &* 16
                    let b = r + Int(ins.b) &* 16
                    let c = r + Int(ins.c) &* 16
                    switch ins.op {
                    case .copy: for i in 0..<16 { d[i] = a[i] }
                    case .add: for i in 0..<16 { d[i] = a[i] + b[i] }
                    case .sub: for i in 0..<16 { d[i] = a[i] - b[i] }
                    case .mul: for i in 0..<16 { d[i] = a[i] * b[i] }
                    case .div: for i in 0..<16 { d[i] = a[i] / b[i] }
                    case .fma: for i in 0..<16 { d[i] = a[i] * b[i] + c[i] }
                    case .neg: for i in 0..<16 { d[i] = -a[i] }
                    case .abs: for i in 0..<16 { d[i] = Swift.abs(a[i]) }
                    case .min: for i in 0..<16 { d[i] = FastMath.fmin(a[i], b[i]) }
                    case .max: for i in 0..<16 { d[i] = FastMath.fmax(a[i], b[i]) }
                    case .floor: for i in 0..<16 { d[i] = FastMath.floor(a[i]) }
                    case .ceil: for i in 0..<16 { d[i] = FastMath.ceil(a[i]) }
                    case .trunc: for i in 0..<16 { d[i] = FastMath.trunc(a[i]) }
                    case .round: for i in 0..<16 { d[i] = FastMath.round(a[i]) }
                    case .rint: for i in 0..<16 { d[i] = FastMath.rint(a[i]) }
                    case .fract: for i in 0..<16 { d[i] = FastMath.fract(a[i]) }
                    case .sqrt: for i in 0..<16 { d[i] = a[i].squareRoot() }
                    case .rsqrt: for i in 0..<16 { d[i] = 1 / a[i].squareRoot() }
                    case .sign: for i in 0..<16 { d[i] = FastMath.sign(a[i]) }
                    case .sin: for i in 0..<16 { d[i] = FastMath.sin(a[i]) }
                    case .cos: for i in 0..<16 { d[i] = FastMath.cos(a[i]) }
                    case .tan: for i in 0..<16 { d[i] = FastMath.tan(a[i]) }
                    case .asin: for i in 0..<16 { d[i] = FastMath.asin(a[i]) }
                    case .acos: for i in 0..<16 { d[i] = FastMath.acos(a[i]) }
                    case .atan: for i in 0..<16 { d[i] = FastMath.atan(a[i]) }
                    case .atan2: for i in 0..<16 { d[i] = FastMath.atan2(a[i], b[i]) }
                    case .exp: for i in 0..<16 { d[i] = FastMath.exp(a[i]) }
                    case .exp2: for i in 0..<16 { d[i] = FastMath.exp2(a[i]) }
                    case .log: for i in 0..<16 { d[i] = FastMath.log(a[i]) }
                    case .log2: for i in 0..<16 { d[i] = FastMath.log2(a[i]) }
                    case .pow: for i in 0..<16 { d[i] = FastMath.pow(a[i], b[i]) }
                    case .sinh: for i in 0..<16 { d[i] = FastMath.sinh(a[i]) }
                    case .cosh: for i in 0..<16 { d[i] = FastMath.cosh(a[i]) }
                    case .tanh: for i in 0..<16 { d[i] = FastMath.tanh(a[i]) }
                    case .fmod: for i in 0..<16 { d[i] = a[i] - b[i] * FastMath.trunc(a[i] / b[i]) }
                    case .step: for i in 0..<16 { d[i] = b[i] < a[i] ? 0 : 1 }
                    case .copysign: for i in 0..<16 { d[i] = FastMath.copysign(a[i], b[i]) }
                    case .flt: for i in 0..<16 { d[i] = intToBits(a[i] < b[i] ? 1 : 0) }
                    case .fle: for i in 0..<16 { d[i] = intToBits(a[i] <= b[i] ? 1 : 0) }
                    case .fgt: for i in 0..<16 { d[i] = intToBits(a[i] > b[i] ? 1 : 0) }
                    case .fge: for i in 0..<16 { d[i] = intToBits(a[i] >= b[i] ? 1 : 0) }
                    case .feq: for i in 0..<16 { d[i] = intToBits(a[i] == b[i] ? 1 : 0) }
                    case .fne: for i in 0..<16 { d[i] = intToBits(a[i] != b[i] ? 1 : 0) }
                    case .isnan: for i in 0..<16 { d[i] = intToBits(a[i].isNaN ? 1 : 0) }
                    case .isinf: for i in 0..<16 { d[i] = intToBits(a[i].isInfinite ? 1 : 0) }
                    case .signbit: for i in 0..<16 { d[i] = intToBits(Int32(bitPattern: a[i].bitPattern >> 31)) }
                    case .frexpMantissa: for i in 0..<16 { d[i] = FastMath.frexp(a[i]).mantissa }
                    case .frexpExponent: for i in 0..<16 { d[i] = intToBits(FastMath.frexp(a[i]).exponent) }
                    case .ldexp: for i in 0..<16 { d[i] = FastMath.ldexp(a[i], bitsToInt(b[i])) }
                    case .roundHalf: for i in 0..<16 { d[i] = FastMath.roundHalf(a[i]) }
                    case .nextafter: for i in 0..<16 { d[i] = FastMath.nextafter(a[i], b[i]) }
                    case .iadd: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) &+ bitsToInt(b[i])) }
                    case .isub: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) &- bitsToInt(b[i])) }
                    case .imul: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) &* bitsToInt(b[i])) }
                    case .idiv, .udiv, .irem, .urem:
                        for i in 0..<16 {
                            d[i] = intToBits(SpanCode.integerDivide(ins.op, bitsToInt(a[i]), bitsToInt(b[i])))
                        }
                    case .iand: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) & bitsToInt(b[i])) }
                    case .ior: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) | bitsToInt(b[i])) }
                    case .ixor: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) ^ bitsToInt(b[i])) }
                    case .iandn: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) & ~bitsToInt(b[i])) }
                    case .inot: for i in 0..<16 { d[i] = intToBits(~bitsToInt(a[i])) }
                    case .ishl: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) << (bitsToInt(b[i]) & 31)) }
                    case .ishr: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) >> (bitsToInt(b[i]) & 31)) }
                    case .ushr: for i in 0..<16 { d[i] = Float(bitPattern: a[i].bitPattern >> (b[i].bitPattern & 31)) }
                    case .ineg: for i in 0..<16 { d[i] = intToBits(0 &- bitsToInt(a[i])) }
                    case .iabs:
                        for i in 0..<16 {
                            let v = bitsToInt(a[i])
                            d[i] = intToBits(v < 0 ? 0 &- v : v)
                        }
                    case .ilt: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) < bitsToInt(b[i]) ? 1 : 0) }
                    case .ile: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) <= bitsToInt(b[i]) ? 1 : 0) }
                    case .igt: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) > bitsToInt(b[i]) ? 1 : 0) }
                    case .ige: for i in 0..<16 { d[i] = intToBits(bitsToInt(a[i]) >= bitsToInt(b[i]) ? 1 : 0) }
                    case .ieq: for i in 0..<16 { d[i] = intToBits(a[i].bitPattern == b[i].bitPattern ? 1 : 0) }
                    case .ine: for i in 0..<16 { d[i] = intToBits(a[i].bitPattern != b[i].bitPattern ? 1 : 0) }
                    case .ult: for i in 0..<16 { d[i] = intToBits(a[i].bitPattern < b[i].bitPattern ? 1 : 0) }
                    case .ule: for i in 0..<16 { d[i] = intToBits(a[i].bitPattern <= b[i].bitPattern ? 1 : 0) }
                    case .ugt: for i in 0..<16 { d[i] = intToBits(a[i].bitPattern > b[i].bitPattern ? 1 : 0) }
                    case .uge: for i in 0..<16 { d[i] = intToBits(a[i].bitPattern >= b[i].bitPattern ? 1 : 0) }
                    case .imin: for i in 0..<16 { d[i] = intToBits(Swift.min(bitsToInt(a[i]), bitsToInt(b[i]))) }
                    case .imax: for i in 0..<16 { d[i] = intToBits(Swift.max(bitsToInt(a[i]), bitsToInt(b[i]))) }
                    case .umin:
                        for i in 0..<16 { d[i] = Float(bitPattern: Swift.min(a[i].bitPattern, b[i].bitPattern)) }
                    case .umax:
                        for i in 0..<16 { d[i] = Float(bitPattern: Swift.max(a[i].bitPattern, b[i].bitPattern)) }
                    case .f2i: for i in 0..<16 { d[i] = intToBits(FastMath.toInt(a[i])) }
                    case .f2u: for i in 0..<16 { d[i] = Float(bitPattern: FastMath.toUInt(a[i])) }
                    case .i2f: for i in 0..<16 { d[i] = Float(bitsToInt(a[i])) }
                    case .u2f: for i in 0..<16 { d[i] = Float(a[i].bitPattern) }
                    case .f2b: for i in 0..<16 { d[i] = intToBits(a[i] != 0 ? 1 : 0) }
                    case .i2b: for i in 0..<16 { d[i] = intToBits(a[i].bitPattern != 0 ? 1 : 0) }
                    case .select: for i in 0..<16 { d[i] = c[i].bitPattern != 0 ? a[i] : b[i] }
                    case .gather:
                        let count = Int(ins.c)
                        let base = Int(ins.b)
                        let stride = Int(ins.e)
                        for i in 0..<16 {
                            let k = Swift.min(Swift.max(Int(bitsToInt(a[i])), 0), count - 1)
                            d[i] = table[base + k * stride]
                        }
                    case .gatherBytes:
                        let count = Int(ins.c)
                        let base = Int(ins.b)
                        let stride = Int(ins.e) >> 6
                        let offset = (Int(ins.e) >> 1) & 31
                        let isHalf = ins.e & 1 == 1
                        for i in 0..<16 {
                            let k = Int(bitsToInt(a[i]))
                            guard k >= 0 && k < count else {
                                d[i] = 0
                                continue
                            }
                            let byte = k &* stride &+ offset
                            let word = table[base + byte >> 2].bitPattern
                            d[i] = Float(bitPattern: isHalf ? DataLayout.halfBits(word, byte) : word)
                        }
                    case .sampleLayer:
                        if let layer {
                            layer.bilinearSpan(a, b, d)
                        } else {
                            for i in 0..<64 { d[i] = 0 }
                        }
                    case .sampleImage:
                        if let image {
                            let s = samplers[Int(ins.c)]
                            for i in 0..<16 {
                                let v = image.sample(s, a[i], b[i])
                                d[i] = v.x
                                d[i + 16] = v.y
                                d[i + 32] = v.z
                                d[i + 48] = v.w
                            }
                        } else {
                            for i in 0..<64 { d[i] = 0 }
                        }
                    case .jump: pc = Int(ins.a)
                    case .jumpIfNone:
                        var any: UInt32 = 0
                        for i in 0..<16 { any |= a[i].bitPattern }
                        if any == 0 { pc = Int(ins.b) }
                    case .loopReset: counters[Int(ins.a)] = 0
                    case .loopCount:
                        counters[Int(ins.a)] += 1
                        if counters[Int(ins.a)] > SpanLimits.loopIterations { pc = Int(ins.b) }
                    }
                }
            }
        }
    }

    /// Integer division that never traps: x/0 = 0, x%0 = 0, Int32.min / −1 = Int32.min.
    @inline(__always) static func integerDivide(_ op: SpanOp, _ x: Int32, _ y: Int32) -> Int32 {
        if y == 0 { return 0 }
        switch op {
        case .idiv: return y == -1 ? 0 &- x : x / y
        case .irem: return y == -1 ? 0 : x % y
        case .udiv: return Int32(bitPattern: UInt32(bitPattern: x) / UInt32(bitPattern: y))
        default: return Int32(bitPattern: UInt32(bitPattern: x) % UInt32(bitPattern: y))
        }
    }
}
