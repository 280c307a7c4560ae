// YCbCr420Converter.swift: premultiplied RGBA8 → 8-bit Y′CbCr 4:2:0 planes (yuv420p), BT.709 matrix, limited range,
// in the integer arithmetic libswscale (FFmpeg 5.1) uses for the same conversion with SWS_BILINEAR (or SWS_AREA) |
// SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP, so that for even sizes of at least 8×8 every byte equals swscale's; on
// Swift SIMD vectors.
// Rule: the matrix is ITU-R BT.709-6 Table 4 (Kr 0.2126, Kb 0.0722), limited range Y′ 16…235, Cb/Cr 16…240
// (BT.709-6 Table 4 item 4.6). Each step below is swscale's, found in its source and confirmed byte for byte against
// it (all 2^24 colours, noise, ramps, edges; bench/README.md "RGBA → yuv420p conversion (stop 48)"):
// 1. libswscale/utils.c `fill_rgb2yuv_table`: 15-bit coefficients, each round(2^15 · s · m) of the BT.709 matrix
//    entry m, s = 219/255 for Y′ and 224/255 for Cb/Cr (sws_setColorspaceDetails treats RGB as range 0, so the tv
//    range is in the table itself, no separate range pass).
// 2. libswscale/input.c `rgb16_32ToY_c_template`/`rgb16_32ToUV_c_template` (RGBA is `bgr32` on little endian):
//    Y14 = (Σ + 2^19 + 2^8) >> 9 and C14 = (Σ + 2^22 + 2^8) >> 9, values in 1/64 steps with their 16/128 offsets.
//    With SWS_FULL_CHR_H_INP chroma is computed for every pixel, then scaled from W to ⌈W/2⌉ columns.
// 3. libswscale/swscale.c `hScale16To15_c` (RGB input counts as 14-bit, shift 13) with utils.c `initFilter`'s
//    2:1 filter: bilinear taps 1,3,3,1 (÷8) centred between two luma columns (`get_local_pos`: chroma sited at
//    the centre of its 2×2 block, both axes), area taps 1,1 (÷2); a tap past the picture's edge is merged into
//    the edge sample (the same as repeating the edge). Output C15 = ⌊Σ taps·C14 ÷ 4⌋ (bilinear; ⌊·⌋, not rounded)
//    or C14ₑ + C14ₒ (area); luma's filter is the identity, Y15 = 2·Y14.
// 4. libswscale/output.c `yuv2planeX_8_c`/`yuv2plane1_8_c` with the flat 64 dither of 8-bit RGB input: vertical
//    taps 1,3,3,1 (bilinear) or 1,1 (area) on C15 rows, rounded half up, >> 19 with 12-bit taps.
// So, exactly (x = r, g, b of the pixel, clamp(i) = min(max(i, 0), n − 1)):
//    Y′ = (ry·r + gy·g + by·b + 2^19 + 2^14 + 2^8) >> 15           (steps 2 and 4 fold into one shift)
//    C14(x, y) = (rc·r + gc·g + bc·b + 2^22 + 2^8) >> 9
//    bilinear: H(j, y) = (C14(2j−1) + 3·C14(2j) + 3·C14(2j+1) + C14(2j+2)) >> 2      (columns clamped)
//              C(j, i) = (H(j, 2i−1) + 3·H(j, 2i) + 3·H(j, 2i+1) + H(j, 2i+2) + 512) >> 10   (rows clamped)
//    area:     H(j, y) = C14(2j) + C14(2j+1);  C(j, i) = (H(j, 2i) + H(j, 2i+1) + 128) >> 8
// Every intermediate lies in [16·64, 240·64] scaled, so no clamping is needed and no value overflows Int32.
// Odd sizes: swscale resamples W → ⌈W/2⌉ with a factor W/⌈W/2⌉ ≠ 2 (a different filter across the whole row); this
// converter keeps the 2:1 filter and clamps the edge instead (the encoder takes only even sizes for 4:2:0). Sides
// of 6 or less: initFilter caps a filter at srcW − 2 taps before trimming it, which changes swscale's taps there, so
// the encoder keeps swscale for such pictures (CodecPlan.ycbcr420Filter).
// Why: libswscale was 5 % of a heavy render's CPU (issue #21 item 6); this gives the same bytes in about 0.65× its CPU
// time, one pass over the picture without swscale's identity luma filters (bench/README.md "RGBA → yuv420p
// conversion (stop 48)").
// Status: complete.

