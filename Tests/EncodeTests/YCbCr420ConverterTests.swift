// YCbCr420ConverterTests.swift: anim's own RGBA → yuv420p converter against (1) swscale's steps written out in
// Double arithmetic, on random pictures of odd and even sizes and strides; (2) libswscale itself (the encoder's old
// path), byte for byte on noise, ramps and sharp colour edges; (3) the unquantised BT.709 values on flat colours;
// (4) the encoder: a lossless H.264 stream stores exactly the converter's planes, and a normal one decodes close to
// its source.
// Rule: ITU-R BT.709-6 Table 4 (Kr 0.2126, Kb 0.0722; Y′ 16…235, C 16…240); swscale's steps as listed in
// Sources/Encode/YCbCr420Converter.swift (libswscale utils.c, input.c, swscale.c, output.c, FFmpeg 5.1). Status:
// complete.

import Foundation
import TestSupport
import Testing

@testable import Encode

/// A picture and the three planes converted from it, each with its own stride.
struct Planes420 {
    let width: Int, height: Int
    let chromaWidth: Int, chromaHeight: Int
    var y: [UInt8], cb: [UInt8], cr: [UInt8]
    let yStride: Int, cStride: Int

    init(width: Int, height: Int, padding: Int = 0) {
        self.width = width
        self.height = height
        chromaWidth = (width + 1) / 2
        chromaHeight = (height + 1) / 2
        yStride = width + padding
        cStride = chromaWidth + padding
        // Filled with 0xEE so a byte the converter leaves unwritten shows up.
        y = [UInt8](repeating: 0xEE, count: yStride * height)
        cb = [UInt8](repeating: 0xEE, count: cStride * chromaHeight)
        cr = cb
    }

    func luma(_ x: Int, _ row: Int) -> UInt8 { y[row * yStride + x] }
    func chroma(_ plane: Int, _ x: Int, _ row: Int) -> UInt8 { (plane == 0 ? cb : cr)[row * cStride + x] }
}

struct YCbCr420ConverterTests {
    /// A picture of `width`×`height` RGBA8, rows `bytesPerRow` apart.
    struct Picture {
        let width: Int, height: Int, bytesPerRow: Int
        var bytes: [UInt8]
        subscript(x: Int, y: Int, c: Int) -> Int { Int(bytes[y * bytesPerRow + x * 4 + c]) }
    }

    static func noise(_ width: Int, _ height: Int, seed: UInt64, padding: Int = 0) -> Picture {
        var rng = SplitMix64(seed: seed)
        let stride = width * 4 + padding
        return Picture(
            width: width, height: height, bytesPerRow: stride,
            bytes: (0..<stride * height).map { _ in UInt8.random(in: 0...255, using: &rng) })
    }

