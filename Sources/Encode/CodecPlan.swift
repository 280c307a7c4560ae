// CodecPlan.swift: what one `VideoSettings` needs from libavcodec: the encoder, its pixel format, colour tags and
// private options, including `--pix-fmt` and `--lossless` choices.
// Rule: doc/encoders.texi ("libx264, libx264rgb": `qp` 0 is lossless; "libx265": `x265-params lossless=1`;
// "libvpx": `lossless`; prores_ks `profile`/`vendor`); libavutil/pixdesc.h (chroma subsampling `log2_chroma_w/h`,
// `AV_PIX_FMT_FLAG_RGB`/`ALPHA`); an encoder's accepted formats are its `AVCodec.pix_fmts` list (FFmpeg 5.1).
// RGB outputs are tagged as what they hold: sRGB (IEC 61966-2-1 transfer, BT.709 primaries), RGB matrix, full range.
// libx264 is kept off its AVX-512 code (X264Assembly.swift), so its bytes do not depend on the heap.
// Status: complete for issue #19.

import CAV

/// The libavcodec side of a `VideoSettings`: pure apart from encoder and pixel-format lookups.
struct CodecPlan {
    var encoder: String
    var pixelFormat: AVPixelFormat
    /// The pixel format stores Y′CbCr (tagged BT.709 limited range); otherwise R′G′B′ (tagged sRGB, full range).
    var isYUV = true
    var keepsAlpha = false
    var alphaMode = false
    var codecTag: UInt32? = nil
    /// swscale flags; H.264/HEVC keep the measured bilinear choice (PixelConverter.swift).
    var scaleFlags = SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP
    var options: [(String, String)] = []
    var muxerOptions: [(String, String)] = []

    /// The plan for `s`; `.unsupported` when `s.pixelFormat` is unknown or not one the encoder takes, or
    /// `s.lossless` asks a lossy-only codec.
    init(_ s: VideoSettings) throws(EncodeError) {
        switch s.codec {
        case .h264 where s.lossless:
            // libx264rgb stores R′G′B′ as GBR planes (H.264 matrix_coefficients 0): qp 0 gives back the input exactly.
            encoder = "libx264rgb"
            pixelFormat = AV_PIX_FMT_RGB24
            isYUV = false
            options = [("preset", s.preset), ("qp", "0")]
            if let n = s.lookahead { options.append(("rc-lookahead", String(n))) }
            if let asm = X264Assembly.parameter() { options.append(("x264-params", asm)) }
        case .h264:
            encoder = "libx264"
            pixelFormat = AV_PIX_FMT_YUV420P
            options = [("preset", s.preset), ("crf", String(s.crf))]
            if let n = s.lookahead { options.append(("rc-lookahead", String(n))) }
            if let asm = X264Assembly.parameter() { options.append(("x264-params", asm)) }
        case .hevc:
            // doc/encoders.texi "libx265": `x265-params` takes x265's own options (log-level keeps stderr quiet).
            let lookahead = s.lookahead.map { ":rc-lookahead=\($0)" } ?? ""
            encoder = "libx265"
            pixelFormat = s.lossless ? AV_PIX_FMT_GBRP : AV_PIX_FMT_YUV420P
            isYUV = !s.lossless
            codecTag = Self.tag("hvc1")  // Apple players need hvc1 (parameter sets in the sample entry), not hev1
            options =
                s.lossless
                ? [("preset", s.preset), ("x265-params", "log-level=error:lossless=1" + lookahead)]
                : [("preset", s.preset), ("crf", String(s.crf)), ("x265-params", "log-level=error" + lookahead)]
        case .ffv1:
            encoder = "ffv1"
            pixelFormat = s.alpha ? AV_PIX_FMT_BGRA : AV_PIX_FMT_BGR0  // ffv1.c RGB32: exact, no matrix
            isYUV = false
            options = [("slicecrc", "1")]
        case .prores:
            guard !s.lossless else { throw .unsupported("ProRes is lossy; --lossless takes .mkv (FFV1) or .mp4") }
            encoder = "prores_ks"
            let is4444 = s.proresProfile.hasPrefix("4444")
            pixelFormat =
                is4444 ? (s.alpha ? AV_PIX_FMT_YUVA444P10LE : AV_PIX_FMT_YUV444P10LE) : AV_PIX_FMT_YUV422P10LE
            // proresenc_kostya.c options: `profile` by name, `vendor` apl0 as Apple's encoder writes it.
            options = [("profile", s.proresProfile), ("vendor", "apl0")]
        case .apng:
            // libavcodec/pngenc.c (apng), libavformat/apngenc.c: the `plays` muxer option, 0 = forever.
            encoder = "apng"
            pixelFormat = s.alpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB24
            isYUV = false
            muxerOptions = [("plays", String(s.plays))]
        case .vp9:
            encoder = "libvpx-vp9"
            // VP9 profile 1 stores GBR planes; `lossless` 1 makes them exact (libvpxenc.c).
            pixelFormat = s.lossless ? AV_PIX_FMT_GBRP : s.alpha ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P
            isYUV = !s.lossless
            alphaMode = s.alpha && !s.lossless
            // Area averaging keeps 4:2:0 chroma inside each 2×2 block: no fringe from transparent neighbours.
            scaleFlags = SWS_AREA | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP
            options =
                (s.lossless ? [("lossless", "1")] : [("crf", String(s.crf))])
                + [("deadline", "good"), ("cpu-used", "4"), ("row-mt", "1")]
        }
        if let name = s.pixelFormat {
            guard !s.lossless else {
                throw .unsupported("--pix-fmt and --lossless go separately: lossless chooses its own RGB format")
            }
            let chosen = av_get_pix_fmt(name)
            guard chosen != AV_PIX_FMT_NONE else { throw .unsupported("unknown pixel format \"\(name)\"") }
            pixelFormat = chosen
            let rgb = Self.flags(chosen) & UInt64(AV_PIX_FMT_FLAG_RGB) != 0
            isYUV = !rgb
            if s.codec == .vp9 { alphaMode = s.alpha && Self.hasAlpha(chosen) }
        }
        keepsAlpha = s.alpha && Self.hasAlpha(pixelFormat)
        guard let codec = avcodec_find_encoder_by_name(encoder) else {
            throw .unsupported("this libavcodec has no \(encoder) encoder (avcodec_find_encoder_by_name)")
        }
        let accepted = Self.pixelFormats(of: codec)
        if !accepted.isEmpty, !accepted.contains(pixelFormat) {
            throw .unsupported(
                "\(encoder) does not take \(PixelConverter.name(pixelFormat)); it takes "
                    + accepted.map(PixelConverter.name).joined(separator: ", "))
        }
    }