/// Converts premultiplied RGBA8 pictures of one size to yuv420p planes (alpha ignored: premultiplied colour is the
/// colour over black). Holds its scratch rows, so conversions reuse memory; calls must not overlap.
public final class YCbCr420Converter {
    /// The vertical and horizontal chroma filter (step 3): swscale's SWS_BILINEAR or SWS_AREA 2:1 reduction.
    public enum ChromaFilter: Sendable {
        /// Taps 1, 3, 3, 1 centred on the 2×2 block (libx264, libx265).
        case bilinear
        /// The 2×2 block's mean (libvpx-vp9, whose swscale flags are SWS_AREA).
        case area
    }

    /// Picture width and height in pixels.
    public let width: Int
    public let height: Int
    /// Chroma plane width and height, ⌈width/2⌉ and ⌈height/2⌉.
    public let chromaWidth: Int
    public let chromaHeight: Int
    public let filter: ChromaFilter

    /// C14 of one source row, Cb then Cr, each `width + 3` long: index i + 1 holds column i, index 0 repeats
    /// column 0 and the last two repeat column width − 1 (the clamped taps).
    private let c14: UnsafeMutablePointer<Int32>
    /// Four rows of H (step 3) per chroma plane, source row y in slot y & 3: Cb's four, then Cr's.
    private let ring: UnsafeMutablePointer<Int32>

    /// The BT.709 coefficients of step 1 in units of 2^−15 (rows Y′, Cb, Cr; columns R′, G′, B′).
    public static let coefficients: [[Int32]] = {
        let (kr, kb) = (0.2126, 0.0722)  // BT.709-6 Table 4
        let kg = 1 - kr - kb
        let matrix = [
            [kr, kg, kb],
            [-kr / (2 * (1 - kb)), -kg / (2 * (1 - kb)), 0.5],
            [0.5, -kg / (2 * (1 - kr)), -kb / (2 * (1 - kr))],
        ]
        return matrix.enumerated().map { row, m in
            m.map { Int32((32768 * (row == 0 ? 219.0 : 224.0) / 255 * $0).rounded()) }
        }
    }()

    private let ry: Int32, gy: Int32, by: Int32
    private let ru: Int32, gu: Int32, bu: Int32
    private let rv: Int32, gv: Int32, bv: Int32
    /// The coefficients as pair vectors for `eightPixels`: (ry, by)×4, (gy, 0)×4, then Cb's and Cr's.
    private let pairs: UnsafeMutablePointer<SIMD8<Int16>>

    private static let lumaBias: Int32 = (1 << 19) + (1 << 14) + (1 << 8)
    private static let chromaBias: Int32 = (1 << 22) + (1 << 8)

    /// A converter for `width`×`height` pictures (each ≥ 1).
    public init(width: Int, height: Int, filter: ChromaFilter = .bilinear) {
        precondition(width > 0 && height > 0, "YCbCr420Converter needs a picture of at least 1×1")
        self.width = width
        self.height = height
        self.filter = filter
        chromaWidth = (width + 1) / 2
        chromaHeight = (height + 1) / 2
        c14 = .allocate(capacity: 2 * (width + 3))
        c14.initialize(repeating: 0, count: 2 * (width + 3))
        ring = .allocate(capacity: 8 * chromaWidth)
        ring.initialize(repeating: 0, count: 8 * chromaWidth)
        let c = Self.coefficients
        (ry, gy, by) = (c[0][0], c[0][1], c[0][2])
        (ru, gu, bu) = (c[1][0], c[1][1], c[1][2])
        (rv, gv, bv) = (c[2][0], c[2][1], c[2][2])
        pairs = .allocate(capacity: 6)
        for (i, row) in c.enumerated() {
            let (first, second, green) = (Int16(row[0]), Int16(row[2]), Int16(row[1]))
            (pairs + 2 * i).initialize(to: SIMD8(first, second, first, second, first, second, first, second))
            (pairs + 2 * i + 1).initialize(to: SIMD8(green, 0, green, 0, green, 0, green, 0))
        }
    }