    /// Each channel ramps 0…255 across the picture at its own rate, some rows reversed.
    static func ramps(_ width: Int, _ height: Int) -> Picture {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let t = x * 255 / max(width - 1, 1)
                let i = (y * width + x) * 4
                bytes[i] = UInt8(y % 2 == 0 ? t : 255 - t)
                bytes[i + 1] = UInt8((t * (y % 5 + 1)) % 256)
                bytes[i + 2] = UInt8(y * 255 / max(height - 1, 1))
            }
        }
        return Picture(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
    }

    /// Blocks `bw`×`bh` of saturated colours (the primaries, secondaries, black and white), chosen at random.
    static func edges(_ width: Int, _ height: Int, bw: Int, bh: Int, seed: UInt64) -> Picture {
        var rng = SplitMix64(seed: seed)
        let columns = (width + bw - 1) / bw
        let colours = (0..<columns * ((height + bh - 1) / bh)).map { _ in Int.random(in: 0..<8, using: &rng) }
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let c = colours[(y / bh) * columns + x / bw]
                let i = (y * width + x) * 4
                (bytes[i], bytes[i + 1], bytes[i + 2]) = (
                    c & 1 == 0 ? 0 : 255, c & 2 == 0 ? 0 : 255, c & 4 == 0 ? 0 : 255
                )
            }
        }
        return Picture(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
    }

    static func convert(_ p: Picture, filter: YCbCr420Converter.ChromaFilter = .bilinear, padding: Int = 0) -> Planes420
    {
        var out = Planes420(width: p.width, height: p.height, padding: padding)
        let converter = YCbCr420Converter(width: p.width, height: p.height, filter: filter)
        p.bytes.withUnsafeBufferPointer { src in
            out.y.withUnsafeMutableBufferPointer { y in
                out.cb.withUnsafeMutableBufferPointer { cb in
                    out.cr.withUnsafeMutableBufferPointer { cr in
                        converter.convert(
                            rgba: src.baseAddress!, bytesPerRow: p.bytesPerRow, luma: y.baseAddress!,
                            lumaStride: out.yStride, cb: cb.baseAddress!, cbStride: out.cStride, cr: cr.baseAddress!,
                            crStride: out.cStride)
                    }
                }
            }
        }
        return out
    }

    static func swscale(_ p: Picture, filter: YCbCr420Converter.ChromaFilter = .bilinear) throws -> Planes420 {
        var out = Planes420(width: p.width, height: p.height)
        let converter = try SwscaleYCbCr420(width: p.width, height: p.height, filter: filter)
        try p.bytes.withUnsafeBufferPointer { src in
            try out.y.withUnsafeMutableBufferPointer { y in
                try out.cb.withUnsafeMutableBufferPointer { cb in
                    try out.cr.withUnsafeMutableBufferPointer { cr in
                        try converter.convert(
                            rgba: src.baseAddress!, bytesPerRow: p.bytesPerRow, luma: y.baseAddress!,
                            lumaStride: out.yStride, cb: cb.baseAddress!, cbStride: out.cStride, cr: cr.baseAddress!,
                            crStride: out.cStride)
                    }
                }
            }
        }
        return out
    }

    // MARK: - The oracle: swscale's steps in Double arithmetic

    /// BT.709-6 Table 4 as rows Y′, Cb, Cr of (R′, G′, B′) weights.
    static let bt709: [[Double]] = {
        let (kr, kb) = (0.2126, 0.0722)
        let kg = 1 - kr - kb
        return [
            [kr, kg, kb], [-kr / (2 * (1 - kb)), -kg / (2 * (1 - kb)), 0.5],
            [0.5, -kg / (2 * (1 - kr)), -kb / (2 * (1 - kr))],
        ]
    }()

    /// libswscale's `fill_rgb2yuv_table` output for BT.709 into tv range, in units of 2^−15 (computed from
    /// `ff_yuv2rgb_coeffs[SWS_CS_ITU709]` = {117489, 138438, 13975, 34925} by that function's integer steps): each
    /// is round(2^15 · (219 or 224)/255 · the matrix entry).
    static let swscaleTable: [[Double]] = [[5983, 20127, 2032], [-3298, -11094, 14392], [14392, -13073, -1320]]

    /// The 14-bit value of plane `k` at pixel (x, y) (input.c: ×256 inputs, S = 23, `(Σ + rnd) >> (S − 6)`).
    static func value14(_ p: Picture, _ k: Int, _ x: Int, _ y: Int) -> Double {
        let t = swscaleTable[k]
        let sum = 256 * (t[0] * Double(p[x, y, 0]) + t[1] * Double(p[x, y, 1]) + t[2] * Double(p[x, y, 2]))
        let offset = (k == 0 ? 32.0 : 256.0) * Double(1 << 22) + Double(1 << 16)
        return ((sum + offset) / Double(1 << 17)).rounded(.down)
    }

    /// Y′ by swscale's steps: the identity horizontal filter (×2^14, >> 13) then `yuv2plane1_8_c` (+64, >> 7).
    static func lumaOracle(_ p: Picture, _ x: Int, _ y: Int) -> UInt8 {
        let y15 = (value14(p, 0, x, y) * 16384 / 8192).rounded(.down)
        return UInt8(((y15 + 64) / 128).rounded(.down))
    }

    /// Cb (k = 1) or Cr (k = 2) at chroma (j, i): the horizontal filter of 14-bit taps on clamped columns, then the
    /// vertical one of 12-bit taps on clamped rows with the 64 << 12 rounding of `yuv2planeX_8_c`.
    static func chromaOracle(
        _ p: Picture, _ k: Int, _ j: Int, _ i: Int, filter: YCbCr420Converter.ChromaFilter
    ) -> UInt8 {
        let taps: [(Int, Double)] = filter == .bilinear ? [(-1, 1), (0, 3), (1, 3), (2, 1)] : [(0, 1), (1, 1)]
        let total = taps.reduce(0) { $0 + $1.1 }
        func clamp(_ v: Int, _ n: Int) -> Int { min(max(v, 0), n - 1) }
        func h(_ row: Int) -> Double {
            let sum = taps.reduce(0.0) { s, t in
                s + t.1 * 16384 / total * value14(p, k, clamp(2 * j + t.0, p.width), row)
            }
            return (sum / 8192).rounded(.down)
        }
        let sum = taps.reduce(0.0) { s, t in s + t.1 * 4096 / total * h(clamp(2 * i + t.0, p.height)) }
        return UInt8(((sum + 64 * 4096) / Double(1 << 19)).rounded(.down))
    }

    @Test("The coefficients are swscale's BT.709 tv-range table: round(2^15 · range/255 · BT.709-6 matrix entry)")
    func coefficients() {
        #expect(YCbCr420Converter.coefficients == Self.swscaleTable.map { $0.map { Int32($0) } })
        for (row, scale) in [(0, 219.0), (1, 224.0), (2, 224.0)] {
            for column in 0..<3 {
                let exact = 32768 * scale / 255 * Self.bt709[row][column]
                #expect(abs(Self.swscaleTable[row][column] - exact) <= 0.5, "row \(row) column \(column)")
            }
        }
    }

    @Test(
        "Every byte is swscale's steps in Double arithmetic: random pictures, odd and even sizes, padded strides",
        arguments: [(1, 1), (2, 2), (3, 5), (17, 11), (16, 9), (40, 4), (33, 18), (64, 35), (5, 64)])
    func oracle(size: (Int, Int)) {
        let (w, h) = size
        for filter in [YCbCr420Converter.ChromaFilter.bilinear, .area] {
            let picture = Self.noise(w, h, seed: UInt64(w * 1000 + h), padding: 12)
            let out = Self.convert(picture, filter: filter, padding: 7)
            var wrong = 0
            for y in 0..<h {
                for x in 0..<w where out.luma(x, y) != Self.lumaOracle(picture, x, y) { wrong += 1 }
            }
            for k in 1...2 {
                for i in 0..<out.chromaHeight {
                    for j in 0..<out.chromaWidth
                    where out.chroma(k - 1, j, i) != Self.chromaOracle(picture, k, j, i, filter: filter) {
                        wrong += 1
                    }
                }
            }
            #expect(wrong == 0, "\(w)×\(h) \(filter): \(wrong) bytes differ")
            // The padding past each row stays untouched.
            #expect(out.y[w] == 0xEE && out.cb[out.chromaWidth] == 0xEE && out.cr[out.chromaWidth] == 0xEE)
        }
    }

    @Test(
        "The same bytes as libswscale (the encoder's old path) on noise, ramps and colour edges, even sizes ≥ 8",
        arguments: ["noise", "ramps", "edges"])
    func swscaleBytes(kind: String) throws {
        for (w, h) in [(800, 450), (66, 38), (8, 8), (18, 10), (8, 100), (250, 8)] {
            let picture =
                kind == "noise"
                ? Self.noise(w, h, seed: 21)
                : kind == "ramps" ? Self.ramps(w, h) : Self.edges(w, h, bw: 5, bh: 3, seed: 4)
            for filter in [YCbCr420Converter.ChromaFilter.bilinear, .area] {
                let ours = Self.convert(picture, filter: filter)
                let theirs = try Self.swscale(picture, filter: filter)
                #expect(ours.y == theirs.y, "\(kind) \(w)×\(h) \(filter): Y′")
                #expect(ours.cb == theirs.cb, "\(kind) \(w)×\(h) \(filter): Cb")
                #expect(ours.cr == theirs.cr, "\(kind) \(w)×\(h) \(filter): Cr")
            }
        }
    }

    /// On 6×6 blocks of one colour, the chroma samples at the block's centre (j = 3m + 1, i = 3n + 1) see only that
    /// colour; every Y′ and those Cb, Cr are within 0.51 of the unquantised BT.709 value (2^24 colours: at most
    /// 0.5097, from the 15-bit coefficients and swscale's 1/128 rounding bias).
    @Test("Flat colours: Y′, Cb, Cr within 0.51 of the exact BT.709 tv-range values")
    func trueBT709() {
        let (w, h) = (6 * 40, 6 * 30)
        var rng = SplitMix64(seed: 709)
        let colours = (0..<1200).map { _ in (0..<3).map { _ in UInt8.random(in: 0...255, using: &rng) } }
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let c = colours[(y / 6) * 40 + x / 6]
                bytes[(y * w + x) * 4..<(y * w + x) * 4 + 3] = c[...]
            }
        }
        let picture = Picture(width: w, height: h, bytesPerRow: w * 4, bytes: bytes)
        for filter in [YCbCr420Converter.ChromaFilter.bilinear, .area] {
            let out = Self.convert(picture, filter: filter)
            var worst = [0.0, 0.0, 0.0]
            for (n, c) in colours.enumerated() {
                let (bx, by) = (n % 40, n / 40)
                let rgb = c.map { Double($0) / 255 }
                func exact(_ k: Int) -> Double {
                    let e = zip(Self.bt709[k], rgb).reduce(0) { $0 + $1.0 * $1.1 }
                    return k == 0 ? 16 + 219 * e : 128 + 224 * e
                }
                worst[0] = max(worst[0], abs(Double(out.luma(6 * bx + 2, 6 * by + 3)) - exact(0)))
                for k in 1...2 {
                    let v = Double(out.chroma(k - 1, 3 * bx + 1, 3 * by + 1))
                    worst[k] = max(worst[k], abs(v - exact(k)))
                }
            }
            #expect(worst.allSatisfy { $0 <= 0.51 }, "\(filter): worst |Δ| Y′ Cb Cr \(worst)")
        }
    }

    @Test("Converting twice, and with a second converter, gives the same bytes (scratch rows carry nothing over)")
    func repeatable() {
        let a = Self.noise(50, 30, seed: 1)
        let b = Self.edges(50, 30, bw: 7, bh: 2, seed: 2)
        let converter = YCbCr420Converter(width: 50, height: 30)
        func run(_ p: Picture) -> [UInt8] {
            var out = Planes420(width: 50, height: 30)
            p.bytes.withUnsafeBufferPointer { s in
                out.y.withUnsafeMutableBufferPointer { y in
                    out.cb.withUnsafeMutableBufferPointer { cb in
                        out.cr.withUnsafeMutableBufferPointer { cr in
                            converter.convert(
                                rgba: s.baseAddress!, bytesPerRow: 200, luma: y.baseAddress!, lumaStride: 50,
                                cb: cb.baseAddress!, cbStride: 25, cr: cr.baseAddress!, crStride: 25)
                        }
                    }
                }
            }
            return out.y + out.cb + out.cr
        }
        let first = run(a)
        _ = run(b)
        #expect(run(a) == first)
        let fresh = Self.convert(a)
        #expect(fresh.y + fresh.cb + fresh.cr == first)
    }

    // MARK: - Through the encoder

    @Test("The encoder converts 8-bit 4:2:0 without alpha itself (x264, x265, VP9) and keeps swscale for the rest")
    func encoderChoice() throws {
        func filter(
            _ codec: VideoSettings.Codec, alpha: Bool = false, lossless: Bool = false, pixelFormat: String? = nil,
            _ w: Int = 800, _ h: Int = 450
        ) throws -> YCbCr420Converter.ChromaFilter? {
            let s = VideoSettings(
                width: w, height: h, frameRateNumerator: 24, codec: codec, alpha: alpha, pixelFormat: pixelFormat,
                lossless: lossless)
            return try CodecPlan(s).ycbcr420Filter(width: w, height: h)
        }
        #expect(try filter(.h264) == .bilinear)
        #expect(try filter(.hevc) == .bilinear)
        #expect(try filter(.vp9) == .area)
        #expect(try filter(.vp9, alpha: true) == nil)  // yuva420p
        #expect(try filter(.h264, pixelFormat: "yuv422p") == nil)
        #expect(try filter(.h264, pixelFormat: "yuv420p10le") == nil)
        #expect(try filter(.h264, lossless: true) == nil)  // rgb24
        #expect(try filter(.prores) == nil)
        #expect(try filter(.ffv1) == nil)
        #expect(try filter(.h264, 6, 450) == nil)
        #expect(try filter(.h264, 800, 4) == nil)
        #expect(try filter(.h264, 8, 8) == .bilinear)
    }

    /// Lossless H.264 (crf 0 is qp 0 for libx264's yuv420p) stores the converted planes exactly, so decoding the
    /// stream to raw yuv420p gives back the planes the encoder made: swscale's, as before, and the converter's.
    @Test("libx264 at crf 0 stores exactly swscale's planes, which are the converter's")
    func encoderUsesConverter() throws {
        let (w, h) = (64, 36)
        let file = TemporaryFile("ycbcr.mp4")
        defer { file.remove() }
        let frames = [Self.noise(w, h, seed: 3), Self.ramps(w, h), Self.edges(w, h, bw: 5, bh: 3, seed: 9)]
        let settings = VideoSettings(width: w, height: h, frameRateNumerator: 24, crf: 0)
        try Frames.encode(to: file.path, settings: settings, count: 3) { frames[$0].bytes }
        let decoded = try CLI.run(
            "ffmpeg", ["-v", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "yuv420p", "-"])
        let size = w * h * 3 / 2
        #expect(decoded.count == 3 * size)
        guard decoded.count == 3 * size else { return }
        for (n, frame) in frames.enumerated() {
            let s = try Self.swscale(frame)
            let ours = Self.convert(frame)
            #expect(ours.y + ours.cb + ours.cr == s.y + s.cb + s.cr, "frame \(n)")
            #expect(Array(decoded[n * size..<(n + 1) * size]) == s.y + s.cb + s.cr, "frame \(n)")
        }
    }

    /// Below 8 pixels a side swscale's taps differ from the 2:1 filter (YCbCr420Converter.swift), so the encoder keeps
    /// swscale there: a lossless 6×4 stream holds swscale's planes, which the converter would not give.
    @Test("A 6×4 picture goes through swscale: libx264 at crf 0 stores swscale's planes, not the converter's")
    func smallPicturesKeepSwscale() throws {
        let (w, h) = (6, 4)
        let file = TemporaryFile("small.mp4")
        defer { file.remove() }
        let picture = Self.noise(w, h, seed: 64)
        try Frames.encode(
            to: file.path, settings: VideoSettings(width: w, height: h, frameRateNumerator: 24, crf: 0), count: 1
        ) { _ in picture.bytes }
        let decoded = try CLI.run(
            "ffmpeg", ["-v", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "yuv420p", "-"])
        let s = try Self.swscale(picture)
        let ours = Self.convert(picture)
        #expect(decoded == s.y + s.cb + s.cr)
        #expect(ours.cb + ours.cr != s.cb + s.cr, "the converter gives swscale's bytes at 6×4 after all")
    }

    /// An ordinary encode (H.264 crf 18 and VP9 crf 30, the area filter) of a smooth picture decodes to RGB within a
    /// PSNR bound of its source: the planes carry the picture, in the right colours and places.
    @Test(
        "H.264 and VP9 encodes of smooth frames decode within 38 dB PSNR of their source", arguments: ["mp4", "webm"])
    func encodeDecodes(format: String) throws {
        let (w, h) = (96, 64)
        let file = TemporaryFile("ycbcr.\(format)")
        defer { file.remove() }
        let settings = VideoSettings(
            width: w, height: h, frameRateNumerator: 24, crf: format == "mp4" ? 18 : 30,
            codec: format == "mp4" ? .h264 : .vp9)
        try Frames.encode(to: file.path, format: format, settings: settings, count: 3) {
            Frames.gradient(width: w, height: h, index: $0)
        }
        let decoded = try CLI.decodeRGB24(file.path)
        #expect(decoded.count == 3 * w * h * 3)
        guard decoded.count == 3 * w * h * 3 else { return }
        for n in 0..<3 {
            let source = Frames.gradient(width: w, height: h, index: n)
            var sum = 0.0
            for p in 0..<w * h {
                for c in 0..<3 {
                    let e = Double(Int(decoded[(n * w * h + p) * 3 + c]) - Int(source[p * 4 + c]))
                    sum += e * e
                }
            }
            let psnr = 10 * log10(255 * 255 / (sum / Double(w * h * 3)))
            #expect(psnr >= 38, "\(format) frame \(n): \(psnr) dB")
        }
    }
}