    /// The chroma filter of anim's own converter (`YCbCr420Converter`) when it gives swscale's bytes for this plan
    /// at `width`×`height`: 8-bit 4:2:0 Y′CbCr without alpha, with the bilinear or area flags above, both sides at
    /// least 8 (below that swscale narrows its filter: YCbCr420Converter.swift); nil sends frames through swscale.
    func ycbcr420Filter(width: Int, height: Int) -> YCbCr420Converter.ChromaFilter? {
        guard pixelFormat == AV_PIX_FMT_YUV420P, isYUV, !keepsAlpha, width >= 8, height >= 8 else { return nil }
        switch scaleFlags {
        case SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP: return .bilinear
        case SWS_AREA | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP: return .area
        default: return nil
        }
    }

    /// Horizontal and vertical chroma subsampling factors of the pixel format (2 and 2 for yuv420p, 1 for RGB).
    var chromaBlock: (width: Int, height: Int) {
        guard let d = av_pix_fmt_desc_get(pixelFormat) else { return (1, 1) }
        return (1 << Int(d.pointee.log2_chroma_w), 1 << Int(d.pointee.log2_chroma_h))
    }

    /// Where the chroma samples of a 4:2:0 format sit: at the centre of their 2×2 luma block, both axes — what
    /// `YCbCr420Converter` and swscale compute (taps 1,3,3,1 or the 2×2 mean centred between two luma rows and
    /// columns; libswscale/utils.c `get_local_pos`). H.264 and HEVC assume "left" (co-sited with the left luma
    /// column) when a stream says nothing (ITU-T H.264 Annex E.2.1, Figure E-1: `chroma_sample_loc_type` 0), so the
    /// stream says it: `AVCHROMA_LOC_CENTER`, type 1 in the VUI (libavcodec/libx264.c passes
    /// `chroma_sample_location − 1` to x264's `vui.i_chroma_loc`). Other layouts have no vertical siting to tag.
    var chromaLocation: AVChromaLocation {
        guard isYUV else { return AVCHROMA_LOC_UNSPECIFIED }
        let block = chromaBlock
        return block.width == 2 && block.height == 2 ? AVCHROMA_LOC_CENTER : AVCHROMA_LOC_UNSPECIFIED
    }

    /// Bits per component of the first plane (8, 10 …).
    var bitDepth: Int {
        guard let d = av_pix_fmt_desc_get(pixelFormat) else { return 8 }
        return Int(d.pointee.comp.0.depth)
    }

    /// The chroma layout, for messages and summaries: "4:2:0", "4:2:2", "4:4:4" or "RGB".
    var chroma: String {
        guard isYUV else { return "RGB" }
        switch chromaBlock {
        case (2, 2): return "4:2:0"
        case (2, 1): return "4:2:2"
        case (1, 1): return "4:4:4"
        default: return "subsampled \(chromaBlock.width)×\(chromaBlock.height)"
        }
    }

    static func flags(_ format: AVPixelFormat) -> UInt64 { av_pix_fmt_desc_get(format).map { $0.pointee.flags } ?? 0 }

    static func hasAlpha(_ format: AVPixelFormat) -> Bool { flags(format) & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0 }

    /// `AVCodec.pix_fmts`, up to its AV_PIX_FMT_NONE terminator (empty when the encoder lists none).
    static func pixelFormats(of codec: UnsafePointer<AVCodec>) -> [AVPixelFormat] {
        guard var p = codec.pointee.pix_fmts else { return [] }
        var list: [AVPixelFormat] = []
        while p.pointee != AV_PIX_FMT_NONE {
            list.append(p.pointee)
            p += 1
        }
        return list
    }

    /// MKTAG(a, b, c, d): little-endian four-character code.
    static func tag(_ fourCC: String) -> UInt32 {
        fourCC.utf8.enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
    }
}

/// The four colour tags a stream and its frames carry (ITU-T H.273 code points, libavutil/pixfmt.h).
struct ColourTags {
    var primaries: AVColorPrimaries
    var transfer: AVColorTransferCharacteristic
    var matrix: AVColorSpace
    var range: AVColorRange

    /// Y′CbCr: BT.709 primaries, transfer and matrix, limited range (Remotion issue 3263). R′G′B′: what anim's
    /// pixels are, sRGB — BT.709 primaries with the IEC 61966-2-1 transfer, the identity (RGB) matrix, full range.
    init(yuv: Bool) {
        primaries = AVCOL_PRI_BT709
        transfer = yuv ? AVCOL_TRC_BT709 : AVCOL_TRC_IEC61966_2_1
        matrix = yuv ? AVCOL_SPC_BT709 : AVCOL_SPC_RGB
        range = yuv ? AVCOL_RANGE_MPEG : AVCOL_RANGE_JPEG
    }
}