    deinit {
        c14.deallocate()
        ring.deallocate()
        pairs.deallocate()
    }

    /// Converts one picture. `rgba` holds `height` rows `bytesPerRow` (≥ width·4) apart; each plane's rows are its
    /// stride apart (≥ its width), as in `AVFrame.data`/`linesize`. Only the planes' first width bytes per row are
    /// written.
    public func convert(
        rgba: UnsafePointer<UInt8>, bytesPerRow: Int,
        luma: UnsafeMutablePointer<UInt8>, lumaStride: Int,
        cb: UnsafeMutablePointer<UInt8>, cbStride: Int,
        cr: UnsafeMutablePointer<UInt8>, crStride: Int
    ) {
        precondition(bytesPerRow >= width * 4, "bytesPerRow \(bytesPerRow) < width·4")
        var next = 0  // the next source row to convert
        for i in 0..<chromaHeight {
            let last = min(2 * i + 2, height - 1)
            while next <= last {
                row(next, rgba + next * bytesPerRow, luma + next * lumaStride)
                next += 1
            }
            for plane in 0..<2 {
                let h = ring + plane * 4 * chromaWidth
                let out = plane == 0 ? cb + i * cbStride : cr + i * crStride
                switch filter {
                case .bilinear:
                    verticalBilinear(
                        h + clamp(2 * i - 1) * chromaWidth, h + clamp(2 * i) * chromaWidth,
                        h + clamp(2 * i + 1) * chromaWidth, h + clamp(2 * i + 2) * chromaWidth, out)
                case .area:
                    verticalArea(h + clamp(2 * i) * chromaWidth, h + clamp(2 * i + 1) * chromaWidth, out)
                }
            }
        }
    }

    /// The ring slot of source row `y`, clamped to the picture (rows −1 and height… repeat the edge rows).
    private func clamp(_ y: Int) -> Int { min(max(y, 0), height - 1) & 3 }

    // MARK: - One source row: Y′ out, C14 into the scratch rows, H into the ring (steps 1–3)

    private func row(_ y: Int, _ source: UnsafePointer<UInt8>, _ luma: UnsafeMutablePointer<UInt8>) {
        let u = c14 + 1
        let v = c14 + (width + 3) + 1
        let raw = UnsafeRawPointer(source)
        var x = 0
        while x &+ 8 <= width {
            // Per pixel, 16-bit lanes (R′, B′) and (G′, 0): the operands of `pairProducts`.
            let p0 = raw.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self)
            let p1 = raw.loadUnaligned(fromByteOffset: x &* 4 &+ 16, as: SIMD4<UInt32>.self)
            Self.eightPixels(
                unsafeBitCast(p0 & 0x00FF_00FF, to: SIMD8<Int16>.self),
                unsafeBitCast((p0 &>> 8) & 0xFF, to: SIMD8<Int16>.self),
                unsafeBitCast(p1 & 0x00FF_00FF, to: SIMD8<Int16>.self),
                unsafeBitCast((p1 &>> 8) & 0xFF, to: SIMD8<Int16>.self), pairs, luma + x, u + x, v + x)
            x &+= 8
        }
        while x < width {
            let (r, g, b) = (Int32(source[4 &* x]), Int32(source[4 &* x &+ 1]), Int32(source[4 &* x &+ 2]))
            luma[x] = UInt8(truncatingIfNeeded: (r &* ry &+ g &* gy &+ b &* by &+ Self.lumaBias) &>> 15)
            u[x] = (r &* ru &+ g &* gu &+ b &* bu &+ Self.chromaBias) &>> 9
            v[x] = (r &* rv &+ g &* gv &+ b &* bv &+ Self.chromaBias) &>> 9
            x &+= 1
        }
        pad(u)
        pad(v)
        let slot = (y & 3) * chromaWidth
        horizontal(u - 1, ring + slot)
        horizontal(v - 1, ring + 4 * chromaWidth + slot)
    }

    /// Y′, C14(Cb) and C14(Cr) of eight pixels given as (R′, B′) and (G′, 0) lane pairs, four pixels each, with
    /// `k` the six coefficient pair vectors (`pairs`). Each row of step 1 is two pair products per pixel (SSE2
    /// `pmaddwd`, four pixels per instruction). Not inlined on purpose: inlined, LLVM sees the byte masks of the
    /// operands and rewrites the pair products into unpack/repack sequences (measured 1.3× slower at 800×450).
    @inline(never)
    private static func eightPixels(
        _ redBlue0: SIMD8<Int16>, _ green0: SIMD8<Int16>, _ redBlue1: SIMD8<Int16>, _ green1: SIMD8<Int16>,
        _ k: UnsafePointer<SIMD8<Int16>>, _ luma: UnsafeMutablePointer<UInt8>, _ u: UnsafeMutablePointer<Int32>,
        _ v: UnsafeMutablePointer<Int32>
    ) {
        let l0 = (pairProducts(redBlue0, k[0]) &+ pairProducts(green0, k[1]) &+ lumaBias) &>> 15
        let l1 = (pairProducts(redBlue1, k[0]) &+ pairProducts(green1, k[1]) &+ lumaBias) &>> 15
        UnsafeMutableRawPointer(luma).storeBytes(
            of: SIMD8<UInt8>(truncatingIfNeeded: SIMD8(lowHalf: l0, highHalf: l1)), as: SIMD8<UInt8>.self)
        let u0 = (pairProducts(redBlue0, k[2]) &+ pairProducts(green0, k[3]) &+ chromaBias) &>> 9
        let u1 = (pairProducts(redBlue1, k[2]) &+ pairProducts(green1, k[3]) &+ chromaBias) &>> 9
        let v0 = (pairProducts(redBlue0, k[4]) &+ pairProducts(green0, k[5]) &+ chromaBias) &>> 9
        let v1 = (pairProducts(redBlue1, k[4]) &+ pairProducts(green1, k[5]) &+ chromaBias) &>> 9
        UnsafeMutableRawPointer(u).storeBytes(of: SIMD8(lowHalf: u0, highHalf: u1), as: SIMD8<Int32>.self)
        UnsafeMutableRawPointer(v).storeBytes(of: SIMD8(lowHalf: v0, highHalf: v1), as: SIMD8<Int32>.self)
    }

    /// Lane i = a[2i]·b[2i] + a[2i+1]·b[2i+1], exact in Int32 (SSE2 `pmaddwd`).
    @inline(__always)
    private static func pairProducts(_ a: SIMD8<Int16>, _ b: SIMD8<Int16>) -> SIMD4<Int32> {
        let p = SIMD8<Int32>(truncatingIfNeeded: a) &* SIMD8<Int32>(truncatingIfNeeded: b)
        return p.evenHalf &+ p.oddHalf
    }

    /// The clamped taps of a C14 row: column −1 repeats column 0, columns width and width + 1 repeat width − 1.
    private func pad(_ c: UnsafeMutablePointer<Int32>) {
        c[-1] = c[0]
        c[width] = c[width - 1]
        c[width + 1] = c[width - 1]
    }

    /// H of step 3 from a padded C14 row `p` (p[i + 1] = column i): bilinear (p[2j] + 3p[2j+1] + 3p[2j+2] +
    /// p[2j+3]) >> 2, area p[2j+1] + p[2j+2]; eight outputs per step from the even and odd halves of two loads.
    private func horizontal(_ p: UnsafeMutablePointer<Int32>, _ out: UnsafeMutablePointer<Int32>) {
        let raw = UnsafeRawPointer(p)
        var j = 0
        // A load of 16 at 2j+2 reads up to p[2j+17] = p[2(j+8)+1] ≤ p[2·chromaWidth+1] ≤ p[width+2], the last pad.
        while j &+ 8 <= chromaWidth {
            let a = raw.loadUnaligned(fromByteOffset: (2 &* j) &* 4, as: SIMD16<Int32>.self)
            let b = raw.loadUnaligned(fromByteOffset: (2 &* j &+ 2) &* 4, as: SIMD16<Int32>.self)
            let h: SIMD8<Int32>
            switch filter {
            case .bilinear:
                let middle = a.oddHalf &+ b.evenHalf
                h = (a.evenHalf &+ middle &+ middle &+ middle &+ b.oddHalf) &>> 2
            case .area:
                h = a.oddHalf &+ b.evenHalf
            }
            UnsafeMutableRawPointer(out + j).storeBytes(of: h, as: SIMD8<Int32>.self)
            j &+= 8
        }
        while j < chromaWidth {
            let k = 2 &* j
            switch filter {
            case .bilinear: out[j] = (p[k] &+ 3 &* (p[k &+ 1] &+ p[k &+ 2]) &+ p[k &+ 3]) &>> 2
            case .area: out[j] = p[k &+ 1] &+ p[k &+ 2]
            }
            j &+= 1
        }
    }

    // MARK: - One chroma row from four (bilinear) or two (area) rows of H (step 4)

    private func verticalBilinear(
        _ p: UnsafePointer<Int32>, _ q: UnsafePointer<Int32>, _ r: UnsafePointer<Int32>, _ s: UnsafePointer<Int32>,
        _ out: UnsafeMutablePointer<UInt8>
    ) {
        var j = 0
        while j &+ 16 <= chromaWidth {
            let o = j &* 4
            let middle =
                UnsafeRawPointer(q).loadUnaligned(fromByteOffset: o, as: SIMD16<Int32>.self)
                &+ UnsafeRawPointer(r).loadUnaligned(fromByteOffset: o, as: SIMD16<Int32>.self)
            let outer =
                UnsafeRawPointer(p).loadUnaligned(fromByteOffset: o, as: SIMD16<Int32>.self)
                &+ UnsafeRawPointer(s).loadUnaligned(fromByteOffset: o, as: SIMD16<Int32>.self)
            let c = (outer &+ middle &+ middle &+ middle &+ 512) &>> 10
            UnsafeMutableRawPointer(out + j).storeBytes(
                of: SIMD16<UInt8>(truncatingIfNeeded: c), as: SIMD16<UInt8>.self)
            j &+= 16
        }
        while j < chromaWidth {
            out[j] = UInt8(truncatingIfNeeded: (p[j] &+ 3 &* (q[j] &+ r[j]) &+ s[j] &+ 512) &>> 10)
            j &+= 1
        }
    }

    private func verticalArea(_ q: UnsafePointer<Int32>, _ r: UnsafePointer<Int32>, _ out: UnsafeMutablePointer<UInt8>)
    {
        var j = 0
        while j &+ 16 <= chromaWidth {
            let o = j &* 4
            let sum =
                UnsafeRawPointer(q).loadUnaligned(fromByteOffset: o, as: SIMD16<Int32>.self)
                &+ UnsafeRawPointer(r).loadUnaligned(fromByteOffset: o, as: SIMD16<Int32>.self)
            let c = (sum &+ 128) &>> 8
            UnsafeMutableRawPointer(out + j).storeBytes(
                of: SIMD16<UInt8>(truncatingIfNeeded: c), as: SIMD16<UInt8>.self)
            j &+= 16
        }
        while j < chromaWidth {
            out[j] = UInt8(truncatingIfNeeded: (q[j] &+ r[j] &+ 128) &>> 8)
            j &+= 1
        }
    }
}
